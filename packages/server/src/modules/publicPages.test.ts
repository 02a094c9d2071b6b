import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { registerOwner } from "../test/accounts";
import { testAppUrl, useTestApp } from "../test/testApp";
import {
  createEventVia,
  daysFromNow,
  insertImage,
  insertOrganizer,
  setEventStatus,
} from "./events/testFixtures";

/** A built app as Vite leaves it: what the server writes a page's head into. */
const dist = mkdtempSync(join(tmpdir(), "varco-public-pages-"));
mkdirSync(join(dist, "assets"));
writeFileSync(
  join(dist, "index.html"),
  `<!doctype html><html lang="it"><head><title>Varco</title><meta name="description" content="" />
<script id="varco-runtime-config" type="application/json">{}</script></head><body><div id="root"></div></body></html>`,
);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const api = useTestApp({ env: { APP_DIST_DIR: dist } });
/** What a link preview or a crawler sends. */
const crawler = { accept: "*/*", "user-agent": "WhatsApp/2.24" };

async function liveEvent(title = "Aida in the Park") {
  const owner = await registerOwner(api);
  const organizer = await insertOrganizer(
    api,
    owner.account.id,
    { slug: "teatro-verdi" },
    { seo_title: "Verdi" },
  );
  const event = await createEventVia(api, owner.token, {
    title,
    start_date: daysFromNow(10),
    organizer_id: organizer.id,
    description: "<p>An evening of opera under the stars.</p>",
    location_details: {
      venue_name: "Parco Sempione",
      address_line_1: "Piazza Sempione",
      city: "Milano",
      zip_or_postal_code: "20154",
      country: "IT",
    },
  });
  await setEventStatus(api, owner.token, event.id, "LIVE");
  return { ...owner, organizer, event };
}

/** The JSON-LD of a page. */
function structuredData(html: string): Record<string, unknown> {
  const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/u.exec(html)?.[1];
  if (!json) throw new Error("no JSON-LD in the page");
  return JSON.parse(json) as Record<string, unknown>;
}

describe("a public event's address", () => {
  it("answers a crawler 200 HTML with the title, preview tags and a JSON-LD Event", async () => {
    const { event, account } = await liveEvent();
    await insertImage(api, {
      accountId: account.id,
      entityType: "EVENT",
      entityId: event.id,
      type: "EVENT_COVER",
    });
    const response = await api.request(`/e/${event.id}/${event.slug}`, { headers: crawler });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await response.text();
    expect(html).toContain("<title>Aida in the Park · Varco</title>");
    expect(html).toContain('<meta property="og:title" content="Aida in the Park">');
    expect(html).toContain('<meta name="description" content="An evening of opera under the stars.">');
    expect(html).not.toContain('<meta name="description" content="" />');
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="${testAppUrl}/api/uploads/[^"]+">`));
    expect(html).toContain(`<link rel="canonical" href="${testAppUrl}/event/${event.id}/${event.slug}">`);
    expect(html).toContain('<div id="root">');
    expect(structuredData(html)).toMatchObject({
      "@type": "Event",
      name: "Aida in the Park",
      location: { "@type": "Place", name: "Parco Sempione", address: { addressLocality: "Milano" } },
    });
    expect(String(structuredData(html).startDate)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/u);
  });

  it("redirects a wrong slug to the canonical one from the server, keeping the query", async () => {
    const { event } = await liveEvent();
    for (const prefix of ["e", "event"]) {
      const response = await api.request(`/${prefix}/${event.id}/an-old-name?promo_code=ESTATE`, {
        headers: crawler,
      });
      expect(response.status).toBe(301);
      expect(response.headers.get("location")).toBe(`/${prefix}/${event.id}/${event.slug}?promo_code=ESTATE`);
    }
  });

  it("answers 404 for an event that is missing or not public, with the app's page for people", async () => {
    const { event, token } = await liveEvent();
    await setEventStatus(api, token, event.id, "DRAFT");
    for (const path of [`/event/${event.id}/${event.slug}`, "/e/999999999/nothing-here"]) {
      const response = await api.request(path, { headers: crawler });
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).toContain('<div id="root">');
    }
    // The organiser's preview address is the app's own business.
    expect((await api.request(`/event/${event.id}/preview`, { headers: crawler })).status).toBe(200);
  });

  it("writes whatever an organiser typed as text, never as markup", async () => {
    const { event } = await liveEvent('Night </title><script>alert("x")</script>');
    const html = await (await api.request(`/event/${event.id}/${event.slug}`, { headers: crawler })).text();
    expect(html).not.toContain('<script>alert("x")</script>');
    expect(html).toContain("Night &lt;/title&gt;&lt;script&gt;");
    expect(structuredData(html).name).toBe('Night </title><script>alert("x")</script>');
  });
});

describe("a public organiser's address", () => {
  it("answers its name and description, and redirects a wrong slug keeping /past-events", async () => {
    const owner = await registerOwner(api);
    const organizer = await insertOrganizer(
      api,
      owner.account.id,
      { name: "Teatro Verdi", slug: "teatro-verdi", description: "Opera and concerts in Busseto." },
      { seo_title: "Verdi, Busseto" },
    );
    const page = await api.request(`/events/${organizer.id}/teatro-verdi`, { headers: crawler });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("<title>Verdi, Busseto · Varco</title>");
    expect(html).toContain('<meta property="og:description" content="Opera and concerts in Busseto.">');
    const moved = await api.request(`/events/${organizer.id}/old-name/past-events?ref=mail`, {
      headers: crawler,
    });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe(`/events/${organizer.id}/teatro-verdi/past-events?ref=mail`);
    expect((await api.request("/events/999999999/nobody", { headers: crawler })).status).toBe(404);
  });

  it("says nothing of a password-protected page", async () => {
    const owner = await registerOwner(api);
    const organizer = await insertOrganizer(
      api,
      owner.account.id,
      { name: "Circolo Riservato", slug: "circolo", description: "Members only." },
      { homepage_visibility: "PASSWORD_PROTECTED" },
    );
    const response = await api.request(`/events/${organizer.id}/circolo`, { headers: crawler });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain("Circolo Riservato");
    expect(html).not.toContain("Members only");
    expect(html).toContain('<meta name="robots" content="noindex">');
  });
});
