import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import Stripe from "stripe";
import { describe, expect, inject, it } from "vitest";
import { attendees, eventStatistics, mailOutbox, orderRefunds, orders, stripeEvents } from "../../db/schema";
import { type StandInIntent, useStripeStandIn } from "../../test/stripeStandIn";
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
import { getAs, postAs } from "../orders/testFixtures";
import { lateRefundIdempotencyKey } from "../sales/refunds";
import { lockEventStock } from "../sales/stock";
import { chargedMinorUnits, minorUnitsOfStripeAmount, stripeAmountOf } from "../sales/stripeClient";

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

/**
 * A payment's news delivered three times at once (and, with `thenOnceMore`, once after), then
 * announced again under another event id, as Stripe may: each answered 204.
 */
async function deliverThreeAtOnceThenUnderAnotherId(
  paid: { payload: string; signature: string },
  intentId: string,
  { thenOnceMore = false } = {},
) {
  const answers = await Promise.all([deliver(paid), deliver(paid), deliver(paid)]);
  expect(answers.map((answer) => answer.status)).toEqual([204, 204, 204]);
  if (thenOnceMore) expect((await deliver(paid)).status).toBe(204);
  expect(
    (await deliver(signedEvent("payment_intent.succeeded", stripe.intents.get(intentId) as object))).status,
  ).toBe(204);
}

