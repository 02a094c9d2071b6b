import { paginatedSchema, publicEventSchema, publicOrganizerEventsQuery } from "@varco/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { events, organizers } from "../../db/schema";
import { addMember, loginToken, registerOwner } from "../../test/accounts";
import { viewsOf } from "../../test/eventViews";
import { useTestApp } from "../../test/testApp";
import { eventViewCounterOf } from "./eventViews";
import { calendarDayIn } from "./stats";
import {
  authed,
  clientFor,
  createEventVia,
  daysFromNow,
  errorsOf,
  insertImage,
  insertOrganizer,
  setEventStatus,
} from "./testFixtures";

const api = useTestApp();
const publicEnvelope = z.object({ data: publicEventSchema });
const publicPage = paginatedSchema(publicEventSchema);

/** An owner, a LIVE organizer with settings (and a homepage password) and one event. */
async function ownerWithEvent(status = "LIVE") {
  const owner = await registerOwner(api);
  const organizer = await insertOrganizer(
    api,
    owner.account.id,
    { email: "private-organizer@example.test", phone: "+39 02 555 0101" },
    { seo_title: "Verdi", homepage_visibility: "PUBLIC" },
  );
  const event = await createEventVia(api, owner.token, {
    title: "Aida in the Park",
    start_date: daysFromNow(10),
    organizer_id: organizer.id,
    description: `<p>${"An evening of opera under the stars. ".repeat(8)}</p>`,
    attributes: [
      { name: "Age", value: "All ages", is_public: true },
      { name: "Float", value: "€200 in the cash box", is_public: false },
    ],
  });
  await api.request(
    `/api/events/${event.id}/settings`,
    authed(owner.token, "PATCH", {
      post_checkout_message: "<p>Your seat is row F</p>",
      online_event_connection_details: "<p>https://stream.test/secret</p>",
      invoice_notes: "internal invoice note",
    }),
  );
  if (status !== "DRAFT") await setEventStatus(api, owner.token, event.id, status);
  return { ...owner, organizer, event };
}

