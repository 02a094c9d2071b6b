import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { mailOutbox, orderRefunds, orders } from "../../db/schema";
import { useStripeStandIn } from "../../test/stripeStandIn";
import { useTestApp } from "../../test/testApp";
import { organiserRefundIdempotencyKey } from "../sales/refunds";
import {
  cardPaymentEnv,
  getAs,
  cardOrder as paidByCard,
  postAs,
  type SaleFixture,
  type SalesEvent,
  salesEvent,
  soldOrder,
  stripeRefundUpdate,
} from "./testFixtures";

const stripeEnv = cardPaymentEnv();
// The stand-in starts first and tells the app where it listens.
const stripe = useStripeStandIn((url) => {
  stripeEnv.STRIPE_API_URL = url;
});
const api = useTestApp({ env: stripeEnv });

describe("refunds", () => {
  let event: SalesEvent;

  beforeEach(async () => {
    stripe.reset();
    event = await salesEvent(api);
  });

  /** An order paid by card: its PaymentIntent succeeded at the stand-in. */
  const cardOrder = (fixture: SaleFixture = {}) => paidByCard(api, stripe, event, fixture);

  const refund = (orderId: number, body: Record<string, unknown>) =>
    api.request(
      `/api/events/${event.event.id}/orders/${orderId}/refund`,
      postAs(event.token, { notify_buyer: false, cancel_order: false, ...body }),
    );
  const refundRows = (orderId: number) =>
    api.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
  const orderRow = async (orderId: number) => {
    const [row] = await api.db.select().from(orders).where(eq(orders.id, orderId));
    if (!row) throw new Error("no order");
    return row;
  };

  it("two full refunds of a card payment at once make one refund and one call to Stripe", async () => {
    const { order } = await cardOrder({ tickets: 2 });
    const answers = await Promise.all([refund(order.id, { amount: 50 }), refund(order.id, { amount: 50 })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    const refused = answers.find((answer) => answer.status === 422);
    const body = (await refused?.json()) as { codes: Record<string, { code: string }[]> };
    expect(body.codes.amount?.[0]?.code).toBe("order_not_refundable");

    expect(stripe.calls["refunds.create"]).toBe(1);
    const [created] = stripe.created.filter((call) => call.call === "refunds.create");
    expect(created?.form).toMatchObject({ payment_intent: order.stripePaymentIntentId, amount: "5000" });
    expect(created?.idempotencyKey).toBe(
      organiserRefundIdempotencyKey(order.id, { attempts: 0, runningTotal: 0 }, 5000),
    );
    const rows = await refundRows(order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: 5000, status: "SUCCEEDED" });
    expect(await orderRow(order.id)).toMatchObject({ totalRefunded: 5000, refundStatus: "REFUNDED" });
  });

  it("a partial then a full refund never gives back more than was paid", async () => {
    const { order } = await cardOrder({ tickets: 2 });
    const partial = await refund(order.id, { amount: 12.5 });
    expect(partial.status).toBe(200);
    const partialBody = (await partial.json()) as { data: { refund_status: string; total_refunded: number } };
    expect(partialBody.data).toMatchObject({ refund_status: "PARTIALLY_REFUNDED", total_refunded: 12.5 });

    const full = await refund(order.id, { amount: 50 });
    expect(full.status).toBe(422);
    const fullBody = (await full.json()) as { codes: Record<string, unknown[]> };
    expect(fullBody.codes.amount).toEqual([
      { code: "refund_exceeds_remaining", remaining: 37.5, currency: "EUR" },
    ]);

    const rest = await refund(order.id, { amount: 37.5 });
    expect(rest.status).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ totalRefunded: 5000, refundStatus: "REFUNDED" });
    expect((await refund(order.id, { amount: 0.01 })).status).toBe(422);
    expect(stripe.calls["refunds.create"]).toBe(2);
    const amounts = (await refundRows(order.id)).map((row) => row.amount);
    expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(5000);
  });

  it("while a refund is pending at Stripe, the next one waits", async () => {
    stripe.refundStatus = "pending";
    const { order } = await cardOrder({ tickets: 2 });
    expect((await refund(order.id, { amount: 30 })).status).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ refundStatus: "REFUND_PENDING", totalRefunded: 0 });
    const next = await refund(order.id, { amount: 5 });
    expect(next.status).toBe(422);
    expect(((await next.json()) as { codes: Record<string, unknown[]> }).codes.amount).toEqual([
      { code: "refund_pending" },
    ]);
    expect(stripe.calls["refunds.create"]).toBe(1);
  });

  it("a pending refund settles when Stripe's webhook says it succeeded", async () => {
    stripe.refundStatus = "pending";
    const { order } = await cardOrder({ tickets: 2 });
    expect((await refund(order.id, { amount: 50 })).status).toBe(200);
    const made = [...stripe.refunds.values()].find(
      (made) => made.payment_intent === order.stripePaymentIntentId,
    );
    if (!made) throw new Error("no refund at the stand-in");
    const delivered = await stripeRefundUpdate(api, stripeEnv, made, "succeeded");
    expect(delivered.status).toBe(204);
    expect(await orderRow(order.id)).toMatchObject({ refundStatus: "REFUNDED", totalRefunded: 5000 });
    expect((await refund(order.id, { amount: 1 })).status).toBe(422);
  });

  it("an order paid offline is refunded by recording it, without Stripe", async () => {
    const { order } = await soldOrder(api, event, { tickets: 1, provider: "OFFLINE" });
    const answer = await refund(order.id, { amount: 10 });
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { data: { refunds: unknown[]; history: { kind: string }[] } };
    expect(body.data.refunds).toEqual([
      expect.objectContaining({ amount: 10, status: "SUCCEEDED", provider: "OFFLINE" }),
    ]);
    expect(body.data.history.map((entry) => entry.kind)).toContain("REFUNDED");
    expect(stripe.calls["refunds.create"]).toBe(0);
  });

  /** The order's `refundable_amount`, as the organiser's app reads it. */
  const refundableOf = async (orderId: number) => {
    const answer = await api.request(`/api/events/${event.event.id}/orders/${orderId}`, getAs(event.token));
    return ((await answer.json()) as { data: { refundable_amount: number } }).data.refundable_amount;
  };
  /** The order, made a 12.345 KWD sale (three decimals, as stored: 12345 fils). */
  const inDinars = (orderId: number) =>
    api.db
      .update(orders)
      .set({ currency: "KWD", totalBeforeAdditions: 12345, totalGross: 12345 })
      .where(eq(orders.id, orderId));

  it("paid offline in a 3-decimal currency, every fils is offered and accepted", async () => {
    const { order } = await soldOrder(api, event, { tickets: 1, provider: "OFFLINE" });
    await inDinars(order.id);
    expect(await refundableOf(order.id)).toBe(12.345);
    const over = await refund(order.id, { amount: 12.346 });
    expect(((await over.json()) as { codes: Record<string, unknown[]> }).codes.amount).toEqual([
      { code: "refund_exceeds_remaining", remaining: 12.345, currency: "KWD" },
    ]);
    expect((await refund(order.id, { amount: 12.345 })).status).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ totalRefunded: 12345, refundStatus: "REFUNDED" });
    expect(await refundableOf(order.id)).toBe(0);
  });

  it("paid by card in a 3-decimal currency, what Stripe took is offered, and all of it back is a full refund", async () => {
    const { order } = await cardOrder({ tickets: 1 });
    await inDinars(order.id);
    // Stripe takes KWD in tens of fils: 12.345 was charged as 12.350.
    expect(await refundableOf(order.id)).toBe(12.35);
    expect((await refund(order.id, { amount: 12.35 })).status).toBe(200);
    const [created] = stripe.created.filter((call) => call.call === "refunds.create");
    expect(created?.form).toMatchObject({ amount: "12350" });
    expect(await orderRow(order.id)).toMatchObject({ totalRefunded: 12345, refundStatus: "REFUNDED" });
    expect(await refundableOf(order.id)).toBe(0);
  });

  it("offers nothing while a refund is on its way, then what is left once it settled", async () => {
    stripe.refundStatus = "pending";
    const { order } = await cardOrder({ tickets: 2 });
    expect(await refundableOf(order.id)).toBe(50);
    expect((await refund(order.id, { amount: 20 })).status).toBe(200);
    expect(await refundableOf(order.id)).toBe(0);
    const made = [...stripe.refunds.values()].find(
      (made) => made.payment_intent === order.stripePaymentIntentId,
    );
    if (!made) throw new Error("no refund at the stand-in");
    expect((await stripeRefundUpdate(api, stripeEnv, made, "succeeded")).status).toBe(204);
    expect(await refundableOf(order.id)).toBe(30);
  });

  it("refuses an order nothing was paid for, a bad amount, and another account's order", async () => {
    const awaiting = await soldOrder(api, event, { status: "AWAITING_OFFLINE_PAYMENT", tickets: 1 });
    const unpaid = await refund(awaiting.order.id, { amount: 5 });
    expect(unpaid.status).toBe(422);
    expect(((await unpaid.json()) as { codes: Record<string, unknown[]> }).codes.amount).toEqual([
      { code: "order_not_refundable" },
    ]);
    const { order } = await soldOrder(api, event, { tickets: 1 });
    const negative = await refund(order.id, { amount: -5 });
    expect(negative.status).toBe(422);
    expect(((await negative.json()) as { errors: Record<string, unknown> }).errors).toHaveProperty("amount");
    expect((await refund(order.id, { amount: 1.234 })).status).toBe(422);

    const other = await salesEvent(api, "Someone else's");
    const theirs = await soldOrder(api, other, { tickets: 1 });
    const stranger = await api.request(
      `/api/events/${other.event.id}/orders/${theirs.order.id}/refund`,
      postAs(event.token, { amount: 5, notify_buyer: false, cancel_order: false }),
    );
    expect(stranger.status).toBe(404);
    // Our event, their order.
    expect((await refund(theirs.order.id, { amount: 5 })).status).toBe(404);
    expect(stripe.calls["refunds.create"]).toBe(0);
  });

  it("a refund Stripe answers failed is recorded so, and the same amount can be asked again", async () => {
    stripe.refundStatus = "failed";
    const { order } = await cardOrder({ tickets: 1 });
    expect((await refund(order.id, { amount: 25 })).status).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ refundStatus: "REFUND_FAILED", totalRefunded: 0 });
    stripe.refundStatus = "succeeded";
    expect((await refund(order.id, { amount: 25 })).status).toBe(200);
    expect(stripe.calls["refunds.create"]).toBe(2);
    const keys = stripe.created.map((call) => call.idempotencyKey);
    expect(new Set(keys).size).toBe(2);
    expect(await orderRow(order.id)).toMatchObject({ refundStatus: "REFUNDED", totalRefunded: 2500 });
  });

  it("a failed call to Stripe changes nothing and can be tried again", async () => {
    const { order } = await cardOrder({ tickets: 1 });
    stripe.failNext("refunds.create", 1, 400);
    const failed = await refund(order.id, { amount: 25 });
    expect(failed.status).toBe(502);
    expect(await refundRows(order.id)).toHaveLength(0);
    expect((await refund(order.id, { amount: 25 })).status).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ refundStatus: "REFUNDED", totalRefunded: 2500 });
  });

  it("cancelling with a refund gives back what is left and tells the buyer both", async () => {
    const { order } = await cardOrder({
      tickets: 2,
      buyer: { firstName: "Ada", lastName: "Byron", email: `ada.${Date.now()}@example.com` },
    });
    expect((await refund(order.id, { amount: 10 })).status).toBe(200);
    const answer = await api.request(
      `/api/events/${event.event.id}/orders/${order.id}/cancel`,
      postAs(event.token, { refund: true }),
    );
    expect(answer.status).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({
      status: "CANCELLED",
      refundStatus: "REFUNDED",
      totalRefunded: 5000,
    });
    const mails = await api.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toEmail, order.email ?? ""));
    expect(mails.map((mail) => mail.template).sort()).toEqual(["order_cancelled", "order_refunded"]);
  });
});
