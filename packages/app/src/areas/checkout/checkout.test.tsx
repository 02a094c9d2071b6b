import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type FakeHandler, fakeApi, renderApp } from "../../test/renderApp";
import { checkoutEvent, questionsAnswer, reservedOrder } from "./checkout.fixtures";

const orderPath = "public/events/7/order/o_abc";

/** The checkout at `step` of an order answered by `order` (a fixed answer or a handler). */
async function openCheckout(
  step: string,
  order: Record<string, unknown> | FakeHandler,
  handlers: Record<string, FakeHandler | { status: number; body?: unknown }> = {},
  config: Record<string, unknown> = {},
) {
  const api = fakeApi({
    [`GET ${orderPath}`]: typeof order === "function" ? order : { status: 200, body: { data: order } },
    "GET public/events/7/questions": { status: 200, body: { data: questionsAnswer() } },
    ...handlers,
  });
  const view = await renderApp(`/checkout/7/o_abc/${step}`, { api, config });
  return { ...view, api };
}

/** Types by pasting (one event per field: a busy machine types long forms slowly). */
async function typeInto(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const card = (title: string) => screen.getByRole("heading", { level: 2, name: title }).closest("section")!;

// The screens' modules load lazily: loaded once here, so no test pays for it on a busy machine.
beforeAll(async () => {
  await Promise.all([
    import("./CheckoutLayout"),
    import("./CheckoutDetailsScreen"),
    import("./CheckoutPaymentScreen"),
    import("./CheckoutPaymentReturnScreen"),
    import("./CheckoutSummaryScreen"),
  ]);
}, 60_000);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("the checkout's details step", () => {
  it("asks for the buyer, each ticket's holder with its product's questions, and the order's questions of every type", async () => {
    await openCheckout("details", reservedOrder());
    expect(await screen.findByRole("heading", { level: 1, name: "Your details" }, { timeout: 10_000 }));
    expect(screen.getByText(/^Your tickets are held for (9:5\d|10:00) more\.$/u)).toBeInTheDocument();

    const summary = card("Order summary");
    expect(within(summary).getByText("2 × Standard")).toBeInTheDocument();
    expect(within(summary).getByText("IVA (22%)")).toBeInTheDocument();
    expect(within(summary).getByText("€7.70")).toBeInTheDocument();
    expect(within(summary).getByText("€42.70")).toBeInTheDocument();

    // One block per ticket (the T-shirt has no holder), each with its product's question.
    await screen.findByRole("heading", { level: 2, name: "Standard: ticket 1 of 2" });
    for (const title of ["Standard: ticket 1 of 2", "Standard: ticket 2 of 2"]) {
      const block = card(title);
      expect(within(block).getByRole("textbox", { name: "First name" })).toBeRequired();
      expect(within(block).getByRole("textbox", { name: "Email" })).toBeInTheDocument();
      expect(within(block).getByLabelText("Date of birth")).toHaveAttribute("type", "date");
    }
    expect(screen.queryByRole("heading", { name: /T-shirt/u })).toBeNull();

    const questions = card("A few questions");
    expect(within(questions).getByRole("textbox", { name: "Company" })).toBeRequired();
    expect(within(questions).getByRole("textbox", { name: "Anything we should know?" }).tagName).toBe(
      "TEXTAREA",
    );
    expect(within(questions).getByRole("checkbox", { name: "Vegan" })).toBeInTheDocument();
    expect(
      within(questions).getByRole("radiogroup", { name: "How did you hear of us?" }),
    ).toBeInTheDocument();
    const size = within(questions).getByRole("combobox", { name: "T-shirt size" });
    expect(
      within(size)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Choose…", "S", "M", "L"]);
    const address = within(questions).getByRole("group", { name: "Home address" });
    expect(within(address).getByRole("textbox", { name: "Home address: City" })).toBeInTheDocument();
    // A hidden question is not asked.
    expect(screen.queryByRole("textbox", { name: "Secret" })).toBeNull();
    // Neither billing address, marketing nor terms unless the event and the deployment ask.
    expect(screen.queryByRole("heading", { name: "Billing address" })).toBeNull();
    expect(screen.queryByRole("checkbox", { name: /terms/u })).toBeNull();
  });

  it("refuses missing details on their fields, then sends the answers and goes on to payment", async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    let order = reservedOrder();
    const { api, router } = await openCheckout("details", () => ({ status: 200, body: { data: order } }), {
      [`PUT ${orderPath}`]: () => {
        order = reservedOrder({ payment_status: "AWAITING_PAYMENT", email: "giulia@example.com" });
        return { status: 200, body: { data: order } };
      },
    });
    const user = userEvent.setup();
    const submit = await screen.findByRole("button", { name: "Continue to payment" }, { timeout: 10_000 });
    await user.click(submit);
    const [buyerFirst, firstHolder, secondHolder] = screen.getAllByRole("textbox", {
      name: "First name",
    }) as [HTMLElement, HTMLElement, HTMLElement];
    await waitFor(() => expect(buyerFirst).toHaveAccessibleDescription("First name is required."));
    expect(firstHolder).toHaveAttribute("aria-invalid", "true");
    const company = screen.getByRole("textbox", { name: "Company" });
    expect(company).toHaveAccessibleDescription("This question needs an answer.");
    expect(api.calls.some((call) => call.method === "PUT")).toBe(false);
    // Where the buyer is looking: the first field refused takes the focus and scrolls into view,
    // and the top of the form says there is something to fix.
    await waitFor(() => expect(buyerFirst).toHaveFocus());
    expect(scrolled.mock.contexts.at(-1)).toBe(buyerFirst);
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Some fields need your attention: they are marked below.",
    );

    await typeInto(user, buyerFirst, "Giulia");
    const [buyerLast, lastOne, lastTwo] = screen.getAllByRole("textbox", { name: "Last name" });
    await typeInto(user, buyerLast!, "Rossi");
    const [buyerEmail, emailOne, emailTwo] = screen.getAllByRole("textbox", { name: "Email" });
    await typeInto(user, buyerEmail!, "giulia@example.com");
    await typeInto(user, screen.getByRole("textbox", { name: "Confirm email" }), "giulia@example.com");
    await typeInto(user, firstHolder, "Marco");
    await typeInto(user, lastOne!, "Bianchi");
    await typeInto(user, emailOne!, "marco@example.com");
    await typeInto(user, secondHolder, "Sara");
    await typeInto(user, lastTwo!, "Verdi");
    await typeInto(user, emailTwo!, "sara@example.com");
    await typeInto(user, company, "Acme");
    await user.click(screen.getByRole("checkbox", { name: "Vegan" }));
    await user.click(screen.getByRole("radio", { name: "Friends" }));
    await user.click(submit);

    await waitFor(() => expect(router.state.location.pathname).toBe("/checkout/7/o_abc/payment"));
    expect(await screen.findByRole("heading", { level: 1, name: "Payment" })).toBeInTheDocument();
    const sent = api.calls.find((call) => call.method === "PUT")?.body as {
      order: Record<string, unknown>;
      products: Record<string, unknown>[];
    };
    expect(sent.order).toMatchObject({
      first_name: "Giulia",
      last_name: "Rossi",
      email: "giulia@example.com",
      questions: [
        { question_id: 1, response: { answer: "Acme" } },
        { question_id: 3, response: { answer: ["Vegan"] } },
        { question_id: 4, response: { answer: "Friends" } },
      ],
    });
    expect(sent.products).toEqual([
      expect.objectContaining({
        product_id: 5,
        product_price_id: 9,
        first_name: "Marco",
        email: "marco@example.com",
      }),
      expect.objectContaining({ product_id: 5, product_price_id: 9, first_name: "Sara", last_name: "Verdi" }),
    ]);
  }, 120_000);

  it("shows the server's refusals on the fields they name, an answer's on its question", async () => {
    const order = reservedOrder({}, { attendee_details_collection_method: "PER_ORDER" });
    await openCheckout("details", order, {
      "GET public/events/7/questions": {
        status: 200,
        body: { data: questionsAnswer().filter((question) => question.id === 4 || question.id === 1) },
      },
      [`PUT ${orderPath}`]: {
        status: 422,
        body: {
          message: "Choose one of the options offered.",
          errors: { "order.questions.1.response.answer": ["Choose one of the options offered."] },
          codes: { "order.questions.1.response.answer": [{ code: "answer_not_an_option" }] },
        },
      },
    });
    const user = userEvent.setup();
    await user.type(
      await screen.findByRole("textbox", { name: "First name" }, { timeout: 10_000 }),
      "Giulia",
    );
    await user.type(screen.getByRole("textbox", { name: "Last name" }), "Rossi");
    await user.type(screen.getByRole("textbox", { name: "Email" }), "giulia@example.com");
    await user.type(screen.getByRole("textbox", { name: "Confirm email" }), "giulia@example.com");
    await user.type(screen.getByRole("textbox", { name: "Company" }), "Acme");
    await user.click(screen.getByRole("radio", { name: "Press" }));
    await user.click(screen.getByRole("button", { name: "Continue to payment" }));
    const question = screen.getByRole("radiogroup", { name: "How did you hear of us?" });
    await waitFor(() =>
      expect(within(question).getByText("Choose one of the options offered.")).toBeInTheDocument(),
    );
  }, 60_000);

  it("asks once per order, for the billing address, marketing and terms where required, and completes a free order", async () => {
    const order = reservedOrder(
      { is_payment_required: false, total_gross: 0, order_items: [reservedOrder().order_items[0]] },
      {
        attendee_details_collection_method: "PER_ORDER",
        require_billing_address: true,
        show_marketing_opt_in: true,
      },
    );
    let current: Record<string, unknown> = order;
    const { api, router } = await openCheckout(
      "details",
      () => ({ status: 200, body: { data: current } }),
      {
        "GET public/events/7/questions": { status: 200, body: { data: [] } },
        [`PUT ${orderPath}`]: () => {
          current = { ...order, status: "COMPLETED", email: "giulia@example.com" };
          return { status: 200, body: { data: current } };
        },
      },
      { termsUrl: "https://tickets.example/terms" },
    );
    const user = userEvent.setup();
    await user.type(
      await screen.findByRole("textbox", { name: "First name" }, { timeout: 10_000 }),
      "Giulia",
    );
    expect(screen.getAllByRole("textbox", { name: "First name" })).toHaveLength(1);
    expect(screen.queryByRole("heading", { name: /ticket 1 of 2/u })).toBeNull();
    await user.type(screen.getByRole("textbox", { name: "Last name" }), "Rossi");
    await user.type(screen.getByRole("textbox", { name: "Email" }), "giulia@example.com");
    await user.type(screen.getByRole("textbox", { name: "Confirm email" }), "giulia@example.com");
    const billing = card("Billing address");
    await user.type(within(billing).getByRole("textbox", { name: "Address" }), "Via Roma 1");
    await user.type(within(billing).getByRole("textbox", { name: "City" }), "Venezia");
    // The country is chosen by name, in the buyer's language, from the phone's own list.
    const country = within(billing).getByRole("combobox", { name: "Country" });
    expect(within(country).getByRole("option", { name: "Italy" })).toBeInTheDocument();
    await user.selectOptions(country, "IT");
    expect(screen.getByRole("link", { name: /Read the terms and conditions/u })).toHaveAttribute(
      "href",
      "https://tickets.example/terms",
    );
    const terms = screen.getByRole("checkbox", { name: "I accept the terms and conditions" });
    await user.click(screen.getByRole("button", { name: "Complete order" }));
    await waitFor(() => expect(terms).toHaveAccessibleDescription(/Accept the terms to continue\./u));
    await user.click(terms);
    await user.click(screen.getByRole("checkbox", { name: "Send me news about this organiser's events" }));
    await user.click(screen.getByRole("button", { name: "Complete order" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/checkout/7/o_abc/summary"));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Your order is confirmed" }),
    ).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === "PUT")?.body).toMatchObject({
      order: {
        address: { address_line_1: "Via Roma 1", city: "Venezia", country: "IT" },
        opted_into_marketing: true,
        accepted_terms: true,
      },
      products: [
        { product_id: 5, product_price_id: 9 },
        { product_id: 5, product_price_id: 9 },
      ],
    });
  }, 60_000);

  it("says when the time ran out, with a way back to the event", async () => {
    await openCheckout(
      "details",
      reservedOrder({ reserved_until: new Date(Date.now() - 1000).toISOString() }),
    );
    expect(
      await screen.findByRole(
        "heading",
        { level: 1, name: "Your reservation has expired" },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the event" })).toHaveAttribute(
      "href",
      "/event/7/concerto-d-estate",
    );
    expect(screen.queryByRole("textbox", { name: "First name" })).toBeNull();
  });

  it("gives the tickets back with Cancel order and returns to the event", async () => {
    const { api, router } = await openCheckout("details", reservedOrder(), {
      [`POST ${orderPath}/abandon`]: { status: 200, body: { data: reservedOrder({ status: "ABANDONED" }) } },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Cancel order" }, { timeout: 10_000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/event/7/concerto-d-estate"));
    expect(api.calls.some((call) => call.method === "POST" && call.path === `${orderPath}/abandon`)).toBe(
      true,
    );
  });
});

