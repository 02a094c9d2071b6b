import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toasts } from "@varco/ui";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { renderApp } from "../../test/renderApp";
import { attendeeAnswer, callsTo, pageOf, salesApi } from "./sales.fixtures";

const SLOW = 60_000;

const anna = () =>
  attendeeAnswer({
    id: 902,
    first_name: "Anna",
    last_name: "Verdi",
    email: "anna@example.com",
    public_id: "A-ANNA002",
    status: "CANCELLED",
    product_id: 32,
    product_price_id: 42,
    product: { id: 32, title: "Ridotto" },
  });

const marcoDetail = () =>
  attendeeAnswer({
    order: {
      id: 501,
      short_id: "o_abc",
      public_id: "O-ROSSI01",
      status: "COMPLETED",
      payment_status: "PAYMENT_RECEIVED",
      first_name: "Marco",
      last_name: "Rossi",
      email: "marco@example.com",
      currency: "EUR",
      total_gross: 44,
      is_manually_created: false,
      created_at: "2030-07-01T08:15:00Z",
    },
    question_answers: [
      {
        question_answer_id: 3,
        question_id: 8,
        title: "T-shirt size",
        question_required: false,
        question_description: null,
        question_type: "SINGLE_LINE_TEXT",
        question_options: null,
        answer: "M",
        text_answer: "M",
        order_id: 501,
        event_id: 7,
        belongs_to: "PRODUCT",
        attendee_id: 901,
      },
    ],
  });

function attendeesApi(more: Parameters<typeof salesApi>[0] = {}) {
  const searches: URLSearchParams[] = [];
  const api = salesApi({
    "GET events/7/attendees": ({ url }) => {
      searches.push(url.searchParams);
      return { status: 200, body: pageOf([attendeeAnswer(), anna()], 30) };
    },
    "GET events/7/attendees/901": { status: 200, body: { data: marcoDetail() } },
    "GET events/7/attendees/902": { status: 200, body: { data: anna() } },
    ...more,
  });
  return { api, last: () => searches.at(-1)! };
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => toasts.clean());

