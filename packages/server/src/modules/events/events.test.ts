import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type CreateEventBody, deletionStatusSchema } from "@varco/domain";
import { count, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  accountEventDefaults,
  accounts,
  eventSettings,
  eventStatistics,
  events,
  images,
  orders,
} from "../../db/schema";
import { addMember, loginToken, registerOwner } from "../../test/accounts";
import { duplicateFlags } from "../../test/duplicateFlags";
import { useTestApp } from "../../test/testApp";
import { storedImages } from "../images/storedImages";
import {
  authed,
  createEventVia,
  daysFromNow,
  errorsOf,
  eventEnvelope,
  insertImage,
  insertOrganizer,
  setEventStatus,
} from "./testFixtures";

const dataDir = mkdtempSync(join(tmpdir(), "varco-events-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const api = useTestApp({ env: { DATA_DIR: dataDir } });

/** An owner with one LIVE organizer, ready to make events. */
async function ownerWithOrganizer(settings?: Record<string, unknown>) {
  const owner = await registerOwner(api);
  const organizer = await insertOrganizer(api, owner.account.id, {}, settings);
  return { ...owner, organizer };
}

/** An owner with one LIVE organizer and a DRAFT event of it, starting tomorrow unless `values` say otherwise. */
async function ownerWithEvent(title: string, values: Partial<CreateEventBody> = {}) {
  const owner = await ownerWithOrganizer();
  const event = await createEventVia(api, owner.token, {
    title,
    start_date: daysFromNow(1),
    organizer_id: owner.organizer.id,
    ...values,
  });
  return { ...owner, event };
}

/** The event's row, deleted or not. */
async function eventRow(eventId: number) {
  const [row] = await api.db.select().from(events).where(eq(events.id, eventId));
  return row;
}

/** An image of the event (of the account's, or of another naming the event's id), its file written. */
function insertEventImage(accountId: number, eventId: number, type: "EVENT_COVER" | "TICKET_LOGO") {
  return insertImage(api, { accountId, entityType: "EVENT", entityId: eventId, type, dataDir });
}

async function eventCount(): Promise<number> {
  const [row] = await api.db.select({ n: count() }).from(events);
  return row?.n ?? 0;
}

describe("POST /api/events", () => {
  it("creates a DRAFT event in the organizer's time zone and currency, with its settings and statistics", async () => {
    const start = daysFromNow(10);
    const { organizer, userId, event } = await ownerWithEvent("Notte Bianca: Musica all'Aperto!", {
      start_date: start,
    });
    expect(event).toMatchObject({
      title: "Notte Bianca: Musica all'Aperto!",
      slug: "notte-bianca-musica-all-aperto",
      status: "DRAFT",
      lifecycle_status: "UPCOMING",
      category: "OTHER",
      timezone: "Europe/Rome",
      currency: "EUR",
      start_date: start,
      end_date: null,
      description: null,
      organizer_id: organizer.id,
      organizer: { id: organizer.id, name: "Teatro Verdi" },
      images: [],
      // A new event starts with one empty category, as Hi.Events makes it.
      product_categories: [expect.objectContaining({ name: "Tickets", products: [] })],
      attributes: [],
      statistics: { total_views: 0, sales_total_gross: 0 },
    });
    expect(event.settings).toMatchObject({
      order_timeout_in_minutes: 15,
      payment_providers: [],
      invoice_prefix: "INV-",
      invoice_start_number: 1,
      enable_invoicing: false,
      waitlist_offer_timeout_minutes: 120,
      support_email: null,
      required_attendee_details: true,
      attendee_details_collection_method: "PER_TICKET",
    });

    const row = await eventRow(event.id);
    expect(row?.shortId).toMatch(/^evt_[A-Za-z0-9]{13}$/);
    expect(row?.createdByUserId).toBe(userId);
    expect(await api.db.select().from(eventSettings).where(eq(eventSettings.eventId, event.id))).toHaveLength(
      1,
    );
    expect(
      await api.db.select().from(eventStatistics).where(eq(eventStatistics.eventId, event.id)),
    ).toHaveLength(1);
  });

  it("takes the time zone, currency, category, attributes and location the body gives", async () => {
    const attributes = [
      { name: "Dress code", value: "Smart", is_public: true },
      { name: "Internal note", value: "Call the caterer", is_public: false },
    ];
    const { event } = await ownerWithEvent("Lisbon Jazz Weekend", {
      start_date: daysFromNow(3),
      end_date: daysFromNow(5),
      timezone: "Europe/Lisbon",
      currency: "USD",
      category: "MUSIC",
      attributes,
      location_details: {
        venue_name: "Coliseu",
        address_line_1: "Rua das Portas de Santo Antão 96",
        city: "Lisboa",
        zip_or_postal_code: "1150-269",
        country: "PT",
      },
    });
    expect(event).toMatchObject({
      timezone: "Europe/Lisbon",
      currency: "USD",
      category: "MUSIC",
      attributes,
      location_details: { venue_name: "Coliseu", city: "Lisboa", country: "PT" },
    });
  });

  it("cleans the description: no script, no event handlers, only safe links", async () => {
    const { event } = await ownerWithEvent("Sanitised", {
      description:
        '<p>Welcome <strong>all</strong><script>alert("x")</script><img src="x" onerror="alert(1)"></p>' +
        '<p onclick="steal()"><a href="javascript:alert(1)">bad</a> <a href="https://example.test" target="_blank">good</a></p>' +
        '<iframe src="https://evil.test"></iframe><h2>Programme</h2><ul><li>Doors 20:00</li></ul>',
    });
    const description = event.description ?? "";
    expect(description).not.toMatch(/script|onerror|onclick|javascript:|<img|<iframe/i);
    expect(description).toContain("<strong>all</strong>");
    expect(description).toContain(
      '<a href="https://example.test" target="_blank" rel="noopener noreferrer">good</a>',
    );
    expect(description).toContain("<h2>Programme</h2><ul><li>Doors 20:00</li></ul>");
  });

  it("stores a description that is only blank markup as none", async () => {
    const { event } = await ownerWithEvent("Blank", { description: "<p> </p><p><br></p>" });
    expect(event.description).toBeNull();
  });

  it("answers 422 on organizer_id for another account's, a deleted or an unknown organizer, and writes nothing", async () => {
    const { token } = await ownerWithOrganizer();
    const stranger = await registerOwner(api);
    const theirs = await insertOrganizer(api, stranger.account.id);
    const mine = await ownerWithOrganizer();
    const deleted = await insertOrganizer(api, mine.account.id, { deletedAt: new Date() });
    const before = await eventCount();
    for (const [tokenToUse, organizerId] of [
      [token, theirs.id],
      [mine.token, deleted.id],
      [token, 987_654_321],
    ] as const) {
      const response = await api.request(
        "/api/events",
        authed(tokenToUse, "POST", { title: "Nope", start_date: daysFromNow(1), organizer_id: organizerId }),
      );
      expect(response.status).toBe(422);
      expect(await errorsOf(response)).toEqual({ organizer_id: ["This organiser does not exist."] });
    }
    expect(await eventCount()).toBe(before);
  });

  it("answers 422 for a missing title, an end before the start, or an unknown category", async () => {
    const { token, organizer } = await ownerWithOrganizer();
    const before = await eventCount();
    const missing = await api.request(
      "/api/events",
      authed(token, "POST", { start_date: daysFromNow(1), organizer_id: organizer.id }),
    );
    expect(missing.status).toBe(422);
    expect(Object.keys(await errorsOf(missing))).toEqual(["title"]);
    const backwards = await api.request(
      "/api/events",
      authed(token, "POST", {
        title: "Backwards",
        start_date: daysFromNow(2),
        end_date: daysFromNow(1),
        organizer_id: organizer.id,
      }),
    );
    expect(Object.keys(await errorsOf(backwards))).toEqual(["end_date"]);
    const category = await api.request(
      "/api/events",
      authed(token, "POST", {
        title: "Odd",
        start_date: daysFromNow(1),
        organizer_id: organizer.id,
        category: "KARAOKE",
      }),
    );
    expect(Object.keys(await errorsOf(category))).toEqual(["category"]);
    expect(await eventCount()).toBe(before);
  });

  it("starts from the account's event defaults, then the organizer's own defaults", async () => {
    const { token, account } = await registerOwner(api);
    await api.db.insert(accountEventDefaults).values({
      accountId: account.id,
      values: {
        order_timeout_in_minutes: 30,
        payment_providers: ["STRIPE", "OFFLINE"],
        offline_payment_instructions: "<p>Pay at the door<script>x()</script></p>",
        show_marketing_opt_in: false,
        invoice_prefix: "VRC-",
        price_display_mode: "EXCLUSIVE",
      },
    });
    const organizer = await insertOrganizer(api, account.id, {}, { default_show_marketing_opt_in: true });
    const event = await createEventVia(api, token, {
      title: "Defaults",
      start_date: daysFromNow(1),
      organizer_id: organizer.id,
    });
    expect(event.settings).toMatchObject({
      order_timeout_in_minutes: 30,
      payment_providers: ["STRIPE", "OFFLINE"],
      offline_payment_instructions: "<p>Pay at the door</p>",
      invoice_prefix: "VRC-",
      price_display_mode: "EXCLUSIVE",
      // The organizer's default is more specific than the account's.
      show_marketing_opt_in: true,
    });
  });

  it("answers 401 without a session", async () => {
    const response = await api.request("/api/events", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ title: "x", start_date: daysFromNow(1), organizer_id: 1 }),
    });
    expect(response.status).toBe(401);
  });
});