describe("the checkout's payment steps", () => {
  const detailed = { email: "giulia@example.com", first_name: "Giulia", last_name: "Rossi" };

  it("offers to pay offline with the organiser's instructions, then shows the order awaiting payment", async () => {
    let status = "RESERVED";
    const { api, router } = await openCheckout(
      "payment",
      () => ({
        status: 200,
        body: {
          data: reservedOrder({
            ...detailed,
            status,
            payment_status: status === "RESERVED" ? "AWAITING_PAYMENT" : "AWAITING_OFFLINE_PAYMENT",
          }),
        },
      }),
      {
        [`POST ${orderPath}/await-offline-payment`]: () => {
          status = "AWAITING_OFFLINE_PAYMENT";
          return { status: 200, body: { data: reservedOrder({ ...detailed, status }) } };
        },
      },
    );
    const offline = await screen.findByRole(
      "heading",
      { level: 2, name: "Pay offline" },
      { timeout: 10_000 },
    );
    expect(within(offline.closest("section")!).getByText("IT60X0542811101000000123456")).toBeInTheDocument();
    // No card payment without the deployment's Stripe key.
    expect(screen.queryByRole("heading", { name: "Pay by card" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "I will pay offline" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/checkout/7/o_abc/summary"));
    expect(api.calls.some((call) => call.path === `${orderPath}/await-offline-payment`)).toBe(true);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Your order awaits payment" }),
    ).toBeInTheDocument();
    expect(screen.getByText("IT60X0542811101000000123456")).toBeInTheDocument();
  });

  it("says why paying offline was refused when the checkout's mail limit is reached", async () => {
    await openCheckout("payment", reservedOrder({ ...detailed, payment_status: "AWAITING_PAYMENT" }), {
      [`POST ${orderPath}/await-offline-payment`]: {
        status: 429,
        body: { message: "Too many mails.", code: "order_mails_limit" },
      },
    });
    await userEvent.click(
      await screen.findByRole("button", { name: "I will pay offline" }, { timeout: 10_000 }),
    );
    expect(
      await screen.findByText(
        "Too many tickets have been mailed lately to these addresses or from this connection. Try again in an hour.",
      ),
    ).toBeInTheDocument();
  });

  it("offers card payment only with the deployment's key and the event's Stripe", async () => {
    await openCheckout(
      "payment",
      reservedOrder({ ...detailed }, { payment_providers: ["STRIPE"] }),
      {},
      { cardPaymentPublishableKey: "pk_test_123" },
    );
    expect(
      await screen.findByRole("heading", { level: 2, name: "Pay by card" }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Pay offline" })).toBeNull();
  });

  it("waits for the card payment on return, and goes back to payment with the reason when it failed", async () => {
    let paymentStatus = "AWAITING_PAYMENT";
    const { router } = await openCheckout(
      "payment_return",
      () => ({
        status: 200,
        body: { data: reservedOrder({ ...detailed, payment_status: paymentStatus }) },
      }),
      {
        [`GET ${orderPath}/stripe/payment_intent`]: () => ({
          status: 200,
          body: { status: "processing", paymentIntentId: "pi_1", amount: 4270 },
        }),
      },
    );
    expect(
      await screen.findByRole("heading", { level: 1, name: "Confirming your payment" }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    paymentStatus = "PAYMENT_FAILED";
    await waitFor(() => expect(router.state.location.pathname).toBe("/checkout/7/o_abc/payment"), {
      timeout: 8000,
    });
    expect(
      await screen.findByText(
        "The payment was declined or not authorised. Try again or choose another way to pay.",
      ),
    ).toBeInTheDocument();
  });

  it("goes on to the summary once the card payment is received", async () => {
    const { router } = await openCheckout(
      "payment_return",
      reservedOrder({ ...detailed, status: "COMPLETED", payment_status: "PAYMENT_RECEIVED" }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/checkout/7/o_abc/summary"), {
      timeout: 10_000,
    });
  });
});

describe("the checkout's summary", () => {
  it("says the order is confirmed, with its number, tickets, totals and the organiser's message", async () => {
    const event = checkoutEvent({ post_checkout_message: "<p>See you at the <em>garden</em> gate.</p>" });
    await openCheckout(
      "summary",
      reservedOrder({
        status: "COMPLETED",
        payment_status: "PAYMENT_RECEIVED",
        email: "giulia@example.com",
        first_name: "Giulia",
        last_name: "Rossi",
        event,
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
      }),
    );
    expect(
      await screen.findByRole("heading", { level: 1, name: "Your order is confirmed" }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText("O-7K2M9Q")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Standard for Marco Bianchi" })).toHaveAttribute(
      "href",
      "/product/7/tk_1",
    );
    expect(screen.getByRole("link", { name: "Print all tickets" })).toHaveAttribute(
      "href",
      "/order/7/o_abc/print",
    );
    expect(within(card("A message from the organiser")).getByText("garden").tagName).toBe("EM");
    expect(within(card("Order summary")).getByText("IVA (22%)")).toBeInTheDocument();
  });

  it("links the buyer to their invoice's PDF when the order has one", async () => {
    const invoice = { id: 4, invoice_number: "INV-12", order_id: 3, status: "PAID" };
    await openCheckout(
      "summary",
      reservedOrder({ status: "COMPLETED", payment_status: "PAYMENT_RECEIVED", latest_invoice: invoice }),
    );
    expect(
      await screen.findByRole("link", { name: "Download invoice INV-12" }, { timeout: 10_000 }),
    ).toHaveAttribute("href", "/api/public/events/7/order/o_abc/invoice");
  });
});
