import {
  cancelOrderSchema,
  orderSchema,
  paginatedSchema,
  refundOrderSchema,
  updateOrderSchema,
} from "@varco/domain";
import type { Context } from "hono";
import type { AppEnv } from "../../http/appEnv";
import { answerRetryAfter } from "../../http/rateLimit";
import { defineRoute, errorBodySchema, publicRequestUrl } from "../../http/route";
import {
  dataEnvelope,
  eventIdParams,
  idParam,
  invalidInput,
  member,
  organizerIdParams,
  rateLimited,
} from "../../http/routeParts";
import { callerOf } from "../auth/caller";
import { authenticated } from "../auth/session";
import { answeringProviderFailure, providerFailure } from "../payments/providerFailure";
import { stripeClientOf, stripeSettingsOf } from "../sales/stripeClient";
import {
  cancelOrder,
  markOrderAsPaid,
  type OrderActionContext,
  refundOrder,
  resendConfirmationLimit,
  resendOrderConfirmation,
  updateOrder,
} from "./actions";
import { getOrder, listEventOrders, listOrganizerOrders, orderList } from "./service";

/**
 * An event's orders as its organisers manage them (docs/rules/orders.md). Every route is scoped to
 * the caller's account: another account's event or order, or an order of another event, answers 404.
 */

const scopeNote = "Another account's event or order, or an order of another event, answers 404.";
const tags = ["orders"];
const orderEnvelope = dataEnvelope(orderSchema);
const orderParams = eventIdParams.extend({ order_id: idParam });
const listNote =
  "The usual list parameters; newest first by default. `query` searches the order number, the buyer's name and email; `filter_fields` by status, payment_status, refund_status, created_at (a range with gte and lte), product_id (orders holding that product), promo_code, promo_code_id, first_name, last_name, email, public_id, currency and event_id. Reservations still in checkout and abandoned ones are not listed. Each order with its items and attendees.";

function actionContextOf(c: Context<AppEnv>): OrderActionContext {
  const settings = stripeSettingsOf(c.var.config);
  return { stripe: settings ? stripeClientOf(settings) : undefined };
}

export const listEventOrdersRoute = defineRoute({
  method: "get",
  path: "/events/:event_id/orders",
  summary: "The event's orders, one page at a time",
  description: `${listNote} ${scopeNote}`,
  tags,
  middleware: [authenticated()],
  request: { params: eventIdParams, list: orderList },
  responses: { 200: paginatedSchema(orderSchema), ...invalidInput, ...member },
  handler: async ({ params, list }, c) =>
    c.json(await listEventOrders(callerOf(c), params.event_id, list, publicRequestUrl(c)), 200),
});

export const listOrganizerOrdersRoute = defineRoute({
  method: "get",
  path: "/organizers/:organizer_id/orders",
  summary: "The orders of every event of the organizer, one page at a time",
  description: `${listNote} Another account's organizer answers 404.`,
  tags,
  middleware: [authenticated()],
  request: { params: organizerIdParams, list: orderList },
  responses: { 200: paginatedSchema(orderSchema), ...invalidInput, ...member },
  handler: async ({ params, list }, c) =>
    c.json(await listOrganizerOrders(callerOf(c), params.organizer_id, list, publicRequestUrl(c)), 200),
});

export const getOrderRoute = defineRoute({
  method: "get",
  path: "/events/:event_id/orders/:order_id",
  summary: "One order with its items, attendees, answers, payment, refunds and history",
  description: `404 \`{ message: "Order not found" }\` for a reservation still in checkout. ${scopeNote}`,
  tags,
  middleware: [authenticated()],
  request: { params: orderParams },
  responses: { 200: orderEnvelope, ...member },
  handler: async ({ params }, c) =>
    c.json({ data: await getOrder(callerOf(c), params.event_id, params.order_id) }, 200),
});

export const cancelOrderRoute = defineRoute({
  method: "post",
  path: "/events/:event_id/orders/:order_id/cancel",
  summary: "Cancel an order: its attendees cancelled, its units back on sale",
  description: `A completed order or one awaiting its offline payment becomes CANCELLED (payment status unchanged), its attendees CANCELLED, and the units it still holds are returned once (attendees cancelled before gave theirs back then). \`notify_buyer\` (default true) mails the buyer in the order's language; \`refund: true\` also refunds what was paid and not yet refunded (422 on \`refund\` when nothing is left). 409 when the order is already cancelled. 502/503 when Stripe fails (nothing changes). ${scopeNote}`,
  tags,
  middleware: [authenticated()],
  request: { params: orderParams, body: cancelOrderSchema },
  responses: { 200: orderEnvelope, 409: errorBodySchema, ...invalidInput, ...member, ...providerFailure },
  handler: ({ params, body }, c) =>
    answeringProviderFailure(c, async () =>
      c.json(
        { data: await cancelOrder(callerOf(c), params.event_id, params.order_id, body, actionContextOf(c)) },
        200,
      ),
    ),
});