describe("GET /api/events/:event_id", () => {
  it("carries the organizer, the event's own images and its lifecycle", async () => {
    const { token, organizer, account, event } = await ownerWithEvent("Happening now", {
      start_date: daysFromNow(-1),
      end_date: daysFromNow(1),
    });
    const cover = await insertEventImage(account.id, event.id, "EVENT_COVER");
    const logo = await insertImage(api, {
      accountId: account.id,
      entityType: "ORGANIZER",
      entityId: organizer.id,
      type: "ORGANIZER_LOGO",
    });
    // A row of another account naming this event's id is not this event's image.
    const stranger = await registerOwner(api);
    await insertEventImage(stranger.account.id, event.id, "EVENT_COVER");

    const response = await api.request(`/api/events/${event.id}`, authed(token));
    expect(response.status).toBe(200);
    const { data } = eventEnvelope.parse(await response.json());
    expect(data.lifecycle_status).toBe("ONGOING");
    expect(data.images?.map((image) => image.id)).toEqual([cover.id]);
    expect(data.images?.[0]?.url).toBe(`https://tickets.varco.test/api/uploads/${cover.storageKey}`);
    expect(data.organizer?.images?.map((image) => image.id)).toEqual([logo.id]);
    expect(data.settings?.payment_providers).toEqual([]);
  });

  it("reads an event that has ended as ENDED", async () => {
    const { event } = await ownerWithEvent("Last year", {
      start_date: daysFromNow(-3),
      end_date: daysFromNow(-2),
    });
    expect(event.lifecycle_status).toBe("ENDED");
  });
});

