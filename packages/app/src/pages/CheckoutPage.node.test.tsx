import { describe, expect, it } from "vitest";
import { checkoutEvent, questionsAnswer, reservedOrder } from "../areas/checkout/checkout.fixtures";
import { defaultRuntimeConfig } from "../runtimeConfig";
import { fakeApi } from "../test/renderApp";
import { render } from "./entry-server";

const appUrl = "https://tickets.example";

const draw = (url: string, api: ReturnType<typeof fakeApi>, defaultLocale: "en" | "it" = "en") =>
  render(url, { fetch: api.fetch, runtimeConfig: { ...defaultRuntimeConfig, defaultLocale }, appUrl });

const completed = (overrides: Record<string, unknown> = {}) =>
  reservedOrder({
    status: "COMPLETED",
    payment_status: "PAYMENT_RECEIVED",
    email: "giulia@example.com",
    first_name: "Giulia",
    last_name: "Rossi",
    session_identifier: "s3cr3t-session",
    event: checkoutEvent({ post_checkout_message: "<p>See you at the <em>garden</em> gate.</p>" }),
    attendees: [
      {
        id: 1,
        short_id: "tk_1",
        public_id: "A-1",
        status: "ACTIVE",
        first_name: "Marco",
        last_name: "Bianchi",
        email: "marco@example.com",
        product_id: 5,
        product_price_id: 9,
        locale: "en",
        product: { id: 5, title: "Standard" },
      },
    ],
    ...overrides,
  });

const orderRoute = (order: unknown) => ({
  "GET public/events/7/order/o_abc": ({ url }: { url: URL }) =>
    url.searchParams.get("include") === "event"
      ? { status: 200, body: { data: order } }
      : { status: 400, body: { message: "include=event expected" } },
});

describe("the checkout's summary drawn on the server", () => {
  it("draws a bought order: its number, tickets, totals and the organiser's message, out of search engines", async () => {
    const result = await draw("/checkout/7/o_abc/summary", fakeApi(orderRoute(completed())));
    expect(result?.status).toBe(200);
    expect(result?.html).toContain("Your order is confirmed");
    expect(result?.html).toContain("O-7K2M9Q");
    expect(result?.html).toContain('href="/product/7/tk_1"');
    expect(result?.html).toContain("Standard for Marco Bianchi");
    expect(result?.html).toContain('href="/order/7/o_abc/print"');
    expect(result?.html).toContain("<em>garden</em>");
    expect(result?.html).toContain("IVA (22%)");
    expect(result?.html).toContain("€42.70");
    expect(result?.head).toContain("<title>Your order · ");
    expect(result?.head).toContain('<meta name="robots" content="noindex">');
    // The checkout's session stays in its cookie.
    expect(`${result?.head}${result?.html}`).not.toContain("s3cr3t-session");
    expect(result?.modules).toEqual([
      "src/pages/CheckoutPage.tsx",
      "src/locales/en/pages.po",
      "src/locales/en/pages-checkout.po",
    ]);
  });

  it("speaks the buyer's language, and says how to pay an order awaiting an offline payment", async () => {
    const order = completed({
      status: "AWAITING_OFFLINE_PAYMENT",
      payment_status: "AWAITING_OFFLINE_PAYMENT",
    });
    const result = await draw("/checkout/7/o_abc/summary", fakeApi(orderRoute(order)), "it");
    expect(result?.lang).toBe("it");
    expect(result?.html).toContain("IT60X0542811101000000123456");
    expect(result?.head).toContain("<title>Il tuo ordine · ");
    expect(result?.html).not.toContain("Your order awaits payment");
  });

  it("leaves a RESERVED order to the app (its steps are forms), and an unknown order is the not-found page", async () => {
    expect(await draw("/checkout/7/o_abc/summary", fakeApi(orderRoute(reservedOrder())))).toBeNull();
    const unknown = await draw(
      "/checkout/7/o_abc/summary",
      fakeApi({ "GET public/events/7/order/o_abc": { status: 404, body: { message: "Not found." } } }),
    );
    expect(unknown?.status).toBe(404);
    // The server refuses this visitor the order: the app says its refusal, as it always did.
    const other = await draw(
      "/checkout/7/o_abc/summary",
      fakeApi({
        "GET public/events/7/order/o_abc": {
          status: 403,
          body: { message: "Sorry, we could not verify your session." },
        },
      }),
    );
    expect(other).toBeNull();
  });
});