export const refundOrderRoute = defineRoute({
  method: "post",
  path: "/events/:event_id/orders/:order_id/refund",
  summary: "Give money back to the buyer, all or part",
  description: `\`amount\` in decimal major units of the order's currency. Through Stripe for an order paid by card (REFUND_PENDING until Stripe confirms, when it does not at once), recorded for one paid offline. Never more than was paid less what was refunded or is on its way: 422 on \`amount\` (\`refund_exceeds_remaining\` with what is left, or \`order_not_refundable\`). Concurrent refunds of one order run one after the other. \`notify_buyer\` mails the buyer the amount; \`cancel_order\` also cancels the order as \`…/cancel\` does (409 when it is already cancelled). \`attendee_ids\` (a Varco addition) names the tickets the refund is for: \`amount\` is shared among them in the order given, never more than they were paid and have not had back (422 on \`amount\`, \`refund_exceeds_remaining\`; a ticket of another order is 422 \`tickets_not_of_order\` on \`attendee_ids\`); \`cancel_attendees\` also cancels them, their places going back on sale, and their holders are mailed when \`notify_buyer\` is set. 502/503 when Stripe fails (nothing changes). ${scopeNote}`,
  tags,
  middleware: [authenticated()],
  request: { params: orderParams, body: refundOrderSchema },
  responses: { 200: orderEnvelope, 409: errorBodySchema, ...invalidInput, ...member, ...providerFailure },
  handler: ({ params, body }, c) =>
    answeringProviderFailure(c, async () =>
      c.json(
        { data: await refundOrder(callerOf(c), params.event_id, params.order_id, body, actionContextOf(c)) },
        200,
      ),
    ),
});

export const updateOrderRoute = defineRoute({
  method: "put",
  path: "/events/:event_id/orders/:order_id",
  summary: "Correct the buyer's details on an order",
  description: `The buyer's email, first and last name, and the organiser's notes (up to 2,000 characters), as sent; nothing else of the order changes. ${scopeNote}`,
  tags,
  middleware: [authenticated()],
  request: { params: orderParams, body: updateOrderSchema },
  responses: { 200: orderEnvelope, ...invalidInput, ...member },
  handler: async ({ params, body }, c) =>
    c.json({ data: await updateOrder(callerOf(c), params.event_id, params.order_id, body) }, 200),
});

export const markOrderAsPaidRoute = defineRoute({
  method: "post",
  path: "/events/:event_id/orders/:order_id/mark-as-paid",
  summary: "The offline payment of an order arrived",
  description: `AWAITING_OFFLINE_PAYMENT → COMPLETED with PAYMENT_RECEIVED; its attendees become ACTIVE, its totals join the event's sales and the buyer gets the confirmation that it is paid. Once: 409 when the order is not awaiting an offline payment. ${scopeNote}`,
  tags,
  middleware: [authenticated()],
  request: { params: orderParams },
  responses: { 200: orderEnvelope, 409: errorBodySchema, ...member },
  handler: async ({ params }, c) =>
    c.json({ data: await markOrderAsPaid(callerOf(c), params.event_id, params.order_id) }, 200),
});

export const resendOrderConfirmationRoute = defineRoute({
  method: "post",
  path: "/events/:event_id/orders/:order_id/resend_confirmation",
  summary: "Send the buyer's order confirmation again",
  description: `204. Queued only for a completed order or one awaiting its offline payment (nothing is sent otherwise). At most ${resendConfirmationLimit.max} a minute per order: 429 with Retry-After past that. ${scopeNote}`,
  tags,
  middleware: [authenticated(), answerRetryAfter],
  request: { params: orderParams },
  responses: { 204: null, ...member, ...rateLimited },
  async handler({ params }, c) {
    await resendOrderConfirmation(callerOf(c), c.var.rateLimits, params.event_id, params.order_id);
    return c.body(null, 204);
  },
});

export const orderRoutes = [
  listEventOrdersRoute,
  listOrganizerOrdersRoute,
  getOrderRoute,
  cancelOrderRoute,
  refundOrderRoute,
  updateOrderRoute,
  markOrderAsPaidRoute,
  resendOrderConfirmationRoute,
];
