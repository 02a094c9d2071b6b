import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toasts } from "@varco/ui";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { eventAnswer, fakeApi, renderApp, userAnswer } from "../../test/renderApp";

// Drawers, selects and drag and drop re-render react-aria many times; leave room for a busy machine.
const SLOW = 60_000;

function productAnswer(overrides: Record<string, unknown> = {}) {
  return {
    id: 31,
    title: "Intero",
    type: "PAID",
    product_type: "TICKET",
    order: 0,
    description: null,
    price: 12.5,
    max_per_order: null,
    min_per_order: null,
    quantity_sold: 3,
    sale_start_date: null,
    sale_end_date: null,
    event_id: 7,
    product_category_id: 21,
    initial_quantity_available: 100,
    hide_before_sale_start_date: false,
    hide_after_sale_end_date: false,
    start_collapsed: false,
    show_quantity_remaining: false,
    hide_when_sold_out: false,
    is_hidden_without_promo_code: false,
    is_hidden: false,
    is_before_sale_start_date: false,
    is_after_sale_end_date: false,
    is_available: true,
    is_sold_out: false,
    is_highlighted: false,
    highlight_message: null,
    taxes_and_fees: [],
    prices: [priceAnswer({ id: 41, price: 12.5 })],
    ...overrides,
  };
}

function priceAnswer(overrides: Record<string, unknown> = {}) {
  return {
    id: 41,
    label: null,
    price: 10,
    sale_start_date: null,
    sale_end_date: null,
    is_before_sale_start_date: false,
    is_after_sale_end_date: false,
    is_available: true,
    initial_quantity_available: null,
    quantity_sold: 0,
    is_sold_out: false,
    is_hidden: false,
    price_including_taxes_and_fees: 10,
    ...overrides,
  };
}

function categoryAnswer(overrides: Record<string, unknown> = {}) {
  return {
    id: 21,
    name: "Tickets",
    description: null,
    is_hidden: false,
    order: 0,
    no_products_message: null,
    products: [],
    ...overrides,
  };
}

function eventApi(categories: unknown[], more: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    "GET users/me": { status: 200, body: { data: userAnswer() } },
    "GET events/7": { status: 200, body: { data: eventAnswer({ status: "DRAFT" }) } },
    "GET events/7/product-categories": { status: 200, body: { data: categories } },
    "GET accounts/1/taxes-and-fees": {
      status: 200,
      body: {
        data: [
          {
            id: 11,
            account_id: 1,
            name: "IVA",
            description: null,
            calculation_type: "PERCENTAGE",
            rate: 22,
            is_active: true,
            is_default: true,
            type: "TAX",
          },
        ],
      },
    },
    ...more,
  });
}

