import type { SelectOption } from "@varco/ui";

/** Every ISO 4217 currency this browser knows, each with its name in the interface's language. */
export function currencyOptions(bcp47: string): SelectOption[] {
  const names = new Intl.DisplayNames([bcp47], { type: "currency" });
  return Intl.supportedValuesOf("currency").map((code) => ({
    id: code,
    label: `${code} · ${names.of(code) ?? code}`,
  }));
}
