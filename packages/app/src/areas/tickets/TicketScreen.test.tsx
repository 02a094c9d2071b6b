import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { eventAnswer, fakeApi, renderApp } from "../../test/renderApp";
import { orderAnswer, ticketAnswer } from "./tickets.fixtures";

const event = eventAnswer({
  location_details: {
    venue_name: "Giardini",
    address_line_1: "Via Garibaldi 1",
    city: "Venezia",
    zip_or_postal_code: "30122",
    country: "IT",
  },
  images: [],
});

function ticketApi(overrides: Record<string, unknown> = {}) {
  return fakeApi({
    "GET public/events/7/attendees/tk7A1b2C": { status: 200, body: { data: ticketAnswer(event, overrides) } },
  });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the ticket page", () => {
  it("shows the ticket: QR code, event, when in the event's time zone, where, holder, product and tier, order", async () => {
    await renderApp("/product/7/tk7A1b2C", { api: ticketApi() });
    expect(await screen.findByRole("heading", { level: 1, name: "Concerto d'estate" })).toBeInTheDocument();
    const qr = screen.getByRole("img", { name: "QR code of ticket A-7K2M9Q" });
    expect(qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml/u);
    expect(decodeURIComponent(qr.getAttribute("src")!)).toContain("<svg");
    // 18:30 UTC is 20:30 in Rome, whatever the reader's own zone.
    expect(screen.getByText(/Jul 12, 2030.*8:30/u)).toBeInTheDocument();
    expect(screen.getByText("Time zone: Europe/Rome")).toBeInTheDocument();
    expect(screen.getByText("Giardini, Via Garibaldi 1, 30122 Venezia, Italy")).toBeInTheDocument();
    expect(screen.getByText("Giulia Rossi")).toBeInTheDocument();
    expect(screen.getByText("Standing – Early bird")).toBeInTheDocument();
    expect(screen.getByText("A-7K2M9Q")).toBeInTheDocument();
    expect(screen.getByText("O-4HX2PL")).toBeInTheDocument();
    expect(screen.getByText("Valid")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Print ticket" })).toHaveAttribute(
      "href",
      "/product/7/tk7A1b2C/print",
    );
    expect(document.title).toBe("Ticket A-7K2M9Q · Concerto d'estate · Varco");
  });

  it("says the times' zone even when it is not the reader's", async () => {
    const tokyo = { ...event, timezone: "Asia/Tokyo" };
    const api = fakeApi({
      "GET public/events/7/attendees/tk7A1b2C": { status: 200, body: { data: ticketAnswer(tokyo) } },
    });
    await renderApp("/product/7/tk7A1b2C", { api });
    await screen.findByRole("heading", { level: 1, name: "Concerto d'estate" });
    expect(screen.getByText("Time zone: Asia/Tokyo")).toBeInTheDocument();
    // 18:30 UTC is 03:30 the next morning in Tokyo.
    expect(screen.getByText(/Jul 13, 2030.*3:30/u)).toBeInTheDocument();
  });

  it("says clearly that a cancelled ticket is cancelled, and shows no QR code", async () => {
    const api = ticketApi({ status: "CANCELLED", ticket_code: undefined, qr_code_svg: undefined });
    await renderApp("/product/7/tk7A1b2C", { api });
    await screen.findByRole("heading", { level: 1, name: "Concerto d'estate" });
    expect(
      screen.getByText("This ticket has been cancelled. It is not valid for entry."),
    ).toBeInTheDocument();
    expect(screen.getByText("Cancelled")).toBeInTheDocument();
    expect(screen.queryByRole("img", { name: /QR code/u })).toBeNull();
  });

  it("says an unpaid ticket is not valid, without a QR code when the server gives none", async () => {
    const api = ticketApi({
      status: "AWAITING_PAYMENT",
      order: {
        short_id: "or7A1b2C",
        public_id: "O-4HX2PL",
        status: "RESERVED",
        payment_status: "AWAITING_PAYMENT",
      },
      ticket_code: undefined,
      qr_code_svg: undefined,
    });
    await renderApp("/product/7/tk7A1b2C", { api });
    await screen.findByRole("heading", { level: 1, name: "Concerto d'estate" });
    expect(
      screen.getByText("This ticket has not been paid for. It is not valid for entry."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("img", { name: /QR code/u })).toBeNull();
  });

  it("downloads the event as an .ics file: start in UTC, title, place", async () => {
    const files: Blob[] = [];
    const create = vi.fn((blob: Blob) => {
      files.push(blob);
      return "blob:ticket";
    });
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: vi.fn() });
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    await renderApp("/product/7/tk7A1b2C", { api: ticketApi() });
    fireEvent.click(await screen.findByRole("button", { name: "Add to calendar (.ics)" }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(files[0]!.type).toBe("text/calendar;charset=utf-8");
    const ics = await files[0]!.text();
    const lines = ics.split("\r\n");
    expect(lines).toContain("DTSTART:20300712T183000Z");
    expect(lines).toContain("DTEND:20300712T210000Z");
    expect(lines).toContain("SUMMARY:Concerto d'estate");
    expect(lines).toContain("LOCATION:Giardini\\, Via Garibaldi 1\\, 30122 Venezia\\, Italy");
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    // The UID the ticket mail's file uses, so both land on one calendar entry.
    expect(lines).toContain(`UID:event-7@${window.location.hostname}`);
  });

  it("links to Google Calendar with the event's instants and place", async () => {
    await renderApp("/product/7/tk7A1b2C", { api: ticketApi() });
    const link = await screen.findByRole("link", { name: /Add to Google Calendar/u });
    const url = new URL(link.getAttribute("href")!);
    expect(url.host).toBe("calendar.google.com");
    expect(url.searchParams.get("dates")).toBe("20300712T183000Z/20300712T210000Z");
    expect(url.searchParams.get("text")).toBe("Concerto d'estate");
    expect(url.searchParams.get("location")).toBe("Giardini, Via Garibaldi 1, 30122 Venezia, Italy");
  });

  it("shows the not-found page for an unknown ticket and for an event id that cannot be one", async () => {
    const first = await renderApp("/product/7/nope", { api: fakeApi({}) });
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
    first.unmount();
    await renderApp("/product/abc/tk7A1b2C/print", { api: fakeApi({}) });
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
  });
});

