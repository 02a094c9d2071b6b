import { z } from "zod";
import { countryCode, optionalText, requiredText } from "./fields";

/** A postal address as events, organizers, billing and ADDRESS answers carry it. */
export const addressSchema = z.object({
  address_line_1: z.string().nullish(),
  address_line_2: z.string().nullish(),
  city: z.string().nullish(),
  state_or_region: z.string().nullish(),
  zip_or_postal_code: z.string().nullish(),
  country: z.string().nullish(),
});
export type Address = z.infer<typeof addressSchema>;

/** Where an event happens: a venue and its address. */
export const locationDetailsSchema = addressSchema.extend({ venue_name: z.string().nullish() });
export type LocationDetails = z.infer<typeof locationDetailsSchema>;

/** The text parts of an address, with the label a form and its error messages use. */
const textPartLabels = {
  venue_name: "Venue name",
  address_line_1: "Address line 1",
  address_line_2: "Address line 2",
  city: "City",
  state_or_region: "State or region",
  zip_or_postal_code: "Postal code",
} as const;
type TextPart = keyof typeof textPartLabels;

type TextPartSchemas<Max, Needed> = {
  [Part in keyof Max]: Part extends Needed
    ? ReturnType<typeof requiredText>
    : ReturnType<typeof optionalText>;
};

/**
 * The text parts of one kind of address input, in the order given: each at most its `max`
 * characters; the `needed` ones required (trimmed, not blank), the rest optional (null or absent).
 */
function textParts<const Max extends Partial<Record<TextPart, number>>, Needed extends keyof Max = never>(
  max: Max,
  needed: readonly Needed[] = [],
): TextPartSchemas<Max, Needed> {
  const required: ReadonlySet<PropertyKey> = new Set(needed);
  return Object.fromEntries(
    Object.entries(max).map(([part, length]) => {
      const label = textPartLabels[part as TextPart];
      return [part, required.has(part) ? requiredText(label, length) : optionalText(label, length)];
    }),
  ) as TextPartSchemas<Max, Needed>;
}

/** Event and settings bodies: line 1, city, postal code and country are needed. */
export const locationDetailsInputSchema = z.object({
  ...textParts(
    {
      venue_name: 100,
      address_line_1: 255,
      address_line_2: 255,
      city: 85,
      state_or_region: 255,
      zip_or_postal_code: 20,
    },
    ["address_line_1", "city", "zip_or_postal_code"],
  ),
  country: countryCode(),
});
export type LocationDetailsInput = z.input<typeof locationDetailsInputSchema>;

/**
 * An organizer's address (`PATCH organizers/{id}/settings`): every part optional, each may be
 * null or blank (none), as Hi.Events takes it: its settings form sends all seven, blank where
 * nothing was typed.
 */
export const organizerAddressInputSchema = z.object({
  ...textParts({
    venue_name: 255,
    address_line_1: 255,
    address_line_2: 255,
    city: 85,
    state_or_region: 85,
    zip_or_postal_code: 85,
  }),
  country: z.union([countryCode(), z.literal("")]).nullish(),
});
export type OrganizerAddressInput = z.input<typeof organizerAddressInputSchema>;

/** A billing address at checkout: line 1, city and country are needed. */
export const billingAddressInputSchema = z.object({
  ...textParts(
    { address_line_1: 255, address_line_2: 255, city: 85, state_or_region: 255, zip_or_postal_code: 20 },
    ["address_line_1", "city"],
  ),
  country: countryCode(),
});
export type BillingAddressInput = z.input<typeof billingAddressInputSchema>;
