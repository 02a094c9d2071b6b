import { homepagePasswordHeader } from "@varco/domain";
import { eq } from "drizzle-orm";
import type { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createApp } from "../app";
import { eventStatistics } from "../db/schema";
import { createLogger } from "../logger";
import { eventViewCounterOf } from "../modules/events/eventViews";
import { publicEventRoute, publicEventsRoute, publicOrganizerEventsRoute } from "../modules/events/routes";
import { createEventVia, daysFromNow, insertOrganizer, setEventStatus } from "../modules/events/testFixtures";
import { publicOrganizerRoute } from "../modules/organizers/routes";
import { apiRoutes } from "../routes";
import { registerOwner } from "../test/accounts";
import { type LogLine, testAppUrl, useTestApp } from "../test/testApp";
import type { AppEnv } from "./appEnv";

const partner = "https://partner.varco.test";
const api = useTestApp({ env: { PUBLIC_CACHE_SECONDS: "60", ALLOWED_ORIGINS: partner } });

const publicReads = new Set([
  publicEventRoute,
  publicEventsRoute,
  publicOrganizerEventsRoute,
  publicOrganizerRoute,
]);

/**
 * Two more apps on the test app's database, so on the same cache of public answers: the full stack
 * (fast path off), and an app without the public read routes, which can answer a public read only
 * through the fast path (anything that passes it on meets "Not found").
 */
let apps: { fullStack: Hono<AppEnv>; fastPathOnly: Hono<AppEnv>; fastPathLogs: LogLine[] } | undefined;
function appsOf() {
  if (!apps) {
    const dependencies = { config: api.config, database: api.database.connection, validateResponses: true };
    const fastPathLogs: LogLine[] = [];
    apps = {
      fullStack: createApp({
        ...dependencies,
        logger: createLogger(api.config, { write: () => undefined }),
        fastPublicHits: false,
      }),
      fastPathOnly: createApp({
        ...dependencies,
        logger: createLogger(api.config, { write: (line: string) => fastPathLogs.push(JSON.parse(line)) }),
        routes: apiRoutes.filter((route) => !publicReads.has(route)),
      }),
      fastPathLogs,
    };
  }
  return apps;
}

const requestTo = (app: Hono<AppEnv>, path: string, init?: RequestInit) =>
  app.request(new URL(path, testAppUrl), init);

async function livePublicEvent() {
  const owner = await registerOwner(api);
  const organizer = await insertOrganizer(api, owner.account.id, {}, { homepage_visibility: "PUBLIC" });
  const event = await createEventVia(api, owner.token, {
    title: "Tosca at the Arena",
    start_date: daysFromNow(12),
    organizer_id: organizer.id,
    description: `<p>${"Three acts, one evening, under the stars. ".repeat(40)}</p>`,
  });
  await setEventStatus(api, owner.token, event.id, "LIVE");
  return { ...owner, organizer, event };
}

/** What a client can tell apart: status, headers (but the date and the request's own id) and bytes. */
async function seen(response: Response) {
  const headers = Object.fromEntries(
    [...response.headers].filter(([name]) => name !== "date" && name !== "x-request-id"),
  );
  return {
    status: response.status,
    headers,
    body: Buffer.from(await response.arrayBuffer()).toString("hex"),
  };
}

