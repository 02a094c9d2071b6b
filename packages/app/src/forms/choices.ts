import type { SelectOption } from "@varco/ui";

/**
 * Every IANA time zone this browser knows, for a searchable list ("Europe/Rome"), plus the one
 * saved already when the browser does not list it (some leave out "UTC").
 */
export function timeZoneOptions(current?: string | null): SelectOption[] {
  const zones = Intl.supportedValuesOf("timeZone");
  if (current && !zones.includes(current)) zones.unshift(current);
  return zones.map((zone) => ({ id: zone, label: zone.replaceAll("_", " ") }));
}

/** Every ISO 4217 currency this browser knows, each with its name in the interface's language. */
export function currencyOptions(bcp47: string): SelectOption[] {
  const names = new Intl.DisplayNames([bcp47], { type: "currency" });
  return Intl.supportedValuesOf("currency").map((code) => ({
    id: code,
    label: `${code} · ${names.of(code) ?? code}`,
  }));
}
