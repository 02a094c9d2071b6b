/**
 * The parts of a postal address after its venue, in the domain's order (`addressSchema`): a
 * billing address, an ADDRESS question's answer, and after a venue an event's or an organiser's
 * place. A list of its own, not read from the schema: the checkout's pages carry no zod.
 */
export const addressParts = [
  "address_line_1",
  "address_line_2",
  "city",
  "state_or_region",
  "zip_or_postal_code",
  "country",
] as const;