describe("PUT /api/events/:event_id", () => {
  it("changes what is sent, keeps what is left out, and renames the slug", async () => {
    const { token, event } = await ownerWithEvent("Old title", {
      start_date: daysFromNow(5),
      end_date: daysFromNow(6),
      category: "ART",
      description: "<p>Old</p>",
    });
    const start = daysFromNow(7);
    const response = await api.request(
      `/api/events/${event.id}`,
      authed(token, "PUT", {
        title: "Nuovo Titolo",
        start_date: start,
        end_date: null,
        currency: "CHF",
        description: '<p>New <a href="https://x.test" onmouseover="x()">link</a></p>',
      }),
    );
    expect(response.status).toBe(200);
    const { data } = eventEnvelope.parse(await response.json());
    expect(data).toMatchObject({
      title: "Nuovo Titolo",
      slug: "nuovo-titolo",
      start_date: start,
      end_date: null,
      currency: "CHF",
      category: "ART",
      description: '<p>New <a href="https://x.test">link</a></p>',
    });
  });

  it("answers 422 when the new start falls after the end it keeps, and changes nothing", async () => {
    const { token, event } = await ownerWithEvent("Window", { end_date: daysFromNow(2) });
    const response = await api.request(
      `/api/events/${event.id}`,
      authed(token, "PUT", { title: "Window moved", start_date: daysFromNow(3) }),
    );
    expect(response.status).toBe(422);
    expect(Object.keys(await errorsOf(response))).toEqual(["end_date"]);
    expect((await eventRow(event.id))?.title).toBe("Window");
  });
});

