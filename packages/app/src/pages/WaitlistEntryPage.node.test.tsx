import { describe, expect, it } from "vitest";
import { productCategories, soldOutTicket } from "../areas/public/ticketSelector.fixtures";
import { defaultRuntimeConfig } from "../runtimeConfig";
import { eventAnswer, fakeApi } from "../test/renderApp";
import { render } from "./entry-server";

const appUrl = "https://tickets.example";
const token = "wl_7Kq2m9Xz";

const draw = (url: string, api: ReturnType<typeof fakeApi>, defaultLocale: "en" | "it" = "en") =>
  render(url, { fetch: api.fetch, runtimeConfig: { ...defaultRuntimeConfig, defaultLocale }, appUrl });

/** An entry as `GET public/events/7/waitlist/{token}` answers it: waiting, two people ahead. */
const entry = (fields: Record<string, unknown> = {}) => ({
  event_id: 7,
  status: "WAITING",
  first_name: "Giulia",
  product_title: "Festival pass",
  price_label: "Early bird",
  position: 3,
  waiting_ahead: 2,
  offer_expires_at: null,
  order_short_id: null,
  ...fields,
});

const event = eventAnswer({ title: "Concerto d'estate", timezone: "Europe/Rome" });

const entryApi = (answer: Record<string, unknown> | null) =>
  fakeApi({
    [`GET public/events/7/waitlist/${token}`]: answer
      ? { status: 200, body: { data: answer } }
      : { status: 404, body: { message: "Not found." } },
    "GET public/events/7": { status: 200, body: { data: event } },
  });

const page = async (answer: Record<string, unknown> | null, locale: "en" | "it" = "en") =>
  draw(`/waitlist/7/${token}`, entryApi(answer), locale);

describe("a waitlist entry's page drawn on the server", () => {
  it("says where a waiting person stands, with a way to leave the list, out of search engines", async () => {
    const result = await page(entry());
    expect(result?.status).toBe(200);
    const html = result?.html ?? "";
    expect(html).toContain("Your place on the waitlist");
    expect(html).toContain(
      "You are on the waitlist for Festival pass – Early bird of Concerto d&#x27;estate.",
    );
    expect(html).toContain("2 people are ahead of you.");
    expect(html).toContain(">Leave the waitlist</button>");
    expect(html).not.toContain("Complete your purchase");
    expect(html).toContain('href="/event/7/concerto-d-estate"');
    expect(result?.head).toContain("<title>Waitlist · Concerto d&#39;estate");
    expect(result?.head).toContain('<meta name="robots" content="noindex">');
    expect(result?.modules).toEqual([
      "src/pages/CheckoutPage.tsx",
      "src/locales/en/pages.po",
      "src/locales/en/pages-checkout.po",
    ]);
    // The first in line is told it is next.
    expect((await page(entry({ waiting_ahead: 0, position: 1 })))?.html).toContain(
      "Nobody is ahead of you: the next ticket that frees up is offered to you.",
    );
  });

  it("holds an offered ticket until a time in the event's zone, with the purchase and the way to decline it", async () => {
    const offered = entry({
      status: "OFFERED",
      waiting_ahead: 0,
      offer_expires_at: "2030-07-01T16:30:00Z",
      order_short_id: "o_wait",
    });
    const html = (await page(offered))?.html ?? "";
    expect(html).toContain("A ticket is waiting for you");
    // 16:30 UTC is 18:30 in Rome (summer time), named with its zone.
    expect(html).toMatch(
      /A ticket is held for you until Jul 1, 2030, 6:30 PM GMT\+2: Festival pass – Early bird of/u,
    );
    expect(html).toContain(">Complete your purchase</button>");
    expect(html).toContain(">No thanks, give it to the next person</button>");
    expect(html).not.toContain(">Leave the waitlist</button>");

    const italian = (await page(offered, "it"))?.html ?? "";
    expect(italian).toMatch(/Un biglietto è riservato per te fino al 1 lug 2030, 18:30 CEST/u);
    expect(italian).toContain(">Completa l&#x27;acquisto</button>");
  });

  it("says how a closed entry ended, with nothing left to do, and an unknown token is the not-found page", async () => {
    const bought = (await page(entry({ status: "PURCHASED", waiting_ahead: 0 })))?.html ?? "";
    expect(bought).toContain(
      "Thank you: you bought your ticket for Concerto d&#x27;estate from the waitlist. It was sent to you by email.",
    );
    const expired = (await page(entry({ status: "OFFER_EXPIRED", waiting_ahead: 0 })))?.html ?? "";
    expect(expired).toContain(
      "The offer of a ticket for Concerto d&#x27;estate has expired, and the ticket went to the next person in line.",
    );
    const left = (await page(entry({ status: "CANCELLED", waiting_ahead: 0 })))?.html ?? "";
    expect(left).toContain("You left the waitlist for Festival pass – Early bird of Concerto d&#x27;estate.");
    for (const html of [bought, expired, left]) expect(html).not.toContain("</button>");

    const unknown = await page(null);
    expect(unknown?.status).toBe(404);
    expect(unknown?.head).toContain('<meta name="robots" content="noindex">');
  });
});

describe("the waitlist's button in the widget drawn on the server", () => {
  it("stands in for the quantity of a sold-out price whose product takes a waitlist", async () => {
    const withWaitlist = eventAnswer({
      product_categories: productCategories([{ ...soldOutTicket, waitlist_enabled: true }]),
    });
    const result = await draw(
      "/widget/7?Locale=it",
      fakeApi({ "GET public/events/7": { status: 200, body: { data: withWaitlist } } }),
    );
    expect(result?.html).toContain("Esaurito");
    expect(result?.html).toMatch(
      /<button[^>]*aria-haspopup="dialog"[^>]*>Mettiti in lista d&#x27;attesa<\/button>/u,
    );
    const without = eventAnswer({ product_categories: productCategories([soldOutTicket]) });
    const plain = await draw(
      "/widget/7?Locale=it",
      fakeApi({ "GET public/events/7": { status: 200, body: { data: without } } }),
    );
    expect(plain?.html).toContain("Esaurito");
    expect(plain?.html).not.toContain("lista d&#x27;attesa");
  });
});
