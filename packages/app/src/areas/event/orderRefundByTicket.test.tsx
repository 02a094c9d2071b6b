import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toasts } from "@varco/ui";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { renderApp, userAnswer } from "../../test/renderApp";
import { attendeeAnswer, callsTo, orderAnswer, pageOf, salesApi } from "./sales.fixtures";

const SLOW = 60_000;

/** An order of two tickets at €22.00 each; Anna's had €2.00 back already. */
const twoTickets = () =>
  orderAnswer({
    total_refunded: 2,
    refund_status: "PARTIALLY_REFUNDED",
    refundable_amount: 42,
    attendees: [
      attendeeAnswer({ id: 901, first_name: "Marco", amount_paid: 22, amount_refunded: 0 }),
      attendeeAnswer({
        id: 902,
        first_name: "Anna",
        public_id: "A-ANNA0001",
        short_id: "a_anna",
        amount_paid: 22,
        amount_refunded: 2,
      }),
    ],
  });

function refundApi() {
  return salesApi({
    "GET events/7/orders": { status: 200, body: pageOf([twoTickets()], 1) },
    "GET events/7/orders/501": { status: 200, body: { data: twoTickets() } },
    "POST events/7/orders/501/refund": { status: 200, body: { data: twoTickets() } },
  });
}

async function openRefund(user: ReturnType<typeof userEvent.setup>) {
  const api = refundApi();
  await renderApp("/manage/event/7/orders?order=501", { api });
  const drawer = await screen.findByRole("dialog", { name: "Order O-ROSSI01" });
  await user.click(await within(drawer).findByRole("button", { name: "Refund" }));
  const dialog = await screen.findByRole("dialog", { name: "Refund order O-ROSSI01" });
  return { api, dialog };
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => toasts.clean());

describe("refunding an order by ticket", () => {
  it(
    "picking tickets sets the amount to what they may still get back; lowered, it is sent with them and the cancel",
    async () => {
      const user = userEvent.setup();
      const { api, dialog } = await openRefund(user);
      const amount = within(dialog).getByRole("textbox", { name: /Refund amount/ });
      expect(amount).toHaveValue("€42.00");
      const group = within(dialog).getByRole("group", { name: "Tickets to refund" });
      const anna = within(group).getByRole("checkbox", { name: /Anna Rossi · Intero — €20\.00/ });
      // By keyboard: to Anna's ticket, and space picks it.
      anna.focus();
      await user.keyboard(" ");
      expect(anna).toBeChecked();
      expect(amount).toHaveValue("€20.00");
      await user.click(within(group).getByRole("checkbox", { name: /Marco Rossi · Intero — €22\.00/ }));
      expect(amount).toHaveValue("€42.00");
      await user.click(within(dialog).getByRole("switch", { name: "Also cancel the picked tickets" }));
      await user.clear(amount);
      await user.type(amount, "30");
      expect(await axeViolations(dialog)).toEqual([]);
      await user.click(within(dialog).getByRole("button", { name: "Refund" }));
      await waitFor(() =>
        expect(callsTo(api, "POST", "events/7/orders/501/refund").map((call) => call.body)).toEqual([
          {
            amount: 30,
            notify_buyer: true,
            cancel_order: false,
            attendee_ids: [902, 901],
            cancel_attendees: true,
          },
        ]),
      );
    },
    SLOW,
  );

  it(
    "refuses more than the picked tickets may get back, on the amount, and sends nothing",
    async () => {
      const user = userEvent.setup();
      const { api, dialog } = await openRefund(user);
      const group = within(dialog).getByRole("group", { name: "Tickets to refund" });
      await user.click(within(group).getByRole("checkbox", { name: /Anna Rossi/ }));
      const amount = within(dialog).getByRole("textbox", { name: /Refund amount/ });
      await user.clear(amount);
      await user.type(amount, "25{Enter}");
      expect(await within(dialog).findByText("At most €20.00 can still be refunded.")).toBeInTheDocument();
      expect(callsTo(api, "POST", "events/7/orders/501/refund")).toEqual([]);
    },
    SLOW,
  );

  it(
    "without a ticket picked, the refund is of an amount of the order, as before",
    async () => {
      const user = userEvent.setup();
      const { api, dialog } = await openRefund(user);
      expect(within(dialog).queryByRole("switch", { name: "Also cancel the picked tickets" })).toBeNull();
      await user.click(within(dialog).getByRole("button", { name: "Refund" }));
      await waitFor(() =>
        expect(callsTo(api, "POST", "events/7/orders/501/refund").map((call) => call.body)).toEqual([
          { amount: 42, notify_buyer: true, cancel_order: false },
        ]),
      );
    },
    SLOW,
  );

  it(
    "in Italian, the history names a refund with a noun, the button with a verb",
    async () => {
      const withHistory = () => ({
        ...twoTickets(),
        history: [
          { kind: "CREATED", at: "2030-07-01T08:15:00Z" },
          { kind: "REFUNDED", at: "2030-07-02T09:00:00Z", amount: 2 },
        ],
      });
      const api = salesApi({
        "GET users/me": { status: 200, body: { data: userAnswer({ locale: "it" }) } },
        "GET events/7/orders": { status: 200, body: pageOf([withHistory()], 1) },
        "GET events/7/orders/501": { status: 200, body: { data: withHistory() } },
      });
      await renderApp("/manage/event/7/orders?order=501", { api, locale: "it" });
      const drawer = await screen.findByRole("dialog", { name: "Ordine O-ROSSI01" });
      expect(await within(drawer).findByRole("button", { name: "Rimborsa" })).toBeInTheDocument();
      const history = within(drawer).getByRole("heading", { name: "Cronologia" }).closest("section")!;
      expect(within(history).getByText(/· Rimborso \(2,00\s€\)/)).toBeInTheDocument();
    },
    SLOW,
  );
});
