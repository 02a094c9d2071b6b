import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toasts } from "@varco/ui";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { eventAnswer, eventsPage, fakeApi, renderApp, userAnswer } from "../../test/renderApp";

const SLOW = 60_000;

function promoAnswer(overrides: Record<string, unknown> = {}) {
  return {
    id: 61,
    code: "estate20",
    applicable_product_ids: [31],
    discount: 20,
    discount_type: "PERCENTAGE",
    created_at: "2030-05-01T10:00:00Z",
    updated_at: "2030-05-01T10:00:00Z",
    // 20:30 in Rome, the event's time zone.
    expiry_date: "2030-07-12T18:30:00Z",
    attendee_usage_count: 5,
    order_usage_count: 3,
    max_allowed_usages: 10,
    ...overrides,
  };
}

function product(id: number, title: string) {
  return {
    id,
    title,
    type: "PAID",
    product_type: "TICKET",
    description: null,
    price: 10,
    event_id: 7,
    product_category_id: 21,
    is_before_sale_start_date: false,
    is_after_sale_end_date: false,
  };
}

function promoApi(codes: Record<string, unknown>[], more: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    "GET users/me": { status: 200, body: { data: userAnswer() } },
    "GET events/7": { status: 200, body: { data: eventAnswer() } },
    "GET events/7/promo-codes": { status: 200, body: eventsPage(codes) },
    "GET events/7/product-categories": {
      status: 200,
      body: {
        data: [
          {
            id: 21,
            name: "Tickets",
            description: null,
            is_hidden: false,
            order: 0,
            no_products_message: null,
            products: [product(31, "Intero"), product(32, "Ridotto")],
          },
        ],
      },
    },
    ...more,
  });
}

const callsTo = (api: ReturnType<typeof fakeApi>, method: string, path: string) =>
  api.calls.filter((call) => call.method === method && call.path === path);

const rowOf = async (code: string) =>
  (await screen.findByRole("rowheader", { name: new RegExp(code) })).closest("[role=row]") as HTMLElement;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => toasts.clean());

