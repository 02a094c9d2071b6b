import { useLingui } from "@lingui/react/macro";
import type { ApiClient } from "@varco/domain";
import { Inline, NativeButton, NativeInput, Stack, Text } from "@varco/ui";
import { type FormEvent, useRef, useState } from "react";
import { useGo } from "../../shell/navigation";
import { useRuntimeConfig } from "../../shell/RuntimeConfigContext";
import { checkPromoCode } from "./promoCode";

export interface PromoCodeFieldProps {
  eventId: number;
  /** The code in effect (already checked), if any. */
  applied: string | null;
  client: ApiClient | null;
  /** The page's address, to read it again with the code. */
  address: { pathname: string; search: string };
}

/**
 * "Have a promo code?": the code is checked with the server, then the page is read again with it
 * (`?promo_code=`), so the products it unlocks and its prices show. Before the page's script runs
 * the form sends the code in the address, where the page checks it the same way.
 */
export function PromoCodeField({ eventId, applied, client, address }: PromoCodeFieldProps) {
  const { t } = useLingui();
  const go = useGo();
  const { apiUrlClient } = useRuntimeConfig();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const refuse = (message: string) => {
    setChecking(false);
    setError(message);
    input.current?.focus();
  };

  const apply = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkPromoCode(code);
    if (checked.status !== "valid") return refuse(t`This promo code is not valid.`);
    setChecking(true);
    setError(null);
    let valid: boolean;
    try {
      const { promoCodeIsValid } = await import("./reserveSelection");
      valid = await promoCodeIsValid(client, apiUrlClient, eventId, checked.code);
    } catch {
      return refuse(t`The promo code could not be checked. Try again in a moment.`);
    }
    if (!valid) return refuse(t`This promo code is not valid.`);
    const query = new URLSearchParams(address.search);
    query.set("promo_code", checked.code);
    go(`${address.pathname}?${query.toString()}`);
  };

  if (applied)
    return (
      <Text as="p" role="status" weight="medium">
        {t`Promo code ${applied} applied.`}
      </Text>
    );
  return (
    <details>
      <summary>{t`Have a promo code?`}</summary>
      <form method="get" onSubmit={(event) => void apply(event)}>
        <Stack gap="xs" paddingY="sm">
          <Inline gap="sm" align="end" wrap>
            <NativeInput
              ref={input}
              name="promo_code"
              label={t`Promo code`}
              width="short"
              autoComplete="off"
              value={code}
              onChange={(change) => {
                setCode(change.currentTarget.value);
                setError(null);
              }}
              error={error ?? undefined}
            />
            <NativeButton type="submit" disabled={checking}>
              {t`Apply`}
            </NativeButton>
          </Inline>
        </Stack>
      </form>
    </details>
  );
}
