import { describe, expect, it } from "vitest";
import { orderAnswer, ticketAnswer, ticketDesign, ticketLogo } from "../areas/tickets/tickets.fixtures";
import { defaultRuntimeConfig } from "../runtimeConfig";
import { eventAnswer, fakeApi } from "../test/renderApp";
import { render } from "./entry-server";

const appUrl = "https://tickets.example";
const event = eventAnswer({ location_details: { venue_name: "Giardini", city: "Venezia", country: "IT" } });

const draw = (url: string, api: ReturnType<typeof fakeApi>) =>
  render(url, { fetch: api.fetch, runtimeConfig: { ...defaultRuntimeConfig, defaultLocale: "en" }, appUrl });

describe("the ticket pages drawn on the server", () => {
  it("draws a ticket with its QR code, the time in the event's zone, out of search engines", async () => {
    const api = fakeApi({
      "GET public/events/7/attendees/tk7A1b2C": { status: 200, body: { data: ticketAnswer(event) } },
    });
    const result = await draw("/product/7/tk7A1b2C", api);
    expect(result?.status).toBe(200);
    expect(result?.html).toContain("Concerto d&#x27;estate");
    expect(result?.html).toContain('alt="QR code of ticket A-7K2M9Q"');
    expect(result?.html).toContain("Time zone: Europe/Rome");
    expect(result?.html).toMatch(/Jul 12, 2030.{0,20}8:30/u);
    expect(result?.html).toContain("Giulia Rossi");
    expect(result?.head).toContain("<title>Ticket A-7K2M9Q · Concerto d&#39;estate · Varco</title>");
    expect(result?.head).toContain('<meta name="robots" content="noindex">');
    expect(result?.modules).toContain("src/pages/TicketPage.tsx");
  });

  it("speaks the visitor's language, from the pages' own catalog", async () => {
    const api = fakeApi({
      "GET public/events/7/attendees/tk7A1b2C": { status: 200, body: { data: ticketAnswer(event) } },
    });
    const result = await render("/product/7/tk7A1b2C", {
      fetch: api.fetch,
      runtimeConfig: { ...defaultRuntimeConfig, defaultLocale: "it" },
      appUrl,
    });
    expect(result?.lang).toBe("it");
    expect(result?.html).toContain("Fuso orario: Europe/Rome");
    expect(result?.html).toContain('alt="Codice QR del biglietto A-7K2M9Q"');
    expect(result?.html).toContain("Stampa il biglietto");
  });

  it("draws the print pages: one ticket, and every ticket of an order, each on its own sheet", async () => {
    const second = ticketAnswer(undefined, {
      short_id: "tk9Z8y7X",
      public_id: "A-PQ3R8S",
      first_name: "Marco",
    });
    const api = fakeApi({
      "GET public/events/7/attendees/tk7A1b2C": { status: 200, body: { data: ticketAnswer(event) } },
      "GET public/events/7/order/or7A1b2C": ({ url }) =>
        url.searchParams.get("include") === "event"
          ? {
              status: 200,
              body: {
                data: {
                  ...orderAnswer(),
                  session_identifier: "s3cr3t",
                  attendees: [ticketAnswer(), second],
                  event,
                },
              },
            }
          : { status: 400, body: { message: "include=event expected" } },
    });
    const one = await draw("/product/7/tk7A1b2C/print", api);
    expect(one?.status).toBe(200);
    expect(one?.html.match(/class="varco-ticket-sheet"/gu)).toHaveLength(1);
    const all = await draw("/order/7/or7A1b2C/print", api);
    expect(all?.status).toBe(200);
    expect(all?.html.match(/class="varco-ticket-sheet"/gu)).toHaveLength(2);
    expect(all?.html).toContain('alt="QR code of ticket A-PQ3R8S"');
    expect(all?.head).toContain("<title>Print tickets · Concerto d&#39;estate · Varco</title>");
    expect(all?.head).not.toContain("s3cr3t");
  });

  it("dresses the ticket page and its print sheets in the event's ticket design", async () => {
    const designed = eventAnswer({
      images: [ticketLogo],
      settings: { ticket_design_settings: ticketDesign },
    });
    const api = fakeApi({
      "GET public/events/7/attendees/tk7A1b2C": { status: 200, body: { data: ticketAnswer(designed) } },
      "GET public/events/7/order/or7A1b2C": {
        status: 200,
        body: { data: { ...orderAnswer(), attendees: [ticketAnswer()], event: designed } },
      },
    });
    for (const url of ["/product/7/tk7A1b2C", "/product/7/tk7A1b2C/print", "/order/7/or7A1b2C/print"]) {
      const html = (await draw(url, api))?.html ?? "";
      expect(html, url).toMatch(
        /class="varco-ticket-design" data-layout="modern" style="--varco-ticket-accent:#AA0000"/u,
      );
      expect(html, url).toContain('src="https://cdn.example/ticket-logo.png"');
      expect(html, url).toContain("Doors open at 19:00");
    }
    // Switched off, the same ticket is drawn plain.
    const plain = eventAnswer({
      settings: { ticket_design_settings: { enabled: false, accent_color: "#AA0000", footer_text: "Doors" } },
    });
    const off = fakeApi({
      "GET public/events/7/attendees/tk7A1b2C": { status: 200, body: { data: ticketAnswer(plain) } },
    });
    const html = (await draw("/product/7/tk7A1b2C", off))?.html ?? "";
    expect(html).not.toContain("varco-ticket-design");
    expect(html).not.toContain("Doors");
  });

  it("answers 404 with the not-found page for an unknown ticket or order", async () => {
    for (const url of ["/product/7/nope", "/product/abc/tk7A1b2C/print", "/order/7/nope/print"]) {
      const result = await draw(url, fakeApi({}));
      expect(result?.status, url).toBe(404);
      expect(result?.html, url).toContain("Page not found");
    }
  });
});