describe("PUT /api/events/:event_id/status", () => {
  it("moves between DRAFT, LIVE, PAUSED and ARCHIVED in any order", async () => {
    const { token, event } = await ownerWithEvent("Status");
    for (const status of ["LIVE", "PAUSED", "LIVE", "ARCHIVED", "DRAFT", "ARCHIVED", "LIVE"]) {
      const response = await api.request(`/api/events/${event.id}/status`, authed(token, "PUT", { status }));
      expect(response.status).toBe(200);
      expect(eventEnvelope.parse(await response.json()).data.status).toBe(status);
    }
  });

  it("answers 422 for an unknown status, or when the account is not verified", async () => {
    const { token, account, event } = await ownerWithEvent("Status");
    const unknown = await api.request(
      `/api/events/${event.id}/status`,
      authed(token, "PUT", { status: "CANCELLED" }),
    );
    expect(unknown.status).toBe(422);
    expect(Object.keys(await errorsOf(unknown))).toEqual(["status"]);

    await api.db.update(accounts).set({ accountVerifiedAt: null }).where(eq(accounts.id, account.id));
    const unverified = await api.request(
      `/api/events/${event.id}/status`,
      authed(token, "PUT", { status: "LIVE" }),
    );
    expect(unverified.status).toBe(422);
    expect(Object.keys(await errorsOf(unverified))).toEqual(["status"]);
    expect((await eventRow(event.id))?.status).toBe("DRAFT");
  });
});

const everyPartButTheTicketLogo = duplicateFlags(true, { duplicate_ticket_logo: false });

