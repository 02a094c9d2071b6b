import { useLingui } from "@lingui/react/macro";
import { ComboBox, Inline, Stack, TextArea, TextField } from "@varco/ui";
import { useMemo } from "react";
import type { useFormErrors } from "../../forms/useFormErrors";
import { useLocaleControls } from "../../i18n/LocaleProvider";

/** The fields of an organiser's details, named as the domain's `organizerBodySchema` names them. */
export type OrganizerDetailsField =
  | "name"
  | "email"
  | "phone"
  | "website"
  | "description"
  | "timezone"
  | "currency";

/** The on-screen labels of the organiser's details, for the fields and for their refusals. */
export function useOrganizerLabels(): Record<OrganizerDetailsField, string> {
  const { t } = useLingui();
  return {
    name: t`Organiser name`,
    email: t`Contact email`,
    phone: t`Phone`,
    website: t`Website address`,
    description: t`Description`,
    timezone: t`Time zone`,
    currency: t`Currency`,
  };
}

function supported(kind: "timeZone" | "currency"): string[] {
  try {
    return Intl.supportedValuesOf(kind);
  } catch {
    return [];
  }
}

/** Every IANA zone this browser knows, plus the one already chosen (and UTC) if it lacks them. */
function timeZoneOptions(current: string | undefined) {
  const zones = new Set(supported("timeZone"));
  zones.add("UTC");
  if (current) zones.add(current);
  return [...zones].sort().map((zone) => ({ id: zone, label: zone }));
}

/** Every ISO 4217 currency, named in the interface's language ("Euro (EUR)"). */
function currencyOptions(locale: string, current: string | undefined) {
  const codes = new Set(supported("currency"));
  if (current) codes.add(current);
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([locale], { type: "currency" });
  } catch {
    names = undefined;
  }
  return [...codes].sort().map((code) => {
    const name = names?.of(code);
    return { id: code, label: name && name !== code ? `${name} (${code})` : code };
  });
}

export interface OrganizerDetailsFieldsProps {
  errors: ReturnType<typeof useFormErrors>;
  /** What the fields start with: the organiser's saved details, or the welcome's suggestions. */
  defaults: {
    name?: string | null;
    email?: string | null;
    phone?: string | null;
    website?: string | null;
    description?: string | null;
    timezone?: string | null;
    currency?: string | null;
  };
  /** Also the phone and the website (the settings; the welcome asks only for what is needed). */
  withContactDetails?: boolean;
}

/** Name, email, (phone, website,) time zone, currency and description of an organiser. */
export function OrganizerDetailsFields({
  errors,
  defaults,
  withContactDetails,
}: OrganizerDetailsFieldsProps) {
  const { t } = useLingui();
  const { bcp47 } = useLocaleControls();
  const labels = useOrganizerLabels();
  const timezone = defaults.timezone ?? undefined;
  const currency = defaults.currency ?? undefined;
  const zones = useMemo(() => timeZoneOptions(timezone), [timezone]);
  const currencies = useMemo(() => currencyOptions(bcp47, currency), [bcp47, currency]);
  const zoneField = errors.field("timezone");
  const currencyField = errors.field("currency");

  return (
    <Stack gap="md">
      <TextField
        {...errors.field("name")}
        label={labels.name}
        defaultValue={defaults.name ?? ""}
        autoComplete="organization"
        isRequired
      />
      <TextField
        {...errors.field("email")}
        type="email"
        label={labels.email}
        defaultValue={defaults.email ?? ""}
        autoComplete="email"
        description={t`Buyers write to this address with questions about your events.`}
        isRequired
      />
      {withContactDetails && (
        <Inline gap="md" collapseBelow="sm" align="start">
          <TextField
            {...errors.field("phone")}
            type="tel"
            label={labels.phone}
            defaultValue={defaults.phone ?? ""}
            autoComplete="tel"
            style={{ flex: 1 }}
          />
          <TextField
            {...errors.field("website")}
            type="url"
            label={labels.website}
            defaultValue={defaults.website ?? ""}
            autoComplete="url"
            placeholder="https://"
            style={{ flex: 1 }}
          />
        </Inline>
      )}
      <Inline gap="md" collapseBelow="sm" align="start">
        <ComboBox
          name={zoneField.name}
          isInvalid={zoneField.isInvalid}
          errorMessage={zoneField.errorMessage}
          onSelectionChange={zoneField.onChange}
          formValue="key"
          label={labels.timezone}
          items={zones}
          defaultSelectedKey={timezone}
          description={t`Dates of new events are read in this time zone.`}
          isRequired
          style={{ flex: 1 }}
        />
        <ComboBox
          name={currencyField.name}
          isInvalid={currencyField.isInvalid}
          errorMessage={currencyField.errorMessage}
          onSelectionChange={currencyField.onChange}
          formValue="key"
          label={labels.currency}
          items={currencies}
          defaultSelectedKey={currency}
          description={t`New events sell their tickets in this currency.`}
          isRequired
          style={{ flex: 1 }}
        />
      </Inline>
      <TextArea
        {...errors.field("description")}
        label={labels.description}
        defaultValue={defaults.description ?? ""}
        description={t`A few words about who you are, shown on your public page.`}
        rows={3}
        maxRows={8}
      />
    </Stack>
  );
}

/**
 * The form's entries for `organizerBodySchema`: an emptied optional field is sent as null, so
 * saving clears it instead of leaving the old value.
 */
export function organizerDetailsValues(
  entries: Record<string, string>,
  withContactDetails: boolean,
): Record<string, string | null> {
  const optional = withContactDetails ? ["phone", "website", "description"] : ["description"];
  return {
    ...Object.fromEntries(optional.map((name) => [name, null])),
    ...entries,
  };
}
