import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toasts } from "@varco/ui";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { renderApp } from "../../test/renderApp";
import { attendeeAnswer, callsTo, orderAnswer, pageOf, salesApi } from "./sales.fixtures";

const SLOW = 60_000;

const offline = () =>
  orderAnswer({
    id: 502,
    public_id: "O-BIANCHI",
    first_name: "Lia",
    last_name: "Bianchi",
    email: "lia@example.com",
    status: "AWAITING_OFFLINE_PAYMENT",
    payment_status: "AWAITING_OFFLINE_PAYMENT",
    payment_provider: "OFFLINE",
    total_gross: 20,
    attendees: [
      attendeeAnswer({ id: 903, first_name: "Lia", last_name: "Bianchi", status: "AWAITING_PAYMENT" }),
    ],
  });

const detailed = () =>
  orderAnswer({
    promo_code: "ESTATE20",
    total_refunded: 10,
    refund_status: "PARTIALLY_REFUNDED",
    refundable_amount: 34,
    question_answers: [
      {
        question_answer_id: 1,
        question_id: 5,
        title: "Dietary needs",
        question_required: false,
        question_description: null,
        question_type: "SINGLE_LINE_TEXT",
        question_options: null,
        answer: "Vegetarian",
        text_answer: "Vegetarian",
        order_id: 501,
        event_id: 7,
        belongs_to: "ORDER",
      },
    ],
    payments: [
      {
        provider: "STRIPE",
        status: "PAYMENT_RECEIVED",
        amount: 44,
        stripe_payment_intent_id: "pi_1",
        paid_at: "2030-07-01T08:16:00Z",
      },
    ],
    refunds: [
      {
        id: 1,
        amount: 10,
        status: "SUCCEEDED",
        provider: "STRIPE",
        reason: null,
        created_at: "2030-07-02T09:00:00Z",
      },
    ],
    history: [
      { kind: "CREATED", at: "2030-07-01T08:15:00Z" },
      { kind: "PAID", at: "2030-07-01T08:16:00Z" },
      { kind: "REFUNDED", at: "2030-07-02T09:00:00Z", amount: 10 },
    ],
  });

/** The orders screen's API; every list request's query string is kept in `searches`. */
function ordersApi(more: Parameters<typeof salesApi>[0] = {}) {
  const searches: URLSearchParams[] = [];
  const api = salesApi({
    "GET events/7/orders": ({ url }) => {
      searches.push(url.searchParams);
      return { status: 200, body: pageOf([orderAnswer(), offline()], 45) };
    },
    "GET events/7/orders/501": { status: 200, body: { data: detailed() } },
    "GET events/7/orders/502": { status: 200, body: { data: offline() } },
    ...more,
  });
  return { api, searches, last: () => searches.at(-1)! };
}

const rowOf = async (publicId: string) =>
  (await screen.findByRole("button", { name: publicId })).closest("[role=row]") as HTMLElement;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => toasts.clean());

