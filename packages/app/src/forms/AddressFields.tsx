import { useLingui } from "@lingui/react/macro";
import { Box, Inline, Stack, TextField } from "@varco/ui";
import type { FormFields } from "./useSchemaForm";

/** The parts of a postal address, as the domain's `location_details` names them. */
export const addressParts = [
  "venue_name",
  "address_line_1",
  "address_line_2",
  "city",
  "state_or_region",
  "zip_or_postal_code",
  "country",
] as const;

export type AddressPart = (typeof addressParts)[number];
export type AddressValues = Record<`location_details.${AddressPart}`, string>;

/** The form's values of a saved address (every part, blank where it has none). */
export function addressValues(
  saved: Partial<Record<AddressPart, string | null>> | null | undefined,
): AddressValues {
  return Object.fromEntries(
    addressParts.map((part) => [`location_details.${part}`, saved?.[part] ?? ""]),
  ) as AddressValues;
}

/** The address to send: trimmed parts, the country in capitals; null when every part is empty. */
export function addressBody(values: AddressValues, blank: null | undefined) {
  const parts = addressParts.map((part) => [part, values[`location_details.${part}`].trim()] as const);
  if (parts.every(([, value]) => value === "")) return null;
  return Object.fromEntries(
    parts.map(([part, value]) => [
      part,
      value === "" ? blank : part === "country" ? value.toUpperCase() : value,
    ]),
  );
}

/** The address labels, for the fields and for their refusals. */
export function useAddressLabels(): AddressValues {
  const { t } = useLingui();
  return {
    "location_details.venue_name": t`Venue name`,
    "location_details.address_line_1": t`Address`,
    "location_details.address_line_2": t`Address (continued)`,
    "location_details.city": t`City`,
    "location_details.state_or_region": t`State or region`,
    "location_details.zip_or_postal_code": t`Postal code`,
    "location_details.country": t`Country code`,
  };
}

/** A venue and its postal address: one layout for an event's place and an organiser's. */
export function AddressFields({ form }: { form: FormFields<keyof AddressValues> }) {
  const { t } = useLingui();
  const part = (name: AddressPart) => form.field(`location_details.${name}`);
  return (
    <Stack gap="md">
      <TextField {...part("venue_name")} />
      <TextField {...part("address_line_1")} autoComplete="address-line1" />
      <TextField {...part("address_line_2")} autoComplete="address-line2" />
      <Inline gap="md" collapseBelow="sm" align="start">
        <Box grow={2}>
          <TextField {...part("city")} autoComplete="address-level2" />
        </Box>
        <Box grow>
          <TextField {...part("zip_or_postal_code")} autoComplete="postal-code" />
        </Box>
      </Inline>
      <Inline gap="md" collapseBelow="sm" align="start">
        <Box grow={2}>
          <TextField {...part("state_or_region")} autoComplete="address-level1" />
        </Box>
        <Box grow>
          <TextField
            {...part("country")}
            autoComplete="country"
            description={t`Two letters, such as IT.`}
            maxLength={2}
          />
        </Box>
      </Inline>
    </Stack>
  );
}