describe("the print pages", () => {
  it("print every ticket of an order, each on its own sheet, and print only when asked", async () => {
    const print = vi.fn();
    window.print = print;
    const second = ticketAnswer(undefined, {
      short_id: "tk9Z8y7X",
      public_id: "A-PQ3R8S",
      first_name: "Marco",
      last_name: "Bianchi",
      status: "CANCELLED",
      qr_code_svg: undefined,
    });
    const api = fakeApi({
      "GET public/events/7/order/or7A1b2C": ({ url }) =>
        url.searchParams.get("include") === "event"
          ? { status: 200, body: { data: { ...orderAnswer(), attendees: [ticketAnswer(), second], event } } }
          : { status: 400, body: { message: "include=event expected" } },
    });
    await renderApp("/order/7/or7A1b2C/print", { api });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Tickets for Concerto d'estate" }),
    ).toBeInTheDocument();
    const sheets = within(screen.getByRole("list", { name: "Tickets" })).getAllByRole("listitem");
    expect(sheets).toHaveLength(2);
    expect(within(sheets[0]!).getByText("Giulia Rossi")).toBeInTheDocument();
    expect(within(sheets[0]!).getByRole("img", { name: "QR code of ticket A-7K2M9Q" })).toBeInTheDocument();
    expect(within(sheets[1]!).getByText("Marco Bianchi")).toBeInTheDocument();
    expect(within(sheets[1]!).getByText(/has been cancelled/u)).toBeInTheDocument();
    expect(within(sheets[1]!).queryByRole("img", { name: /QR code/u })).toBeNull();
    for (const sheet of sheets) expect(sheet).toHaveClass("varco-ticket-sheet");
    expect(print).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Print" }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("prints one ticket from its own page", async () => {
    await renderApp("/product/7/tk7A1b2C/print", { api: ticketApi() });
    const list = await screen.findByRole("list", { name: "Tickets" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(1);
    expect(within(list).getByRole("img", { name: "QR code of ticket A-7K2M9Q" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the ticket" })).toHaveAttribute(
      "href",
      "/product/7/tk7A1b2C",
    );
  });

  it("shows the not-found page for an unknown order", async () => {
    await renderApp("/order/7/nope/print", { api: fakeApi({}) });
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
  });
});
