import { z } from "zod";
import { emailAddress, oneOf, requiredText } from "./fields";

export const affiliateStatuses = ["ACTIVE", "INACTIVE"] as const;
export type AffiliateStatus = (typeof affiliateStatuses)[number];
export const affiliateStatusSchema = z.enum(affiliateStatuses);

/** The widget remembers a tracking code for this long; a newer one wins. */
export const affiliateCodeLifetimeDays = 30;

export const affiliateSchema = z.object({
  id: z.number(),
  event_id: z.number(),
  account_id: z.number(),
  name: z.string(),
  code: z.string(),
  email: z.string().nullable(),
  /** Orders the affiliate brought that completed, later cancellations and refunds included. */
  total_sales: z.number(),
  /** Those orders' totals as paid, in decimal units of the event's currency. */
  total_sales_gross: z.number(),
  /** Varco: tickets (attendees) of those orders. */
  total_tickets: z.number(),
  /** Varco: those orders not cancelled since. */
  net_sales: z.number(),
  /** Varco: tickets of the orders not cancelled, less the tickets cancelled one by one. */
  net_tickets: z.number(),
  /** Varco: what the orders not cancelled kept after refunds (their totals less what was refunded). */
  total_sales_net: z.number(),
  status: affiliateStatusSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Affiliate = z.infer<typeof affiliateSchema>;

/** `POST events/{eventId}/affiliates`; codes are stored upper-case. */
export const createAffiliateSchema = z.object({
  name: requiredText("Name", 255),
  code: z
    .string({ error: "Code is required." })
    .trim()
    .min(1, "Code is required.")
    .max(50, "Code must be at most 50 characters.")
    .regex(/^[a-zA-Z0-9_-]+$/, "Code may use letters, digits, _ and - only.")
    .transform((code) => code.toUpperCase()),
  email: emailAddress().nullish(),
  status: oneOf(affiliateStatuses, "Status").optional(),
});
export type CreateAffiliateBody = z.input<typeof createAffiliateSchema>;

/** `PUT events/{eventId}/affiliates/{id}`: the code never changes; status is required. */
export const updateAffiliateSchema = z.object({
  name: requiredText("Name", 255).optional(),
  email: emailAddress().nullish(),
  status: oneOf(affiliateStatuses, "Status"),
});
export type UpdateAffiliateBody = z.input<typeof updateAffiliateSchema>;
