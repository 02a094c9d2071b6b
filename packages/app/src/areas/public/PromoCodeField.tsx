import { useLingui } from "@lingui/react/macro";
import { type ApiClient, isApiError, type PublicEvent } from "@varco/domain";
import { Inline, NativeButton, NativeInput, Stack, Text } from "@varco/ui";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useRuntimeConfig } from "../../shell/RuntimeConfigContext";
import { checkPromoCode } from "./promoCode";

export interface PromoCodeFieldProps {
  eventId: number;
  /** The code in effect (already checked), if any. */
  applied: string | null;
  client: ApiClient | null;
  /** The code was taken: the event as it reads with it (its products and prices). */
  onApplied: (event: PublicEvent, code: string) => void;
}

/**
 * "Have a promo code?": the code is checked with the server and the event read again with it, in
 * place, so the products it unlocks and its prices show while the tickets already chosen, the
 * amounts typed and the focus stay; the address takes the code too (a reload or a shared link
 * keeps it). Before the page's script runs the form sends the code in the address
 * (`?promo_code=`), where the page checks it the same way.
 */
export function PromoCodeField({ eventId, applied, client, onApplied }: PromoCodeFieldProps) {
  const { t } = useLingui();
  const { apiUrlClient } = useRuntimeConfig();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // Set when the buyer applied the code here: its confirmation takes the focus the form had.
  const justApplied = useRef(false);
  const confirmation = useRef<HTMLElement>(null);
  useEffect(() => {
    if (applied && justApplied.current) confirmation.current?.focus();
    justApplied.current = false;
  }, [applied]);

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
    let found: PublicEvent | null;
    try {
      const { eventWithPromoCode } = await import("./reserveSelection");
      found = await eventWithPromoCode(client, apiUrlClient, eventId, checked.code);
    } catch (error) {
      // Past the server's limit on promo codes tried (429): the same words as its reason.
      if (isApiError(error) && error.status === 429)
        return refuse(t`Too many promo codes have been tried. Wait a few minutes and try again.`);
      return refuse(t`The promo code could not be checked. Try again in a moment.`);
    }
    if (!found) return refuse(t`This promo code is not valid.`);
    justApplied.current = true;
    onApplied(found, checked.code);
    const address = new URL(window.location.href);
    address.searchParams.set("promo_code", checked.code);
    window.history.replaceState(window.history.state, "", address);
  };

  if (applied)
    return (
      <Text as="p" role="status" weight="medium" tabIndex={-1} ref={confirmation}>
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
              // Said as soon as it shows: the focus is on the field already, so its description
              // would not be read again.
              error={error ? <span role="alert">{error}</span> : undefined}
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
