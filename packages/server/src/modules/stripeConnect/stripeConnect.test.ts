import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { orders } from "../../db/schema";
import { addMember, loginToken } from "../../test/accounts";
import { useStripeStandIn } from "../../test/stripeStandIn";
import { useTestApp } from "../../test/testApp";
import {
  asBuyer,
  eventWithTicket,
  insertReservation,
  setEventSettings,
} from "../checkout/completeTestFixtures";
import { getAs, postAs } from "../orders/testFixtures";

/**
 * Stripe Connect against the local Stripe stand-in, through the official SDK (Stripe's network
 * cannot be reached here): an account connects its own Stripe account, its buyers' cards are
 * charged on it with the installation's fee, refunds are made on it, and whether it may take cards
 * is what Stripe says of it.
 */

const webhookSecret = "whsec_varcoPlatformSecret1";
const connectWebhookSecret = "whsec_varcoConnectSecret1";
const stripeEnv: Record<string, string> = {
  STRIPE_SECRET_KEY: "sk_test_varcoConnect123",
  STRIPE_WEBHOOK_SECRET: webhookSecret,
  APP_CARD_PAYMENT_PUBLISHABLE_KEY: "pk_test_varcoConnect123",
  STRIPE_CONNECT: "true",
  STRIPE_CONNECT_WEBHOOK_SECRET: connectWebhookSecret,
  STRIPE_PLATFORM_FEE_PERCENT: "2.5",
};
const stripe = useStripeStandIn((url) => {
  stripeEnv.STRIPE_API_URL = url;
});
const api = useTestApp({ env: stripeEnv });

interface ConnectAnswer {
  data: {
    stripe_account_id: string;
    is_connect_setup_complete: boolean;
    connect_url: string | null;
    account: { stripe_account_id?: string | null; stripe_connect_setup_complete?: boolean };
  };
}
interface ConnectedAccounts {
  data: {
    stripe_connect_accounts: {
      stripe_account_id: string;
      connect_url: string | null;
      is_setup_complete: boolean;
    }[];
    primary_stripe_account_id: string | null;
    has_completed_setup: boolean;
  };
}

async function connect(token: string, accountId: number) {
  const response = await api.request(`/api/accounts/${accountId}/stripe/connect`, postAs(token, {}));
  return { status: response.status, body: (await response.json()) as ConnectAnswer };
}

async function connectedAccounts(token: string, accountId: number) {
  const response = await api.request(`/api/accounts/${accountId}/stripe/connect_accounts`, getAs(token));
  return { status: response.status, body: (await response.json()) as ConnectedAccounts };
}

/** A LIVE event taking cards, and a reservation of 2 × 25.00 € whose buyer gave their details. */
async function reservationAwaitingCard() {
  const fixture = await eventWithTicket(api, 2500);
  await setEventSettings(api, fixture.event.id, { payment_providers: ["STRIPE", "OFFLINE"] });
  const { order, session } = await insertReservation(api, {
    eventId: fixture.event.id,
    items: [{ productId: fixture.ticket.id, priceId: fixture.priceId, quantity: 2, price: 2500 }],
  });
  await api.db
    .update(orders)
    .set({
      paymentStatus: "AWAITING_PAYMENT",
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
    })
    .where(eq(orders.id, order.id));
  return { ...fixture, order, session };
}