/** Stripe was asked for one refund of the payment, with the key per PaymentIntent. */
function expectOneRefundAsked(intentId: string) {
  expect(stripe.calls["refunds.create"]).toBe(1);
  expect(stripe.created).toEqual([
    {
      call: "refunds.create",
      form: expect.objectContaining({ payment_intent: intentId }),
      idempotencyKey: lateRefundIdempotencyKey(intentId),
    },
  ]);
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

/** The reservation's ticket holder, as the buyer's details made them: awaiting payment. */
async function insertTicketHolder({
  order,
  event,
  ticket,
  priceId,
}: Awaited<ReturnType<typeof reservationWithIntent>>) {
  await api.db.insert(attendees).values({
    orderId: order.id,
    eventId: event.id,
    productId: ticket.id,
    productPriceId: priceId,
    shortId: `a_${order.shortId}`,
    publicId: `A-${order.id}`,
    ticketSecret: `secret-${order.shortId}`,
    status: "AWAITING_PAYMENT",
    firstName: "Ada",
    lastName: "Lovelace",
    email: `ada.${order.id}@example.com`,
    locale: "it",
  });
}

/**
 * A reservation whose buyer opened the card step (its PaymentIntent exists at the stand-in), then
 * chose to pay offline: its attendee holds a ticket, and it awaits offline payment.
 */
async function awaitingOfflinePaymentWithIntent() {
  const fixture = await reservationWithIntent();
  const { order, event, session } = fixture;
  await insertTicketHolder(fixture);
  const offline = await api.request(
    `/api/public/events/${event.id}/order/${order.shortId}/await-offline-payment`,
    asBuyer(session, "POST"),
  );
  expect(offline.status).toBeLessThan(300);
  expect((await orderRow(order.id)).status).toBe("AWAITING_OFFLINE_PAYMENT");
  return fixture;
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

  it("charges a zero-decimal currency (JPY, KRW, UGX…) in whole units", async () => {
    const { event, order, session } = await reservationAwaitingPayment({ currency: "JPY" });
    await api.db.update(orders).set({ totalGross: 3000 }).where(eq(orders.id, order.id));
    stripe.reset();
    expect((await startPayment(event.id, order.shortId, session)).status).toBe(200);
    expect(stripe.created[0]?.form).toMatchObject({ amount: "3000", currency: "jpy" });

    expect(stripeAmountOf(45_000, "KRW")).toBe(45_000);
    expect(stripeAmountOf(12_000, "ugx")).toBe(12_000);
    expect(minorUnitsOfStripeAmount(3000, "JPY")).toBe(3000);
  });

  it("charges a two-decimal currency in hundredths, and so too ISK, HUF, COP and IDR, which Stripe counts in hundredths though they have no minor unit in use", async () => {
    const { event, order, session } = await reservationAwaitingPayment({ currency: "COP" });
    await api.db.update(orders).set({ totalGross: 85_000 }).where(eq(orders.id, order.id));
    stripe.reset();
    expect((await startPayment(event.id, order.shortId, session)).status).toBe(200);
    // 85 000 pesos, not 850.
    expect(stripe.created[0]?.form).toMatchObject({ amount: "8500000", currency: "cop" });
    // The page the buyer returns to shows the same 85 000 pesos.
    const poll = await api.request(intentPath(event.id, order.shortId), asBuyer(session, "GET"));
    expect(await poll.json()).toMatchObject({ amount: 85_000 });

    expect(stripeAmountOf(2500, "EUR")).toBe(2500);
    expect(stripeAmountOf(1500, "HUF")).toBe(150_000);
    expect(stripeAmountOf(990, "ISK")).toBe(99_000);
    expect(stripeAmountOf(150_000, "IDR")).toBe(15_000_000);
    expect(minorUnitsOfStripeAmount(150_000, "huf")).toBe(1500);
  });

  it("charges a three-decimal currency (BHD, JOD, KWD, OMR, TND) in thousandths rounded to a multiple of ten, as Stripe requires", async () => {
    const { event, order, session } = await reservationAwaitingPayment({ currency: "KWD" });
    // 5.124 KWD: Stripe takes 5.120.
    await api.db.update(orders).set({ totalGross: 5124 }).where(eq(orders.id, order.id));
    stripe.reset();
    expect((await startPayment(event.id, order.shortId, session)).status).toBe(200);
    expect(stripe.created[0]?.form).toMatchObject({ amount: "5120", currency: "kwd" });

    expect(stripeAmountOf(5125, "KWD")).toBe(5130);
    expect(stripeAmountOf(12_500, "BHD")).toBe(12_500);
    for (const currency of ["BHD", "JOD", "OMR", "TND"]) expect(stripeAmountOf(1001, currency)).toBe(1000);
    expect(minorUnitsOfStripeAmount(5120, "KWD")).toBe(5120);
    expect(chargedMinorUnits(5124, "KWD")).toBe(5120);
  });

  it("makes a new PaymentIntent when Stripe's was cancelled, so the buyer can still pay", async () => {
    const { event, order, session, priceId } = await reservationAwaitingPayment();
    stripe.reset();
    const first = await startPayment(event.id, order.shortId, session);
    const firstId = (await orderRow(order.id)).stripePaymentIntentId as string;
    stripe.markCanceled(firstId);

    const again = await Promise.all([1, 2].map(() => startPayment(event.id, order.shortId, session)));
    expect(again.map((click) => click.status)).toEqual([200, 200]);
    const secondId = (await orderRow(order.id)).stripePaymentIntentId as string;
    expect(secondId).not.toBe(firstId);
    expect(again[0]?.body.client_secret).not.toBe(first.body.client_secret);
    expect(again[0]?.body.client_secret).toMatch(new RegExp(`^${secondId}_secret_`));
    expect(again[1]?.body.client_secret).toBe(again[0]?.body.client_secret);
    expect(stripe.created.map((made) => made.idempotencyKey)).toEqual([
      expect.stringContaining(order.shortId),
      expect.stringContaining(firstId),
    ]);
    expect(stripe.intents.get(secondId)).toMatchObject({ amount: 5000, status: "requires_payment_method" });

    // The new one is the one that pays the order.
    expect(
      (await deliver(signedEvent("payment_intent.succeeded", stripe.markSucceeded(secondId)))).status,
    ).toBe(204);
    expect(await orderRow(order.id)).toMatchObject({
      status: "COMPLETED",
      paymentStatus: "PAYMENT_RECEIVED",
    });
    expect(await quantitySold(api, priceId)).toBe(2);
  });

  it("makes a new PaymentIntent when the order's total no longer matches, cancelling the old one so a stale page cannot pay it", async () => {
    const { event, order, session } = await reservationAwaitingPayment();
    stripe.reset();
    await startPayment(event.id, order.shortId, session);
    const firstId = (await orderRow(order.id)).stripePaymentIntentId as string;
    await api.db.update(orders).set({ totalGross: 6000 }).where(eq(orders.id, order.id));

    expect((await startPayment(event.id, order.shortId, session)).status).toBe(200);
    const secondId = (await orderRow(order.id)).stripePaymentIntentId as string;
    expect(secondId).not.toBe(firstId);
    expect(stripe.intents.get(secondId)?.amount).toBe(6000);
    expect(stripe.intents.get(firstId)?.status).toBe("canceled");
    expect(stripe.calls["payment_intents.cancel"]).toBe(1);

    // One whose money is on its way is kept whatever happened meanwhile: no second charge.
    stripe.intents.set(secondId, {
      ...(stripe.intents.get(secondId) as StandInIntent),
      status: "processing",
    });
    await api.db.update(orders).set({ totalGross: 7000 }).where(eq(orders.id, order.id));
    const kept = await startPayment(event.id, order.shortId, session);
    expect(kept.body.client_secret).toMatch(new RegExp(`^${secondId}_secret_`));
    expect(stripe.calls["payment_intents.create"]).toBe(2);
  });

  it("lets only the session that reserved pay, while the reservation runs and after the details are given", async () => {
    const { event, order, session } = await reservationAwaitingPayment();
    const stranger = await startPayment(event.id, order.shortId, await strangerSession(api));
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

    await deliverThreeAtOnceThenUnderAnotherId(paid, intentId, { thenOnceMore: true });
    expectOneRefundAsked(intentId);
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

/** A payment that arrived after the reservation ran out, refunded with Stripe saying `refundStatus`. */
async function lateRefund(refundStatus: string, { amountReceived }: { amountReceived?: number } = {}) {
  const fixture = await reservationWithIntent({ reservedUntil: new Date(Date.now() - 60_000) });
  stripe.reset();
  stripe.refundStatus = refundStatus;
  const intent = stripe.markSucceeded(fixture.intentId);
  if (amountReceived !== undefined) intent.amount_received = amountReceived;
  expect((await deliver(signedEvent("payment_intent.succeeded", intent))).status).toBe(204);
  const [refund] = [...stripe.refunds.values()].filter((made) => made.payment_intent === fixture.intentId);
  if (!refund) throw new Error("no refund made");
  return { ...fixture, refund };
}

async function refundRows(orderId: number) {
  return api.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
}

describe("a refund's later states, from Stripe's webhook (Stripe's API stood in by a local server)", () => {
  it("marks a refund Stripe reported pending REFUNDED once Stripe says it succeeded, once though delivered twice", async () => {
    const { order, refund } = await lateRefund("pending");
    expect(await orderRow(order.id)).toMatchObject({ refundStatus: "REFUND_PENDING", totalRefunded: 0 });

    const succeeded = signedEvent("refund.updated", { ...refund, status: "succeeded" });
    expect((await deliver(succeeded)).status).toBe(204);
    expect((await deliver(succeeded)).status).toBe(204);
    // An older report arriving late changes nothing.
    expect((await deliver(signedEvent("refund.updated", { ...refund, status: "pending" }))).status).toBe(204);

    expect(await orderRow(order.id)).toMatchObject({ refundStatus: "REFUNDED", totalRefunded: 5000 });
    expect(await refundRows(order.id)).toEqual([
      expect.objectContaining({ status: "SUCCEEDED", amount: 5000 }),
    ]);
    expect(await api.db.select().from(stripeEvents).where(eq(stripeEvents.id, succeeded.id))).toHaveLength(1);
  });

  it("marks the order PARTIALLY_REFUNDED when the refund that succeeded is less than was paid", async () => {
    const { order, refund } = await lateRefund("pending", { amountReceived: 2000 });
    expect(
      (await deliver(signedEvent("charge.refund.updated", { ...refund, status: "succeeded" }))).status,
    ).toBe(204);
    expect(await orderRow(order.id)).toMatchObject({
      refundStatus: "PARTIALLY_REFUNDED",
      totalRefunded: 2000,
    });
  });

  it("marks a pending refund that fails REFUND_FAILED (refund.failed or charge.refund.updated), and it stays failed", async () => {
    const { order, refund } = await lateRefund("pending");
    expect((await deliver(signedEvent("refund.failed", { ...refund, status: "failed" }))).status).toBe(204);
    expect(await orderRow(order.id)).toMatchObject({ refundStatus: "REFUND_FAILED", totalRefunded: 0 });
    expect(await refundRows(order.id)).toEqual([expect.objectContaining({ status: "FAILED" })]);

    expect(
      (await deliver(signedEvent("charge.refund.updated", { ...refund, status: "succeeded" }))).status,
    ).toBe(204);
    expect(await orderRow(order.id)).toMatchObject({ refundStatus: "REFUND_FAILED", totalRefunded: 0 });

    const cancelled = await lateRefund("pending");
    expect(
      (await deliver(signedEvent("refund.updated", { ...cancelled.refund, status: "canceled" }))).status,
    ).toBe(204);
    expect(await orderRow(cancelled.order.id)).toMatchObject({ refundStatus: "REFUND_FAILED" });
  });

  it("takes back a refund that had succeeded when Stripe later says it failed (the bank returned it)", async () => {
    const { order, refund } = await lateRefund("succeeded");
    expect(await orderRow(order.id)).toMatchObject({ refundStatus: "REFUNDED", totalRefunded: 5000 });
    expect((await deliver(signedEvent("refund.updated", { ...refund, status: "failed" }))).status).toBe(204);
    expect(await orderRow(order.id)).toMatchObject({ refundStatus: "REFUND_FAILED", totalRefunded: 0 });
  });

  it("ignores, with 204, an update of a refund Varco did not make", async () => {
    const answer = await deliver(
      signedEvent("refund.updated", { id: "re_madeInTheDashboard", object: "refund", status: "succeeded" }),
    );
    expect(answer.status).toBe(204);
  });
});

describe("a card payment for an order that meanwhile awaits offline payment (Stripe's API stood in by a local server)", () => {
  it("completes the order as paid by card: the buyer need not pay offline, keeps their tickets, and gets one confirmation", async () => {
    // The buyer opened the card step, then chose to pay offline.
    const { order, intentId, event, priceId } = await awaitingOfflinePaymentWithIntent();
    const mailsBefore = await mailsTo(`ada.${order.id}@example.com`);
    expect(mailsBefore.map((mail) => mail.template).sort()).toEqual(["order_confirmation", "order_ticket"]);
    stripe.reset();

    // The card payment goes through after all.
    const paid = signedEvent("payment_intent.succeeded", stripe.markSucceeded(intentId));
    expect((await deliver(paid)).status).toBe(204);
    expect((await deliver(paid)).status).toBe(204);
    expect(
      (await deliver(signedEvent("payment_intent.succeeded", stripe.intents.get(intentId) as object))).status,
    ).toBe(204);

    expect(await orderRow(order.id)).toMatchObject({
      status: "COMPLETED",
      paymentStatus: "PAYMENT_RECEIVED",
      paymentProvider: "STRIPE",
      refundStatus: null,
    });
    const [attendee] = await api.db.select().from(attendees).where(eq(attendees.orderId, order.id));
    expect(attendee).toMatchObject({ status: "ACTIVE", ticketSecret: `secret-${order.shortId}` });
    // Sold once (when it began to await payment), counted in the sales once, never refunded.
    expect(await quantitySold(api, priceId)).toBe(2);
    const [stats] = await api.db.select().from(eventStatistics).where(eq(eventStatistics.eventId, event.id));
    expect(stats).toMatchObject({ ordersCreated: 1, salesTotalGross: 5000 });
    expect(stripe.calls["refunds.create"]).toBe(0);
    // One more mail: the confirmation that the order is paid, no second ticket.
    const mailsAfter = await mailsTo(`ada.${order.id}@example.com`);
    expect(mailsAfter).toHaveLength(mailsBefore.length + 1);
    const confirmation = mailsAfter.find((mail) => !mailsBefore.some((before) => before.id === mail.id));
    expect(confirmation?.template).toBe("order_confirmation");
    const rendered = renderMail(confirmation?.template ?? "", confirmation?.payload ?? {}, {
      locale: "it",
      appName: "Varco",
      appUrl: "https://tickets.example",
    });
    expect(rendered.subject).toMatch(/confermato/);
    expect(rendered.text).not.toMatch(/Ogni biglietto arriva/);
  });
});

/** Resolves once `count` sessions of the database wait for a lock another holds. */
async function sessionsWaitingForALock(count: number): Promise<void> {
  for (let tries = 0; tries < 200; tries += 1) {
    const waiting = await api.db.execute<{ n: number | string }>(
      sql`select count(*) as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
    );
    if (Number(waiting.rows[0]?.n ?? 0) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`fewer than ${count} sessions came to wait for a lock`);
}

describe("a card payment whose news arrives as the buyer chooses to pay offline (Stripe's API stood in by a local server)", () => {
  // Only PostgreSQL runs two transactions at once; PGlite runs one after the other, so the news
  // cannot read the order before the buyer's choice and lock it after.
  it.runIf(inject("testDatabase").kind === "postgres")(
    "Stripe stand-in: the news read the order as a running reservation, waited for the event's lock behind the buyer's choice to pay offline, and completes it as paid by card",
    async () => {
      const fixture = await reservationWithIntent();
      const { order, intentId, event, session, priceId } = fixture;
      await insertTicketHolder(fixture);
      stripe.reset();

      // Another checkout holds the event's stock lock: first the buyer's choice, then the
      // payment's news come to wait for it, in that order.
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let holding = () => {};
      const held = new Promise<void>((resolve) => {
        holding = resolve;
      });
      const other = api.db.transaction(async (tx) => {
        await lockEventStock(tx, event.id);
        holding();
        await released;
      });
      await held;
      const offline = api.request(
        `/api/public/events/${event.id}/order/${order.shortId}/await-offline-payment`,
        asBuyer(session, "POST"),
      );
      await sessionsWaitingForALock(1);
      const news = deliver(signedEvent("payment_intent.succeeded", stripe.markSucceeded(intentId)));
      await sessionsWaitingForALock(2);
      release();
      await other;

      expect((await offline).status).toBeLessThan(300);
      expect((await news).status).toBe(204);
      expect(await orderRow(order.id)).toMatchObject({
        status: "COMPLETED",
        paymentStatus: "PAYMENT_RECEIVED",
        paymentProvider: "STRIPE",
        refundStatus: null,
      });
      expect(await quantitySold(api, priceId)).toBe(2);
      expect(stripe.calls["refunds.create"]).toBe(0);
    },
  );
});

/** The event's figures as the organiser reads them (`GET events/{id}/stats`, totals over all time). */
async function eventStats(eventId: number, token: string) {
  const response = await api.request(`/api/events/${eventId}/stats`, getAs(token));
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

/** The event's daily sales report over the last 30 days, added up: what the organiser downloads. */
async function dailySalesTotals(eventId: number, token: string) {
  const response = await api.request(`/api/events/${eventId}/reports/daily_sales_report`, getAs(token));
  expect(response.status).toBe(200);
  const rows = (await response.json()) as {
    sales_total_gross: number;
    orders_created: number;
    total_refunded: number;
  }[];
  const sum = (pick: (row: (typeof rows)[number]) => number) =>
    rows.reduce((total, row) => total + pick(row), 0);
  return {
    gross: sum((row) => row.sales_total_gross),
    orders: sum((row) => row.orders_created),
    refunded: sum((row) => row.total_refunded),
  };
}

/** The order as the organiser's order drawer reads it. */
async function organiserOrder(eventId: number, orderId: number, token: string) {
  const response = await api.request(`/api/events/${eventId}/orders/${orderId}`, getAs(token));
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

describe("a card payment for an order that no longer awaits it (Stripe stand-in)", () => {
  it("Stripe stand-in: refunds in full, once, a card payment for an order the organiser cancelled meanwhile, though delivered three times at once; the order stays cancelled and the buyer is told why", async () => {
    const { order, intentId, event, token } = await awaitingOfflinePaymentWithIntent();
    const cancelled = await api.request(
      `/api/events/${event.id}/orders/${order.id}/cancel`,
      postAs(token, { notify_buyer: false }),
    );
    expect(cancelled.status).toBe(200);
    stripe.reset();

    const paid = signedEvent("payment_intent.succeeded", stripe.markSucceeded(intentId));
    await deliverThreeAtOnceThenUnderAnotherId(paid, intentId);
    expectOneRefundAsked(intentId);
    expect(await refundRows(order.id)).toEqual([
      expect.objectContaining({
        amount: 5000,
        reason: "ORDER_CANCELLED_BEFORE_PAYMENT",
        status: "SUCCEEDED",
        stripeRefundId: expect.stringMatching(/^re_/),
      }),
    ]);
    // Still cancelled; the money given back was never the order's, so it is not its refund.
    expect(await orderRow(order.id)).toMatchObject({
      status: "CANCELLED",
      refundStatus: null,
      totalRefunded: 0,
    });
    const mails = (await mailsTo(`ada.${order.id}@example.com`)).filter((mail) =>
      mail.template.startsWith("payment_refunded"),
    );
    expect(mails.map((mail) => mail.template)).toEqual(["payment_refunded_order_cancelled"]);
    const rendered = renderMail(mails[0]?.template ?? "", mails[0]?.payload ?? {}, {
      locale: "it",
      appName: "Varco",
    });
    expect(rendered.subject).toBe("Il tuo pagamento per Aida in the Park è stato rimborsato");
    expect(rendered.text).toContain(`Il tuo ordine ${order.publicId} (Aida in the Park) è stato annullato`);
    expect(rendered.text).toMatch(/50,00\s€/);
    // The organiser sees the refund on the order, and the event's figures count nothing of it.
    const detail = await organiserOrder(event.id, order.id, token);
    expect(detail).toMatchObject({
      status: "CANCELLED",
      is_fully_refunded: false,
      refunds: [expect.objectContaining({ amount: 50, status: "SUCCEEDED", provider: "STRIPE" })],
    });
    expect(await eventStats(event.id, token)).toMatchObject({
      total_orders: 0,
      total_gross_sales: 0,
      total_refunded: 0,
    });
    expect(await dailySalesTotals(event.id, token)).toEqual({ gross: 0, orders: 0, refunded: 0 });
  });

  it("Stripe stand-in: refunds once a second payment by card for an order the organiser had marked paid offline; it stays completed and paid, not refunded, and the reports count its offline money once", async () => {
    const { order, intentId, event, token } = await awaitingOfflinePaymentWithIntent();
    const markedPaid = await api.request(`/api/events/${event.id}/orders/${order.id}/mark-as-paid`, {
      ...postAs(token),
    });
    expect(markedPaid.status).toBe(200);
    stripe.reset();
    stripe.refundStatus = "pending";

    const paid = signedEvent("payment_intent.succeeded", stripe.markSucceeded(intentId));
    const answers = await Promise.all([deliver(paid), deliver(paid), deliver(paid)]);
    expect(answers.map((answer) => answer.status)).toEqual([204, 204, 204]);
    expect(stripe.calls["refunds.create"]).toBe(1);
    const [refund] = [...stripe.refunds.values()].filter((made) => made.payment_intent === intentId);
    expect(await refundRows(order.id)).toEqual([
      expect.objectContaining({ amount: 5000, reason: "ALREADY_PAID", status: "PENDING" }),
    ]);
    // Stripe settles the card refund later: still no refund of the order's own (offline) money.
    expect((await deliver(signedEvent("refund.updated", { ...refund, status: "succeeded" }))).status).toBe(
      204,
    );
    expect(await refundRows(order.id)).toEqual([
      expect.objectContaining({ reason: "ALREADY_PAID", status: "SUCCEEDED" }),
    ]);
    expect(await orderRow(order.id)).toMatchObject({
      status: "COMPLETED",
      paymentStatus: "PAYMENT_RECEIVED",
      paymentProvider: "OFFLINE",
      refundStatus: null,
      totalRefunded: 0,
    });
    const detail = await organiserOrder(event.id, order.id, token);
    expect(detail).toMatchObject({
      status: "COMPLETED",
      is_fully_refunded: false,
      is_partially_refunded: false,
      total_refunded: 0,
      refunds: [expect.objectContaining({ amount: 50, status: "SUCCEEDED", reason: "ALREADY_PAID" })],
    });
    expect(await eventStats(event.id, token)).toMatchObject({
      total_orders: 1,
      total_gross_sales: 50,
      total_refunded: 0,
    });
    expect(await dailySalesTotals(event.id, token)).toEqual({ gross: 50, orders: 1, refunded: 0 });
    const mails = (await mailsTo(`ada.${order.id}@example.com`)).filter((mail) =>
      mail.template.startsWith("payment_refunded"),
    );
    expect(mails.map((mail) => mail.template)).toEqual(["payment_refunded_already_paid"]);
    const rendered = renderMail(mails[0]?.template ?? "", mails[0]?.payload ?? {}, {
      locale: "it",
      appName: "Varco",
    });
    expect(rendered.text).toContain(
      `Il tuo ordine ${order.publicId} (Aida in the Park) era già stato pagato`,
    );
    expect(rendered.text).toContain("i tuoi biglietti restano validi");

    // The organiser may still give back the whole offline payment.
    const refunded = await api.request(
      `/api/events/${event.id}/orders/${order.id}/refund`,
      postAs(token, { amount: 50, notify_buyer: false, cancel_order: false }),
    );
    expect(refunded.status).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ refundStatus: "REFUNDED", totalRefunded: 5000 });
    expect(await eventStats(event.id, token)).toMatchObject({ total_gross_sales: 50, total_refunded: 50 });
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