describe("the orders screen", () => {
  it(
    "lists the orders with buyer, total, status and date; searches, filters, sorts and pages",
    async () => {
      const user = userEvent.setup();
      const { api, last } = ordersApi();
      await renderApp("/manage/event/7/orders", { api });
      const rossi = await rowOf("O-ROSSI01");
      expect(within(rossi).getByText("Marco Rossi")).toBeInTheDocument();
      expect(within(rossi).getByText("€44.00")).toBeInTheDocument();
      expect(within(rossi).getByText("Completed")).toBeInTheDocument();
      // 10:15 in Rome, the event's time zone.
      expect(within(rossi).getByText("Jul 1, 2030, 10:15 AM")).toBeInTheDocument();
      expect(within(await rowOf("O-BIANCHI")).getByText("Awaiting payment")).toBeInTheDocument();
      expect(last().get("sort_by")).toBe("created_at");
      expect(last().get("sort_direction")).toBe("desc");

      await user.type(screen.getByRole("searchbox", { name: "Search orders" }), "rossi");
      await waitFor(() => expect(last().get("query")).toBe("rossi"));

      await user.click(screen.getByRole("button", { name: /Status/ }));
      await user.click(await screen.findByRole("option", { name: "Awaiting offline payment" }));
      await waitFor(() => expect(last().get("filter_fields[status][eq]")).toBe("AWAITING_OFFLINE_PAYMENT"));

      await user.click(screen.getByRole("button", { name: /All products/ }));
      await user.click(await screen.findByRole("option", { name: "Ridotto" }));
      await waitFor(() => expect(last().get("filter_fields[product_id][eq]")).toBe("32"));

      await user.click(screen.getByRole("button", { name: /Any or none/ }));
      await user.click(await screen.findByRole("option", { name: "ESTATE20" }));
      await waitFor(() => expect(last().get("filter_fields[promo_code][eq]")).toBe("ESTATE20"));

      await user.click(screen.getByRole("columnheader", { name: /Total/ }));
      await waitFor(() => expect(last().get("sort_by")).toBe("total_gross"));

      await user.click(screen.getByRole("button", { name: /next/i }));
      await waitFor(() => expect(last().get("page")).toBe("2"));
      expect(await axeViolations()).toEqual([]);
    },
    SLOW,
  );

  it(
    "opens an order in a drawer: items, attendees, answers, payments, refunds and history",
    async () => {
      const user = userEvent.setup();
      const { api } = ordersApi();
      await renderApp("/manage/event/7/orders", { api });
      await user.click(await screen.findByRole("button", { name: "O-ROSSI01" }));
      const drawer = await screen.findByRole("dialog", { name: "Order O-ROSSI01" });
      expect(await within(drawer).findByText("Intero × 2")).toBeInTheDocument();
      expect(within(drawer).getByText("Partially refunded")).toBeInTheDocument();
      expect(within(drawer).getByText("Promo code ESTATE20")).toBeInTheDocument();
      expect(within(drawer).getByText(/Anna Rossi/)).toBeInTheDocument();
      expect(within(drawer).getByText("Dietary needs")).toBeInTheDocument();
      expect(within(drawer).getByText("Vegetarian")).toBeInTheDocument();
      expect(within(drawer).getByText("Card (Stripe)")).toBeInTheDocument();
      expect(within(drawer).getByText("€10.00 · Done")).toBeInTheDocument();
      expect(within(drawer).getByText(/Refund \(€10\.00\)/)).toBeInTheDocument();
      expect(await axeViolations()).toEqual([]);
    },
    SLOW,
  );

  it(
    "shows a card payment given back because the order was already paid offline, with its reason, the order still paid",
    async () => {
      const user = userEvent.setup();
      const paidOffline = orderAnswer({
        id: 503,
        public_id: "O-VERDI01",
        first_name: "Gino",
        last_name: "Verdi",
        payment_provider: "OFFLINE",
        total_gross: 20,
        total_refunded: 0,
        refund_status: null,
        payments: [
          { provider: "OFFLINE", status: "PAYMENT_RECEIVED", amount: 20, paid_at: "2030-07-01T09:00:00Z" },
        ],
        refunds: [
          {
            id: 2,
            amount: 20,
            status: "SUCCEEDED",
            provider: "STRIPE",
            reason: "ALREADY_PAID",
            created_at: "2030-07-01T09:05:00Z",
          },
        ],
      });
      const { api } = ordersApi({
        "GET events/7/orders": { status: 200, body: pageOf([paidOffline], 1) },
        "GET events/7/orders/503": { status: 200, body: { data: paidOffline } },
      });
      await renderApp("/manage/event/7/orders", { api });
      await user.click(await screen.findByRole("button", { name: "O-VERDI01" }));
      const drawer = await screen.findByRole("dialog", { name: "Order O-VERDI01" });
      expect(
        await within(drawer).findByText("€20.00 · Done · Second payment by card: the order was already paid"),
      ).toBeInTheDocument();
      expect(within(drawer).getByText("Offline payment")).toBeInTheDocument();
      expect(within(drawer).getByText("Completed")).toBeInTheDocument();
      expect(within(drawer).queryByText(/^Refunded$|Partially refunded/)).not.toBeInTheDocument();
      expect(await axeViolations()).toEqual([]);
    },
    SLOW,
  );

  it(
    "opens and closes an order with the keyboard alone, focus back on its row",
    async () => {
      const user = userEvent.setup();
      const { api } = ordersApi();
      await renderApp("/manage/event/7/orders", { api });
      const opener = await screen.findByRole("button", { name: "O-ROSSI01" });
      opener.focus();
      await user.keyboard("{Enter}");
      const drawer = await screen.findByRole("dialog", { name: "Order O-ROSSI01" });
      expect(await within(drawer).findByText("Intero × 2")).toBeInTheDocument();
      await user.keyboard("{Escape}");
      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
      const row = await rowOf("O-ROSSI01");
      await waitFor(() => expect(row.contains(document.activeElement)).toBe(true));
    },
    SLOW,
  );

  it(
    "refunds part of an order after the dialog, saying so in a toast",
    async () => {
      const user = userEvent.setup();
      const { api } = ordersApi({
        "POST events/7/orders/501/refund": { status: 200, body: { data: detailed() } },
      });
      await renderApp("/manage/event/7/orders?order=501", { api });
      const drawer = await screen.findByRole("dialog", { name: "Order O-ROSSI01" });
      await user.click(await within(drawer).findByRole("button", { name: "Refund" }));
      const dialog = await screen.findByRole("dialog", { name: "Refund order O-ROSSI01" });
      const amount = within(dialog).getByRole("textbox", { name: /Refund amount/ });
      // What is left: 44 paid, 10 already refunded.
      expect(amount).toHaveValue("€34.00");
      await user.clear(amount);
      await user.type(amount, "12.50");
      await user.click(within(dialog).getByRole("button", { name: "Refund" }));
      await waitFor(() =>
        expect(callsTo(api, "POST", "events/7/orders/501/refund").map((call) => call.body)).toEqual([
          { amount: 12.5, notify_buyer: true, cancel_order: false },
        ]),
      );
      expect(await screen.findByText("The refund of order O-ROSSI01 was recorded.")).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "refuses more than is left on its field, as typed, and sends nothing",
    async () => {
      const user = userEvent.setup();
      const { api } = ordersApi({});
      await renderApp("/manage/event/7/orders?order=501", { api });
      const drawer = await screen.findByRole("dialog", { name: "Order O-ROSSI01" });
      await user.click(await within(drawer).findByRole("button", { name: "Refund" }));
      const dialog = await screen.findByRole("dialog", { name: "Refund order O-ROSSI01" });
      const amount = within(dialog).getByRole("textbox", { name: /Refund amount/ });
      await user.clear(amount);
      await user.type(amount, "50{Enter}");
      expect(await within(dialog).findByText("At most €34.00 can still be refunded.")).toBeInTheDocument();
      // Not lowered to the most that is left.
      expect(amount).toHaveValue("€50.00");
      expect(callsTo(api, "POST", "events/7/orders/501/refund")).toEqual([]);
    },
    SLOW,
  );

  it(
    "offers to refund exactly what the server says is left, to the last fils of a 3-decimal currency",
    async () => {
      const user = userEvent.setup();
      const dinars = orderAnswer({
        currency: "KWD",
        payment_provider: "OFFLINE",
        total_before_additions: 12.345,
        total_gross: 12.345,
        total_tax: 0,
        refundable_amount: 12.345,
      });
      const { api } = ordersApi({
        "GET events/7/orders/501": { status: 200, body: { data: dinars } },
        "POST events/7/orders/501/refund": { status: 200, body: { data: dinars } },
      });
      await renderApp("/manage/event/7/orders?order=501", { api });
      const drawer = await screen.findByRole("dialog", { name: "Order O-ROSSI01" });
      await user.click(await within(drawer).findByRole("button", { name: "Refund" }));
      const dialog = await screen.findByRole("dialog", { name: "Refund order O-ROSSI01" });
      // All of it, thousandths included (rounding to cents would have offered 12.35, refused).
      expect(within(dialog).getByRole("textbox", { name: /Refund amount/ })).toHaveValue("KWD\u00a012.345");
      await user.click(within(dialog).getByRole("button", { name: "Refund" }));
      await waitFor(() =>
        expect(callsTo(api, "POST", "events/7/orders/501/refund").map((call) => call.body)).toEqual([
          { amount: 12.345, notify_buyer: true, cancel_order: false },
        ]),
      );
    },
    SLOW,
  );

  it(
    "offers no refund while the server says nothing is left to refund",
    async () => {
      const onItsWay = orderAnswer({ refund_status: "REFUND_PENDING", refundable_amount: 0 });
      const { api } = ordersApi({ "GET events/7/orders/501": { status: 200, body: { data: onItsWay } } });
      await renderApp("/manage/event/7/orders?order=501", { api });
      const drawer = await screen.findByRole("dialog", { name: "Order O-ROSSI01" });
      expect(await within(drawer).findByRole("button", { name: "Cancel order" })).toBeInTheDocument();
      expect(within(drawer).queryByRole("button", { name: "Refund" })).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "cancels and marks as paid only after a confirmation",
    async () => {
      const user = userEvent.setup();
      const { api } = ordersApi({
        "POST events/7/orders/502/cancel": {
          status: 200,
          body: { data: { ...offline(), status: "CANCELLED" } },
        },
        "POST events/7/orders/502/mark-as-paid": { status: 200, body: { data: orderAnswer({ id: 502 }) } },
        "POST events/7/orders/501/resend_confirmation": { status: 204 },
      });
      await renderApp("/manage/event/7/orders?order=502", { api });
      const drawer = await screen.findByRole("dialog", { name: "Order O-BIANCHI" });
      await user.click(await within(drawer).findByRole("button", { name: "Cancel order" }));
      let confirm = await screen.findByRole("alertdialog", { name: "Cancel order O-BIANCHI?" });
      await user.click(within(confirm).getByRole("button", { name: "Keep the order" }));
      expect(callsTo(api, "POST", "events/7/orders/502/cancel")).toEqual([]);

      await user.click(within(drawer).getByRole("button", { name: "Cancel order" }));
      confirm = await screen.findByRole("alertdialog", { name: "Cancel order O-BIANCHI?" });
      expect(within(confirm).getByText(/Money is not refunded/)).toBeInTheDocument();
      // The buyer is told unless the organiser says not to.
      const notify = within(confirm).getByRole("switch", { name: "Tell the buyer by email" });
      expect(notify).toBeChecked();
      await user.click(notify);
      await user.click(within(confirm).getByRole("button", { name: "Cancel order" }));
      expect(await screen.findByText("Order O-BIANCHI was cancelled.")).toBeInTheDocument();
      expect(callsTo(api, "POST", "events/7/orders/502/cancel")[0]?.body).toEqual({ notify_buyer: false });

      await user.click(within(drawer).getByRole("button", { name: "Mark as paid" }));
      confirm = await screen.findByRole("alertdialog", { name: "Mark order O-BIANCHI as paid?" });
      await user.click(within(confirm).getByRole("button", { name: "Mark as paid" }));
      expect(await screen.findByText("Order O-BIANCHI is marked as paid.")).toBeInTheDocument();
      expect(callsTo(api, "POST", "events/7/orders/502/mark-as-paid")).toHaveLength(1);
    },
    SLOW,
  );

  it(
    "resends the confirmation of a completed order after a confirmation",
    async () => {
      const user = userEvent.setup();
      const { api } = ordersApi({ "POST events/7/orders/501/resend_confirmation": { status: 204 } });
      await renderApp("/manage/event/7/orders?order=501", { api });
      const drawer = await screen.findByRole("dialog", { name: "Order O-ROSSI01" });
      await user.click(await within(drawer).findByRole("button", { name: "Resend confirmation" }));
      const confirm = await screen.findByRole("alertdialog", { name: "Resend the confirmation?" });
      expect(within(confirm).getByText(/marco@example\.com/)).toBeInTheDocument();
      await user.click(within(confirm).getByRole("button", { name: "Resend" }));
      expect(await screen.findByText("The confirmation was sent again.")).toBeInTheDocument();
      expect(callsTo(api, "POST", "events/7/orders/501/resend_confirmation")).toHaveLength(1);
    },
    SLOW,
  );

  it(
    "offers the orders as a spreadsheet or a CSV, named after the event and the day, by mouse or keyboard",
    async () => {
      const user = userEvent.setup();
      Object.assign(URL, { createObjectURL: vi.fn(() => "blob:orders"), revokeObjectURL: vi.fn() });
      const clicked: string[] = [];
      const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        clicked.push(this.download);
      });
      const asked: (string | null)[] = [];
      const { api } = ordersApi({
        "POST events/7/orders/export": ({ url }) => {
          asked.push(url.searchParams.get("format"));
          return { status: 200, body: "file" };
        },
      });
      await renderApp("/manage/event/7/orders", { api });
      const day = new Date().toLocaleDateString("en-CA", { timeZone: "Europe/Rome" });
      await user.click(await screen.findByRole("button", { name: "Export" }));
      await user.click(await screen.findByRole("menuitem", { name: /Excel spreadsheet \(XLSX\)/ }));
      await waitFor(() => expect(clicked).toEqual([`concerto-d-estate-orders-${day}.xlsx`]));
      // The same menu from the keyboard: open it, move to the CSV, choose it.
      screen.getByRole("button", { name: "Export" }).focus();
      await user.keyboard("{Enter}");
      await screen.findByRole("menu");
      await user.keyboard("{ArrowDown}{Enter}");
      await waitFor(() =>
        expect(clicked).toEqual([
          `concerto-d-estate-orders-${day}.xlsx`,
          `concerto-d-estate-orders-${day}.csv`,
        ]),
      );
      expect(asked).toEqual(["xlsx", "csv"]);
      click.mockRestore();
    },
    SLOW,
  );
});