/** Lets react-aria's drag and drop take its next step (it moves on timers). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

const callsTo = (api: ReturnType<typeof fakeApi>, method: string, path: string) =>
  api.calls.filter((call) => call.method === method && call.path === path);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => toasts.clean());

describe("the products screen", () => {
  it("lists each category with its products, their prices, states and sales", async () => {
    const api = eventApi([
      categoryAnswer({
        products: [
          productAnswer(),
          productAnswer({
            id: 32,
            title: "Ridotto",
            price: 8,
            quantity_sold: 50,
            initial_quantity_available: 50,
            is_sold_out: true,
          }),
          productAnswer({
            id: 33,
            title: "Abbonamento",
            type: "TIERED",
            price: undefined,
            initial_quantity_available: null,
            is_before_sale_start_date: true,
            prices: [
              priceAnswer({ id: 42, label: "Early bird", price: 10 }),
              priceAnswer({ id: 43, label: "Standard", price: 15 }),
            ],
          }),
          productAnswer({ id: 34, title: "Offerta libera", type: "DONATION", price: 5, is_hidden: true }),
          productAnswer({ id: 37, title: "Prevendita", is_after_sale_end_date: true }),
          productAnswer({ id: 38, title: "Amici del teatro", is_hidden_without_promo_code: true }),
          productAnswer({ id: 39, title: "Ingresso libero", type: "FREE", price: 0, product_type: "TICKET" }),
        ],
      }),
      categoryAnswer({
        id: 22,
        name: "Merchandise",
        is_hidden: true,
        no_products_message: "T-shirts arrive soon",
      }),
    ]);
    await renderApp("/manage/event/7/products", { api });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Tickets and products" }),
    ).toBeInTheDocument();

    const tickets = screen.getByRole("grid", { name: "Products of Tickets" });
    const row = (name: string) => within(tickets).getByRole("row", { name: new RegExp(name) }) as HTMLElement;
    expect(within(row("Intero")).getByText("€12.50")).toBeInTheDocument();
    expect(within(row("Intero")).getByText("On sale")).toBeInTheDocument();
    expect(within(row("Intero")).getByText("Sold: 3 of 100")).toBeInTheDocument();
    expect(within(row("Ridotto")).getByText("Sold out")).toBeInTheDocument();
    expect(within(row("Abbonamento")).getByText("Not yet on sale")).toBeInTheDocument();
    expect(within(row("Abbonamento")).getByText("Early bird: €10.00")).toBeInTheDocument();
    expect(within(row("Abbonamento")).getByText("Standard: €15.00")).toBeInTheDocument();
    expect(within(row("Abbonamento")).getByText("Sold: 3 (no limit)")).toBeInTheDocument();
    expect(within(row("Offerta libera")).getByText("Minimum €5.00")).toBeInTheDocument();
    expect(within(row("Offerta libera")).getByText("Hidden")).toBeInTheDocument();
    expect(within(row("Offerta libera")).getByText("Donation")).toBeInTheDocument();
    expect(within(row("Prevendita")).getByText("Sale ended")).toBeInTheDocument();
    expect(within(row("Amici del teatro")).getByText("Promo code only")).toBeInTheDocument();
    expect(within(row("Ingresso libero")).getAllByText("Free")).not.toHaveLength(0);

    const merchandise = screen.getByRole("heading", { level: 2, name: "Merchandise" }).closest("section")!;
    expect(within(merchandise).getByText("Hidden category")).toBeInTheDocument();
    expect(within(merchandise).getByText("T-shirts arrive soon")).toBeInTheDocument();
    expect(screen.queryByText("No tickets yet")).not.toBeInTheDocument();
  });

  it("invites to add the first ticket when the event has none", async () => {
    const api = eventApi([categoryAnswer()]);
    await renderApp("/manage/event/7/products", { api });
    expect(await screen.findByRole("heading", { name: "No tickets yet" })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Add a ticket" }));
    expect(await screen.findByRole("dialog", { name: "Add a product" })).toBeInTheDocument();
  });

  it(
    "creates a tiered product with two tiers",
    async () => {
      const api = eventApi([categoryAnswer()], {
        "POST events/7/products": ({ body }) => ({
          status: 201,
          body: { data: productAnswer({ id: 35, ...(body as object) }) },
        }),
      });
      await renderApp("/manage/event/7/products", { api });
      const user = userEvent.setup();
      await user.click(await screen.findByRole("button", { name: "Add a product to Tickets" }));
      const dialog = await screen.findByRole("dialog", { name: "Add a product" });
      await user.type(within(dialog).getByRole("textbox", { name: /^Title/ }), "Abbonamento");
      await user.click(within(dialog).getByRole("button", { name: /Price type/ }));
      await user.click(await screen.findByRole("option", { name: "Tiered" }));

      const first = within(dialog).getByRole("group", { name: "Tier 1" });
      await user.type(within(first).getByRole("textbox", { name: /Tier name/ }), "Early bird");
      await user.type(within(first).getByRole("textbox", { name: /^Price/ }), "10");
      await user.type(within(first).getByRole("textbox", { name: /Quantity available/ }), "50");
      const second = within(dialog).getByRole("group", { name: "Tier 2" });
      await user.type(within(second).getByRole("textbox", { name: /Tier name/ }), "Standard");
      await user.type(within(second).getByRole("textbox", { name: /^Price/ }), "15.5");
      await user.click(within(dialog).getByRole("button", { name: "Save" }));

      await waitFor(() => expect(callsTo(api, "POST", "events/7/products")).toHaveLength(1));
      expect(callsTo(api, "POST", "events/7/products")[0]!.body).toEqual({
        title: "Abbonamento",
        type: "TIERED",
        product_type: "TICKET",
        product_category_id: 21,
        description: null,
        prices: [
          {
            label: "Early bird",
            price: 10,
            initial_quantity_available: 50,
            sale_start_date: null,
            sale_end_date: null,
            is_hidden: false,
          },
          {
            label: "Standard",
            price: 15.5,
            initial_quantity_available: null,
            sale_start_date: null,
            sale_end_date: null,
            is_hidden: false,
          },
        ],
        initial_quantity_available: null,
        sale_start_date: null,
        sale_end_date: null,
        min_per_order: null,
        max_per_order: null,
        is_hidden: false,
        is_hidden_without_promo_code: false,
        hide_before_sale_start_date: false,
        hide_after_sale_end_date: false,
        hide_when_sold_out: false,
        show_quantity_remaining: false,
        start_collapsed: false,
        is_highlighted: false,
        highlight_message: null,
        // The account's default tax is chosen for a new product.
        tax_and_fee_ids: [11],
      });
      expect(await screen.findByText("Abbonamento was added.")).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    },
    SLOW,
  );

  it(
    "shows the server's refusal next to the field it names",
    async () => {
      const api = eventApi([categoryAnswer({ products: [productAnswer()] })], {
        "PUT events/7/products/31": {
          status: 422,
          body: {
            message: "The given data was invalid.",
            errors: {
              type: ["The price type cannot change once tickets are sold."],
              title: ["Title is already used by another product."],
            },
          },
        },
      });
      await renderApp("/manage/event/7/products", { api });
      const user = userEvent.setup();
      await user.click(await screen.findByRole("button", { name: "Edit Intero" }));
      const dialog = await screen.findByRole("dialog", { name: "Edit Intero" });
      const price = within(dialog).getByRole("textbox", { name: /^Price$|^Price / });
      expect(price).toHaveValue("€12.50");
      await user.click(within(dialog).getByRole("button", { name: "Save" }));
      await waitFor(() => expect(callsTo(api, "PUT", "events/7/products/31")).toHaveLength(1));
      // Editing keeps the saved price: it is sent with its id, so the server changes it in place.
      expect(callsTo(api, "PUT", "events/7/products/31")[0]!.body).toMatchObject({
        prices: [{ id: 41, price: 12.5 }],
      });
      const title = within(dialog).getByRole("textbox", { name: /^Title/ });
      await waitFor(() => expect(title).toHaveAttribute("aria-invalid", "true"));
      expect(title).toHaveAccessibleDescription(
        expect.stringContaining("Title is already used by another product."),
      );
    },
    SLOW,
  );

  it(
    "shows the sale window on the event's clock and sends it back as the same instants",
    async () => {
      const api = eventApi(
        [
          categoryAnswer({
            products: [
              productAnswer({
                sale_start_date: "2030-07-01T08:00:00Z",
                sale_end_date: "2030-07-12T16:30:00Z",
              }),
            ],
          }),
        ],
        {
          "PUT events/7/products/31": ({ body }) => ({
            status: 200,
            body: { data: productAnswer(body as Record<string, unknown>) },
          }),
        },
      );
      await renderApp("/manage/event/7/products", { api });
      const user = userEvent.setup();
      await user.click(await screen.findByRole("button", { name: "Edit Intero" }));
      const dialog = await screen.findByRole("dialog", { name: "Edit Intero" });
      // 08:00 UTC is 10:00 in Rome in July.
      const start = within(dialog).getByRole("group", { name: /^Sale starts/ });
      const hour = within(start)
        .getAllByRole("spinbutton")
        .find((segment) => /hour/i.test(segment.getAttribute("aria-label") ?? ""));
      expect(hour).toHaveAttribute("aria-valuenow", "10");
      await user.click(within(dialog).getByRole("button", { name: "Save" }));
      await waitFor(() => expect(callsTo(api, "PUT", "events/7/products/31")).toHaveLength(1));
      expect(callsTo(api, "PUT", "events/7/products/31")[0]!.body).toMatchObject({
        sale_start_date: "2030-07-01T08:00:00.000Z",
        sale_end_date: "2030-07-12T16:30:00.000Z",
      });
    },
    SLOW,
  );

  it(
    "puts a tier's refusal on that tier's field",
    async () => {
      const api = eventApi([categoryAnswer()], {
        "POST events/7/products": {
          status: 422,
          body: {
            message: "The given data was invalid.",
            errors: { "prices.1.price": ["Price is too large."] },
          },
        },
      });
      await renderApp("/manage/event/7/products", { api });
      const user = userEvent.setup();
      await user.click(await screen.findByRole("button", { name: "Add a product to Tickets" }));
      const dialog = await screen.findByRole("dialog", { name: "Add a product" });
      await user.type(within(dialog).getByRole("textbox", { name: /^Title/ }), "Abbonamento");
      await user.click(within(dialog).getByRole("button", { name: /Price type/ }));
      await user.click(await screen.findByRole("option", { name: "Tiered" }));
      for (const [name, label, amount] of [
        ["Tier 1", "Early bird", "10"],
        ["Tier 2", "Standard", "15"],
      ] as const) {
        const tier = within(dialog).getByRole("group", { name });
        await user.type(within(tier).getByRole("textbox", { name: /Tier name/ }), label);
        await user.type(within(tier).getByRole("textbox", { name: /^Price/ }), amount);
      }
      await user.click(within(dialog).getByRole("button", { name: "Save" }));
      const second = within(dialog).getByRole("group", { name: "Tier 2" });
      const price = within(second).getByRole("textbox", { name: /^Price/ });
      await waitFor(() => expect(price).toHaveAttribute("aria-invalid", "true"));
      expect(price).toHaveAccessibleDescription(expect.stringContaining("Price is too large."));
    },
    SLOW,
  );

  it(
    "saves a new order of products chosen with the keyboard",
    async () => {
      const api = eventApi(
        [
          categoryAnswer({
            products: [productAnswer(), productAnswer({ id: 32, title: "Ridotto" })],
          }),
          categoryAnswer({ id: 22, name: "Merchandise", products: [] }),
        ],
        { "POST events/7/products/sort": { status: 204 } },
      );
      await renderApp("/manage/event/7/products", { api });
      const row = await screen.findByRole("row", { name: "Intero" });
      const user = userEvent.setup();
      // As the list documents it: the row, ArrowRight to its drag handle, Enter to pick it up,
      // ArrowDown to the place after the next row, Enter to drop it there.
      act(() => row.focus());
      await user.keyboard("{ArrowRight}");
      expect(screen.getByRole("button", { name: "Reorder Intero" })).toHaveFocus();
      await user.keyboard("{Enter}");
      await settle();
      await user.keyboard("{ArrowDown}");
      await settle();
      await user.keyboard("{Enter}");
      await settle();
      await waitFor(() => expect(callsTo(api, "POST", "events/7/products/sort")).toHaveLength(1));
      expect(callsTo(api, "POST", "events/7/products/sort")[0]!.body).toEqual({
        sorted_categories: [
          {
            product_category_id: 21,
            sorted_products: [
              { id: 32, order: 0 },
              { id: 31, order: 1 },
            ],
          },
          { product_category_id: 22, sorted_products: [] },
        ],
      });
      expect(await screen.findByText("The new order was saved.")).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "saves a new order of categories chosen with the keyboard",
    async () => {
      const api = eventApi(
        [
          categoryAnswer({ products: [productAnswer()] }),
          categoryAnswer({
            id: 22,
            name: "Merchandise",
            products: [productAnswer({ id: 36, title: "Maglietta" })],
          }),
        ],
        { "POST events/7/products/sort": { status: 204 } },
      );
      await renderApp("/manage/event/7/products", { api });
      const user = userEvent.setup();
      await user.click(await screen.findByRole("button", { name: "Reorder categories" }));
      const dialog = await screen.findByRole("dialog", { name: "Reorder categories" });
      act(() => within(dialog).getByRole("row", { name: "Tickets" }).focus());
      await user.keyboard("{ArrowRight}");
      await user.keyboard("{Enter}");
      await settle();
      await user.keyboard("{ArrowDown}");
      await settle();
      await user.keyboard("{Enter}");
      await settle();
      await waitFor(() => expect(callsTo(api, "POST", "events/7/products/sort")).toHaveLength(1));
      expect(callsTo(api, "POST", "events/7/products/sort")[0]!.body).toEqual({
        sorted_categories: [
          { product_category_id: 22, sorted_products: [{ id: 36, order: 0 }] },
          { product_category_id: 21, sorted_products: [{ id: 31, order: 0 }] },
        ],
      });
    },
    SLOW,
  );

  it(
    "adds a category",
    async () => {
      const api = eventApi([categoryAnswer()], {
        "POST events/7/product-categories": ({ body }) => ({
          status: 201,
          body: { data: categoryAnswer({ id: 23, ...(body as object) }) },
        }),
      });
      await renderApp("/manage/event/7/products", { api });
      const user = userEvent.setup();
      await user.click(await screen.findByRole("button", { name: "Add a category" }));
      const dialog = await screen.findByRole("dialog", { name: "Add a category" });
      await user.type(within(dialog).getByRole("textbox", { name: /^Name/ }), "Merchandise");
      await user.click(within(dialog).getByRole("switch", { name: "Hide this category from buyers" }));
      await user.click(within(dialog).getByRole("button", { name: "Save" }));
      await waitFor(() => expect(callsTo(api, "POST", "events/7/product-categories")).toHaveLength(1));
      expect(callsTo(api, "POST", "events/7/product-categories")[0]!.body).toEqual({
        name: "Merchandise",
        description: null,
        is_hidden: true,
        no_products_message: null,
      });
      expect(await screen.findByText("Merchandise was added.")).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "changes a tiered product's tiers in place, adding and removing one",
    async () => {
      const tiered = productAnswer({
        id: 33,
        title: "Abbonamento",
        type: "TIERED",
        price: undefined,
        prices: [
          priceAnswer({ id: 42, label: "Early bird", price: 10 }),
          priceAnswer({ id: 43, label: "Standard", price: 15 }),
        ],
      });
      const api = eventApi([categoryAnswer({ products: [tiered] })], {
        "PUT events/7/products/33": { status: 200, body: { data: tiered } },
      });
      await renderApp("/manage/event/7/products", { api });
      const user = userEvent.setup();
      await user.click(await screen.findByRole("button", { name: "Edit Abbonamento" }));
      const dialog = await screen.findByRole("dialog", { name: "Edit Abbonamento" });
      await user.click(within(dialog).getByRole("button", { name: "Remove tier 1" }));
      await user.click(within(dialog).getByRole("button", { name: "Add a tier" }));
      const added = within(dialog).getByRole("group", { name: "Tier 2" });
      await user.type(within(added).getByRole("textbox", { name: /Tier name/ }), "Last minute");
      await user.type(within(added).getByRole("textbox", { name: /^Price/ }), "20");
      await user.click(within(dialog).getByRole("button", { name: "Save" }));
      await waitFor(() => expect(callsTo(api, "PUT", "events/7/products/33")).toHaveLength(1));
      const body = callsTo(api, "PUT", "events/7/products/33")[0]!.body as { prices: unknown[] };
      // The kept tier names its id, the new one has none, the removed one is left out.
      expect(body.prices).toEqual([
        expect.objectContaining({ id: 43, label: "Standard", price: 15 }),
        expect.not.objectContaining({ id: expect.anything() }),
      ]);
      expect(body.prices[1]).toMatchObject({ label: "Last minute", price: 20 });
    },
    SLOW,
  );

  it(
    "says why a product that has been sold is not deleted",
    async () => {
      const api = eventApi([categoryAnswer({ products: [productAnswer()] })], {
        "DELETE events/7/products/31": { status: 409, body: { message: "The product has sales." } },
      });
      await renderApp("/manage/event/7/products", { api });
      const user = userEvent.setup();
      await user.click(await screen.findByRole("button", { name: "Delete Intero" }));
      const confirm = await screen.findByRole("alertdialog", { name: "Delete this product?" });
      await user.click(within(confirm).getByRole("button", { name: "Delete" }));
      expect(
        await screen.findByText("This product has been sold, so it cannot be deleted. Hide it instead."),
      ).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "says why a category that still holds products is not deleted",
    async () => {
      const api = eventApi([categoryAnswer({ products: [productAnswer()] })], {
        "DELETE events/7/product-categories/21": {
          status: 422,
          body: {
            message: "Move or delete its products first.",
            errors: { root: ["Move or delete its products first."] },
            codes: { root: [{ code: "category_has_products" }] },
          },
        },
      });
      await renderApp("/manage/event/7/products", { api });
      const user = userEvent.setup();
      await user.click(await screen.findByRole("button", { name: "Delete Tickets" }));
      const confirm = await screen.findByRole("alertdialog", { name: "Delete this category?" });
      await user.click(within(confirm).getByRole("button", { name: "Delete" }));
      await waitFor(() => expect(callsTo(api, "DELETE", "events/7/product-categories/21")).toHaveLength(1));
      expect(await screen.findByText(/Move or delete its products first/)).toBeInTheDocument();
    },
    SLOW,
  );
});

describe("the getting-started checklist", () => {
  const stepOf = async (title: string) =>
    (await screen.findByText(title, { selector: "li *" })).closest("li") as HTMLElement;

  it("asks for a ticket until the event has one, with a link to the products", async () => {
    const api = eventApi([categoryAnswer()]);
    await renderApp("/manage/event/7/getting-started", { api });
    const step = await stepOf("Add a ticket");
    expect(within(step).getByRole("img", { name: "To do" })).toBeInTheDocument();
    expect(within(step).getByRole("link", { name: "Add tickets" })).toHaveAttribute(
      "href",
      "/manage/event/7/products",
    );
  });

  it("ticks the step once a category holds a product", async () => {
    const api = eventApi([categoryAnswer(), categoryAnswer({ id: 22, products: [productAnswer()] })]);
    await renderApp("/manage/event/7/getting-started", { api });
    const step = await stepOf("Add a ticket");
    expect(await within(step).findByRole("img", { name: "Done" })).toBeInTheDocument();
    expect(within(step).queryByRole("link")).not.toBeInTheDocument();
  });
});

describe("the event's navigation", () => {
  it("leads to the products and the capacity", async () => {
    const api = eventApi([categoryAnswer()]);
    await renderApp("/manage/event/7/products", { api });
    const navigation = await screen.findByRole("navigation", { name: "Event navigation" });
    expect(within(navigation).getByRole("link", { name: "Tickets and products" })).toHaveAttribute(
      "href",
      "/manage/event/7/products",
    );
    expect(within(navigation).getByRole("link", { name: "Capacity" })).toHaveAttribute(
      "href",
      "/manage/event/7/capacity-assignments",
    );
  });
});
