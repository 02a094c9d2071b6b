import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toasts } from "@varco/ui";
import { afterEach, describe, expect, it } from "vitest";
import { openSettings } from "./settings.fixtures";

afterEach(() => toasts.clean());

const settings = (overrides: Record<string, unknown> = {}) => ({
  is_online_event: false,
  hide_getting_started_page: false,
  attendee_details_collection_method: "PER_TICKET",
  order_timeout_in_minutes: 15,
  payment_providers: ["OFFLINE"],
  offline_payment_instructions: "<p>Bonifico su <strong>IT60X0542811101000000123456</strong></p>",
  require_billing_address: false,
  show_marketing_opt_in: false,
  notify_organizer_of_new_orders: true,
  ...overrides,
});

const checkoutCard = async () =>
  (await screen.findByRole("heading", { level: 2, name: "Checkout and payment" })).closest(
    "section",
  ) as HTMLElement;

describe("an event's checkout and payment settings", () => {
  it("shows what the event saved and saves a longer hold, a billing address, and no mail per order", async () => {
    const { api, rendered } = openSettings(settings());
    await rendered;
    const card = await checkoutCard();
    const user = userEvent.setup();
    expect(within(card).getByRole("checkbox", { name: /Offline payment/u })).toBeChecked();
    expect(within(card).getByRole("checkbox", { name: "Card payment" })).not.toBeChecked();
    const minutes = within(card).getByRole("textbox", { name: "Minutes to complete an order" });
    await user.clear(minutes);
    await user.type(minutes, "30");
    await user.click(within(card).getByRole("switch", { name: "Ask for a billing address" }));
    await user.click(within(card).getByRole("switch", { name: "Email me each new order" }));
    await user.click(within(card).getByRole("button", { name: "Save checkout settings" }));

    await waitFor(() => expect(api.calls.some((call) => call.method === "PATCH")).toBe(true));
    expect(api.calls.find((call) => call.method === "PATCH")?.body).toEqual({
      attendee_details_collection_method: "PER_TICKET",
      order_timeout_in_minutes: 30,
      payment_providers: ["OFFLINE"],
      offline_payment_instructions: "<p>Bonifico su <strong>IT60X0542811101000000123456</strong></p>",
      require_billing_address: true,
      show_marketing_opt_in: false,
      notify_organizer_of_new_orders: false,
      price_display_mode: "INCLUSIVE",
    });
    expect(await screen.findByText("Checkout settings saved.")).toBeInTheDocument();
  }, 30_000);

  it("lets the organiser show prices without their taxes and fees", async () => {
    const { api, rendered } = openSettings(settings({ price_display_mode: "INCLUSIVE" }));
    await rendered;
    const card = await checkoutCard();
    const user = userEvent.setup();
    await user.click(within(card).getByRole("button", { name: /Prices shown to buyers/u }));
    await user.click(screen.getByRole("option", { name: "Without taxes and fees, added on top" }));
    await user.click(within(card).getByRole("button", { name: "Save checkout settings" }));
    await waitFor(() => expect(api.calls.some((call) => call.method === "PATCH")).toBe(true));
    expect(api.calls.find((call) => call.method === "PATCH")?.body).toMatchObject({
      price_display_mode: "EXCLUSIVE",
    });
  }, 30_000);

  it("drops the offline instructions when offline payment is no longer offered", async () => {
    const { api, rendered } = openSettings(settings({ payment_providers: ["OFFLINE", "STRIPE"] }));
    await rendered;
    const card = await checkoutCard();
    const user = userEvent.setup();
    await user.click(within(card).getByRole("checkbox", { name: /Offline payment/u }));
    await user.click(within(card).getByRole("button", { name: "Save checkout settings" }));
    await waitFor(() => expect(api.calls.some((call) => call.method === "PATCH")).toBe(true));
    expect(api.calls.find((call) => call.method === "PATCH")?.body).toMatchObject({
      payment_providers: ["STRIPE"],
      offline_payment_instructions: null,
    });
  }, 30_000);
});
