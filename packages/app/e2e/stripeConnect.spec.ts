import Stripe from "stripe";
import { wordsOf } from "../src/test/poCatalog";
import { apiOrganizer, apiPost, firstCategoryId, registerInItalian } from "./api";
import { stripeWebhookSecret } from "./demo";
import { expect, expectNoAxeViolations, test } from "./fixtures";

// Stripe Connect against the local Stripe stand-in (Stripe's network cannot be reached here, and
// its card form, Stripe.js, with it): an organiser connects their own Stripe account from the
// payment page, in Italian, on a desktop and on a phone; a buyer's card payment is then made on
// that account with the installation's fee, and its refund goes back from there.

const it = wordsOf("it");

test.use({ deployment: "connect" });

interface StandInState {
  intents: { id: string; amount: number; status: string }[];
  refunds: { id: string; payment_intent: string; amount: number }[];
  madeOn: Record<string, string>;
  created: { call: string; form: Record<string, string>; stripeAccount?: string }[];
}

async function standInState(): Promise<StandInState> {
  const response = await fetch(`${process.env.VARCO_E2E_STRIPE_URL}/stand-in/state`);
  return (await response.json()) as StandInState;
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`an organiser connects their own Stripe account and a card payment lands on it (${viewport.width}×${viewport.height})`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    const origin = baseURL ?? "";
    const stamp = `${Date.now()}${viewport.width}`;
    const email = `giulia.${stamp}@example.com`;
    const { request } = page;
    await registerInItalian(request, origin, {
      first_name: "Giulia",
      last_name: "Conti",
      email,
      password: "una-password-per-stripe",
    });

    // The payment page: no Stripe account yet.
    await page.goto("/account/payment");
    const card = page.locator("section", {
      has: page.getByRole("heading", { level: 2, name: it("Your Stripe account") }),
    });
    await expect(card.getByText(it("Not connected"))).toBeVisible();
    await expectNoAxeViolations(page);

    // Stripe's onboarding (the stand-in's page), then back to ours.
    await card.getByRole("button", { name: it("Connect with Stripe") }).click();
    await expect(page.getByRole("heading", { name: "Stripe onboarding (stand-in)" })).toBeVisible();
    const stripeAccountId = (await page.locator("main p").textContent())?.trim() ?? "";
    expect(stripeAccountId).toMatch(/^acct_/);
    await page.getByRole("button", { name: "Finish onboarding" }).click();
    await expect(page).toHaveURL(/\/account\/payment\?is_return=1$/);
    await expect(card.getByText(it("Connected"), { exact: true })).toBeVisible();
    await expect(
      card.getByText(
        it(
          "Card payments of your events go straight to your Stripe account, and Stripe pays them out to you.",
        ),
      ),
    ).toBeVisible();
    await expect(card.getByRole("button")).toHaveCount(0);
    await expectNoAxeViolations(page);

    // An event taking cards, and a buyer who reserves, gives their details and starts paying.
    const organizer = await apiOrganizer(request, origin, `Musica Viva ${stamp}`, email);
    const event = await apiPost(request, origin, "events", {
      title: `Concerto all'alba ${stamp}`,
      organizer_id: organizer?.id,
      start_date: "2031-06-21T04:30:00Z",
      timezone: "Europe/Rome",
    });
    const eventId = event?.id;
    const settings = await request.patch(`/api/events/${eventId}/settings`, {
      data: { payment_providers: ["STRIPE"] },
      headers: { origin },
    });
    expect(settings.ok(), await settings.text()).toBe(true);
    const product = (await apiPost(request, origin, `events/${eventId}/products`, {
      product_type: "TICKET",
      product_category_id: await firstCategoryId(request, eventId),
      title: "Prato",
      type: "PAID",
      prices: [{ price: 40 }],
    })) as unknown as { id: number; prices: { id: number }[] };
    const priceId = product.prices[0]?.id;
    const live = await request.put(`/api/events/${eventId}/status`, {
      data: { status: "LIVE" },
      headers: { origin },
    });
    expect(live.ok(), await live.text()).toBe(true);

    const reserved = (await apiPost(request, origin, `public/events/${eventId}/order`, {
      products: [{ product_id: product.id, quantities: [{ price_id: priceId, quantity: 1 }] }],
    })) as unknown as { short_id: string; id: number };
    const buyer = `marco.${stamp}@example.com`;
    const details = await request.put(`/api/public/events/${eventId}/order/${reserved.short_id}`, {
      headers: { origin },
      data: {
        order: { first_name: "Marco", last_name: "Rossi", email: buyer, email_confirmation: buyer },
        products: [
          {
            product_id: product.id,
            product_price_id: priceId,
            first_name: "Marco",
            last_name: "Rossi",
            email: buyer,
            email_confirmation: buyer,
          },
        ],
      },
    });
    expect(details.ok(), await details.text()).toBe(true);
    const intentAnswer = await request.post(
      `/api/public/events/${eventId}/order/${reserved.short_id}/stripe/payment_intent`,
      {
        headers: { origin },
      },
    );
    expect(intentAnswer.ok(), await intentAnswer.text()).toBe(true);
    const intent = (await intentAnswer.json()) as { client_secret: string; account_id: string | null };
    // The browser would confirm the card on the organiser's account.
    expect(intent.account_id).toBe(stripeAccountId);
    const intentId = intent.client_secret.split("_secret_")[0] ?? "";
    const made = await standInState();
    expect(made.madeOn[intentId]).toBe(stripeAccountId);
    expect(
      made.created.find(
        (call) => call.call === "payment_intents.create" && call.stripeAccount === stripeAccountId,
      )?.form,
    ).toMatchObject({ amount: "4000", application_fee_amount: "120" });

    // Stripe says the card was paid (the stand-in cannot run Stripe.js): the order completes.
    const paid = made.intents.find((candidate) => candidate.id === intentId);
    const payload = JSON.stringify({
      id: `evt_e2e_${stamp}`,
      object: "event",
      type: "payment_intent.succeeded",
      account: stripeAccountId,
      created: Math.floor(Date.now() / 1000),
      data: { object: { ...paid, status: "succeeded", amount_received: paid?.amount } },
    });
    const delivered = await request.post("/api/public/webhooks/stripe", {
      headers: {
        "content-type": "application/json",
        "stripe-signature": Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: stripeWebhookSecret,
        }),
      },
      data: payload,
    });
    expect(delivered.status()).toBe(204);
    const order = (await (await request.get(`/api/events/${eventId}/orders`)).json()) as {
      data: { id: number; status: string }[];
    };
    expect(order.data[0]?.status).toBe("COMPLETED");

    // The organiser refunds 10 €: the refund is made on their account.
    const refunded = await request.post(`/api/events/${eventId}/orders/${order.data[0]?.id}/refund`, {
      headers: { origin },
      data: { amount: 10, notify_buyer: false, cancel_order: false },
    });
    expect(refunded.ok(), await refunded.text()).toBe(true);
    const after = await standInState();
    const refund = after.refunds.find((candidate) => candidate.payment_intent === intentId);
    expect(refund?.amount).toBe(1000);
    expect(after.madeOn[refund?.id ?? ""]).toBe(stripeAccountId);
  });
}