describe("the checkout's payment step drawn on the server", () => {
  const detailed = (overrides: Record<string, unknown> = {}) =>
    reservedOrder({ email: "giulia@example.com", first_name: "Giulia", last_name: "Rossi", ...overrides });

  it("draws the buyer's own reserved order (their session), to pay offline, without the session in the markup", async () => {
    const order = detailed({ session_identifier: "s3cr3t-session" });
    const result = await draw("/checkout/7/o_abc/payment", fakeApi(orderRoute(order)), "it");
    expect(result?.status).toBe(200);
    expect(result?.html).toContain("Pagherò offline");
    expect(result?.html).toContain("IT60X0542811101000000123456");
    expect(result?.html).toContain("42,70");
    expect(result?.head).toContain("<title>Pagamento · ");
    expect(result?.head).toContain('<meta name="robots" content="noindex">');
    expect(`${result?.head}${result?.html}`).not.toContain("s3cr3t-session");
  });

  it("leaves to the app another session's order, an order without details, a closed one and card payments", async () => {
    const session = { session_identifier: "s3cr3t-session" };
    // Not this visitor's reservation: the API does not give them its session.
    expect(await draw("/checkout/7/o_abc/payment", fakeApi(orderRoute(detailed())))).toBeNull();
    expect(await draw("/checkout/7/o_abc/payment", fakeApi(orderRoute(reservedOrder(session))))).toBeNull();
    expect(
      await draw(
        "/checkout/7/o_abc/payment",
        fakeApi(orderRoute(detailed({ ...session, is_expired: true }))),
      ),
    ).toBeNull();
    const withCards = await render("/checkout/7/o_abc/payment", {
      fetch: fakeApi(
        orderRoute(
          detailed({ ...session, event: checkoutEvent({ payment_providers: ["STRIPE", "OFFLINE"] }) }),
        ),
      ).fetch,
      runtimeConfig: { ...defaultRuntimeConfig, defaultLocale: "en", cardPaymentPublishableKey: "pk_test_1" },
      appUrl,
    });
    expect(withCards).toBeNull();
    const refused = await draw(
      "/checkout/7/o_abc/payment",
      fakeApi({
        "GET public/events/7/order/o_abc": {
          status: 403,
          body: { message: "Sorry, we could not verify your session." },
        },
      }),
    );
    expect(refused).toBeNull();
  });
});

describe("the checkout's details step drawn on the server", () => {
  const withQuestions = (order: unknown) => ({
    ...orderRoute(order),
    "GET public/events/7/questions": { status: 200, body: { data: questionsAnswer() } },
  });

  it("draws the buyer's own reserved order as a form of plain controls, with its questions and time left", async () => {
    const order = reservedOrder({ session_identifier: "s3cr3t-session" });
    const result = await draw("/checkout/7/o_abc/details", fakeApi(withQuestions(order)));
    expect(result?.status).toBe(200);
    const html = result?.html ?? "";
    expect(html).toContain("Your details");
    expect(html).toMatch(/Your tickets are held for (9:5\d|10:00) more\./u);
    expect(html).toMatch(/<form[^>]*novalidate=""/iu);
    // One block per ticket, with the product's question; the order's questions, each its control.
    expect(html).toContain("Standard: ticket 2 of 2");
    expect(html).toMatch(/<label[^>]*>Date of birth<\/label><input[^>]*type="date"/u);
    expect(html).toMatch(/<label[^>]*>T-shirt size<\/label><select/u);
    expect(html).toMatch(/<fieldset[^>]*role="radiogroup"[^>]*>.*How did you hear of us\?/u);
    expect(html).toMatch(/<input type="checkbox"[^>]*name="order.q3" value="Vegan"/u);
    expect(html).not.toContain("Secret");
    expect(html).toContain("Continue to payment");
    expect(result?.head).toContain("<title>Your details · ");
    expect(result?.head).toContain('<meta name="robots" content="noindex">');
    expect(`${result?.head}${html}`).not.toContain("s3cr3t-session");
    expect(result?.modules).toEqual([
      "src/pages/CheckoutPage.tsx",
      "src/locales/en/pages.po",
      "src/locales/en/pages-checkout.po",
    ]);
  });

  it("asks in the buyer's language, the country by its name there", async () => {
    const order = reservedOrder({ session_identifier: "s3cr3t-session" }, { require_billing_address: true });
    const result = await draw("/checkout/7/o_abc/details", fakeApi(withQuestions(order)), "it");
    expect(result?.lang).toBe("it");
    expect(result?.head).toContain("<title>I tuoi dati · ");
    expect(result?.html).toContain("Indirizzo di fatturazione");
    expect(result?.html).toContain('<option value="DE">Germania</option>');
    expect(result?.html).not.toContain("Continue to payment");
  });

  it("leaves to the app another session's order and an expired one", async () => {
    expect(await draw("/checkout/7/o_abc/details", fakeApi(withQuestions(reservedOrder())))).toBeNull();
    const expired = reservedOrder({ session_identifier: "s3cr3t-session", is_expired: true });
    expect(await draw("/checkout/7/o_abc/details", fakeApi(withQuestions(expired)))).toBeNull();
  });
});
