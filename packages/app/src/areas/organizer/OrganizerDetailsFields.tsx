import { useLingui } from "@lingui/react/macro";
import { Box, Inline, Stack, TextArea, TextField } from "@varco/ui";
import { CurrencyField } from "../../forms/CurrencyField";
import { TimeZoneField } from "../../forms/TimeZoneField";
import type { FormFields } from "../../forms/useSchemaForm";

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

/** The form's values of an organiser's details, as text. */
export type OrganizerDetailsValues = Record<OrganizerDetailsField, string>;

/** What the fields start with: the organiser's saved details, or the welcome's suggestions. */
export function organizerDetailsValues(
  saved: Partial<Record<OrganizerDetailsField, string | null | undefined>>,
): OrganizerDetailsValues {
  return {
    name: saved.name ?? "",
    email: saved.email ?? "",
    phone: saved.phone ?? "",
    website: saved.website ?? "",
    description: saved.description ?? "",
    timezone: saved.timezone ?? "",
    currency: saved.currency ?? "",
  };
}

/**
 * The body for `organizerBodySchema`: a blank required field is left out (the schema says it is
 * required); an emptied optional one is sent as null, so saving clears it instead of keeping the
 * old value. Phone and website only when the form shows them.
 */
export function organizerDetailsBody(values: OrganizerDetailsValues, withContactDetails: boolean) {
  const required = (value: string) => (value === "" ? undefined : value);
  const optional = (value: string) => (value === "" ? null : value);
  return {
    name: required(values.name),
    email: required(values.email),
    ...(withContactDetails ? { phone: optional(values.phone), website: optional(values.website) } : {}),
    description: optional(values.description),
    timezone: required(values.timezone),
    currency: required(values.currency),
  };
}

export interface OrganizerDetailsFieldsProps {
  form: FormFields<"name" | "email" | "phone" | "website" | "description", "timezone" | "currency">;
  /** Also the phone and the website (the settings; the welcome asks only for what is needed). */
  withContactDetails?: boolean;
}

/** Name, email, (phone, website,) time zone, currency and description of an organiser. */
export function OrganizerDetailsFields({ form, withContactDetails }: OrganizerDetailsFieldsProps) {
  const { t } = useLingui();

  return (
    <Stack gap="md">
      <TextField {...form.field("name")} autoComplete="organization" isRequired />
      <TextField
        {...form.field("email")}
        type="email"
        autoComplete="email"
        description={t`Buyers write to this address with questions about your events.`}
        isRequired
      />
      {withContactDetails && (
        <Inline gap="md" collapseBelow="sm" align="start">
          <Box grow>
            <TextField {...form.field("phone")} type="tel" autoComplete="tel" />
          </Box>
          <Box grow>
            <TextField {...form.field("website")} type="url" autoComplete="url" placeholder="https://" />
          </Box>
        </Inline>
      )}
      <Inline gap="md" collapseBelow="sm" align="start">
        <Box grow>
          <TimeZoneField
            {...form.choice("timezone")}
            description={t`Dates of new events are read in this time zone.`}
            isRequired
          />
        </Box>
        <Box grow>
          <CurrencyField
            {...form.choice("currency")}
            description={t`New events sell their tickets in this currency.`}
            isRequired
          />
        </Box>
      </Inline>
      <TextArea
        {...form.field("description")}
        description={t`A few words about who you are, shown on your public page.`}
        rows={3}
        maxRows={8}
      />
    </Stack>
  );
}
