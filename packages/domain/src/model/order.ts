import { z } from "zod";
import { orderStatuses } from "../rules/canTransitionOrder";
import { addressSchema } from "./address";
import { attendeeSchema } from "./attendee";
import { paymentProviderSchema } from "./event";
import { emailAddress, flag, optionalText, positiveMoney, requiredName, rowId } from "./fields";
import { productSchema, productTypeSchema } from "./product";
import { questionAnswerSchema } from "./question";
import { reasonIssue } from "./reasons";

// Where an order is in its life: the list lives beside the moves between its values.
export { type OrderStatus, orderStatuses } from "../rules/canTransitionOrder";
export const orderStatusSchema = z.enum(orderStatuses);

export const orderPaymentStatuses = [
  "NO_PAYMENT_REQUIRED",
  "AWAITING_PAYMENT",
  "AWAITING_OFFLINE_PAYMENT",
  "PAYMENT_FAILED",
  "PAYMENT_RECEIVED",
] as const;
export type OrderPaymentStatus = (typeof orderPaymentStatuses)[number];
export const orderPaymentStatusSchema = z.enum(orderPaymentStatuses);

export const orderRefundStatuses = [
  "REFUND_PENDING",
  "REFUND_FAILED",
  "REFUNDED",
  "PARTIALLY_REFUNDED",
] as const;
export type OrderRefundStatus = (typeof orderRefundStatuses)[number];
export const orderRefundStatusSchema = z.enum(orderRefundStatuses);

/**
 * The statuses an order's badge shows. They mix the three fields above (status, payment status,
 * refund status); the order-status tone rule maps them to colours (docs/rules/statuses.md).
 */
export const orderDisplayStatuses = [
  "AWAITING_PAYMENT",
  "REFUND_PENDING",
  "PARTIALLY_REFUNDED",
  "CANCELLED",
  "REFUND_FAILED",
  "REFUNDED",
  "PAYMENT_FAILED",
  "COMPLETED",
] as const;
export type OrderDisplayStatus = (typeof orderDisplayStatuses)[number];
export const orderDisplayStatusSchema = z.enum(orderDisplayStatuses);

export const invoiceStatuses = ["UNPAID", "PAID", "VOID"] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