async function startPayment(eventId: number, shortId: string, session: string) {
  const response = await api.request(
    `/api/public/events/${eventId}/order/${shortId}/stripe/payment_intent`,
    asBuyer(session, "POST"),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** An event as Stripe sends it, signed with `secret`; `account` for the events of a connected account. */
function signedEvent(
  type: string,
  object: object,
  { account, secret }: { account?: string; secret: string },
) {
  const payload = JSON.stringify({
    id: `evt_${randomBytes(10).toString("hex")}`,
    object: "event",
    type,
    api_version: "2025-01-27.acacia",
    created: Math.floor(Date.now() / 1000),
    ...(account ? { account } : {}),
    data: { object },
  });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

async function deliver(event: { payload: string; signature: string }) {
  return api.request("/api/public/webhooks/stripe", {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": event.signature },
    body: event.payload,
  });
}

async function orderRow(orderId: number) {
  const [row] = await api.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error("no order");
  return row;
}

describe("Stripe Connect (against the local Stripe stand-in)", () => {
  it("connects one Stripe account per account, however many clicks, and onboarding comes back to the payment page", async () => {
    const { account, token } = await reservationAwaitingCard();
    stripe.reset();

    const answers = await Promise.all([connect(token, account.id), connect(token, account.id)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const stripeAccountId = answers[0]?.body.data.stripe_account_id as string;
    expect(answers[1]?.body.data.stripe_account_id).toBe(stripeAccountId);
    // Both asked Stripe with one key: the stand-in made one account.
    expect([...stripe.accounts.values()].filter((made) => made.id === stripeAccountId)).toHaveLength(1);
    expect(stripe.created.filter((call) => call.call === "accounts.create")).toHaveLength(1);
    const link = new URL(answers[0]?.body.data.connect_url as string);
    expect(link.pathname).toBe(`/connect/onboarding/${stripeAccountId}`);
    expect(link.searchParams.get("return_url")).toMatch(/\/account\/payment\?is_return=1$/);
    expect(link.searchParams.get("refresh_url")).toMatch(/\/account\/payment\?is_refresh=1$/);
    expect(answers[0]?.body.data).toMatchObject({
      is_connect_setup_complete: false,
      account: { stripe_account_id: stripeAccountId, stripe_connect_setup_complete: false },
    });

    const before = await connectedAccounts(token, account.id);
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({
      primary_stripe_account_id: stripeAccountId,
      has_completed_setup: false,
    });
    expect(before.body.data.stripe_connect_accounts[0]?.connect_url).toContain("/connect/onboarding/");

    // Stripe says the account is ready once onboarding is done: the page reads it from Stripe.
    stripe.completeOnboarding(stripeAccountId);
    const after = await connectedAccounts(token, account.id);
    expect(after.body.data).toMatchObject({ has_completed_setup: true });
    expect(after.body.data.stripe_connect_accounts[0]).toMatchObject({
      is_setup_complete: true,
      connect_url: null,
    });
    const again = await connect(token, account.id);
    expect(again.body.data).toMatchObject({
      stripe_account_id: stripeAccountId,
      is_connect_setup_complete: true,
    });
    expect(stripe.created.filter((call) => call.call === "accounts.create")).toHaveLength(1);
  });

  it("charges the buyer's card on the organiser's account with the installation's fee, and refunds it there", async () => {
    const fixture = await reservationAwaitingCard();
    const { event, order, session, token, account } = fixture;

    // Not connected yet: the buyer cannot pay by card, and is told to pay another way.
    const refused = await startPayment(event.id, order.shortId, session);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/cannot take card payments yet/);

    const stripeAccountId = (await connect(token, account.id)).body.data.stripe_account_id;
    expect((await startPayment(event.id, order.shortId, session)).status).toBe(422);
    stripe.completeOnboarding(stripeAccountId);
    await connectedAccounts(token, account.id);

    stripe.reset();
    const started = await startPayment(event.id, order.shortId, session);
    expect(started.status).toBe(200);
    // The browser confirms the card against the connected account.
    expect(started.body.account_id).toBe(stripeAccountId);
    const intentId = (await orderRow(order.id)).stripePaymentIntentId as string;
    expect(stripe.madeOn.get(intentId)).toBe(stripeAccountId);
    expect(stripe.created).toEqual([
      expect.objectContaining({
        call: "payment_intents.create",
        stripeAccount: stripeAccountId,
        // 2.5 % of 50.00 €.
        form: expect.objectContaining({ amount: "5000", application_fee_amount: "125" }),
      }),
    ]);
    expect(await orderRow(order.id)).toMatchObject({ stripeAccountId });
    // Asking again finds the same intent on the connected account.
    expect((await startPayment(event.id, order.shortId, session)).status).toBe(200);
    expect(stripe.calls["payment_intents.create"]).toBe(1);

    // Stripe reports the payment through the Connect endpoint, signed with its own secret.
    const paid = stripe.markSucceeded(intentId);
    expect(
      (
        await deliver(
          signedEvent("payment_intent.succeeded", paid, {
            account: stripeAccountId,
            secret: connectWebhookSecret,
          }),
        )
      ).status,
    ).toBe(204);
    expect(await orderRow(order.id)).toMatchObject({
      status: "COMPLETED",
      paymentStatus: "PAYMENT_RECEIVED",
    });

    const refunded = await api.request(
      `/api/events/${event.id}/orders/${order.id}/refund`,
      postAs(token, { amount: 20, notify_buyer: false, cancel_order: false }),
    );
    expect(refunded.status).toBe(200);
    const [refund] = [...stripe.refunds.values()].filter((made) => made.payment_intent === intentId);
    expect(refund).toMatchObject({ amount: 2000 });
    expect(stripe.madeOn.get(refund?.id ?? "")).toBe(stripeAccountId);
    expect(await orderRow(order.id)).toMatchObject({
      refundStatus: "PARTIALLY_REFUNDED",
      totalRefunded: 2000,
    });
  });

  it("stops card payments when Stripe withdraws charges from the connected account", async () => {
    const { event, order, session, token, account } = await reservationAwaitingCard();
    const stripeAccountId = (await connect(token, account.id)).body.data.stripe_account_id;
    stripe.completeOnboarding(stripeAccountId);
    await connectedAccounts(token, account.id);

    const made = stripe.accounts.get(stripeAccountId);
    if (!made) throw new Error("no account at the stand-in");
    made.charges_enabled = false;
    // The report is signed with the platform's endpoint secret here; the account is read again from Stripe.
    const answer = await deliver(
      signedEvent("account.updated", { id: stripeAccountId, object: "account" }, { secret: webhookSecret }),
    );
    expect(answer.status).toBe(204);
    const refused = await startPayment(event.id, order.shortId, session);
    expect(refused.status).toBe(422);
    const accountAnswer = await api.request("/api/accounts", getAs(token));
    expect(await accountAnswer.json()).toMatchObject({
      data: { stripe_account_id: stripeAccountId, stripe_connect_setup_complete: false },
    });
  });

  it("is for the account's admins, and only of their own account", async () => {
    const { account, token } = await reservationAwaitingCard();
    const other = await reservationAwaitingCard();
    expect((await connect(token, other.account.id)).status).toBe(404);
    expect((await connectedAccounts(token, other.account.id)).status).toBe(404);
    const member = await addMember(api, account.id, { role: "ORGANIZER" });
    const memberToken = await loginToken(api, member.email);
    expect((await connect(memberToken, account.id)).status).toBe(403);
    expect((await connectedAccounts(memberToken, account.id)).status).toBe(403);
  });
});