describe("the attendees screen", () => {
  it(
    "lists the attendees with product, status and ticket; searches, filters, sorts and pages",
    async () => {
      const user = userEvent.setup();
      const { api, last } = attendeesApi();
      await renderApp("/manage/event/7/attendees", { api });
      const row = (await screen.findByRole("button", { name: "Anna Verdi" })).closest(
        "[role=row]",
      ) as HTMLElement;
      expect(within(row).getByText("Ridotto")).toBeInTheDocument();
      expect(within(row).getByText("Cancelled")).toBeInTheDocument();
      expect(within(row).getByText("A-ANNA002")).toBeInTheDocument();

      await user.type(screen.getByRole("searchbox", { name: "Search attendees" }), "anna");
      await waitFor(() => expect(last().get("query")).toBe("anna"));
      await user.click(screen.getByRole("button", { name: /All statuses/ }));
      await user.click(await screen.findByRole("option", { name: "Cancelled" }));
      await waitFor(() => expect(last().get("filter_fields[status][eq]")).toBe("CANCELLED"));
      await user.click(screen.getByRole("button", { name: /All products/ }));
      await user.click(await screen.findByRole("option", { name: "Intero" }));
      await waitFor(() => expect(last().get("filter_fields[product_id][eq]")).toBe("31"));
      await user.click(screen.getByRole("columnheader", { name: /Product/ }));
      await waitFor(() => expect(last().get("sort_by")).toBe("ticket_name"));
      await user.click(screen.getByRole("button", { name: /next/i }));
      await waitFor(() => expect(last().get("page")).toBe("2"));
      expect(await axeViolations()).toEqual([]);
    },
    SLOW,
  );

  it(
    "opens an attendee with the keyboard alone, and Escape closes the drawer",
    async () => {
      const user = userEvent.setup();
      const { api } = attendeesApi();
      await renderApp("/manage/event/7/attendees", { api });
      (await screen.findByRole("button", { name: "Anna Verdi" })).focus();
      await user.keyboard("{Enter}");
      const drawer = await screen.findByRole("dialog", { name: "Anna Verdi" });
      expect(await within(drawer).findByRole("button", { name: "Re-activate" })).toBeInTheDocument();
      await user.keyboard("{Escape}");
      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    },
    SLOW,
  );

  it(
    "edits an attendee's names and answers in the drawer",
    async () => {
      const user = userEvent.setup();
      const { api } = attendeesApi({
        "PUT events/7/attendees/901": ({ body }) => ({
          status: 200,
          body: { data: { ...marcoDetail(), ...(body as object) } },
        }),
      });
      await renderApp("/manage/event/7/attendees", { api });
      await user.click(await screen.findByRole("button", { name: "Marco Rossi" }));
      const drawer = await screen.findByRole("dialog", { name: "Marco Rossi" });
      expect(await within(drawer).findByText("O-ROSSI01")).toBeInTheDocument();
      const first = within(drawer).getByRole("textbox", { name: /First name/ });
      await user.clear(first);
      await user.type(first, "Marcello");
      const size = within(drawer).getByRole("textbox", { name: "T-shirt size" });
      await user.clear(size);
      await user.type(size, "L");
      expect(await axeViolations()).toEqual([]);
      await user.click(within(drawer).getByRole("button", { name: "Save" }));
      await waitFor(() => expect(callsTo(api, "PUT", "events/7/attendees/901")).toHaveLength(1));
      expect(callsTo(api, "PUT", "events/7/attendees/901")[0]?.body).toEqual({
        first_name: "Marcello",
        last_name: "Rossi",
        email: "marco@example.com",
        notes: null,
        product_id: 31,
        product_price_id: 41,
        questions: [{ question_id: 8, response: { answer: "L" } }],
      });
      expect(await screen.findByText("The attendee was saved.")).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "cancels and resends a ticket only after a confirmation",
    async () => {
      const user = userEvent.setup();
      const { api } = attendeesApi({
        "PATCH events/7/attendees/901": {
          status: 200,
          body: { data: { ...marcoDetail(), status: "CANCELLED" } },
        },
        "POST events/7/attendees/901/resend-ticket": { status: 204 },
      });
      await renderApp("/manage/event/7/attendees?attendee=901", { api });
      const drawer = await screen.findByRole("dialog", { name: "Marco Rossi" });
      await user.click(await within(drawer).findByRole("button", { name: "Resend ticket" }));
      let confirm = await screen.findByRole("alertdialog", { name: "Resend the ticket?" });
      await user.click(within(confirm).getByRole("button", { name: "Resend" }));
      expect(await screen.findByText("The ticket was sent again.")).toBeInTheDocument();
      expect(callsTo(api, "POST", "events/7/attendees/901/resend-ticket")).toHaveLength(1);

      await user.click(within(drawer).getByRole("button", { name: "Cancel ticket" }));
      confirm = await screen.findByRole("alertdialog", { name: "Cancel the ticket of Marco Rossi?" });
      await user.click(within(confirm).getByRole("button", { name: "Cancel ticket" }));
      expect(await screen.findByText("The ticket of Marco Rossi was cancelled.")).toBeInTheDocument();
      expect(callsTo(api, "PATCH", "events/7/attendees/901")[0]?.body).toEqual({ status: "CANCELLED" });
    },
    SLOW,
  );

  it(
    "asks before re-activating a cancelled ticket, and keeps the dialog when the server refuses",
    async () => {
      const user = userEvent.setup();
      const { api } = attendeesApi({
        "PATCH events/7/attendees/902": {
          status: 409,
          body: { message: "No place is left for this ticket." },
        },
      });
      await renderApp("/manage/event/7/attendees?attendee=902", { api });
      const drawer = await screen.findByRole("dialog", { name: "Anna Verdi" });
      await user.click(await within(drawer).findByRole("button", { name: "Re-activate" }));
      const confirm = await screen.findByRole("alertdialog", {
        name: "Re-activate the ticket of Anna Verdi?",
      });
      await user.click(within(confirm).getByRole("button", { name: "Re-activate" }));
      await waitFor(() =>
        expect(callsTo(api, "PATCH", "events/7/attendees/902").map((call) => call.body)).toEqual([
          { status: "ACTIVE" },
        ]),
      );
      // The dialog stays open and nothing claims it worked.
      expect(
        screen.getByRole("alertdialog", { name: "Re-activate the ticket of Anna Verdi?" }),
      ).toBeInTheDocument();
      expect(screen.queryByText("The ticket of Anna Verdi admits again.")).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "adds an attendee by hand at the box office",
    async () => {
      const user = userEvent.setup();
      const { api } = attendeesApi({
        "POST events/7/attendees": {
          status: 201,
          body: { data: attendeeAnswer({ id: 950, first_name: "Giulio" }) },
        },
      });
      await renderApp("/manage/event/7/attendees", { api });
      await user.click(await screen.findByRole("button", { name: "Add an attendee" }));
      const dialog = await screen.findByRole("dialog", { name: "Add an attendee" });
      await user.type(within(dialog).getByRole("textbox", { name: /First name/ }), "Giulio");
      await user.type(within(dialog).getByRole("textbox", { name: /Email/ }), "giulio@example.com");
      expect(await axeViolations()).toEqual([]);
      await user.click(within(dialog).getByRole("button", { name: "Add" }));
      await waitFor(() => expect(callsTo(api, "POST", "events/7/attendees")).toHaveLength(1));
      expect(callsTo(api, "POST", "events/7/attendees")[0]?.body).toMatchObject({
        product_id: 31,
        product_price_id: 41,
        first_name: "Giulio",
        email: "giulio@example.com",
        amount_paid: 0,
        send_confirmation_email: true,
        locale: "en",
      });
      expect(await screen.findByText("Giulio was added.")).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "downloads the attendees as a CSV file when the organiser asks for one",
    async () => {
      const user = userEvent.setup();
      Object.assign(URL, { createObjectURL: vi.fn(() => "blob:attendees"), revokeObjectURL: vi.fn() });
      const clicked: string[] = [];
      const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        clicked.push(this.download);
      });
      const { api } = attendeesApi({
        "POST events/7/attendees/export": ({ url }) => ({
          status: url.searchParams.get("format") === "csv" ? 200 : 400,
          body: "Name",
        }),
      });
      await renderApp("/manage/event/7/attendees", { api });
      await user.click(await screen.findByRole("button", { name: "Export" }));
      await user.click(await screen.findByRole("menuitem", { name: /CSV file/ }));
      const day = new Date().toLocaleDateString("en-CA", { timeZone: "Europe/Rome" });
      await waitFor(() => expect(clicked).toEqual([`concerto-d-estate-attendees-${day}.csv`]));
      click.mockRestore();
    },
    SLOW,
  );
});