export const invoiceSummarySchema = z.object({
  id: z.number(),
  invoice_number: z.string(),
  order_id: z.number(),
  status: z.enum(invoiceStatuses),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/** A credit note of an order (`GET events/{e}/orders/{o}/credit-notes/{id}` is its PDF). */
export const creditNoteSummarySchema = z.object({ id: z.number(), invoice_number: z.string() });
export type CreditNoteSummary = z.infer<typeof creditNoteSummarySchema>;

const rollupLineSchema = z.object({
  name: z.string(),
  value: z.number(),
  rate: z.number().optional(),
  type: z.string().optional(),
});

/** Taxes and fees grouped by name: `{ taxes: [{ name, value }], fees: [...] }`. */
export const taxesAndFeesRollupSchema = z.object({
  taxes: z.array(rollupLineSchema),
  fees: z.array(rollupLineSchema),
});
export type TaxesAndFeesRollup = z.infer<typeof taxesAndFeesRollupSchema>;

export const orderItemSchema = z.object({
  id: z.number().optional(),
  order_id: z.number().optional(),
  product_id: z.number(),
  product_price_id: z.number().optional(),
  item_name: z.string(),
  price: z.number(),
  price_before_discount: z.number().nullable().optional(),
  quantity: z.number(),
  total_before_additions: z.number(),
  total_before_discount: z.number().optional(),
  total_service_fee: z.number().optional(),
  total_tax: z.number().optional(),
  total_gross: z.number().optional(),
  taxes_and_fees_rollup: taxesAndFeesRollupSchema.nullable().optional(),
  product_type: productTypeSchema.optional(),
  product: productSchema.partial().extend({ id: z.number(), title: z.string() }).optional(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** How an order was paid, as organisers read it: the card payment at Stripe, or offline. */
export const orderPaymentSchema = z.object({
  provider: paymentProviderSchema,
  status: orderPaymentStatusSchema.nullable(),
  amount: z.number(),
  /** The PaymentIntent's id, for a card payment. */
  stripe_payment_intent_id: z.string().nullable(),
  paid_at: z.string().nullable(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

export const orderRefundRowStatuses = ["PENDING", "SUCCEEDED", "FAILED"] as const;

/** One refund of an order (several partial refunds make several). */
export const orderRefundSchema = z.object({
  id: z.number(),
  amount: z.number(),
  status: z.enum(orderRefundRowStatuses),
  /** STRIPE when given back through Stripe, OFFLINE when recorded by hand. */
  provider: paymentProviderSchema,
  reason: z.string().nullable(),
  created_at: z.string(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

export const orderHistoryKinds = ["CREATED", "COMPLETED", "PAID", "CANCELLED", "REFUNDED"] as const;

/** A moment in an order's life, oldest first; `amount` on refunds. */
export const orderHistoryEntrySchema = z.object({
  kind: z.enum(orderHistoryKinds),
  at: z.string(),
  amount: z.number().optional(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

/**
 * An order. Organisers get the numeric `id`; buyers (the public variant) get `short_id` only,
 * plus `reserved_until`, `is_expired`, `is_payment_required` and `session_identifier`.
 */
export const orderSchema = z.object({
  id: z.number().optional(),
  short_id: z.string(),
  public_id: z.string(),
  event_id: z.number().optional(),
  status: orderStatusSchema,
  payment_status: orderPaymentStatusSchema.nullable(),
  refund_status: orderRefundStatusSchema.nullable(),
  currency: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  total_before_additions: z.number(),
  total_gross: z.number(),
  total_tax: z.number(),
  total_fee: z.number(),
  total_refunded: z.number().optional(),
  is_partially_refunded: z.boolean().optional(),
  is_fully_refunded: z.boolean().optional(),
  is_free_order: z.boolean().optional(),
  is_manually_created: z.boolean().optional(),
  is_payment_required: z.boolean().optional(),
  is_expired: z.boolean().optional(),
  reserved_until: z.string().nullable().optional(),
  session_identifier: z.string().optional(),
  taxes_and_fees_rollup: taxesAndFeesRollupSchema.nullable().optional(),
  address: addressSchema.nullable().optional(),
  notes: z.string().nullable().optional(),
  payment_provider: paymentProviderSchema.nullable().optional(),
  promo_code: z.string().nullable().optional(),
  created_at: z.string().optional(),
  order_items: z.array(orderItemSchema).optional(),
  attendees: z.array(attendeeSchema).optional(),
  question_answers: z.array(questionAnswerSchema).optional(),
  latest_invoice: invoiceSummarySchema.nullable().optional(),
  /** Organisers' detail only: the payment, the refunds and the order's history. */
  payments: z.array(orderPaymentSchema).optional(),
  refunds: z.array(orderRefundSchema).optional(),
  /**
   * What may be refunded now, in the order's currency: what was paid (by card, what Stripe took)
   * less what is back or on its way; 0 while a refund is on its way. A Varco addition.
   */
  refundable_amount: z.number().optional(),
  history: z.array(orderHistoryEntrySchema).optional(),
  /** Organisers' detail only: a credit note per refund of an invoiced order. A Varco addition. */
  credit_notes: z.array(creditNoteSummarySchema).optional(),
});
export type Order = z.infer<typeof orderSchema>;

/** `PUT events/{eventId}/orders/{id}`. */
export const updateOrderSchema = z.object({
  email: emailAddress("Email", 100),
  first_name: requiredName("First name", 100),
  last_name: requiredName("Last name", 100),
  notes: optionalText("Notes", 2000),
});
export type UpdateOrderBody = z.input<typeof updateOrderSchema>;

/** `POST events/{eventId}/orders/{id}/refund`. */
export const refundOrderSchema = z.object({
  amount: positiveMoney("Refund amount"),
  notify_buyer: flag("Notify buyer"),
  cancel_order: flag("Cancel order"),
  /**
   * The tickets (attendee ids of the order) the refund is for, a Varco addition: `amount` is then
   * shared among them, never more than what they were paid and have not had back.
   */
  attendee_ids: z
    .array(rowId("Ticket"))
    .min(1, "Pick at least one ticket.")
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, reasonIssue({ code: "ticket_repeated" }))
    .optional(),
  /** Also cancel the picked tickets (their places go back on sale). */
  cancel_attendees: flag("Cancel tickets").optional(),
});
export type RefundOrderBody = z.input<typeof refundOrderSchema>;

/** `POST events/{eventId}/orders/{id}/cancel`. */
export const cancelOrderSchema = z.object({
  /** Also refund what was paid and not yet refunded. */
  refund: z.boolean().optional(),
  /** Mail the buyer that the order was cancelled (default true). */
  notify_buyer: z.boolean().optional(),
});
export type CancelOrderBody = z.input<typeof cancelOrderSchema>;
