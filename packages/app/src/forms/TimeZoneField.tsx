import { useLingui } from "@lingui/react/macro";
import { ComboBox, type ComboBoxProps } from "@varco/ui";
import { useMemo } from "react";

/**
 * Every IANA time zone this browser knows, searchable ("Europe/Rome"), plus UTC and the one
 * chosen already when the browser does not list them (some leave out "UTC").
 */
function timeZoneOptions(current: string | undefined) {
  let zones: string[];
  try {
    zones = Intl.supportedValuesOf("timeZone");
  } catch {
    zones = [];
  }
  const all = new Set(zones);
  all.add("UTC");
  if (current) all.add(current);
  return [...all].sort().map((zone) => ({ id: zone, label: zone.replaceAll("_", " ") }));
}

export type TimeZoneFieldProps = Omit<ComboBoxProps, "items" | "children" | "label"> & { label?: string };

/** The time zone of an account, an organiser or an event: one searchable list everywhere. */
export function TimeZoneField({ label, selectedKey, defaultSelectedKey, ...props }: TimeZoneFieldProps) {
  const { t } = useLingui();
  const current = (selectedKey ?? defaultSelectedKey ?? undefined) as string | undefined;
  const zones = useMemo(() => timeZoneOptions(current), [current]);
  return (
    <ComboBox
      {...props}
      label={label ?? t`Time zone`}
      items={zones}
      selectedKey={selectedKey}
      defaultSelectedKey={defaultSelectedKey}
    />
  );
}
