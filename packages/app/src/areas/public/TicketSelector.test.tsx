import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eventAnswer, fakeApi, renderApp } from "../../test/renderApp";
import { festivalPass, productCategories, standard, volunteer } from "./ticketSelector.fixtures";

async function openEvent(overrides: Record<string, unknown> = {}) {
  const api = fakeApi({
    "GET public/events/7": {
      status: 200,
      body: { data: eventAnswer({ product_categories: productCategories(), ...overrides }) },
    },
  });
  await renderApp("/event/7/concerto-d-estate", { api });
  const heading = await screen.findByRole("heading", { level: 2, name: "Tickets" }, { timeout: 10_000 });
  return heading.closest("section")!;
}

/** The list item of a product, by its title. */
function productNamed(title: string) {
  return screen.getByRole("heading", { name: title }).closest("li")!;
}

const summary = () => screen.getByRole("heading", { name: "Your selection" }).closest("section")!;

/** The running total's figures, as "label: value" pairs. */
function figures() {
  const list = summary().querySelector("dl");
  if (!list) return [];
  const terms = [...list.querySelectorAll("dt")].map((term) => term.textContent);
  const values = [...list.querySelectorAll("dd")].map((value) => value.textContent);
  return terms.map((term, index) => `${term}: ${values[index]}`);
}

/**
 * What a promo code of 25% shows: Standard at €7.50 (plus 22% VAT and the €1.00 fee, €10.15;
 * €13.42 before), the early bird tier at €24 (€30 before), and a free ticket it does not cover.
 */
function discountedCategories() {
  const discounted = (price: Record<string, unknown>, fields: Record<string, unknown>) => ({
    ...price,
    ...fields,
    is_discounted: true,
  });
  const pricesOf = (product: Record<string, unknown>) => product.prices as Record<string, unknown>[];
  const [standardPrice] = pricesOf(standard);
  const [early, ...otherTiers] = pricesOf(festivalPass);
  return productCategories([
    {
      ...standard,
      price: 7.5,
      prices: [
        discounted(standardPrice!, {
          price: 7.5,
          price_including_taxes_and_fees: 10.15,
          price_before_discount: 10,
        }),
      ],
    },
    {
      ...festivalPass,
      prices: [
        discounted(early!, { price: 24, price_including_taxes_and_fees: 24, price_before_discount: 30 }),
        ...otherTiers,
      ],
    },
    volunteer,
  ]);
}

