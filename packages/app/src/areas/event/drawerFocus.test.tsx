import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toasts } from "@varco/ui";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderApp } from "../../test/renderApp";
import { attendeeAnswer, orderAnswer, pageOf, salesApi } from "./sales.fixtures";

// An action that replaces its own button ("Cancel ticket" becomes "Re-activate", "Mark as paid"
// goes once paid) leaves the keyboard user inside the drawer, on the actions that are there now,
// so Escape still closes the drawer and Tab goes on from there.

const SLOW = 60_000;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => toasts.clean());

/**
 * Marco's drawer open on the attendees screen, his ticket cancelled with the keyboard; `hold`
 * keeps the server's fresh copy of him (read again after the change) back until it resolves.
 */
async function cancelMarcosTicket(hold?: Promise<void>) {
  const user = userEvent.setup();
  let status = "ACTIVE";
  const marco = () => attendeeAnswer({ status });
  const api = salesApi({
    "GET events/7/attendees": { status: 200, body: pageOf([marco()]) },
    "GET events/7/attendees/901": async () => {
      if (status === "CANCELLED" && hold) await hold;
      return { status: 200, body: { data: marco() } };
    },
    "PATCH events/7/attendees/901": () => {
      status = "CANCELLED";
      return { status: 200, body: { data: marco() } };
    },
  });
  await renderApp("/manage/event/7/attendees?attendee=901", { api });
  const drawer = await screen.findByRole("dialog", { name: "Marco Rossi" });
  within(drawer).getByRole("button", { name: "Cancel ticket" }).focus();
  await user.keyboard("{Enter}");
  const confirm = await screen.findByRole("alertdialog", { name: "Cancel the ticket of Marco Rossi?" });
  within(confirm).getByRole("button", { name: "Cancel ticket" }).focus();
  await user.keyboard("{Enter}");
  return { user, drawer };
}

describe("after a confirmed action that removes its button", () => {
  it(
    "the focus stays in the attendee's drawer, on the action that replaced it",
    async () => {
      const { user, drawer } = await cancelMarcosTicket();
      expect(await screen.findByText("The ticket of Marco Rossi was cancelled.")).toBeInTheDocument();
      await waitFor(() => expect(within(drawer).getByRole("button", { name: "Re-activate" })).toHaveFocus());
      await user.keyboard("{Escape}");
      await waitFor(() => expect(screen.queryByRole("dialog", { name: "Marco Rossi" })).toBeNull());
    },
    SLOW,
  );

  it(
    "when the server's fresh copy arrives after the confirmation has gone, the focus waits on the old button, then moves to the new one",
    async () => {
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const { drawer } = await cancelMarcosTicket(held);
      await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
      await waitFor(() =>
        expect(within(drawer).getByRole("button", { name: "Cancel ticket" })).toHaveFocus(),
      );
      release();
      await waitFor(() => expect(within(drawer).getByRole("button", { name: "Re-activate" })).toHaveFocus());
    },
    SLOW,
  );

  it(
    "the focus stays in the order's drawer once the order is marked as paid",
    async () => {
      const user = userEvent.setup();
      let paid = false;
      const lia = () =>
        orderAnswer({
          id: 502,
          public_id: "O-BIANCHI",
          first_name: "Lia",
          last_name: "Bianchi",
          total_gross: 20,
          ...(paid
            ? {}
            : {
                status: "AWAITING_OFFLINE_PAYMENT",
                payment_status: "AWAITING_OFFLINE_PAYMENT",
                payment_provider: "OFFLINE",
              }),
        });
      const api = salesApi({
        "GET events/7/orders": { status: 200, body: pageOf([lia()]) },
        "GET events/7/orders/502": () => ({ status: 200, body: { data: lia() } }),
        "POST events/7/orders/502/mark-as-paid": () => {
          paid = true;
          return { status: 200, body: { data: lia() } };
        },
      });
      await renderApp("/manage/event/7/orders?order=502", { api });
      const drawer = await screen.findByRole("dialog", { name: "Order O-BIANCHI" });
      (await within(drawer).findByRole("button", { name: "Mark as paid" })).focus();
      await user.keyboard("{Enter}");
      const confirm = await screen.findByRole("alertdialog", { name: "Mark order O-BIANCHI as paid?" });
      within(confirm).getByRole("button", { name: "Mark as paid" }).focus();
      await user.keyboard("{Enter}");
      expect(await screen.findByText("Order O-BIANCHI is marked as paid.")).toBeInTheDocument();
      await waitFor(() => expect(within(drawer).queryByRole("button", { name: "Mark as paid" })).toBeNull());
      const actions = within(drawer).getByRole("toolbar", { name: "Order actions" });
      await waitFor(() => expect(actions.contains(document.activeElement)).toBe(true));
      await user.keyboard("{Escape}");
      await waitFor(() => expect(screen.queryByRole("dialog", { name: "Order O-BIANCHI" })).toBeNull());
    },
    SLOW,
  );
});
