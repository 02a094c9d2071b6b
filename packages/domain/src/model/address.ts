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

/** Where an event happens: a venue and its address (contract §2.5). */
export const locationDetailsSchema = addressSchema.extend({ venue_name: z.string().nullish() });
export type LocationDetails = z.infer<typeof locationDetailsSchema>;

/** Event and settings bodies: line 1, city, postal code and country are needed. */
export const locationDetailsInputSchema = z.object({
  venue_name: optionalText("Venue name", 100),
  address_line_1: requiredText("Address line 1", 255),
  address_line_2: optionalText("Address line 2", 255),
  city: requiredText("City", 85),
  state_or_region: optionalText("State or region", 255),
  zip_or_postal_code: requiredText("Postal code", 20),
  country: countryCode(),
});
export type LocationDetailsInput = z.input<typeof locationDetailsInputSchema>;

/**
 * An organizer's address (`PATCH organizers/{id}/settings`): every part optional, each may be
 * null or blank (none), as Hi.Events takes it: its settings form sends all seven, blank where
 * nothing was typed.
 */
export const organizerAddressInputSchema = z.object({
  venue_name: optionalText("Venue name", 255),
  address_line_1: optionalText("Address line 1", 255),
  address_line_2: optionalText("Address line 2", 255),
  city: optionalText("City", 85),
  state_or_region: optionalText("State or region", 85),
  zip_or_postal_code: optionalText("Postal code", 85),
  country: z.union([countryCode(), z.literal("")]).nullish(),
});
export type OrganizerAddressInput = z.input<typeof organizerAddressInputSchema>;

/** A billing address at checkout (rules.md §1c.2): line 1, city and country are needed. */
export const billingAddressInputSchema = z.object({
  address_line_1: requiredText("Address line 1", 255),
  address_line_2: optionalText("Address line 2", 255),
  city: requiredText("City", 85),
  state_or_region: optionalText("State or region", 255),
  zip_or_postal_code: optionalText("Postal code", 20),
  country: countryCode(),
});
export type BillingAddressInput = z.input<typeof billingAddressInputSchema>;