describe("the promo codes screen", () => {
  it("lists each code with its discount, its uses, its expiry in the event's zone and its products", async () => {
    const api = promoApi([
      promoAnswer(),
      promoAnswer({
        id: 62,
        code: "amici",
        discount: 5,
        discount_type: "FIXED",
        applicable_product_ids: [31, 32],
        expiry_date: null,
        max_allowed_usages: null,
        order_usage_count: 3,
      }),
      promoAnswer({
        id: 63,
        code: "stampa",
        discount: 0,
        discount_type: "NONE",
        applicable_product_ids: null,
        expiry_date: "2020-01-01T00:00:00Z",
      }),
    ]);
    await renderApp("/manage/event/7/promo-codes", { api });
    const estate = await rowOf("estate20");
    expect(within(estate).getByText("−20%")).toBeInTheDocument();
    expect(within(estate).getByText("3 of 10")).toBeInTheDocument();
    expect(within(estate).getByText("Jul 12, 2030, 8:30 PM")).toBeInTheDocument();
    expect(await within(estate).findByText("Intero")).toBeInTheDocument();

    const amici = await rowOf("amici");
    expect(within(amici).getByText("−€5.00")).toBeInTheDocument();
    expect(within(amici).getByText("3")).toBeInTheDocument();
    expect(within(amici).getByText("Never")).toBeInTheDocument();
    expect(within(amici).getByText("Intero, Ridotto")).toBeInTheDocument();

    const stampa = await rowOf("stampa");
    expect(within(stampa).getByText("Access only")).toBeInTheDocument();
    expect(within(stampa).getByText("All products")).toBeInTheDocument();
    expect(within(stampa).getByText("Expired")).toBeInTheDocument();
  });

  it("says when there is none", async () => {
    await renderApp("/manage/event/7/promo-codes", { api: promoApi([]) });
    expect(await screen.findByText("No promo codes yet")).toBeInTheDocument();
  });

  it("copies a link to the event's page that applies the code", async () => {
    await renderApp("/manage/event/7/promo-codes", {
      api: promoApi([promoAnswer()]),
      config: { frontendUrl: "https://biglietti.example.com" },
    });
    const user = userEvent.setup();
    const estate = await rowOf("estate20");
    await user.click(within(estate).getByRole("button", { name: "Copy the link with estate20" }));
    expect(await navigator.clipboard.readText()).toBe(
      "https://biglietti.example.com/event/7/concerto-d-estate?promo_code=estate20",
    );
  });

  it(
    "creates a code: a percentage off the products chosen, until a number of uses",
    async () => {
      const api = promoApi([], {
        "POST events/7/promo-codes": ({ body }) => ({
          status: 201,
          body: { data: promoAnswer({ id: 64, ...(body as object) }) },
        }),
      });
      await renderApp("/manage/event/7/promo-codes", { api });
      const user = userEvent.setup();
      await user.click(await screen.findByRole("button", { name: "Add a promo code" }));
      const dialog = await screen.findByRole("dialog", { name: "Add a promo code" });
      await user.type(within(dialog).getByRole("textbox", { name: /^Promo code/ }), "Estate20");
      await user.click(within(dialog).getByRole("button", { name: "Save" }));
      expect(
        await within(dialog).findByText("Enter the discount for this type of discount."),
      ).toBeInTheDocument();
      expect(callsTo(api, "POST", "events/7/promo-codes")).toHaveLength(0);

      await user.type(within(dialog).getByRole("textbox", { name: /^Discount/ }), "20");
      await user.click(within(dialog).getByRole("checkbox", { name: "Ridotto" }));
      await user.type(within(dialog).getByRole("textbox", { name: /^Maximum uses/ }), "10");
      await user.click(within(dialog).getByRole("button", { name: "Save" }));
      await waitFor(() => expect(callsTo(api, "POST", "events/7/promo-codes")).toHaveLength(1));
      expect(callsTo(api, "POST", "events/7/promo-codes")[0]!.body).toEqual({
        code: "estate20",
        discount_type: "PERCENTAGE",
        discount: 20,
        applicable_product_ids: [32],
        expiry_date: null,
        max_allowed_usages: 10,
      });
      expect(await screen.findByText("estate20 was added.")).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "shows the server's refusal on the code's field",
    async () => {
      const api = promoApi([], {
        "POST events/7/promo-codes": {
          status: 422,
          body: {
            message: "The given data was invalid.",
            errors: { code: ["The code has already been taken."] },
          },
        },
      });
      await renderApp("/manage/event/7/promo-codes", { api });
      const user = userEvent.setup();
      await user.click(await screen.findByRole("button", { name: "Add a promo code" }));
      const dialog = await screen.findByRole("dialog", { name: "Add a promo code" });
      await user.type(within(dialog).getByRole("textbox", { name: /^Promo code/ }), "estate20");
      await user.type(within(dialog).getByRole("textbox", { name: /^Discount/ }), "20");
      await user.click(within(dialog).getByRole("button", { name: "Save" }));
      const code = within(dialog).getByRole("textbox", { name: /^Promo code/ });
      await waitFor(() => expect(code).toHaveAttribute("aria-invalid", "true"));
      expect(code).toHaveAccessibleDescription(expect.stringContaining("The code has already been taken."));
      expect(screen.getByRole("dialog", { name: "Add a promo code" })).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "changes a code into an access code: its expiry reads in the event's zone and is kept",
    async () => {
      const api = promoApi([promoAnswer()], {
        "PUT events/7/promo-codes/61": ({ body }) => ({
          status: 201,
          body: { data: promoAnswer(body as Record<string, unknown>) },
        }),
      });
      await renderApp("/manage/event/7/promo-codes", { api });
      const user = userEvent.setup();
      await user.click(await screen.findByRole("button", { name: "Edit estate20" }));
      const dialog = await screen.findByRole("dialog", { name: "Edit estate20" });
      expect(within(dialog).getByRole("checkbox", { name: "Intero" })).toBeChecked();
      const expires = within(dialog).getByRole("group", { name: /^Expires/ });
      const hour = within(expires)
        .getAllByRole("spinbutton")
        .find((segment) => /hour/i.test(segment.getAttribute("aria-label") ?? ""));
      // 8 PM in English: Rome's 20:30, not the instant's 18:30 UTC.
      expect(hour).toHaveAttribute("aria-valuenow", "8");

      await user.click(within(dialog).getByRole("button", { name: /Discount type/ }));
      await user.click(await screen.findByRole("option", { name: "No discount (access only)" }));
      expect(within(dialog).queryByRole("textbox", { name: /^Discount/ })).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole("button", { name: "Save" }));
      await waitFor(() => expect(callsTo(api, "PUT", "events/7/promo-codes/61")).toHaveLength(1));
      expect(callsTo(api, "PUT", "events/7/promo-codes/61")[0]!.body).toEqual({
        code: "estate20",
        discount_type: "NONE",
        discount: null,
        applicable_product_ids: [31],
        expiry_date: "2030-07-12T18:30:00.000Z",
        max_allowed_usages: 10,
      });
      expect(await screen.findByText("estate20 was saved.")).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "deletes a code once confirmed",
    async () => {
      const api = promoApi([promoAnswer()], { "DELETE events/7/promo-codes/61": { status: 204 } });
      await renderApp("/manage/event/7/promo-codes", { api });
      const user = userEvent.setup();
      await user.click(await screen.findByRole("button", { name: "Delete estate20" }));
      const confirm = await screen.findByRole("alertdialog", { name: "Delete this promo code?" });
      expect(callsTo(api, "DELETE", "events/7/promo-codes/61")).toHaveLength(0);
      await user.click(within(confirm).getByRole("button", { name: "Delete" }));
      await waitFor(() => expect(callsTo(api, "DELETE", "events/7/promo-codes/61")).toHaveLength(1));
      expect(await screen.findByText("estate20 was deleted.")).toBeInTheDocument();
    },
    SLOW,
  );
});

describe("the event's navigation", () => {
  it("leads to the promo codes and the questions", async () => {
    await renderApp("/manage/event/7/promo-codes", { api: promoApi([]) });
    const navigation = await screen.findByRole("navigation", { name: "Event navigation" });
    expect(within(navigation).getByRole("link", { name: "Promo codes" })).toHaveAttribute(
      "href",
      "/manage/event/7/promo-codes",
    );
    expect(within(navigation).getByRole("link", { name: "Questions" })).toHaveAttribute(
      "href",
      "/manage/event/7/questions",
    );
  });
});