// The screen's module loads lazily: loaded once here, so no test pays for it on a busy machine.
beforeAll(async () => {
  await import("./PublicEventScreen");
}, 60_000);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("the ticket selector of the public event page", () => {
  it("lists the products by category with their prices, what the prices include and where each sale stands", async () => {
    const tickets = await openEvent();
    expect(within(tickets).queryByText(/on sale here soon/u)).toBeNull();
    expect(within(tickets).getByRole("heading", { level: 3, name: "Tickets" })).toBeInTheDocument();
    expect(within(tickets).getByRole("heading", { level: 3, name: "Merchandise" })).toBeInTheDocument();
    expect(within(tickets).getByText("T-shirts arrive in June.")).toBeInTheDocument();

    const paid = productNamed("Standard");
    expect(within(paid).getByText("€13.42")).toBeInTheDocument();
    expect(within(paid).getByText("incl. €2.42 VAT, €1.00 Booking fee")).toBeInTheDocument();
    // The description is the organiser's formatted text.
    expect(within(paid).getByText("garden").tagName).toBe("STRONG");

    expect(within(productNamed("Volunteer")).getByText("Free")).toBeInTheDocument();
    expect(within(productNamed("Support the band")).getByText("At least €5.00")).toBeInTheDocument();

    // States in words, and no quantity where nothing can be bought.
    const backstage = productNamed("Backstage");
    expect(within(backstage).getByText("Sale ended")).toBeInTheDocument();
    expect(within(backstage).queryByRole("spinbutton")).toBeNull();
    const frontRow = productNamed("Front row");
    expect(within(frontRow).getByText("Sold out")).toBeInTheDocument();
    expect(within(frontRow).queryByRole("spinbutton")).toBeNull();
    expect(within(productNamed("Group ticket")).getByText("Remaining: 6")).toBeInTheDocument();
    expect(within(productNamed("Group ticket")).getByText("At least 2 per order")).toBeInTheDocument();
  });

  it("lists a tiered product's tiers under it, each with its own quantity, state and what is left", async () => {
    await openEvent();
    const pass = productNamed("Festival pass");
    expect(within(pass).getByText("Best value")).toBeInTheDocument();
    const tiers = within(pass).getAllByRole("listitem");
    expect(tiers).toHaveLength(3);
    const [early, regular, last] = tiers as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(early).getByRole("spinbutton", { name: "Early bird" })).toHaveValue(0);
    expect(within(early).getByText("€30.00")).toBeInTheDocument();
    expect(within(early).getByText("Remaining: 3")).toBeInTheDocument();
    // Opening time in the event's time zone (Europe/Rome: 08:00 UTC is 10:00).
    expect(
      within(regular).getByText("Not on sale yet: on sale from Jun 1, 2030, 10:00 AM"),
    ).toBeInTheDocument();
    expect(within(regular).queryByRole("spinbutton")).toBeNull();
    expect(within(last).getByText("Sold out")).toBeInTheDocument();
    expect(within(last).queryByRole("spinbutton")).toBeNull();
  });

  it("keeps each quantity at 0 or between the product's minimum and what is left to buy", async () => {
    await openEvent();
    const user = userEvent.setup();
    const group = screen.getByRole("spinbutton", { name: "Quantity of Group ticket" });
    const more = screen.getByRole("button", { name: "One more: Quantity of Group ticket" });
    const fewer = screen.getByRole("button", { name: "One fewer: Quantity of Group ticket" });
    expect(fewer).toBeDisabled();
    await user.click(more);
    expect(group).toHaveValue(2); // straight to the minimum of 2
    await user.click(fewer);
    expect(group).toHaveValue(0); // and from it straight back to none
    await user.clear(group);
    await user.type(group, "99");
    await user.tab();
    expect(group).toHaveValue(6);
    expect(more).toBeDisabled();

    // Three Early bird tickets are left: the field stops there.
    const early = screen.getByRole("spinbutton", { name: "Early bird" });
    const moreEarly = screen.getByRole("button", { name: "One more: Early bird" });
    for (let step = 0; step < 5; step += 1)
      if (!(moreEarly as HTMLButtonElement).disabled) await user.click(moreEarly);
    expect(early).toHaveValue(3);
    expect(moreEarly).toBeDisabled();
  });

  it("adds up the selection with the price rules: 22% VAT on the price and a €1.00 fee per ticket", async () => {
    await openEvent();
    const user = userEvent.setup();
    const live = summary().querySelector("[aria-live]");
    expect(live).toHaveAttribute("aria-live", "polite");
    expect(within(summary()).getByText("Nothing selected yet.")).toBeInTheDocument();

    const more = screen.getByRole("button", { name: "One more: Quantity of Standard" });
    await user.click(more);
    await user.click(more);
    // By hand: 2 × €10.00 = €20.00; fees 2 × €1.00 = €2.00; VAT 22% of €22.00 = €4.84; total
    // €26.84. The event shows prices with their taxes and fees (the default): so do the items.
    const included = ["incl. Fees: €2.00", "incl. Taxes: €4.84", "Total: €26.84"];
    expect(figures()).toEqual(["Items (2): €26.84", ...included]);

    await user.click(screen.getByRole("button", { name: "One more: Quantity of Volunteer" }));
    expect(figures()).toEqual(["Items (3): €26.84", ...included]);
  });

  it("shows prices without their taxes and fees, on the cards and in the total, where the event says so", async () => {
    await openEvent({ settings: { price_display_mode: "EXCLUSIVE" } });
    const paid = productNamed("Standard");
    expect(within(paid).getByText("€10.00")).toBeInTheDocument();
    expect(within(paid).getByText("plus €2.42 VAT, €1.00 Booking fee")).toBeInTheDocument();

    const more = screen.getByRole("button", { name: "One more: Quantity of Standard" });
    const user = userEvent.setup();
    await user.click(more);
    await user.click(more);
    expect(figures()).toEqual(["Items (2): €20.00", "Fees: €2.00", "Taxes: €4.84", "Total: €26.84"]);
  });

  it("takes a donation of at least the minimum, in the event's currency", async () => {
    await openEvent();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "One more: Quantity of Support the band" }));
    const amount = screen.getByRole("textbox", { name: "Your amount per ticket (EUR)" });
    expect(amount).toHaveValue("5.00");
    expect(figures()).toEqual(["Items (1): €5.00", "Total: €5.00"]);

    await user.clear(amount);
    await user.type(amount, "12,50");
    expect(figures()).toEqual(["Items (1): €12.50", "Total: €12.50"]);
    expect(amount).not.toHaveAttribute("aria-invalid", "true");

    await user.clear(amount);
    await user.type(amount, "2");
    expect(amount).toHaveAttribute("aria-invalid", "true");
    expect(amount).toHaveAccessibleDescription("Enter at least €5.00.");
    expect(figures()).toEqual(["Items (1): €5.00", "Total: €5.00"]);
  });

  it("keeps the way on closed until something is chosen, and says why", async () => {
    await openEvent();
    const user = userEvent.setup();
    const proceed = screen.getByRole("button", { name: "Continue" });
    expect(proceed).toBeDisabled();
    expect(proceed).toHaveAccessibleDescription("Choose at least one ticket to continue.");
    await user.click(screen.getByRole("button", { name: "One more: Quantity of Standard" }));
    expect(proceed).toBeEnabled();
  });

  it("reserves the selection with Continue and goes on to the buyer's details", async () => {
    const api = fakeApi({
      "GET public/events/7": {
        status: 200,
        body: { data: eventAnswer({ product_categories: productCategories() }) },
      },
      "POST public/events/7/order": {
        status: 201,
        body: { data: { short_id: "o_abc", status: "RESERVED" } },
      },
    });
    const { router } = await renderApp("/event/7/concerto-d-estate", { api });
    const user = userEvent.setup();
    const more = await screen.findByRole("button", { name: "One more: Quantity of Standard" });
    await user.click(more);
    await user.click(more);
    await user.click(screen.getByRole("button", { name: "One more: Quantity of Support the band" }));
    const amount = screen.getByRole("textbox", { name: "Your amount per ticket (EUR)" });
    await user.clear(amount);
    await user.type(amount, "12,50");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/checkout/7/o_abc/details"));
    const sent = api.calls.find((call) => call.method === "POST")?.body as {
      products: { product_id: number; quantities: { quantity: number; price?: number }[] }[];
    };
    expect(sent.products.map((product) => product.quantities)).toEqual([
      [expect.objectContaining({ quantity: 2 })],
      [expect.objectContaining({ quantity: 1, price: 12.5 })],
    ]);
  });

  it("shows a refused reservation's reason next to its product, focused, and keeps the selection", async () => {
    const api = fakeApi({
      "GET public/events/7": {
        status: 200,
        body: { data: eventAnswer({ product_categories: productCategories() }) },
      },
      "POST public/events/7/order": {
        status: 422,
        body: {
          message: "Only 1 left.",
          errors: { "products.0.quantities.0.quantity": ["Only 1 left."] },
          codes: {
            "products.0.quantities.0.quantity": [{ code: "quantity_exceeds_remaining", remaining: 1 }],
          },
        },
      },
    });
    const { router } = await renderApp("/event/7/concerto-d-estate", { api });
    const user = userEvent.setup();
    const more = await screen.findByRole("button", { name: "One more: Quantity of Standard" });
    await user.click(more);
    await user.click(more);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    const reason = await within(productNamed("Standard")).findByText("Only 1 left.");
    await waitFor(() => expect(reason).toHaveFocus());
    expect(screen.getByRole("spinbutton", { name: "Quantity of Standard" })).toHaveValue(2);
    expect(router.state.location.pathname).toBe("/event/7/concerto-d-estate");
  });

  it("checks a promo code with the server and applies it in place: the choices and the focus stay", async () => {
    window.history.replaceState(null, "", "/event/7/concerto-d-estate");
    const api = fakeApi({
      "GET public/events/7": ({ url }) => ({
        status: 200,
        body: {
          data: eventAnswer({
            product_categories: productCategories(),
            title: url.searchParams.get("promo_code") ? "Concerto (promo)" : "Concerto d'estate",
          }),
        },
      }),
      "GET public/events/7/promo-codes/nope": { status: 200, body: { valid: false } },
      "GET public/events/7/promo-codes/ESTATE": { status: 200, body: { valid: true } },
      "POST public/events/7/order": { status: 201, body: { data: { short_id: "o_p", status: "RESERVED" } } },
    });
    const { router } = await renderApp("/event/7/concerto-d-estate", { api });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "One more: Quantity of Standard" }));
    await user.click(screen.getByRole("button", { name: "One more: Quantity of Standard" }));
    await user.click(await screen.findByText("Have a promo code?"));
    const field = screen.getByRole("textbox", { name: "Promo code" });
    await user.type(field, "nope");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This promo code is not valid.");
    expect(field).toHaveAccessibleDescription("This promo code is not valid.");
    expect(field).toHaveFocus();

    await user.clear(field);
    await user.type(field, "ESTATE{Enter}");
    expect(await screen.findByRole("heading", { level: 1, name: "Concerto (promo)" })).toBeInTheDocument();
    const applied = screen.getByRole("status");
    expect(applied).toHaveTextContent("Promo code ESTATE applied.");
    // In place: the quantities chosen stay, the focus is on what the code did (not lost to the
    // page), and the address says the code, for a reload or a shared link.
    await waitFor(() => expect(applied).toHaveFocus());
    expect(screen.getByRole("spinbutton", { name: "Quantity of Standard" })).toHaveValue(2);
    expect(window.location.search).toBe("?promo_code=ESTATE");

    // The code in effect goes with the reservation.
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/checkout/7/o_p/details"));
    expect(api.calls.find((call) => call.method === "POST")?.body).toMatchObject({ promo_code: "ESTATE" });
  });

  it("says when too many promo codes have been tried, rather than that the code could not be checked", async () => {
    window.history.replaceState(null, "", "/event/7/concerto-d-estate");
    const api = fakeApi({
      "GET public/events/7": {
        status: 200,
        body: { data: eventAnswer({ product_categories: productCategories() }) },
      },
      "GET public/events/7/promo-codes/ESTATE": {
        status: 429,
        body: {
          message: "Too many promo codes have been tried. Wait a few minutes and try again.",
          code: "promo_code_guesses",
        },
      },
    });
    await renderApp("/event/7/concerto-d-estate", { api });
    const user = userEvent.setup();
    await user.click(await screen.findByText("Have a promo code?"));
    const field = screen.getByRole("textbox", { name: "Promo code" });
    await user.type(field, "ESTATE{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Too many promo codes have been tried. Wait a few minutes and try again.",
    );
    expect(field).toHaveFocus();
  });

  it("strikes through what a discounted price cost before the promo code, and says both in words", async () => {
    const [tickets] = discountedCategories();
    await openEvent({ product_categories: [tickets] });

    const paid = productNamed("Standard");
    expect(within(paid).getByText("€13.42").tagName).toBe("S");
    expect(within(paid).getByText("was €13.42, now €10.15")).toBeInTheDocument();
    // Read once, as the sentence: the figures drawn for the eye are hidden from screen readers.
    expect(within(paid).getByText("€13.42").closest("[aria-hidden=true]")).not.toBeNull();
    const [earlyBird] = within(productNamed("Festival pass")).getAllByRole("listitem");
    expect(within(earlyBird!).getByText("€30.00").tagName).toBe("S");
    expect(within(earlyBird!).getByText("was €30.00, now €24.00")).toBeInTheDocument();
    // A price the code does not cover reads as before.
    expect(within(productNamed("Volunteer")).queryByText(/was/u)).toBeNull();
    expect(within(productNamed("Volunteer")).getByText("Free")).toBeInTheDocument();
  });

  it("says a discounted price in the reader's language", async () => {
    const [tickets] = discountedCategories();
    const api = fakeApi({
      "GET public/events/7": { status: 200, body: { data: eventAnswer({ product_categories: [tickets] }) } },
    });
    await renderApp("/event/7/concerto-d-estate", { api, locale: "it" });
    expect(
      await screen.findByText(/^prima 13,42\s€, ora 10,15\s€$/u, undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it("checks a linked promo code before the event is read, and says when it is not valid", async () => {
    const api = fakeApi({
      "GET public/events/7": {
        status: 200,
        body: { data: eventAnswer({ product_categories: productCategories() }) },
      },
      "GET public/events/7/promo-codes/OLD": { status: 200, body: { valid: false } },
    });
    await renderApp("/event/7/concerto-d-estate?promo_code=OLD", { api });
    expect(
      await screen.findByText("The promo code in this link is not valid, so it was not applied."),
    ).toBeInTheDocument();
    const reads = api.calls.map((call) => call.path);
    expect(reads.indexOf("public/events/7/promo-codes/OLD")).toBeLessThan(reads.indexOf("public/events/7"));
  });

  it("says tickets are coming when the event offers nothing yet, and hides an empty category's silence", async () => {
    const tickets = await openEvent({
      product_categories: productCategories([]).map((category) => ({
        ...category,
        no_products_message: null,
      })),
    });
    expect(
      within(tickets).getByText("Tickets for this event will be on sale here soon."),
    ).toBeInTheDocument();
    expect(within(tickets).queryByRole("button", { name: "Continue" })).toBeNull();
  });

  it("shows a single category without a heading of its own, and leaves out one with nothing to say", async () => {
    const [tickets, merchandise] = productCategories([standard]);
    await openEvent({ product_categories: [tickets, { ...merchandise, no_products_message: null }] });
    const section = screen.getByRole("heading", { level: 2, name: "Tickets" }).closest("section")!;
    expect(within(section).queryByRole("heading", { name: "Merchandise" })).toBeNull();
    expect(within(section).queryByRole("heading", { level: 3, name: "Tickets" })).toBeNull();
    expect(within(section).getByRole("heading", { level: 3, name: "Standard" })).toBeInTheDocument();
  });

  it("folds a product that starts collapsed: its title opens its description and quantities", async () => {
    const [tickets] = productCategories([
      { ...standard, start_collapsed: true, description: "<p>Garden entry.</p>" },
    ]);
    await openEvent({ product_categories: [tickets] });
    const title = screen.getByRole("heading", { level: 3, name: "Standard" });
    const details = title.closest("details")!;
    expect(details.open).toBe(false);
    await userEvent.click(title);
    expect(details.open).toBe(true);
    expect(within(details).getByText("Garden entry.")).toBeVisible();
    expect(within(details).getByRole("spinbutton", { name: "Quantity of Standard" })).toBeVisible();
  });

  it("says what a single category says without repeating its name as a heading", async () => {
    const [tickets] = productCategories([standard]);
    await openEvent({
      product_categories: [{ ...tickets, name: "Tickets", description: "Choose your seat for the evening." }],
    });
    const section = screen.getByRole("heading", { level: 2, name: "Tickets" }).closest("section")!;
    expect(within(section).getByText("Choose your seat for the evening.")).toBeInTheDocument();
    expect(within(section).queryByRole("heading", { level: 3, name: "Tickets" })).toBeNull();
  });
});
