import { describe, expect, it } from "vitest";
import { questionsAnswer, reservedOrder } from "../areas/checkout/checkout.fixtures";
import { productCategories, standard } from "../areas/public/ticketSelector.fixtures";
import { defaultRuntimeConfig, type RuntimeConfig } from "../runtimeConfig";
import { eventAnswer, fakeApi } from "../test/renderApp";
import { render } from "./entry-server";

const appUrl = "https://tickets.example";
const session = "w1dg3t-session-0123456789";

const draw = (url: string, api: ReturnType<typeof fakeApi>, config: Partial<RuntimeConfig> = {}) =>
  render(url, {
    fetch: api.fetch,
    runtimeConfig: { ...defaultRuntimeConfig, defaultLocale: "en", ...config },
    appUrl,
    acceptLanguage: "de-DE,de;q=0.9",
  });

const onSale = eventAnswer({
  title: "Cinema in the courtyard",
  slug: "cinema-in-the-courtyard",
  product_categories: productCategories([standard]),
});

/** The order's read, only for the session the address carries (as the API does). */
const orderRoutes = (order: unknown) => ({
  "GET public/events/7/order/o_abc": ({ url }: { url: URL }) =>
    url.searchParams.get("session_identifier") === session
      ? { status: 200, body: { data: order } }
      : { status: 403, body: { message: "This order is another session's." } },
  "GET public/events/7/questions": { status: 200, body: { data: questionsAnswer() } },
});

describe("the widget's tickets drawn on the server", () => {
  it("speaks the language the embedding page asked for, in its colours, its links opening outside the frame", async () => {
    const result = await draw(
      "/widget/7?iframeId=varco-widget-0&Locale=it&PrimaryColor=%23123456&ContinueButtonText=Prendo+i+biglietti&Padding=8px",
      fakeApi({ "GET public/events/7": { status: 200, body: { data: onSale } } }),
    );
    expect(result?.status).toBe(200);
    // The snippet's language, not the browser's German nor the deployment's English.
    expect(result?.lang).toBe("it");
    expect(result?.head).toContain("<title>Biglietti · Cinema in the courtyard");
    expect(result?.head).toContain('<base target="_blank">');
    expect(result?.head).toContain('<meta name="robots" content="noindex">');
    expect(result?.html).toContain('<main aria-label="Cinema in the courtyard">');
    expect(result?.html).toContain("Prendo i biglietti");
    expect(result?.html).toContain("padding:8px");
    // The embedding page's accent is the theme's primary colour.
    expect(result?.html).toMatch(/--[\w-]+:#123456/u);
    // No header and no language links: the frame is part of someone else's page.
    expect(result?.html).not.toContain('hreflang="');
    expect(result?.modules).toEqual(["src/pages/WidgetPage.tsx", "src/locales/it/pages.po"]);
  });

  it("draws a button widget as a form that opens the event's page, in the visitor's language, working without scripts", async () => {
    const result = await draw(
      "/widget/7?WidgetType=button",
      fakeApi({ "GET public/events/7": { status: 200, body: { data: onSale } } }),
    );
    expect(result?.html).toMatch(
      /<form [^>]*action="\/event\/7\/cinema-in-the-courtyard" method="get" target="_blank">.*Tickets kaufen/su,
    );
    expect(result?.html).not.toContain("Your selection");
  });

  it("is not found for an event the public cannot see", async () => {
    const result = await draw("/widget/7", fakeApi({ "GET public/events/7": { status: 404, body: {} } }));
    expect(result?.status).toBe(404);
  });
});

describe("the widget's checkout drawn on the server", () => {
  const search = `?iframeId=varco-widget-0&Locale=en&session_identifier=${session}`;

  it("draws the details of the order its address's session reserved, inside the widget's frame", async () => {
    const order = reservedOrder({ session_identifier: session });
    const result = await draw(`/widget/7/checkout/o_abc/details${search}`, fakeApi(orderRoutes(order)));
    expect(result?.status).toBe(200);
    expect(result?.html).toContain("Your details");
    expect(result?.html).toContain("Continue to payment");
    expect(result?.html).toContain('<main aria-label="');
    expect(result?.head).toContain('<base target="_blank">');
  });

  it("shows nothing of another session's reservation", async () => {
    const order = reservedOrder({ session_identifier: session });
    const result = await draw(
      "/widget/7/checkout/o_abc/details?session_identifier=someone-elses-session-00",
      fakeApi(orderRoutes(order)),
    );
    expect(result?.status).toBe(404);
    expect(result?.html).not.toContain("Your details");
  });

  it("draws the summary of an order bought meanwhile, and a closed one with the way back to the tickets", async () => {
    const bought = reservedOrder({
      status: "AWAITING_OFFLINE_PAYMENT",
      payment_status: "AWAITING_OFFLINE_PAYMENT",
      email: "giulia@example.com",
    });
    const summary = await draw(`/widget/7/checkout/o_abc/details${search}`, fakeApi(orderRoutes(bought)));
    expect(summary?.html).toContain("Your order awaits payment");

    const expired = reservedOrder({ session_identifier: session, is_expired: true });
    const closed = await draw(`/widget/7/checkout/o_abc/payment${search}`, fakeApi(orderRoutes(expired)));
    expect(closed?.html).toContain("Your reservation has expired");
    // Back to the widget's tickets, in the frame, with the embedding page's options.
    expect(closed?.html).toContain('href="/widget/7?iframeId=varco-widget-0&amp;Locale=en"');
    expect(closed?.html).toContain('target="_self"');
  });

  it("sends a card payment to a tab of its own, with the session, where the bank's check can run", async () => {
    const order = reservedOrder(
      { session_identifier: session, email: "giulia@example.com", first_name: "Giulia", last_name: "Rossi" },
      { payment_providers: ["STRIPE"] },
    );
    const result = await draw(`/widget/7/checkout/o_abc/payment${search}`, fakeApi(orderRoutes(order)), {
      cardPaymentPublishableKey: "pk_test_1",
    });
    expect(result?.html).toContain("Pay by card in a new tab");
    expect(result?.html).toContain(`href="/checkout/7/o_abc/payment?session_identifier=${session}"`);
    expect(result?.html).not.toContain("I will pay offline");
  });

  it("draws an open reservation's details at its summary's address (there is no app to leave it to)", async () => {
    const order = reservedOrder({ session_identifier: session });
    const result = await draw(`/widget/7/checkout/o_abc/summary${search}`, fakeApi(orderRoutes(order)));
    expect(result?.status).toBe(200);
    expect(result?.html).toContain("Your details");
  });
});
