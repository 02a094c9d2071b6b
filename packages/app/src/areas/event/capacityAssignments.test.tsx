import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { echo, openScreen, slow } from "../../test/openScreen";
import { eventsPage, type fakeApi } from "../../test/renderApp";
import { eventApi, ticketsAnswer } from "./products.fixtures";

const path = "/manage/event/7/capacity-assignments";

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

function capacityApi(assignments: Record<string, unknown>[], more: Parameters<typeof fakeApi>[0] = {}) {
  return eventApi({
    "GET events/7/capacity-assignments": { status: 200, body: eventsPage(assignments) },
    "GET events/7/product-categories": ticketsAnswer([31, "Intero"], [32, "Ridotto"], [33, "Loggione"]),
    ...more,
  });
}

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
    const { row } = await openScreen(path, api);
    const platea = await row("Platea");
    expect(within(platea).getByText("Intero, Ridotto")).toBeInTheDocument();
    expect(within(platea).getByRole("progressbar", { name: "150 of 200 used" })).toHaveAttribute(
      "aria-valuenow",
      "150",
    );
    expect(within(platea).getByText("Active")).toBeInTheDocument();
    const galleria = await row("Galleria");
    expect(within(galleria).getByText("12 used, no limit")).toBeInTheDocument();
    expect(within(galleria).getByText("Inactive")).toBeInTheDocument();
  });

  it("says when there is none", async () => {
    await openScreen(path, capacityApi([]));
    expect(await screen.findByText("No capacities yet")).toBeInTheDocument();
  });

  it(
    "creates one for the products chosen",
    async () => {
      const api = capacityApi([], {
        "POST events/7/capacity-assignments": echo(assignmentAnswer, { fields: { id: 53 } }),
      });
      const { openDialog, type, save, check, sent, notSent } = await openScreen(path, api);
      const dialog = await openDialog("Add a capacity");
      await type(dialog, /Name/, "Platea");
      await type(dialog, /Capacity/, "200");
      await save(dialog);
      expect(await within(dialog).findByText("Choose at least one product.")).toBeInTheDocument();
      notSent("POST", "events/7/capacity-assignments");

      await check(dialog, "Intero");
      await check(dialog, "Loggione");
      await save(dialog);
      expect(await sent("POST", "events/7/capacity-assignments")).toEqual({
        name: "Platea",
        capacity: 200,
        status: "ACTIVE",
        product_ids: [31, 33],
      });
      expect(await screen.findByText("Platea was added.")).toBeInTheDocument();
    },
    slow,
  );

  it(
    "changes one: its products start chosen, and an empty capacity means no limit",
    async () => {
      const api = capacityApi([assignmentAnswer()], {
        "PUT events/7/capacity-assignments/51": echo(assignmentAnswer),
      });
      const { edit, user, save, sent } = await openScreen(path, api);
      const dialog = await edit("Platea");
      expect(await within(dialog).findByRole("checkbox", { name: "Ridotto" })).toBeChecked();
      await user.clear(within(dialog).getByRole("textbox", { name: /Capacity/ }));
      await save(dialog);
      expect(await sent("PUT", "events/7/capacity-assignments/51")).toEqual({
        name: "Platea",
        capacity: null,
        status: "ACTIVE",
        product_ids: [31, 32],
      });
    },
    slow,
  );
});
