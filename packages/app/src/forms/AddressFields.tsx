import { useLingui } from "@lingui/react/macro";
import { addressParts, locationDetailsInputSchema } from "@varco/domain";
import { Box, Inline, Stack, Text, TextField } from "@varco/ui";
import type { FormFields } from "./useSchemaForm";

/** The parts of a place, as the domain's `location_details` names them: a venue, then its address. */
export const placeParts = ["venue_name", ...addressParts] as const;

export type AddressPart = (typeof placeParts)[number];
export type AddressValues = Record<`location_details.${AddressPart}`, string>;

/** The form's values of a saved address (every part, blank where it has none). */
export function addressValues(
  saved: Partial<Record<AddressPart, string | null>> | null | undefined,
): AddressValues {
  return Object.fromEntries(
    placeParts.map((part) => [`location_details.${part}`, saved?.[part] ?? ""]),
  ) as AddressValues;
}

/** The address to send: trimmed parts, the country in capitals; null when every part is empty. */
export function addressBody(values: AddressValues, blank: null | undefined) {
  const parts = placeParts.map((part) => [part, values[`location_details.${part}`].trim()] as const);
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

/** An address input schema of the domain: each part's own check. */
export interface AddressInputSchema {
  shape: Partial<Record<AddressPart, { safeParse(value: unknown): { success: boolean } }>>;
}

/** The parts a schema refuses to go without (once there is an address at all). */
export function requiredAddressParts(schema: AddressInputSchema): ReadonlySet<AddressPart> {
  return new Set(placeParts.filter((part) => schema.shape[part]?.safeParse(undefined).success === false));
}

/**
 * A venue and its postal address: one layout for an event's place and an organiser's. The address
 * is optional as a whole; `schema` (the body's address schema: an event's location by default)
 * says which parts it needs once one part is filled in, and from then on those are marked required.
 */
export function AddressFields({
  form,
  schema = locationDetailsInputSchema,
}: {
  form: FormFields<keyof AddressValues>;
  schema?: AddressInputSchema;
}) {
  const { t } = useLingui();
  const part = (name: AddressPart) => form.field(`location_details.${name}`);
  const needed = requiredAddressParts(schema);
  const started = placeParts.some((name) => part(name).value.trim() !== "");
  const field = (name: AddressPart) => ({ ...part(name), isRequired: started && needed.has(name) });
  return (
    <Stack gap="md">
      <Text as="p" tone="muted" size="sm">
        {needed.size === 0
          ? t`Every part of the address is optional: fill in what you want to show.`
          : t`The address is optional. Once you start one, the parts marked as required are needed.`}
      </Text>
      <TextField {...field("venue_name")} />
      <TextField {...field("address_line_1")} autoComplete="address-line1" />
      <TextField {...field("address_line_2")} autoComplete="address-line2" />
      <Inline gap="md" collapseBelow="sm" align="start">
        <Box grow={2}>
          <TextField {...field("city")} autoComplete="address-level2" />
        </Box>
        <Box grow>
          <TextField {...field("zip_or_postal_code")} autoComplete="postal-code" />
        </Box>
      </Inline>
      <Inline gap="md" collapseBelow="sm" align="start">
        <Box grow={2}>
          <TextField {...field("state_or_region")} autoComplete="address-level1" />
        </Box>
        <Box grow>
          <TextField
            {...field("country")}
            autoComplete="country"
            description={t`Two letters, such as IT.`}
            maxLength={2}
          />
        </Box>
      </Inline>
    </Stack>
  );
}
