import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { echo, openScreen, slow } from "../../test/openScreen";
import type { fakeApi } from "../../test/renderApp";
import { categoryAnswer, eventApi, priceAnswer, productAnswer } from "./products.fixtures";

const path = "/manage/event/7/products";

function productsApi(categories: unknown[], more: Parameters<typeof fakeApi>[0] = {}) {
  return eventApi(
    {
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
    },
    { status: "DRAFT" },
  );
}

describe("the products screen", () => {
  it("lists each category with its products, their prices, states and sales", async () => {
    const api = productsApi([
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
    await openScreen(path, api);
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
    const api = productsApi([categoryAnswer()]);
    const { openDialog } = await openScreen(path, api);
    expect(await screen.findByRole("heading", { name: "No tickets yet" })).toBeInTheDocument();
    expect(await openDialog("Add a ticket", "Add a product")).toBeInTheDocument();
  });

  it(
    "creates a tiered product with two tiers",
    async () => {
      const api = productsApi([categoryAnswer()], {
        "POST events/7/products": echo(productAnswer, { status: 201, fields: { id: 35 } }),
      });
      const { user, openDialog, press, save, type, sent, savedAndClosed } = await openScreen(path, api);
      const dialog = await openDialog("Add a product to Tickets", "Add a product");
      await type(dialog, /^Title/, "Abbonamento");
      await press(dialog, /Price type/);
      await user.click(await screen.findByRole("option", { name: "Tiered" }));

      const first = within(dialog).getByRole("group", { name: "Tier 1" });
      await type(first, /Tier name/, "Early bird");
      await type(first, /^Price/, "10");
      await type(first, /Quantity available/, "50");
      const second = within(dialog).getByRole("group", { name: "Tier 2" });
      await type(second, /Tier name/, "Standard");
      await type(second, /^Price/, "15.5");
      await save(dialog);

      expect(await sent("POST", "events/7/products")).toEqual({
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
        waitlist_enabled: false,
        start_collapsed: false,
        is_highlighted: false,
        highlight_message: null,
        // The account's default tax is chosen for a new product.
        tax_and_fee_ids: [11],
      });
      await savedAndClosed("Abbonamento was added.");
    },
    slow,
  );

  it(
    "makes a donation a general product, asking for no holder, unless the organiser chose a ticket",
    async () => {
      const api = productsApi([categoryAnswer()], {
        "POST events/7/products": echo(productAnswer, { status: 201, fields: { id: 36 } }),
      });
      const { user, openDialog, press, save, type, sent } = await openScreen(path, api);
      const dialog = await openDialog("Add a product to Tickets", "Add a product");
      await type(dialog, /^Title/, "Sostieni il teatro");
      await press(dialog, /Price type/);
      await user.click(await screen.findByRole("option", { name: "Donation" }));
      expect(within(dialog).getByRole("button", { name: /Product type/ })).toHaveTextContent(
        "General product",
      );
      await type(dialog, /^Minimum price/, "5");
      await save(dialog);
      expect(await sent("POST", "events/7/products")).toMatchObject({
        type: "DONATION",
        product_type: "GENERAL",
      });

      // Chosen by hand, the kind stays whatever the price.
      const again = await openDialog("Add a product to Tickets", "Add a product");
      await press(again, /Product type/);
      await user.click(await screen.findByRole("option", { name: "General product" }));
      await press(again, /Price type/);
      await user.click(await screen.findByRole("option", { name: "Free" }));
      expect(within(again).getByRole("button", { name: /Product type/ })).toHaveTextContent(
        "General product",
      );
    },
    slow,
  );

  it(
    "shows the server's refusal next to the field it names",
    async () => {
      const api = productsApi([categoryAnswer({ products: [productAnswer()] })], {
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
      const { edit, save, sent } = await openScreen(path, api);
      const dialog = await edit("Intero");
      const price = within(dialog).getByRole("textbox", { name: /^Price$|^Price / });
      expect(price).toHaveValue("€12.50");
      await save(dialog);
      // Editing keeps the saved price: it is sent with its id, so the server changes it in place.
      expect(await sent("PUT", "events/7/products/31")).toMatchObject({
        prices: [{ id: 41, price: 12.5 }],
      });
      const title = within(dialog).getByRole("textbox", { name: /^Title/ });
      await waitFor(() => expect(title).toHaveAttribute("aria-invalid", "true"));
      expect(title).toHaveAccessibleDescription(
        expect.stringContaining("Title is already used by another product."),
      );
    },
    slow,
  );

  it(
    "turns a product's waitlist on with its switch, sending waitlist_enabled",
    async () => {
      const api = productsApi([categoryAnswer({ products: [productAnswer()] })], {
        "PUT events/7/products/31": echo(productAnswer),
      });
      const { edit, save, sent, user } = await openScreen("/manage/event/7/products", api);
      const dialog = await edit("Intero");
      const toggle = within(dialog).getByRole("switch", { name: "Waitlist when sold out" });
      expect(toggle).not.toBeChecked();
      expect(toggle).toHaveAccessibleDescription(/buyers can join its waitlist/);
      await user.click(toggle);
      await save(dialog);
      expect(await sent("PUT", "events/7/products/31")).toMatchObject({ waitlist_enabled: true });
    },
    slow,
  );

  it(
    "shows the sale window on the event's clock and sends it back as the same instants",
    async () => {
      const api = productsApi(
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
          "PUT events/7/products/31": echo(productAnswer),
        },
      );
      const { edit, save, sent } = await openScreen(path, api);
      const dialog = await edit("Intero");
      // 08:00 UTC is 10:00 in Rome in July.
      const start = within(dialog).getByRole("group", { name: /^Sale starts/ });
      const hour = within(start)
        .getAllByRole("spinbutton")
        .find((segment) => /hour/i.test(segment.getAttribute("aria-label") ?? ""));
      expect(hour).toHaveAttribute("aria-valuenow", "10");
      await save(dialog);
      expect(await sent("PUT", "events/7/products/31")).toMatchObject({
        sale_start_date: "2030-07-01T08:00:00.000Z",
        sale_end_date: "2030-07-12T16:30:00.000Z",
      });
    },
    slow,
  );

  it(
    "puts a tier's refusal on that tier's field",
    async () => {
      const api = productsApi([categoryAnswer()], {
        "POST events/7/products": {
          status: 422,
          body: {
            message: "The given data was invalid.",
            errors: { "prices.1.price": ["Price is too large."] },
          },
        },
      });
      const { user, openDialog, press, save, type } = await openScreen(path, api);
      const dialog = await openDialog("Add a product to Tickets", "Add a product");
      await type(dialog, /^Title/, "Abbonamento");
      await press(dialog, /Price type/);
      await user.click(await screen.findByRole("option", { name: "Tiered" }));
      for (const [name, label, amount] of [
        ["Tier 1", "Early bird", "10"],
        ["Tier 2", "Standard", "15"],
      ] as const) {
        const tier = within(dialog).getByRole("group", { name });
        await type(tier, /Tier name/, label);
        await type(tier, /^Price/, amount);
      }
      await save(dialog);
      const second = within(dialog).getByRole("group", { name: "Tier 2" });
      const price = within(second).getByRole("textbox", { name: /^Price/ });
      await waitFor(() => expect(price).toHaveAttribute("aria-invalid", "true"));
      expect(price).toHaveAccessibleDescription(expect.stringContaining("Price is too large."));
    },
    slow,
  );

  it(
    "saves a new order of products chosen with the keyboard",
    async () => {
      const api = productsApi(
        [
          categoryAnswer({
            products: [productAnswer(), productAnswer({ id: 32, title: "Ridotto" })],
          }),
          categoryAnswer({ id: 22, name: "Merchandise", products: [] }),
        ],
        { "POST events/7/products/sort": { status: 204 } },
      );
      const { moveDown, sent } = await openScreen(path, api);
      await moveDown(await screen.findByRole("row", { name: "Intero" }));
      expect(await sent("POST", "events/7/products/sort")).toEqual({
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
    slow,
  );

  it(
    "saves a new order of categories chosen with the keyboard",
    async () => {
      const api = productsApi(
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
      const { openDialog, moveDown, sent } = await openScreen(path, api);
      const dialog = await openDialog("Reorder categories");
      await moveDown(within(dialog).getByRole("row", { name: "Tickets" }));
      expect(await sent("POST", "events/7/products/sort")).toEqual({
        sorted_categories: [
          { product_category_id: 22, sorted_products: [{ id: 36, order: 0 }] },
          { product_category_id: 21, sorted_products: [{ id: 31, order: 0 }] },
        ],
      });
    },
    slow,
  );

  it(
    "adds a category",
    async () => {
      const api = productsApi([categoryAnswer()], {
        "POST events/7/product-categories": echo(categoryAnswer, { status: 201, fields: { id: 23 } }),
      });
      const { user, openDialog, save, type, sent } = await openScreen(path, api);
      const dialog = await openDialog("Add a category");
      await type(dialog, /^Name/, "Merchandise");
      await user.click(within(dialog).getByRole("switch", { name: "Hide this category from buyers" }));
      await save(dialog);
      expect(await sent("POST", "events/7/product-categories")).toEqual({
        name: "Merchandise",
        description: null,
        is_hidden: true,
        no_products_message: null,
      });
      expect(await screen.findByText("Merchandise was added.")).toBeInTheDocument();
    },
    slow,
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
      const api = productsApi([categoryAnswer({ products: [tiered] })], {
        "PUT events/7/products/33": { status: 200, body: { data: tiered } },
      });
      const { edit, press, save, type, sent } = await openScreen(path, api);
      const dialog = await edit("Abbonamento");
      await press(dialog, "Remove tier 1");
      await press(dialog, "Add a tier");
      const added = within(dialog).getByRole("group", { name: "Tier 2" });
      await type(added, /Tier name/, "Last minute");
      await type(added, /^Price/, "20");
      await save(dialog);
      const body = (await sent("PUT", "events/7/products/33")) as { prices: unknown[] };
      // The kept tier names its id, the new one has none, the removed one is left out.
      expect(body.prices).toEqual([
        expect.objectContaining({ id: 43, label: "Standard", price: 15 }),
        expect.not.objectContaining({ id: expect.anything() }),
      ]);
      expect(body.prices[1]).toMatchObject({ label: "Last minute", price: 20 });
    },
    slow,
  );

  it(
    "says why a product that has been sold is not deleted",
    async () => {
      const api = productsApi([categoryAnswer({ products: [productAnswer()] })], {
        "DELETE events/7/products/31": { status: 409, body: { message: "The product has sales." } },
      });
      const { press, askToDelete } = await openScreen(path, api);
      const confirm = await askToDelete("Intero", "Delete this product?");
      await press(confirm, "Delete");
      expect(
        await screen.findByText("This product has been sold, so it cannot be deleted. Hide it instead."),
      ).toBeInTheDocument();
    },
    slow,
  );

  it(
    "says why a category that still holds products is not deleted",
    async () => {
      const api = productsApi([categoryAnswer({ products: [productAnswer()] })], {
        "DELETE events/7/product-categories/21": {
          status: 422,
          body: {
            message: "Move or delete its products first.",
            errors: { root: ["Move or delete its products first."] },
            codes: { root: [{ code: "category_has_products" }] },
          },
        },
      });
      const { press, askToDelete, sent } = await openScreen(path, api);
      const confirm = await askToDelete("Tickets", "Delete this category?");
      await press(confirm, "Delete");
      await sent("DELETE", "events/7/product-categories/21");
      expect(await screen.findByText(/Move or delete its products first/)).toBeInTheDocument();
    },
    slow,
  );
});

describe("the getting-started checklist", () => {
  const stepOf = async (title: string) =>
    (await screen.findByText(title, { selector: "li *" })).closest("li") as HTMLElement;

  it("asks for a ticket until the event has one, with a link to the products", async () => {
    const api = productsApi([categoryAnswer()]);
    await openScreen("/manage/event/7/getting-started", api);
    const step = await stepOf("Add a ticket");
    expect(within(step).getByRole("img", { name: "To do" })).toBeInTheDocument();
    expect(within(step).getByRole("link", { name: "Add tickets" })).toHaveAttribute(
      "href",
      "/manage/event/7/products",
    );
  });

  it("ticks the step once a category holds a product", async () => {
    const api = productsApi([categoryAnswer(), categoryAnswer({ id: 22, products: [productAnswer()] })]);
    await openScreen("/manage/event/7/getting-started", api);
    const step = await stepOf("Add a ticket");
    expect(await within(step).findByRole("img", { name: "Done" })).toBeInTheDocument();
    expect(within(step).queryByRole("link")).not.toBeInTheDocument();
  });
});

describe("the event's navigation", () => {
  it("leads to the products and the capacity", async () => {
    const { navigationLinks } = await openScreen(path, productsApi([categoryAnswer()]));
    await navigationLinks("Event navigation", {
      "Tickets and products": "/manage/event/7/products",
      Capacity: "/manage/event/7/capacity-assignments",
    });
  });
});
