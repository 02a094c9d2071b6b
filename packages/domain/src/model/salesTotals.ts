import { z } from "zod";

/** The running totals of sales that event and organizer stats both report. */
export const salesTotalsSchema = z.object({
  total_products_sold: z.number(),
  total_attendees_registered: z.number(),
  total_orders: z.number(),
  total_gross_sales: z.number(),
  total_fees: z.number(),
  total_tax: z.number(),
  total_views: z.number(),
  total_refunded: z.number(),
});
export type SalesTotals = z.infer<typeof salesTotalsSchema>;
