import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { eventStatistics, mailOutbox, orderRefunds, orders, stripeEvents } from "../../db/schema";
import { useStripeStandIn } from "../../test/stripeStandIn";
import { useTestApp } from "../../test/testApp";
import {
  asBuyer,
  eventWithTicket,
  insertReservation,
  quantitySold,
  setEventSettings,
  strangerSession,
} from "../checkout/completeTestFixtures";
import { renderMail } from "../mail/templates";
import { minorUnitsOfStripeAmount, stripeAmountOf } from "./stripeClient";
import { lateRefundIdempotencyKey } from "./webhook";

const webhookSecret = "whsec_varcoTestSecret123";
const stripeEnv: Record<string, string> = {
  STRIPE_SECRET_KEY: "sk_test_varco123456",
  STRIPE_WEBHOOK_SECRET: webhookSecret,
  APP_CARD_PAYMENT_PUBLISHABLE_KEY: "pk_test_varco123456",
};
// The stand-in starts first and tells the app where it listens.
const stripe = useStripeStandIn((url) => {
  stripeEnv.STRIPE_API_URL = url;
});
const api = useTestApp({ env: stripeEnv });

const intentPath = (eventId: number, shortId: string) =>
  `/api/public/events/${eventId}/order/${shortId}/stripe/payment_intent`;

/** A LIVE event taking cards and a reservation of 2 × 25.00 € whose buyer gave their details. */
async function reservationAwaitingPayment(overrides: { reservedUntil?: Date; currency?: string } = {}) {
  const fixture = await eventWithTicket(api, 2500);
  await setEventSettings(api, fixture.event.id, { payment_providers: ["STRIPE", "OFFLINE"] });
  const { order, session } = await insertReservation(api, {
    eventId: fixture.event.id,
    items: [{ productId: fixture.ticket.id, priceId: fixture.priceId, quantity: 2, price: 2500 }],
    ...(overrides.reservedUntil ? { reservedUntil: overrides.reservedUntil } : {}),
  });
  await api.db
    .update(orders)
    .set({
      paymentStatus: "AWAITING_PAYMENT",
      firstName: "Ada",
      lastName: "Lovelace",
      email: `ada.${order.id}@example.com`,
      locale: "it",
      ...(overrides.currency ? { currency: overrides.currency } : {}),
    })
    .where(eq(orders.id, order.id));
  return { ...fixture, order, session };
}

