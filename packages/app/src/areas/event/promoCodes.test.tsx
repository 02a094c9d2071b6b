import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { echo, openScreen, slow } from "../../test/openScreen";
import { eventsPage, type fakeApi } from "../../test/renderApp";
import { eventApi, ticketsAnswer } from "./products.fixtures";

const path = "/manage/event/7/promo-codes";

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

function promoApi(codes: Record<string, unknown>[], more: Parameters<typeof fakeApi>[0] = {}) {
  return eventApi({
    "GET events/7/promo-codes": { status: 200, body: eventsPage(codes) },
    "GET events/7/product-categories": ticketsAnswer([31, "Intero"], [32, "Ridotto"]),
    ...more,
  });
}

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
    const { row } = await openScreen(path, api);
    const estate = await row("estate20");
    expect(within(estate).getByText("−20%")).toBeInTheDocument();
    expect(within(estate).getByText("3 of 10")).toBeInTheDocument();
    expect(within(estate).getByText("Jul 12, 2030, 8:30 PM")).toBeInTheDocument();
    expect(await within(estate).findByText("Intero")).toBeInTheDocument();

    const amici = await row("amici");
    expect(within(amici).getByText("−€5.00")).toBeInTheDocument();
    expect(within(amici).getByText("3")).toBeInTheDocument();
    expect(within(amici).getByText("Never")).toBeInTheDocument();
    expect(within(amici).getByText("Intero, Ridotto")).toBeInTheDocument();

    const stampa = await row("stampa");
    expect(within(stampa).getByText("Access only")).toBeInTheDocument();
    expect(within(stampa).getByText("All products")).toBeInTheDocument();
    expect(within(stampa).getByText("Expired")).toBeInTheDocument();
  });

  it("says when there is none", async () => {
    await openScreen(path, promoApi([]));
    expect(await screen.findByText("No promo codes yet")).toBeInTheDocument();
  });

  it("copies a link to the event's page that applies the code", async () => {
    const { row, press } = await openScreen(path, promoApi([promoAnswer()]), {
      config: { frontendUrl: "https://biglietti.example.com" },
    });
    await press(await row("estate20"), "Copy the link with estate20");
    expect(await navigator.clipboard.readText()).toBe(
      "https://biglietti.example.com/event/7/concerto-d-estate?promo_code=estate20",
    );
  });

  it(
    "creates a code: a percentage off the products chosen, until a number of uses",
    async () => {
      const api = promoApi([], {
        "POST events/7/promo-codes": echo(promoAnswer, { status: 201, fields: { id: 64 } }),
      });
      const { openDialog, type, check, save, sent, notSent } = await openScreen(path, api);
      const dialog = await openDialog("Add a promo code");
      await type(dialog, /^Promo code/, "Estate20");
      await save(dialog);
      expect(
        await within(dialog).findByText("Enter the discount for this type of discount."),
      ).toBeInTheDocument();
      notSent("POST", "events/7/promo-codes");

      await type(dialog, /^Discount/, "20");
      await check(dialog, "Ridotto");
      await type(dialog, /^Maximum uses/, "10");
      await save(dialog);
      expect(await sent("POST", "events/7/promo-codes")).toEqual({
        code: "estate20",
        discount_type: "PERCENTAGE",
        discount: 20,
        applicable_product_ids: [32],
        expiry_date: null,
        max_allowed_usages: 10,
      });
      expect(await screen.findByText("estate20 was added.")).toBeInTheDocument();
    },
    slow,
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
      const { openDialog, type, save } = await openScreen(path, api);
      const dialog = await openDialog("Add a promo code");
      await type(dialog, /^Promo code/, "estate20");
      await type(dialog, /^Discount/, "20");
      await save(dialog);
      const code = within(dialog).getByRole("textbox", { name: /^Promo code/ });
      await waitFor(() => expect(code).toHaveAttribute("aria-invalid", "true"));
      expect(code).toHaveAccessibleDescription(expect.stringContaining("The code has already been taken."));
      expect(screen.getByRole("dialog", { name: "Add a promo code" })).toBeInTheDocument();
    },
    slow,
  );

  it(
    "changes a code into an access code: its expiry reads in the event's zone and is kept",
    async () => {
      const api = promoApi([promoAnswer()], {
        "PUT events/7/promo-codes/61": echo(promoAnswer, { status: 201 }),
      });
      const { edit, user, save, sent } = await openScreen(path, api);
      const dialog = await edit("estate20");
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
      await save(dialog);
      expect(await sent("PUT", "events/7/promo-codes/61")).toEqual({
        code: "estate20",
        discount_type: "NONE",
        discount: null,
        applicable_product_ids: [31],
        expiry_date: "2030-07-12T18:30:00.000Z",
        max_allowed_usages: 10,
      });
      expect(await screen.findByText("estate20 was saved.")).toBeInTheDocument();
    },
    slow,
  );

  it(
    "deletes a code once confirmed",
    async () => {
      const api = promoApi([promoAnswer()], { "DELETE events/7/promo-codes/61": { status: 204 } });
      const { askToDelete, press, sent, notSent } = await openScreen(path, api);
      const confirm = await askToDelete("estate20", "Delete this promo code?");
      notSent("DELETE", "events/7/promo-codes/61");
      await press(confirm, "Delete");
      await sent("DELETE", "events/7/promo-codes/61");
      expect(await screen.findByText("estate20 was deleted.")).toBeInTheDocument();
    },
    slow,
  );
});

describe("the event's navigation", () => {
  it("leads to the promo codes and the questions", async () => {
    const { navigationLinks } = await openScreen(path, promoApi([]));
    await navigationLinks("Event navigation", {
      "Promo codes": "/manage/event/7/promo-codes",
      Questions: "/manage/event/7/questions",
    });
  });
});
