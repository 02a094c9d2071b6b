import { useLingui } from "@lingui/react/macro";
import { ComboBox, type ComboBoxProps } from "@varco/ui";
import { useMemo } from "react";
import { useLocaleControls } from "../i18n/LocaleProvider";

/**
 * Every ISO 4217 currency this browser knows, named in the interface's language ("Euro (EUR)"),
 * plus the one chosen already when the browser does not list it.
 */
function currencyOptions(locale: string, current: string | undefined) {
  let codes: string[];
  try {
    codes = Intl.supportedValuesOf("currency");
  } catch {
    codes = [];
  }
  const all = new Set(codes);
  if (current) all.add(current);
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([locale], { type: "currency" });
  } catch {
    names = undefined;
  }
  return [...all].sort().map((code) => {
    const name = names?.of(code);
    return { id: code, label: name && name !== code ? `${name} (${code})` : code };
  });
}

export type CurrencyFieldProps = Omit<ComboBoxProps, "items" | "children" | "label"> & { label?: string };

/** The currency of an account or an organiser: one searchable list everywhere. */
export function CurrencyField({ label, selectedKey, defaultSelectedKey, ...props }: CurrencyFieldProps) {
  const { t } = useLingui();
  const { bcp47 } = useLocaleControls();
  const current = (selectedKey ?? defaultSelectedKey ?? undefined) as string | undefined;
  const currencies = useMemo(() => currencyOptions(bcp47, current), [bcp47, current]);
  return (
    <ComboBox
      {...props}
      label={label ?? t`Currency`}
      items={currencies}
      selectedKey={selectedKey}
      defaultSelectedKey={defaultSelectedKey}
    />
  );
}
