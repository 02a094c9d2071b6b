import { z } from "zod";
import { attendeeSchema } from "./attendee";
import { publicEventSchema } from "./event";
import { orderPaymentStatusSchema, orderStatusSchema } from "./order";
import { productPriceSchema, productPriceTypeSchema, productTypeSchema } from "./product";

/**
 * One ticket as its holder reads it (`GET public/events/{eventId}/attendees/{attendeeShortId}`):
 * the attendee with its product and price, its order's state and the event. `ticket_code` and
 * `qr_code_svg` are absent when the ticket admits nobody (a cancelled one, an unpaid order). The
 * order is named by its number and state only: its short id opens the whole order (every
 * attendee's ticket), which is the buyer's, not each holder's.
 */
export const publicTicketSchema = attendeeSchema.extend({
  product: z
    .object({
      id: z.number(),
      title: z.string(),
      product_type: productTypeSchema.optional(),
      /** How it is priced (FREE, PAID, DONATION, TIERED). */
      type: productPriceTypeSchema.optional(),
      /** The attendee's price as the catalogue lists it: one unit, with its taxes and fees. */
      prices: z
        .array(
          productPriceSchema.pick({
            id: true,
            label: true,
            price: true,
            price_including_taxes_and_fees: true,
            tax_total: true,
            fee_total: true,
          }),
        )
        .optional(),
    })
    .optional(),
  product_price: z.object({ id: z.number(), label: z.string().nullable() }).nullable().optional(),
  order: z
    .object({
      public_id: z.string(),
      status: orderStatusSchema,
      payment_status: orderPaymentStatusSchema.nullable(),
    })
    .optional(),
  event: publicEventSchema.optional(),
});
export type PublicTicket = z.infer<typeof publicTicketSchema>;