async function startPayment(eventId: number, shortId: string, session: string) {
  const response = await api.request(intentPath(eventId, shortId), asBuyer(session, "POST"));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function orderRow(orderId: number) {
  const [row] = await api.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error("no order");
  return row;
}

async function mailsTo(email: string) {
  return api.db.select().from(mailOutbox).where(eq(mailOutbox.toEmail, email));
}

/** An event as Stripe would send it about the intent, signed with the webhook's secret. */
function signedEvent(
  type: string,
  intent: object,
  { id = `evt_${randomBytes(10).toString("hex")}`, secret = webhookSecret } = {},
) {
  const payload = JSON.stringify({
    id,
    object: "event",
    type,
    api_version: "2025-01-27.acacia",
    created: Math.floor(Date.now() / 1000),
    data: { object: intent },
  });
  return { id, payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

async function deliver(event: { payload: string; signature: string }, headers: Record<string, string> = {}) {
  return api.request("/api/public/webhooks/stripe", {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": event.signature, ...headers },
    body: event.payload,
  });
}

/** A reservation whose buyer started paying: its PaymentIntent exists at the stand-in. */
async function reservationWithIntent(overrides: { reservedUntil?: Date } = {}) {
  const fixture = await reservationAwaitingPayment();
  const started = await startPayment(fixture.event.id, fixture.order.shortId, fixture.session);
  expect(started.status).toBe(200);
  const intentId = (await orderRow(fixture.order.id)).stripePaymentIntentId as string;
  if (overrides.reservedUntil) {
    await api.db
      .update(orders)
      .set({ reservedUntil: overrides.reservedUntil })
      .where(eq(orders.id, fixture.order.id));
  }
  return { ...fixture, intentId };
}

describe("paying by card (Stripe's API stood in by a local server)", () => {
  it("makes one PaymentIntent for the order's total however often the buyer clicks, and reuses it", async () => {
    const { event, order, session } = await reservationAwaitingPayment();
    stripe.reset();

    const clicks = await Promise.all([1, 2, 3].map(() => startPayment(event.id, order.shortId, session)));

    expect(clicks.map((click) => click.status)).toEqual([200, 200, 200]);
    const [first] = clicks;
    expect(first?.body).toEqual({
      client_secret: expect.stringMatching(/^pi_\w+_secret_\w+$/),
      account_id: null,
      public_key: "pk_test_varco123456",
      stripe_platform: null,
    });
    expect(new Set(clicks.map((click) => click.body.client_secret)).size).toBe(1);
    expect(stripe.created).toHaveLength(1);
    expect(stripe.created[0]).toMatchObject({
      call: "payment_intents.create",
      form: {
        amount: "5000",
        currency: "eur",
        "automatic_payment_methods[enabled]": "true",
        "metadata[order_id]": String(order.id),
        "metadata[event_id]": String(event.id),
        "metadata[short_id]": order.shortId,
      },
      idempotencyKey: expect.stringContaining(order.shortId),
    });
    const intentId = (await orderRow(order.id)).stripePaymentIntentId;
    expect(first?.body.client_secret).toMatch(new RegExp(`^${intentId}_secret_`));

    // The page the buyer comes back to asks where the payment stands (amount in major units).
    const poll = await api.request(intentPath(event.id, order.shortId), asBuyer(session, "GET"));
    expect(poll.status).toBe(200);
    expect(await poll.json()).toEqual({
      status: "requires_payment_method",
      paymentIntentId: intentId,
      amount: 50,
    });
  });

  it("charges a zero-decimal currency in whole units, and ISK and HUF in hundredths as Stripe counts them", async () => {
    const { event, order, session } = await reservationAwaitingPayment({ currency: "JPY" });
    await api.db.update(orders).set({ totalGross: 3000 }).where(eq(orders.id, order.id));
    stripe.reset();
    expect((await startPayment(event.id, order.shortId, session)).status).toBe(200);
    expect(stripe.created[0]?.form).toMatchObject({ amount: "3000", currency: "jpy" });

    expect(stripeAmountOf(2500, "EUR")).toBe(2500);
    expect(stripeAmountOf(1500, "HUF")).toBe(150_000);
    expect(stripeAmountOf(990, "ISK")).toBe(99_000);
    expect(minorUnitsOfStripeAmount(150_000, "huf")).toBe(1500);
    expect(stripeAmountOf(1250, "KWD")).toBe(1250);
  });

  it("lets only the session that reserved pay, while the reservation runs and after the details are given", async () => {
    const { event, order, session } = await reservationAwaitingPayment();
    const stranger = await startPayment(event.id, order.shortId, strangerSession());
    expect(stranger.status).toBe(403);

    await api.db.update(orders).set({ paymentStatus: null }).where(eq(orders.id, order.id));
    const noDetails = await startPayment(event.id, order.shortId, session);
    expect(noDetails).toMatchObject({ status: 409, body: { message: expect.stringMatching(/details/) } });

    await api.db
      .update(orders)
      .set({ paymentStatus: "AWAITING_PAYMENT", reservedUntil: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id));
    expect((await startPayment(event.id, order.shortId, session)).status).toBe(409);

    expect((await startPayment(event.id, "o_nosuchorder", session)).status).toBe(404);
  });

  it("refuses with a message when the event does not take cards", async () => {
    const { event, order, session } = await reservationAwaitingPayment();
    await setEventSettings(api, event.id, { payment_providers: ["OFFLINE"] });
    const refused = await startPayment(event.id, order.shortId, session);
    expect(refused).toMatchObject({
      status: 422,
      body: { message: "This event does not take card payments." },
    });
  });

  it("answers 502 with a message, not 500, when Stripe refuses the call", async () => {
    const { event, order, session } = await reservationAwaitingPayment();
    stripe.failNext("payment_intents.create", 1, 400);
    const failed = await startPayment(event.id, order.shortId, session);
    expect(failed).toMatchObject({
      status: 502,
      body: { message: expect.stringMatching(/payment provider/) },
    });
    expect((await orderRow(order.id)).stripePaymentIntentId).toBeNull();
    // The buyer tries again and it works.
    expect((await startPayment(event.id, order.shortId, session)).status).toBe(200);
  });
});

describe("Stripe's webhook (Stripe's API stood in by a local server)", () => {
  it("completes the order once when the same payment event is delivered three times", async () => {
    const { order, intentId, priceId, event } = await reservationWithIntent();
    const paid = signedEvent("payment_intent.succeeded", stripe.markSucceeded(intentId));

    const first = await deliver(paid);
    expect(first.status).toBe(204);
    const afterOne = await orderRow(order.id);
    expect(afterOne).toMatchObject({
      status: "COMPLETED",
      paymentStatus: "PAYMENT_RECEIVED",
      paymentProvider: "STRIPE",
    });
    // The buyer's confirmation is queued with the completion.
    const mailsAfterOne = (await mailsTo(`ada.${order.id}@example.com`)).length;
    expect(mailsAfterOne).toBeGreaterThan(0);

    expect((await deliver(paid)).status).toBe(204);
    expect((await deliver(paid)).status).toBe(204);

    expect(await quantitySold(api, priceId)).toBe(2);
    const [stats] = await api.db.select().from(eventStatistics).where(eq(eventStatistics.eventId, event.id));
    expect(stats).toMatchObject({ ordersCreated: 1, productsSold: 2, salesTotalGross: 5000 });
    expect(await mailsTo(`ada.${order.id}@example.com`)).toHaveLength(mailsAfterOne);
    expect((await orderRow(order.id)).completedAt).toEqual(afterOne.completedAt);
    expect(await api.db.select().from(stripeEvents).where(eq(stripeEvents.id, paid.id))).toHaveLength(1);
  });

  it("completes the order once when three deliveries arrive at the same time", async () => {
    const { order, intentId, priceId, event } = await reservationWithIntent();
    const paid = signedEvent("payment_intent.succeeded", stripe.markSucceeded(intentId));
    const answers = await Promise.all([deliver(paid), deliver(paid), deliver(paid)]);
    expect(answers.map((answer) => answer.status)).toEqual([204, 204, 204]);
    expect((await orderRow(order.id)).status).toBe("COMPLETED");
    expect(await quantitySold(api, priceId)).toBe(2);
    const [stats] = await api.db.select().from(eventStatistics).where(eq(eventStatistics.eventId, event.id));
    expect(stats?.ordersCreated).toBe(1);
  });

  it("refuses a tampered or unsigned event with 400 and changes nothing", async () => {
    const { order, intentId, priceId } = await reservationWithIntent();
    const paid = signedEvent("payment_intent.succeeded", stripe.markSucceeded(intentId));

    const tampered = { ...paid, payload: paid.payload.replace('"amount":5000', '"amount":1') };
    expect(tampered.payload).not.toBe(paid.payload);
    const wrongSecret = signedEvent("payment_intent.succeeded", stripe.intents.get(intentId) as object, {
      secret: "whsec_someoneElse123",
    });
    for (const bad of [
      tampered,
      wrongSecret,
      { ...paid, signature: "" },
      { ...paid, signature: "t=1,v1=abc" },
    ]) {
      const answer = await deliver(bad);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ message: expect.stringMatching(/signature/) });
    }

    expect(await orderRow(order.id)).toMatchObject({ status: "RESERVED", paymentStatus: "AWAITING_PAYMENT" });
    expect(await quantitySold(api, priceId)).toBe(0);
    expect(await api.db.select().from(stripeEvents).where(eq(stripeEvents.id, paid.id))).toHaveLength(0);
  });

  it("takes Stripe's call whatever its Origin header, while other unsafe requests from another site stay refused", async () => {
    const { intentId } = await reservationWithIntent();
    const ignored = signedEvent("customer.created", { id: intentId });
    const fromElsewhere = await deliver(ignored, { origin: "https://evil.example" });
    expect(fromElsewhere.status).toBe(204);
    const forged = await api.request("/api/public/events/1/order", {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      body: "{}",
    });
    expect(forged.status).toBe(403);
  });

  it("refunds a payment that arrived after the reservation expired, exactly once though delivered three times at once and again", async () => {
    const { order, intentId, priceId } = await reservationWithIntent({
      reservedUntil: new Date(Date.now() - 60_000),
    });
    stripe.reset();
    const paid = signedEvent("payment_intent.succeeded", stripe.markSucceeded(intentId));

    const answers = await Promise.all([deliver(paid), deliver(paid), deliver(paid)]);
    expect(answers.map((answer) => answer.status)).toEqual([204, 204, 204]);
    expect((await deliver(paid)).status).toBe(204);
    // Stripe may also announce the same payment under another event id.
    expect(
      (await deliver(signedEvent("payment_intent.succeeded", stripe.intents.get(intentId) as object))).status,
    ).toBe(204);

    expect(stripe.calls["refunds.create"]).toBe(1);
    expect(stripe.created).toEqual([
      {
        call: "refunds.create",
        form: expect.objectContaining({ payment_intent: intentId }),
        idempotencyKey: lateRefundIdempotencyKey(intentId),
      },
    ]);
    const refunds = await api.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
    expect(refunds).toEqual([
      expect.objectContaining({
        amount: 5000,
        reason: "EXPIRED_BEFORE_PAYMENT",
        status: "SUCCEEDED",
        stripeRefundId: expect.stringMatching(/^re_/),
      }),
    ]);
    // Never sold: the units went back to the event when the reservation ran out.
    expect(await orderRow(order.id)).toMatchObject({
      status: "RESERVED",
      refundStatus: "REFUNDED",
      totalRefunded: 5000,
    });
    expect(await quantitySold(api, priceId)).toBe(0);
    const mails = await mailsTo(`ada.${order.id}@example.com`);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.template).toBe("payment_refunded_after_expiry");
    // The buyer reads it in the order's language, with the amount and the order number.
    const rendered = renderMail(mail?.template ?? "", mail?.payload ?? {}, {
      locale: "it",
      appName: "Varco",
    });
    expect(rendered.subject).toBe("Il tuo pagamento per Aida in the Park è stato rimborsato");
    expect(rendered.text).toMatch(new RegExp(`50,00\\s€ per l'ordine ${order.publicId}`));
    expect(rendered.text).toMatch(/Ciao Ada,/);
  });

  it("refunds a payment for an abandoned order too", async () => {
    const { order, intentId } = await reservationWithIntent();
    await api.db.update(orders).set({ status: "ABANDONED" }).where(eq(orders.id, order.id));
    stripe.reset();
    expect(
      (await deliver(signedEvent("payment_intent.succeeded", stripe.markSucceeded(intentId)))).status,
    ).toBe(204);
    expect(stripe.calls["refunds.create"]).toBe(1);
    expect((await orderRow(order.id)).status).toBe("ABANDONED");
  });

  it("answers 502 when the refund cannot be asked for, so Stripe retries, and the retry refunds once", async () => {
    const { order, intentId } = await reservationWithIntent({ reservedUntil: new Date(Date.now() - 60_000) });
    stripe.reset();
    stripe.failNext("refunds.create", 1, 400);
    const paid = signedEvent("payment_intent.succeeded", stripe.markSucceeded(intentId));

    const failed = await deliver(paid);
    expect(failed.status).toBe(502);
    expect(await api.db.select().from(stripeEvents).where(eq(stripeEvents.id, paid.id))).toHaveLength(0);
    expect(await api.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id))).toHaveLength(
      0,
    );

    expect((await deliver(paid)).status).toBe(204);
    expect((await deliver(paid)).status).toBe(204);
    expect(stripe.refunds.size).toBeGreaterThan(0);
    const refunds = await api.db
      .select()
      .from(orderRefunds)
      .where(and(eq(orderRefunds.orderId, order.id), eq(orderRefunds.reason, "EXPIRED_BEFORE_PAYMENT")));
    expect(refunds).toHaveLength(1);
  });

  it("marks a declined card PAYMENT_FAILED and lets the buyer try again with the same payment", async () => {
    const { order, intentId, event, session, priceId } = await reservationWithIntent();
    const declined = signedEvent("payment_intent.payment_failed", stripe.intents.get(intentId) as object);
    expect((await deliver(declined)).status).toBe(204);
    expect(await orderRow(order.id)).toMatchObject({ status: "RESERVED", paymentStatus: "PAYMENT_FAILED" });

    const retry = await startPayment(event.id, order.shortId, session);
    expect(retry.status).toBe(200);
    expect(retry.body.client_secret).toMatch(new RegExp(`^${intentId}_secret_`));

    expect(
      (await deliver(signedEvent("payment_intent.succeeded", stripe.markSucceeded(intentId)))).status,
    ).toBe(204);
    expect(await orderRow(order.id)).toMatchObject({
      status: "COMPLETED",
      paymentStatus: "PAYMENT_RECEIVED",
    });
    expect(await quantitySold(api, priceId)).toBe(2);
    // A late failure notice does not undo the payment.
    expect((await deliver(signedEvent("payment_intent.payment_failed", { id: intentId }))).status).toBe(204);
    expect((await orderRow(order.id)).paymentStatus).toBe("PAYMENT_RECEIVED");
  });
});