describe("anonymous hits of the public reads, answered before the stack", () => {
  it("answers a hit exactly as the full stack does: every coding, origin and method, and 404s", async () => {
    const { fullStack, fastPathOnly } = appsOf();
    const { event, organizer } = await livePublicEvent();
    const paths = [
      `/api/public/events/${event.id}`,
      `/api/public/events/${event.id + 100_000}`,
      `/api/public/organizers/${organizer.id}`,
      `/api/public/organizers/${organizer.id}/events?per_page=5`,
      "/api/public/events?per_page=2&page=1",
    ];
    // The first reads come from the database and are kept.
    for (const path of paths) await requestTo(fullStack, path);

    const codings = { br: "gzip, deflate, br", gzip: "gzip", identity: undefined };
    const origins = [undefined, partner, testAppUrl, "https://elsewhere.test"];
    for (const path of paths) {
      for (const [coding, acceptEncoding] of Object.entries(codings)) {
        for (const origin of origins) {
          for (const method of ["GET", "HEAD"]) {
            const headers: Record<string, string> = { "user-agent": "Firefox/150" };
            if (acceptEncoding) headers["accept-encoding"] = acceptEncoding;
            if (origin) headers.origin = origin;
            const fast = await seen(await requestTo(fastPathOnly, path, { method, headers }));
            const full = await seen(await requestTo(fullStack, path, { method, headers }));
            expect({ path, coding, origin, method, ...fast }).toEqual({
              path,
              coding,
              origin,
              method,
              ...full,
            });
          }
        }
      }
    }
    // The answers did take each branch: a compressed body, a 404, CORS for an allowed origin.
    const event200 = await requestTo(fastPathOnly, paths[0] as string, {
      headers: { "accept-encoding": "br", origin: partner },
    });
    expect(event200.status).toBe(200);
    expect(event200.headers.get("content-encoding")).toBe("br");
    expect(event200.headers.get("access-control-allow-origin")).toBe(partner);
    expect((await requestTo(fastPathOnly, paths[1] as string)).status).toBe(404);
  });

  it("gives each answer a request id, the client's if well formed, and logs the request", async () => {
    const { fullStack, fastPathOnly, fastPathLogs } = appsOf();
    const { event } = await livePublicEvent();
    const path = `/api/public/events/${event.id}`;
    await requestTo(fullStack, path);
    const given = await requestTo(fastPathOnly, path, { headers: { "x-request-id": "trace-42" } });
    expect(given.status).toBe(200);
    expect(given.headers.get("x-request-id")).toBe("trace-42");
    const made = await requestTo(fastPathOnly, path, { headers: { "x-request-id": "not ok!" } });
    expect(made.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(fastPathLogs.find((line) => line.requestId === "trace-42")).toMatchObject({
      msg: "request",
      method: "GET",
      path,
      status: 200,
      durationMs: expect.any(Number),
    });
  });

  it("never answers a member, a promo code or a homepage password from memory", async () => {
    const { fullStack, fastPathOnly } = appsOf();
    const { event, organizer, token } = await livePublicEvent();
    const eventPath = `/api/public/events/${event.id}`;
    const organizerPath = `/api/public/organizers/${organizer.id}`;
    for (const path of [eventPath, organizerPath, `${organizerPath}/events`])
      await requestTo(fullStack, path);
    expect((await requestTo(fastPathOnly, eventPath)).status).toBe(200);

    // Each of these passes the fast path by: the stack without the public routes has no answer.
    const passedOn = [
      [eventPath, { authorization: `Bearer ${token}` }],
      [eventPath, { cookie: `token=${token}` }],
      [eventPath, { cookie: `lang=it; token=${token}` }],
      [`${eventPath}?promo_code=OPERA`, {}],
      [organizerPath, { authorization: `Bearer ${token}` }],
      [organizerPath, { [homepagePasswordHeader]: "verdi" }],
      [`${organizerPath}/events`, { [homepagePasswordHeader]: "verdi" }],
      [`${organizerPath}/events`, { cookie: `token=${token}` }],
      // An id written otherwise is the route's to read.
      [`/api/public/events/0${event.id}`, {}],
    ] as const;
    for (const [path, headers] of passedOn) {
      const response = await requestTo(fastPathOnly, path, { headers });
      expect({ path, headers, status: response.status }).toEqual({ path, headers, status: 404 });
      expect(await response.json()).toEqual({ message: "Not found" });
    }
    // Another cookie is no session: the visitor is still anonymous.
    expect((await requestTo(fastPathOnly, eventPath, { headers: { cookie: "lang=it" } })).status).toBe(200);
  });

  it("counts a page view for each visitor answered from memory, as the full stack does", async () => {
    const { fullStack, fastPathOnly } = appsOf();
    const { event } = await livePublicEvent();
    const path = `/api/public/events/${event.id}`;
    const visit = (app: Hono<AppEnv>, userAgent: string) =>
      requestTo(app, path, { headers: { "user-agent": userAgent } });
    expect((await visit(fullStack, "Firefox/150")).status).toBe(200);
    for (const browser of ["Safari/19", "Chrome/160", "Safari/19", "Firefox/150"])
      expect((await visit(fastPathOnly, browser)).status).toBe(200);
    expect(
      (await requestTo(fastPathOnly, path, { method: "HEAD", headers: { "user-agent": "Edge/1" } })).status,
    ).toBe(200);
    await eventViewCounterOf(api.db).flush();
    const [totals] = await api.db.select().from(eventStatistics).where(eq(eventStatistics.eventId, event.id));
    // Firefox (first read), Safari, Chrome and Edge: a visitor's second read stands on the first.
    expect(totals?.totalViews).toBe(4);
  });
});