describe("POST /api/events/:event_id/duplicate", () => {
  it("makes a DRAFT copy with the new title and dates, its settings and its own copy of the cover", async () => {
    const {
      token,
      organizer,
      account,
      event: source,
    } = await ownerWithEvent("Festival 2025", {
      start_date: daysFromNow(10),
      category: "FESTIVAL",
      description: "<p>Three days of music</p>",
    });
    await setEventStatus(api, token, source.id, "LIVE");
    const patched = await api.request(
      `/api/events/${source.id}/settings`,
      authed(token, "PATCH", { order_timeout_in_minutes: 42, seo_title: "Festival" }),
    );
    expect(patched.status).toBe(200);
    const cover = await insertEventImage(account.id, source.id, "EVENT_COVER");
    await insertEventImage(account.id, source.id, "TICKET_LOGO");

    const start = daysFromNow(375);
    const response = await api.request(
      `/api/events/${source.id}/duplicate`,
      authed(token, "POST", { title: "Festival 2026", start_date: start, ...everyPartButTheTicketLogo }),
    );
    expect(response.status).toBe(200);
    const { data: copy } = eventEnvelope.parse(await response.json());
    expect(copy.id).not.toBe(source.id);
    expect(copy).toMatchObject({
      title: "Festival 2026",
      slug: "festival-2026",
      status: "DRAFT",
      start_date: start,
      category: "FESTIVAL",
      description: "<p>Three days of music</p>",
      organizer_id: organizer.id,
      // A new event starts with one empty category, as Hi.Events makes it.
      product_categories: [expect.objectContaining({ name: "Tickets", products: [] })],
    });
    expect(copy.settings).toMatchObject({ order_timeout_in_minutes: 42, seo_title: "Festival" });
    // The cover, not the ticket logo (not asked for), as a file of its own.
    expect(copy.images?.map((image) => image.type)).toEqual(["EVENT_COVER"]);
    const [copiedCover] = await api.db.select().from(images).where(eq(images.entityId, copy.id));
    expect(copiedCover?.storageKey).not.toBe(cover.storageKey);
    const stored = storedImages(api.database.connection, dataDir);
    expect((await stored.bytes(copiedCover?.storageKey ?? "missing"))?.toString("utf8")).toBe(
      `bytes of ${cover.storageKey}`,
    );
    expect(await stored.keys()).toContain(cover.storageKey);
  });

  it("starts from the default settings when settings are not copied, and keeps no images", async () => {
    const { token, account, event: source } = await ownerWithEvent("Source");
    await api.request(
      `/api/events/${source.id}/settings`,
      authed(token, "PATCH", { order_timeout_in_minutes: 42 }),
    );
    await insertEventImage(account.id, source.id, "EVENT_COVER");
    const response = await api.request(
      `/api/events/${source.id}/duplicate`,
      authed(token, "POST", {
        title: "Copy",
        description: "<p>Fresh<script>x()</script></p>",
        start_date: daysFromNow(2),
        ...everyPartButTheTicketLogo,
        duplicate_settings: false,
        duplicate_event_cover_image: false,
      }),
    );
    expect(response.status).toBe(200);
    const { data: copy } = eventEnvelope.parse(await response.json());
    expect(copy.settings?.order_timeout_in_minutes).toBe(15);
    expect(copy.images).toEqual([]);
    expect(copy.description).toBe("<p>Fresh</p>");
  });

  it("answers 422 when a flag is missing", async () => {
    const { token, event: source } = await ownerWithEvent("Source");
    const before = await eventCount();
    const { duplicate_webhooks: _missing, ...flags } = everyPartButTheTicketLogo;
    const response = await api.request(
      `/api/events/${source.id}/duplicate`,
      authed(token, "POST", { title: "Copy", start_date: daysFromNow(2), ...flags }),
    );
    expect(response.status).toBe(422);
    expect(Object.keys(await errorsOf(response))).toEqual(["duplicate_webhooks"]);
    expect(await eventCount()).toBe(before);
  });
});

describe("DELETE /api/events/:event_id and deletion-status", () => {
  it("lets an admin delete (soft) an event, after which it is gone from every route", async () => {
    const { token, event } = await ownerWithEvent("Doomed");
    const status = await api.request(`/api/events/${event.id}/deletion-status`, authed(token));
    expect(status.status).toBe(200);
    expect(z.object({ data: deletionStatusSchema }).parse(await status.json()).data).toEqual({
      can_delete: true,
      reason: null,
    });

    const deleted = await api.request(`/api/events/${event.id}`, authed(token, "DELETE"));
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe("");
    expect((await eventRow(event.id))?.deletedAt).toBeInstanceOf(Date);
    expect((await api.request(`/api/events/${event.id}`, authed(token))).status).toBe(404);
    expect((await api.request(`/api/events/${event.id}`, authed(token, "DELETE"))).status).toBe(404);
    const list = (await (await api.request("/api/events", authed(token))).json()) as {
      data: { id: number }[];
    };
    expect(list.data.map((item) => item.id)).not.toContain(event.id);
  });

  it("keeps an event with sold orders (409, with the reason in deletion-status); a mere reservation does not block", async () => {
    const { token, event } = await ownerWithEvent("Sold");
    const order = (status: "RESERVED" | "COMPLETED", suffix: string) => ({
      eventId: event.id,
      shortId: `o_deletion${suffix}`,
      publicId: `O-DEL${suffix}`,
      status,
      currency: "EUR",
      locale: "it",
    });
    await api.db.insert(orders).values(order("RESERVED", `${event.id}R`));
    const statusOf = async () =>
      z
        .object({ data: deletionStatusSchema })
        .parse(await (await api.request(`/api/events/${event.id}/deletion-status`, authed(token))).json())
        .data;
    expect((await statusOf()).can_delete).toBe(true);

    await api.db.insert(orders).values(order("COMPLETED", `${event.id}C`));
    expect(await statusOf()).toEqual({
      can_delete: false,
      reason: "This event has orders, so it cannot be deleted. Archive it instead.",
    });
    const refused = await api.request(`/api/events/${event.id}`, authed(token, "DELETE"));
    expect(refused.status).toBe(409);
    expect((await eventRow(event.id))?.deletedAt).toBeNull();
  });

  it("refuses an ORGANIZER (403) and deletes nothing", async () => {
    const { account, event } = await ownerWithEvent("Kept");
    const member = await addMember(api, account.id, { role: "ORGANIZER" });
    const memberToken = await loginToken(api, member.email);
    const response = await api.request(`/api/events/${event.id}`, authed(memberToken, "DELETE"));
    expect(response.status).toBe(403);
    expect((await eventRow(event.id))?.deletedAt).toBeNull();
  });
});