describe("Stripe's secrets", () => {
  it("never reach the log, though failed calls to Stripe are logged (after the tests above)", () => {
    const log = JSON.stringify(api.logs);
    expect(log).toContain("a call to Stripe failed");
    expect(log).not.toContain(stripeEnv.STRIPE_SECRET_KEY);
    expect(log).not.toContain(webhookSecret);
  });
});

describe("card payments on a server without Stripe's keys", () => {
  const bare = useTestApp();

  it("answers 422 to the buyer and 503 to a webhook, with a message", async () => {
    const { event, ticket, priceId } = await eventWithTicket(bare, 2500);
    const { order, session } = await insertReservation(bare, {
      eventId: event.id,
      items: [{ productId: ticket.id, priceId, quantity: 1, price: 2500 }],
    });
    await bare.db.update(orders).set({ paymentStatus: "AWAITING_PAYMENT" }).where(eq(orders.id, order.id));
    const start = await bare.request(intentPath(event.id, order.shortId), asBuyer(session, "POST"));
    expect(start.status).toBe(422);
    expect(await start.json()).toEqual({ message: "Card payments are not set up on this server." });
    const payload = JSON.stringify({ id: "evt_1", type: "payment_intent.succeeded", data: { object: {} } });
    const hook = await bare.request("/api/public/webhooks/stripe", {
      method: "POST",
      headers: {
        "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
      },
      body: payload,
    });
    expect(hook.status).toBe(503);
  });
});
