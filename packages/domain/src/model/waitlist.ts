import { z } from "zod";
import { emailAddress, oneOf, optionalName, requiredName, rowId, wholeNumber } from "./fields";
import { reasonIssue } from "./reasons";
import { userLocales } from "./user";

/**
 * Where a person on a waitlist stands: WAITING in line, OFFERED a unit held for them for a while,
 * PURCHASED once that order completes, CANCELLED when they left or were removed, OFFER_EXPIRED
 * when the offer ran out untaken (the organiser may offer to them again).
 */
export const waitlistEntryStatuses = [
  "WAITING",
  "OFFERED",
  "PURCHASED",
  "CANCELLED",
  "OFFER_EXPIRED",
] as const;
export type WaitlistEntryStatus = (typeof waitlistEntryStatuses)[number];
export const waitlistEntryStatusSchema = z.enum(waitlistEntryStatuses);

/** The statuses the organiser can offer a unit from: in line, or after an offer ran out. */
export const offerableWaitlistStatuses = [
  "WAITING",
  "OFFER_EXPIRED",
] as const satisfies readonly WaitlistEntryStatus[];

/** The most units one offer-next hands out at once. */
export const maxWaitlistOfferQuantity = 50;

/** How long an offer holds its unit, in minutes: a minute to a week; two hours unless the event says. */
export const waitlistOfferTimeoutMinutes = { min: 1, max: 10_080, default: 120 } as const;

/** An entry as the person who joined sees it right after joining (`POST public/events/{id}/waitlist`). */
export const joinedWaitlistEntrySchema = z.object({
  id: z.number(),
  event_id: z.number(),
  product_id: z.number(),
  product_price_id: z.number(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string().nullable(),
  status: waitlistEntryStatusSchema,
  /** Place in the price's line, from 1. */
  position: z.number(),
  locale: z.string(),
  offered_at: z.string().nullable(),
  offer_expires_at: z.string().nullable(),
  purchased_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type JoinedWaitlistEntry = z.infer<typeof joinedWaitlistEntrySchema>;

/** An entry as the organiser's list shows it: with its product, price and (once offered) order. */
export const waitlistEntrySchema = joinedWaitlistEntrySchema.extend({
  order_id: z.number().nullable(),
  order_short_id: z.string().nullable(),
  product: z.object({ id: z.number(), title: z.string() }),
  product_price: z.object({ id: z.number(), label: z.string().nullable() }),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

/** Varco: the entry page's view (`GET public/events/{id}/waitlist/{token}`), reached by its secret token. */
export const publicWaitlistEntrySchema = z.object({
  event_id: z.number(),
  status: waitlistEntryStatusSchema,
  first_name: z.string(),
  product_title: z.string(),
  price_label: z.string().nullable(),
  position: z.number(),
  /** People before them still waiting; 0 when they are not waiting. */
  waiting_ahead: z.number(),
  offer_expires_at: z.string().nullable(),
  /** The reserved order, only while the offer is open. */
  order_short_id: z.string().nullable(),
});
export type PublicWaitlistEntry = z.infer<typeof publicWaitlistEntrySchema>;

/** Varco: what claiming an offer answers; the browser's checkout session now owns the order. */
export const waitlistClaimSchema = z.object({
  order_short_id: z.string(),
  reserved_until: z.string(),
});
export type WaitlistClaim = z.infer<typeof waitlistClaimSchema>;

/** One price on the stats: its line and the units free for it now (`null`: no limit). */
export const waitlistPriceStatsSchema = z.object({
  product_id: z.number(),
  product_price_id: z.number(),
  product_title: z.string(),
  price_label: z.string().nullable(),
  waiting: z.number(),
  offered: z.number(),
  available: z.number().nullable(),
});
export type WaitlistPriceStats = z.infer<typeof waitlistPriceStatsSchema>;

/** `GET events/{id}/waitlist/stats`, unwrapped: the event's counts by status, and each price's line. */
export const waitlistStatsSchema = z.object({
  total: z.number(),
  waiting: z.number(),
  offered: z.number(),
  purchased: z.number(),
  cancelled: z.number(),
  expired: z.number(),
  products: z.array(waitlistPriceStatsSchema),
});
export type WaitlistStats = z.infer<typeof waitlistStatsSchema>;

/** `POST public/events/{id}/waitlist`: a sold-out price's line, joined by email. */
export const joinWaitlistSchema = z.object({
  product_price_id: rowId("Price"),
  email: emailAddress(),
  first_name: requiredName("First name", 100),
  last_name: optionalName("Last name", 100),
  /** The language of the mails they get; the event's own when absent. */
  locale: oneOf(userLocales, "Language").optional(),
});
export type JoinWaitlistBody = z.input<typeof joinWaitlistSchema>;

/**
 * `POST events/{id}/waitlist/offer-next`: offer freed units to the first `quantity` people waiting
 * for a price, or to one entry; exactly one of the two is named.
 */
export const offerWaitlistSchema = z
  .object({
    product_price_id: rowId("Price").optional(),
    entry_id: rowId("Entry").optional(),
    quantity: wholeNumber("Quantity", { min: 1, max: maxWaitlistOfferQuantity }).optional(),
  })
  .superRefine((body, context) => {
    const named = Number(body.product_price_id !== undefined) + Number(body.entry_id !== undefined);
    if (named === 1) return;
    context.addIssue({
      code: "custom",
      path: [body.entry_id === undefined ? "product_price_id" : "entry_id"],
      ...reasonIssue({ code: "waitlist_offer_target" }),
    });
  });
export type OfferWaitlistBody = z.input<typeof offerWaitlistSchema>;