describe("an ORGANIZER member", () => {
  it("creates, edits, publishes, duplicates and configures events", async () => {
    const { organizer, account } = await ownerWithOrganizer();
    const member = await addMember(api, account.id, { role: "ORGANIZER" });
    const token = await loginToken(api, member.email);
    const event = await createEventVia(api, token, {
      title: "By staff",
      start_date: daysFromNow(1),
      organizer_id: organizer.id,
    });
    const calls: [string, string, unknown][] = [
      ["PUT", `/api/events/${event.id}`, { title: "By staff, edited", start_date: daysFromNow(2) }],
      ["PUT", `/api/events/${event.id}/status`, { status: "LIVE" }],
      ["PATCH", `/api/events/${event.id}/settings`, { seo_title: "Staff" }],
      [
        "POST",
        `/api/events/${event.id}/duplicate`,
        { title: "Staff copy", start_date: daysFromNow(3), ...everyPartButTheTicketLogo },
      ],
      ["GET", `/api/events/${event.id}/stats`, undefined],
    ];
    for (const [method, path, body] of calls) {
      const response = await api.request(path, authed(token, method, body));
      expect(`${method} ${path} ${response.status}`).toBe(`${method} ${path} 200`);
    }
  });
});

describe("another account", () => {
  it("gets 404 on every route naming an event it does not own, and changes nothing", async () => {
    const { organizer, event } = await ownerWithEvent("Private");
    const stranger = await ownerWithOrganizer();
    const before = await api.db.select().from(events).where(eq(events.id, event.id));
    const beforeSettings = await api.db
      .select()
      .from(eventSettings)
      .where(eq(eventSettings.eventId, event.id));
    const calls: [string, string, unknown][] = [
      ["GET", "", undefined],
      ["PUT", "", { title: "Mine now", start_date: daysFromNow(1) }],
      ["PUT", "/status", { status: "LIVE" }],
      ["POST", "/duplicate", { title: "Stolen", start_date: daysFromNow(1), ...everyPartButTheTicketLogo }],
      ["DELETE", "", undefined],
      ["GET", "/deletion-status", undefined],
      ["GET", "/settings", undefined],
      ["PUT", "/settings", { seo_title: "Mine" }],
      ["PATCH", "/settings", { seo_title: "Mine" }],
      ["GET", "/stats", undefined],
      ["GET", "/check_in_stats", undefined],
      ["GET", "/settings/platform-fee-preview?price=10", undefined],
    ];
    for (const [method, suffix, body] of calls) {
      const response = await api.request(
        `/api/events/${event.id}${suffix}`,
        authed(stranger.token, method, body),
      );
      expect(`${method} ${suffix} ${response.status}`).toBe(`${method} ${suffix} 404`);
      expect(await response.text()).not.toContain("Private");
    }
    const organizerEvents = await api.request(
      `/api/organizers/${organizer.id}/events`,
      authed(stranger.token),
    );
    expect(organizerEvents.status).toBe(404);
    expect(await api.db.select().from(events).where(eq(events.id, event.id))).toEqual(before);
    expect(await api.db.select().from(eventSettings).where(eq(eventSettings.eventId, event.id))).toEqual(
      beforeSettings,
    );
  });
});
