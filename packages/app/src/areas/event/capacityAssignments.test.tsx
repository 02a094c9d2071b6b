import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toasts } from "@varco/ui";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { eventAnswer, eventsPage, fakeApi, renderApp, userAnswer } from "../../test/renderApp";

const SLOW = 60_000;

function assignmentAnswer(overrides: Record<string, unknown> = {}) {
  return {
    id: 51,
    name: "Platea",
    capacity: 200,
    used_capacity: 150,
    percentage_used: 75,
    applies_to: "PRODUCTS",
    status: "ACTIVE",
    event_id: 7,
    products: [
      { id: 31, title: "Intero" },
      { id: 32, title: "Ridotto" },
    ],
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
    max_per_order: null,
    min_per_order: null,
    sale_start_date: null,
    sale_end_date: null,
    event_id: 7,
    product_category_id: 21,
    start_collapsed: false,
    is_before_sale_start_date: false,
    is_after_sale_end_date: false,
  };
}

function capacityApi(assignments: Record<string, unknown>[], more: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    "GET users/me": { status: 200, body: { data: userAnswer() } },
    "GET events/7": { status: 200, body: { data: eventAnswer() } },
    "GET events/7/capacity-assignments": { status: 200, body: eventsPage(assignments) },
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
            products: [product(31, "Intero"), product(32, "Ridotto"), product(33, "Loggione")],
          },
        ],
      },
    },
    ...more,
  });
}

const callsTo = (api: ReturnType<typeof fakeApi>, method: string, path: string) =>
  api.calls.filter((call) => call.method === method && call.path === path);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => toasts.clean());

describe("the capacity screen", () => {
  it("lists each capacity with its products, how much is used and its status", async () => {
    const api = capacityApi([
      assignmentAnswer(),
      assignmentAnswer({
        id: 52,
        name: "Galleria",
        capacity: null,
        used_capacity: 12,
        status: "INACTIVE",
        products: [{ id: 33, title: "Loggione" }],
      }),
    ]);
    await renderApp("/manage/event/7/capacity-assignments", { api });
    const platea = (await screen.findByRole("rowheader", { name: /Platea/ })).closest(
      "[role=row]",
    ) as HTMLElement;
    expect(within(platea).getByText("Intero, Ridotto")).toBeInTheDocument();
    expect(within(platea).getByRole("progressbar", { name: "150 of 200 used" })).toHaveAttribute(
      "aria-valuenow",
      "150",
    );
    expect(within(platea).getByText("Active")).toBeInTheDocument();
    const galleria = screen.getByRole("rowheader", { name: /Galleria/ }).closest("[role=row]") as HTMLElement;
    expect(within(galleria).getByText("12 used, no limit")).toBeInTheDocument();
    expect(within(galleria).getByText("Inactive")).toBeInTheDocument();
  });

  it("says when there is none", async () => {
    await renderApp("/manage/event/7/capacity-assignments", { api: capacityApi([]) });
    expect(await screen.findByText("No capacities yet")).toBeInTheDocument();
  });

  it(
    "creates one for the products chosen",
    async () => {
      const api = capacityApi([], {
        "POST events/7/capacity-assignments": ({ body }) => ({
          status: 200,
          body: { data: assignmentAnswer({ id: 53, ...(body as object) }) },
        }),
      });
      await renderApp("/manage/event/7/capacity-assignments", { api });
      const user = userEvent.setup();
      await user.click(await screen.findByRole("button", { name: "Add a capacity" }));
      const dialog = await screen.findByRole("dialog", { name: "Add a capacity" });
      await user.type(within(dialog).getByRole("textbox", { name: /Name/ }), "Platea");
      await user.type(within(dialog).getByRole("textbox", { name: /Capacity/ }), "200");
      await user.click(within(dialog).getByRole("button", { name: "Save" }));
      expect(await within(dialog).findByText("Choose at least one product.")).toBeInTheDocument();
      expect(callsTo(api, "POST", "events/7/capacity-assignments")).toHaveLength(0);

      await user.click(await within(dialog).findByRole("checkbox", { name: "Intero" }));
      await user.click(within(dialog).getByRole("checkbox", { name: "Loggione" }));
      await user.click(within(dialog).getByRole("button", { name: "Save" }));
      await waitFor(() => expect(callsTo(api, "POST", "events/7/capacity-assignments")).toHaveLength(1));
      expect(callsTo(api, "POST", "events/7/capacity-assignments")[0]!.body).toEqual({
        name: "Platea",
        capacity: 200,
        status: "ACTIVE",
        product_ids: [31, 33],
      });
      expect(await screen.findByText("Platea was added.")).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "changes one: its products start chosen, and an empty capacity means no limit",
    async () => {
      const api = capacityApi([assignmentAnswer()], {
        "PUT events/7/capacity-assignments/51": ({ body }) => ({
          status: 200,
          body: { data: assignmentAnswer(body as Record<string, unknown>) },
        }),
      });
      await renderApp("/manage/event/7/capacity-assignments", { api });
      const user = userEvent.setup();
      await user.click(await screen.findByRole("button", { name: "Edit Platea" }));
      const dialog = await screen.findByRole("dialog", { name: "Edit Platea" });
      expect(await within(dialog).findByRole("checkbox", { name: "Ridotto" })).toBeChecked();
      await user.clear(within(dialog).getByRole("textbox", { name: /Capacity/ }));
      await user.click(within(dialog).getByRole("button", { name: "Save" }));
      await waitFor(() => expect(callsTo(api, "PUT", "events/7/capacity-assignments/51")).toHaveLength(1));
      expect(callsTo(api, "PUT", "events/7/capacity-assignments/51")[0]!.body).toEqual({
        name: "Platea",
        capacity: null,
        status: "ACTIVE",
        product_ids: [31, 32],
      });
    },
    SLOW,
  );
});
