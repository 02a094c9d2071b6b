import { useLingui } from "@lingui/react/macro";
import { NativeButton } from "@varco/ui";
import { type ComponentType, useEffect, useRef, useState } from "react";
import type { PromoCodeFieldProps } from "./PromoCodeField";

/**
 * The promo code's field once the buyer asks for it: a button until then, so that the widget's
 * first load does not carry a field most buyers never use. The field, once there, takes the focus.
 */
export function PromoCodeOnRequest(props: PromoCodeFieldProps) {
  const { t } = useLingui();
  const [Field, setField] = useState<ComponentType<PromoCodeFieldProps> | null>(null);
  const [loading, setLoading] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (Field) root.current?.querySelector("input")?.focus();
  }, [Field]);
  if (Field)
    return (
      <div ref={root}>
        <Field {...props} />
      </div>
    );
  return (
    <div>
      <NativeButton
        variant="outline"
        disabled={loading}
        aria-busy={loading}
        onClick={async () => {
          setLoading(true);
          const { PromoCodeField } = await import("./PromoCodeField");
          setField(() => PromoCodeField);
        }}
      >
        {t`I have a promo code`}
      </NativeButton>
    </div>
  );
}
