import { brotliDecompressSync } from "node:zlib";
import { publicEventSchema, publicOrganizerSchema } from "@varco/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { eventStatistics, events, organizers } from "../db/schema";
import { eventViewCounterOf } from "../modules/events/eventViews";
import {
  authed,
  createEventVia,
  daysFromNow,
  insertOrganizer,
  setEventStatus,
} from "../modules/events/testFixtures";
import { registerOwner } from "../test/accounts";
import { useTestApp } from "../test/testApp";
import { PublicAnswerCache } from "./publicAnswers";

const api = useTestApp({ env: { PUBLIC_CACHE_SECONDS: "60" } });
const eventEnvelope = z.object({ data: publicEventSchema });
const organizerEnvelope = z.object({ data: publicOrganizerSchema });

async function liveEvent() {
  const owner = await registerOwner(api);
  const organizer = await insertOrganizer(api, owner.account.id, {}, { homepage_visibility: "PUBLIC" });
  const event = await createEventVia(api, owner.token, {
    title: "Aida in the Park",
    start_date: daysFromNow(10),
    organizer_id: organizer.id,
    description: `<p>${"An evening of opera under the stars. ".repeat(40)}</p>`,
  });
  await setEventStatus(api, owner.token, event.id, "LIVE");
  return { ...owner, organizer, event };
}

const titleOf = async (response: Response) => eventEnvelope.parse(await response.json()).data.title;

describe("public answers from memory", () => {
  it("answers anonymous readers from memory until a member of the account writes", async () => {
    const { event, token } = await liveEvent();
    const read = () => api.request(`/api/public/events/${event.id}`);
    expect(await titleOf(await read())).toBe("Aida in the Park");

    // A change that bypasses the API is not seen: the answer comes from memory.
    await api.db.update(events).set({ title: "Changed underneath" }).where(eq(events.id, event.id));
    expect(await titleOf(await read())).toBe("Aida in the Park");
    // The account's own preview reads the database.
    expect(await titleOf(await api.request(`/api/public/events/${event.id}`, authed(token)))).toBe(
      "Changed underneath",
    );

    // Any successful write of a member empties the cache, whatever it changed.
    const settings = await api.request(
      `/api/events/${event.id}/settings`,
      authed(token, "PATCH", { post_checkout_message: "<p>See you there</p>" }),
    );
    expect(settings.status).toBe(200);
    expect(await titleOf(await read())).toBe("Changed underneath");

    // Drafting it hides it from the next anonymous reader.
    await setEventStatus(api, token, event.id, "DRAFT");
    expect((await read()).status).toBe(404);
  });

  it("counts a page view for each visitor, whether the answer came from memory or not", async () => {
    const { event } = await liveEvent();
    const visit = (userAgent: string) =>
      api.request(`/api/public/events/${event.id}`, { headers: { "user-agent": userAgent } });
    for (const browser of ["Firefox/140", "Safari/18", "Chrome/150", "Firefox/140"])
      expect((await visit(browser)).status).toBe(200);
    await eventViewCounterOf(api.db).flush();
    const [totals] = await api.db.select().from(eventStatistics).where(eq(eventStatistics.eventId, event.id));
    expect(totals?.totalViews).toBe(3);
  });

  it("compresses an answer once and sends the same bytes to every client that takes it", async () => {
    const { event } = await liveEvent();
    const read = () =>
      api.request(`/api/public/events/${event.id}`, { headers: { "accept-encoding": "gzip, br" } });
    const first = await read();
    const second = await read();
    for (const response of [first, second]) {
      expect(response.headers.get("content-encoding")).toBe("br");
      expect(response.headers.get("vary")).toMatch(/Accept-Encoding/);
      expect(response.headers.get("content-type")).toBe("application/json");
    }
    const [a, b] = [Buffer.from(await first.arrayBuffer()), Buffer.from(await second.arrayBuffer())];
    expect(a.equals(b)).toBe(true);
    expect(eventEnvelope.parse(JSON.parse(brotliDecompressSync(a).toString())).data.id).toBe(event.id);
  });

  it("caches an organizer's page, but never one read with a password", async () => {
    const { organizer, token } = await liveEvent();
    const read = (headers: Record<string, string> = {}) =>
      api.request(`/api/public/organizers/${organizer.id}`, { headers });
    expect(organizerEnvelope.parse(await (await read()).json()).data.name).toBe(organizer.name);
    await api.db
      .update(organizers)
      .set({ name: "Renamed underneath" })
      .where(eq(organizers.id, organizer.id));
    expect(organizerEnvelope.parse(await (await read()).json()).data.name).toBe(organizer.name);
    const withPassword = await read({ "x-homepage-password": "anything" });
    expect(organizerEnvelope.parse(await withPassword.json()).data.name).toBe("Renamed underneath");
    // A write elsewhere in the account (its settings) is a write too.
    const settings = await api.request(
      `/api/organizers/${organizer.id}/settings`,
      authed(token, "PATCH", { seo_title: "Verdi" }),
    );
    expect(settings.status).toBe(200);
    expect(organizerEnvelope.parse(await (await read()).json()).data.name).toBe("Renamed underneath");
  });

  it("forgets an answer after its time, and the oldest first when full", () => {
    const cache = new PublicAnswerCache(1000, 2);
    const answer = { status: 200 as const, body: new Uint8Array([1]), extra: undefined };
    cache.keep("a", answer, 0);
    expect(cache.entry("a", 999)?.answer).toBe(answer);
    expect(cache.entry("a", 1000)).toBeUndefined();
    cache.keep("a", answer, 0);
    cache.keep("b", answer, 0);
    cache.keep("c", answer, 0);
    expect([cache.entry("a", 1), cache.entry("b", 1), cache.entry("c", 1)].map(Boolean)).toEqual([
      false,
      true,
      true,
    ]);
    expect(new PublicAnswerCache(0).keep("a", answer).answer).toBe(answer);
  });
});