describe("GET /api/public/events/:event_id", () => {
  it("shows a LIVE event to anyone, without what only its account may see", async () => {
    const { event, account, organizer } = await ownerWithEvent();
    await insertImage(api, {
      accountId: account.id,
      entityType: "EVENT",
      entityId: event.id,
      type: "EVENT_COVER",
    });
    const response = await api.request(`/api/public/events/${event.id}?promo_code=SUMMER`);
    expect(response.status).toBe(200);
    const text = await response.text();
    const { data } = publicEnvelope.parse(JSON.parse(text));
    expect(data).toMatchObject({
      id: event.id,
      title: "Aida in the Park",
      status: "LIVE",
      lifecycle_status: "UPCOMING",
      attributes: [{ name: "Age", value: "All ages", is_public: true }],
      organizer: { id: organizer.id, name: "Teatro Verdi", settings: { seo_title: "Verdi" } },
    });
    expect(data.images?.map((image) => image.type)).toEqual(["EVENT_COVER"]);
    // Its catalogue (storefront tests) comes along; a new event sells nothing yet.
    expect(data.product_categories?.flatMap((category) => category.products)).toEqual([]);
    expect(data.description_preview?.startsWith("An evening of opera under the stars. An evening")).toBe(
      true,
    );
    expect(Array.from(data.description_preview ?? "")).toHaveLength(200);
    expect(data.settings).toMatchObject({ payment_providers: [], order_timeout_in_minutes: 15 });
    for (const hidden of [
      "post_checkout_message",
      "online_event_connection_details",
      "notify_organizer_of_new_orders",
      "invoice_prefix",
      "invoice_notes",
      "enable_invoicing",
    ]) {
      expect(data.settings).not.toHaveProperty(hidden);
    }
    expect(data).not.toHaveProperty("statistics");
    for (const secret of [
      "Your seat is row F",
      "stream.test/secret",
      "internal invoice note",
      "€200",
      "organizer-secret",
      "private-organizer@",
      "555 0101",
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it("shows a PAUSED event to anyone, with its status, so the page can say that sales are paused", async () => {
    const { event } = await ownerWithEvent("PAUSED");
    const response = await api.request(`/api/public/events/${event.id}`);
    expect(response.status).toBe(200);
    expect(publicEnvelope.parse(await response.json()).data).toMatchObject({
      id: event.id,
      status: "PAUSED",
    });
  });

  it("answers 404 with an empty body for a DRAFT, ARCHIVED, deleted or unknown event", async () => {
    const draft = await ownerWithEvent("DRAFT");
    const archived = await ownerWithEvent("ARCHIVED");
    const deleted = await ownerWithEvent("LIVE");
    await api.db.update(events).set({ deletedAt: new Date() }).where(eq(events.id, deleted.event.id));
    for (const id of [draft.event.id, archived.event.id, deleted.event.id, 987_654_321]) {
      const response = await api.request(`/api/public/events/${id}`);
      expect(`${id} ${response.status}`).toBe(`${id} 404`);
      expect(await response.text()).toBe("");
    }
    // Nor to a signed-in member of another account.
    const stranger = await registerOwner(api);
    expect((await api.request(`/api/public/events/${draft.event.id}`, authed(stranger.token))).status).toBe(
      404,
    );
  });

  it("lets the owning account preview an unpublished event, without counting a view", async () => {
    const { event, token, account } = await ownerWithEvent("DRAFT");
    const member = await addMember(api, account.id, { role: "ORGANIZER" });
    const memberToken = await loginToken(api, member.email);
    for (const signedIn of [token, memberToken]) {
      const response = await api.request(`/api/public/events/${event.id}`, authed(signedIn));
      expect(response.status).toBe(200);
      expect(publicEnvelope.parse(await response.json()).data.status).toBe("DRAFT");
    }
    expect((await viewsOf(api, event.id)).total).toBe(0);
  });

  it("counts each anonymous view in the running total and in today's row", async () => {
    const { event, token } = await ownerWithEvent();
    const day = calendarDayIn("Europe/Rome", new Date());
    const flushViews = () => eventViewCounterOf(api.db).flush();
    expect((await api.request(`/api/public/events/${event.id}`)).status).toBe(200);
    await flushViews();
    expect(await viewsOf(api, event.id)).toEqual({ total: 1, daily: [[day, 1]] });
    // An unusable token reads as anonymous: it counts too (another browser, so another visitor).
    const otherBrowser = authed("not-a-session");
    otherBrowser.headers = { ...otherBrowser.headers, "user-agent": "Safari/17" };
    expect((await api.request(`/api/public/events/${event.id}`, otherBrowser)).status).toBe(200);
    // A signed-in member does not.
    expect((await api.request(`/api/public/events/${event.id}`, authed(token))).status).toBe(200);
    await flushViews();
    expect(await viewsOf(api, event.id)).toEqual({ total: 2, daily: [[day, 2]] });
    const stats = (await (await api.request(`/api/events/${event.id}/stats`, authed(token))).json()) as {
      data: { total_views: number };
    };
    expect(stats.data.total_views).toBe(2);
  });

  it("does not name the organizer of a LIVE event whose organizer is a draft (or, in lists, deleted); its account still sees it", async () => {
    const { event, token, organizer } = await ownerWithEvent();
    const organizerOf = async (init?: RequestInit) => {
      const response = await api.request(`/api/public/events/${event.id}`, init);
      expect(response.status).toBe(200);
      const raw = await response.text();
      return { raw, organizer: publicEnvelope.parse(JSON.parse(raw)).data.organizer };
    };
    expect((await organizerOf()).organizer?.name).toBe("Teatro Verdi");

    await api.db.update(organizers).set({ status: "DRAFT" }).where(eq(organizers.id, organizer.id));
    const anonymous = await organizerOf();
    expect(anonymous.organizer).toBeUndefined();
    expect(anonymous.raw).not.toContain("Teatro Verdi");
    expect(anonymous.raw).not.toContain("Verdi");
    const listed = async () => {
      const page = publicPage.parse(await (await api.request("/api/public/events?per_page=100")).json());
      const entry = page.data.find((row) => row.id === event.id);
      expect(entry).toBeDefined();
      return entry?.organizer;
    };
    expect(await listed()).toBeUndefined();
    expect((await organizerOf(authed(token))).organizer?.name).toBe("Teatro Verdi");

    await api.db
      .update(organizers)
      .set({ status: "LIVE", deletedAt: new Date() })
      .where(eq(organizers.id, organizer.id));
    expect(await listed()).toBeUndefined();
    // The event's own page is gone with its organizer.
    expect((await api.request(`/api/public/events/${event.id}`)).status).toBe(404);
  });

  it("answers 422 for an over-long promo code", async () => {
    const { event } = await ownerWithEvent();
    const response = await api.request(`/api/public/events/${event.id}?promo_code=${"X".repeat(300)}`);
    expect(response.status).toBe(422);
    expect(Object.keys(await errorsOf(response))).toEqual(["promo_code"]);
  });
});

describe("GET /api/public/organizers/:organizer_id/events", () => {
  /** A LIVE organizer with LIVE events past and upcoming, and some that must never show. */
  async function organizerPage() {
    const owner = await registerOwner(api);
    const organizer = await insertOrganizer(api, owner.account.id);
    const other = await insertOrganizer(api, owner.account.id, { name: "Other" });
    const make = async (
      title: string,
      start: number,
      end: number | null,
      status: string,
      organizerId = organizer.id,
    ) => {
      const event = await createEventVia(api, owner.token, {
        title,
        start_date: daysFromNow(start),
        end_date: end === null ? null : daysFromNow(end),
        organizer_id: organizerId,
      });
      if (status !== "DRAFT") await setEventStatus(api, owner.token, event.id, status);
      return event;
    };
    await make("Soon", 2, 3, "LIVE");
    await make("Later", 30, null, "LIVE");
    await make("Last week", -8, -7, "LIVE");
    await make("Last month", -30, -29, "LIVE");
    await make("Draft", 5, null, "DRAFT");
    await make("Paused", 6, null, "PAUSED");
    await make("Archived past", -20, -19, "ARCHIVED");
    await make("Other organizer", 4, null, "LIVE", other.id);
    return { ...owner, organizer };
  }

  const titles = (page: { data: { title: string }[] }) => page.data.map((event) => event.title);

  it("lists a LIVE organizer's LIVE and PAUSED events: upcoming soonest first, past latest first, 30 a page", async () => {
    const { organizer } = await organizerPage();
    const client = clientFor(api);
    const upcoming = await client.organizers.listPublicEvents(
      organizer.id,
      publicOrganizerEventsQuery("upcoming", new Date()),
    );
    expect(titles(upcoming)).toEqual(["Soon", "Paused", "Later"]);
    expect(upcoming.meta.per_page).toBe(30);
    publicPage.parse(upcoming);
    const past = await client.organizers.listPublicEvents(
      organizer.id,
      publicOrganizerEventsQuery("past", new Date()),
    );
    expect(titles(past)).toEqual(["Last week", "Last month"]);
    expect(upcoming.data[0]).not.toHaveProperty("statistics");
  });

  it("answers 404 with an empty body for a draft, archived, deleted or unknown organizer; its account previews a draft", async () => {
    const { organizer, token } = await organizerPage();
    const { db } = api;
    await db.update(organizers).set({ status: "DRAFT" }).where(eq(organizers.id, organizer.id));
    const anonymous = await api.request(`/api/public/organizers/${organizer.id}/events`);
    expect(anonymous.status).toBe(404);
    expect(await anonymous.text()).toBe("");
    const preview = await api.request(
      `/api/public/organizers/${organizer.id}/events?eventsStatus=upcoming`,
      authed(token),
    );
    expect(preview.status).toBe(200);
    expect(titles(publicPage.parse(await preview.json()))).toEqual(["Soon", "Paused", "Later"]);

    await db.update(organizers).set({ status: "ARCHIVED" }).where(eq(organizers.id, organizer.id));
    expect((await api.request(`/api/public/organizers/${organizer.id}/events`)).status).toBe(404);
    await db
      .update(organizers)
      .set({ status: "LIVE", deletedAt: new Date() })
      .where(eq(organizers.id, organizer.id));
    expect((await api.request(`/api/public/organizers/${organizer.id}/events`, authed(token))).status).toBe(
      404,
    );
    expect((await api.request("/api/public/organizers/987654321/events")).status).toBe(404);
  });
});

describe("GET /api/public/events", () => {
  it("lists LIVE and PAUSED events only, searchable, with the list's checks", async () => {
    const first = await ownerWithEvent();
    const draft = await ownerWithEvent("DRAFT");
    const paused = await ownerWithEvent("PAUSED");
    const archived = await ownerWithEvent("ARCHIVED");
    const tag = `Unique${Date.now().toString(36)}`;
    await api.db
      .update(events)
      .set({ title: `${tag} Live` })
      .where(eq(events.id, first.event.id));
    for (const [row, label] of [
      [draft, "Draft"],
      [paused, "Paused"],
      [archived, "Archived"],
    ] as const) {
      await api.db
        .update(events)
        .set({ title: `${tag} ${label}` })
        .where(eq(events.id, row.event.id));
    }
    const response = await api.request(`/api/public/events?query=${tag}`);
    expect(response.status).toBe(200);
    const page = publicPage.parse(await response.json());
    expect(page.data.map((event) => event.title).sort()).toEqual([`${tag} Live`, `${tag} Paused`]);
    const all = publicPage.parse(await (await api.request("/api/public/events?per_page=100")).json());
    expect(all.data.every((event) => event.status === "LIVE" || event.status === "PAUSED")).toBe(true);

    const bad = await api.request("/api/public/events?filter_fields[account_id][eq]=1");
    expect(bad.status).toBe(422);
    expect(Object.keys(await errorsOf(bad))).toEqual(["filter_fields.account_id"]);
  });
});
