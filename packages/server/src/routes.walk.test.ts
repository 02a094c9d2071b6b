import { randomUUID } from "node:crypto";
import { asc, getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "./db/schema";
import type { Route } from "./http/route";
import { apiRoutes } from "./routes";
import { addMember, loginToken, type Registered, registerOwner } from "./test/accounts";
import { useTestApp } from "./test/testApp";

/**
 * Two properties over EVERY route of the registry, so a route added later is covered without
 * anyone remembering to:
 *
 * 1. Tenant isolation: a user of another account, sending a valid request for each id of the
 *    first account, gets 403 or 404 — never the first account's data, never a change to it.
 * 2. Bad input: generated invalid bodies and queries never produce a 5xx, and change nothing.
 *
 * Fixtures are rows of the first account written with Drizzle (not through the routes under
 * test). A route whose path names a parameter this file has no value for fails the walk: add it.
 */

const api = useTestApp();

/** Tables whose rows requests must never change here (sessions slide their expiry on use). */
const watchedTables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .filter((table) => !["sessions"].includes(getTableName(table)));

/**
 * Every watched row, except the other account's own: `PUT accounts/{id}` ignores the id and
 * changes the caller's account (contract §2.3), which is not the first account's business.
 */
async function snapshot(exceptAccountId?: number): Promise<Record<string, unknown[]>> {
  const result: Record<string, unknown[]> = {};
  for (const table of watchedTables) {
    const idColumn = (table as unknown as { id: Parameters<typeof asc>[0] }).id;
    const rows = (await api.db.select().from(table).orderBy(asc(idColumn))) as Record<string, unknown>[];
    const isAccounts = getTableName(table) === "accounts";
    result[getTableName(table)] = rows.filter(
      (row) => exceptAccountId === undefined || (isAccounts ? row.id : row.accountId) !== exceptAccountId,
    );
  }
  return result;
}

interface Fixtures {
  owner: Registered;
  /** A marker only the first account's rows contain: no answer to the other account may carry it. */
  marker: string;
  ids: Record<string, string>;
}

/** The first account with one row of each kind a route can name. */
async function createFixtures(): Promise<Fixtures> {
  const marker = `secret${randomUUID().slice(0, 8)}`;
  const owner = await registerOwner(api, { first_name: marker });
  const accountId = owner.account.id;
  const member = await addMember(api, accountId, { role: "ORGANIZER" });
  const [organizer] = await api.db
    .insert(schema.organizers)
    .values({
      accountId,
      name: `Organizer ${marker}`,
      email: `${marker}@example.test`,
      timezone: "Europe/Rome",
      currency: "EUR",
      slug: "organizer",
      status: "DRAFT",
    })
    .returning();
  if (!organizer) throw new Error("organizer insert returned nothing");
  await api.db
    .insert(schema.organizerSettings)
    .values({ organizerId: organizer.id, homepagePassword: marker, values: {} });
  const [event] = await api.db
    .insert(schema.events)
    .values({
      accountId,
      organizerId: organizer.id,
      shortId: `evt_${randomUUID().replaceAll("-", "").slice(0, 13)}`,
      title: `Event ${marker}`,
      slug: "event",
      startDate: new Date(Date.now() + 86_400_000),
      status: "DRAFT",
      currency: "EUR",
      timezone: "Europe/Rome",
    })
    .returning();
  if (!event) throw new Error("event insert returned nothing");
  await api.db.insert(schema.eventSettings).values({ eventId: event.id, values: {} });
  await api.db.insert(schema.eventStatistics).values({ eventId: event.id });
  const [image] = await api.db
    .insert(schema.images)
    .values({
      accountId,
      entityType: "EVENT",
      entityId: event.id,
      type: "EVENT_COVER",
      storageKey: `${randomUUID()}.png`,
      fileName: `${marker}.png`,
      mimeType: "image/png",
      size: 100,
      width: 800,
      height: 400,
    })
    .returning();
  if (!image) throw new Error("image insert returned nothing");
  const [tax] = await api.db
    .insert(schema.taxesAndFees)
    .values({ accountId, name: `VAT ${marker}`, calculationType: "PERCENTAGE", type: "TAX", rate: 22 })
    .returning();
  if (!tax) throw new Error("tax insert returned nothing");
  const token = randomUUID().replaceAll("-", "");
  return {
    owner,
    marker,
    ids: {
      account_id: String(accountId),
      organizer_id: String(organizer.id),
      event_id: String(event.id),
      image_id: String(image.id),
      user_id: String(member.userId),
      tax_or_fee_id: String(tax.id),
      key: image.storageKey,
      // Secrets in paths: the other account cannot know them; a made-up one must not work either.
      token,
      change_token: token,
      changeToken: token,
      invite_token: token,
      reset_token: token,
    },
  };
}

/**
 * Routes left out of the isolation walk, each with the reason. Anything else naming an id is
 * walked.
 */
const notTenantScoped: Record<string, string> = {
  "get /uploads/:key": "uploaded images are public files (event covers); the key is an unguessable UUID",
};

/**
 * Valid bodies per route, so the walk reaches the ownership check (a body that fails validation
 * is answered 422 before it). A body route of the walk without a sample fails with a message.
 */
const sampleBodies: Record<string, unknown> = {
  "put /users/:user_id": { first_name: "Eve" },
  "post /users/:user_id/confirm-email-with-code": { code: "123456" },
  "post /auth/invitation/:invite_token": {
    first_name: "Eve",
    last_name: "Intruder",
    password: "correct horse battery",
    password_confirmation: "correct horse battery",
    timezone: "Europe/Rome",
    terms_accepted: true,
  },
  "post /auth/reset-password/:reset_token": {
    password: "correct horse battery",
    password_confirmation: "correct horse battery",
  },
  "put /accounts/:account_id": { name: "Hijacked", timezone: "Europe/Rome" },
  "put /accounts/:account_id/event-defaults": { order_timeout_in_minutes: 30 },
  "post /accounts/:account_id/taxes-and-fees": {
    name: "Sneaky",
    calculation_type: "PERCENTAGE",
    type: "TAX",
    rate: 10,
    is_active: true,
    is_default: false,
  },
  "put /accounts/:account_id/taxes-and-fees/:tax_or_fee_id": {
    name: "Sneaky",
    calculation_type: "PERCENTAGE",
    type: "TAX",
    rate: 10,
    is_active: true,
    is_default: false,
  },
  "post /organizers/:organizer_id": {
    name: "Hijacked",
    email: "hijack@example.test",
    timezone: "Europe/Rome",
    currency: "EUR",
  },
  "put /organizers/:organizer_id/status": { status: "LIVE" },
  "patch /organizers/:organizer_id/settings": { seo_title: "Hijacked" },
  "post /public/organizers/:organizer_id/contact": {
    name: "Visitor",
    email: "visitor@example.test",
    message: "Hello",
  },
  "put /events/:event_id": { title: "Hijacked", start_date: "2030-01-01T10:00:00Z" },
  "put /events/:event_id/status": { status: "LIVE" },
  "post /events/:event_id/duplicate": {
    title: "Copy",
    start_date: "2030-01-01T10:00:00Z",
    duplicate_products: true,
    duplicate_questions: true,
    duplicate_settings: true,
    duplicate_promo_codes: true,
    duplicate_capacity_assignments: true,
    duplicate_check_in_lists: true,
    duplicate_event_cover_image: true,
    duplicate_webhooks: true,
    duplicate_affiliates: true,
    duplicate_ticket_logo: true,
  },
  "put /events/:event_id/settings": { seo_title: "Hijacked" },
  "patch /events/:event_id/settings": { seo_title: "Hijacked" },
};

/** Path parameters that are secrets mailed to someone, not ids. */
const secretParams = new Set(["token", "change_token", "changeToken", "invite_token", "reset_token"]);

const routeKey = (route: Route) => `${route.method} ${route.path}`;
const pathParams = (route: Route) =>
  [...route.path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1] as string);

function fillPath(route: Route, ids: Record<string, string>): string {
  return route.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = ids[name];
    if (value === undefined)
      throw new Error(`${routeKey(route)}: this test has no fixture for :${name} — add one`);
    return value;
  });
}

/** JSON for every unsafe method (a multipart route must refuse it: no file). */
function requestInit(route: Route, token: string, body: unknown): RequestInit {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (route.method === "get" || route.method === "delete")
    return { method: route.method.toUpperCase(), headers };
  return {
    method: route.method.toUpperCase(),
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify(body === undefined ? {} : body),
  };
}

describe("every route, walked", () => {
  let fixtures: Fixtures;
  let intruderToken: string;
  let intruderAccountId: number;

  beforeAll(async () => {
    fixtures = await createFixtures();
    const intruder = await registerOwner(api, { first_name: "Intruder" });
    intruderToken = intruder.token;
    intruderAccountId = intruder.account.id;
    await loginToken(api, intruder.email);
  });

  it("covers routes that name ids (the walk is not empty)", () => {
    const walked = apiRoutes.filter(
      (route) => pathParams(route).length > 0 && !notTenantScoped[routeKey(route)],
    );
    expect(walked.length).toBeGreaterThanOrEqual(10);
  });

  it("gives another account 403 or 404 for every id of the first, and changes nothing", async () => {
    const before = await snapshot(intruderAccountId);
    const failures: string[] = [];
    for (const route of apiRoutes) {
      if (pathParams(route).length === 0 || notTenantScoped[routeKey(route)]) continue;
      const path = `/api${fillPath(route, fixtures.ids)}`;
      const needsBody = Boolean(route.request.body);
      const sample = sampleBodies[routeKey(route)];
      if (needsBody && sample === undefined) {
        failures.push(`${routeKey(route)}: add a valid sample body to sampleBodies`);
        continue;
      }
      const response = await api.request(path, requestInit(route, intruderToken, sample));
      const text = await response.text();
      // A made-up secret token (reset, invitation, email change) may be refused as invalid (400).
      const namesSecret = pathParams(route).some((name) => secretParams.has(name));
      const ok =
        response.status === 403 || response.status === 404 || (namesSecret && response.status === 400);
      // `GET/PUT accounts/{id}` ignore the id and use the caller's own account (contract §2.3).
      const ownAccount = /^\/accounts\/:account_id$/.test(route.path) && response.status < 300;
      if (!ok && !ownAccount) failures.push(`${routeKey(route)} → ${response.status} ${text.slice(0, 120)}`);
      if (text.includes(fixtures.marker)) failures.push(`${routeKey(route)} leaked the first account's data`);
    }
    expect(failures).toEqual([]);
    expect(await snapshot(intruderAccountId)).toEqual(before);
  });

  it("answers generated invalid bodies and queries without a 5xx and without writing", async () => {
    // Routes that read a body, and reads (their queries). An unsafe route without a body has
    // nothing invalid to send: fuzzing it would just run it (a logout, a delete).
    const routes = apiRoutes.filter(
      (route) =>
        route.path !== "/openapi.json" && (route.request.body !== undefined || route.method === "get"),
    );
    const before = await snapshot();
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.jsonValue(),
        fc.dictionary(
          fc.oneof(
            fc.constantFrom(
              "page",
              "per_page",
              "sort_by",
              "sort_direction",
              "query",
              "currency_code",
              "promo_code",
            ),
            fc
              .tuple(fc.string({ maxLength: 12 }), fc.string({ maxLength: 6 }))
              .map(([field, op]) => `filter_fields[${field}][${op}]`),
            fc.string({ maxLength: 12 }),
          ),
          fc.oneof(fc.string({ maxLength: 20 }), fc.integer().map(String), fc.constant("")),
          { maxKeys: 4 },
        ),
        async (route, body, query) => {
          // Only bodies the route's schema refuses: a valid one may rightly change something.
          const refused = !route.request.body || !route.request.body.safeParse(body).success;
          if (!refused) return;
          const search = new URLSearchParams(query).toString();
          const path = `/api${fillPath(route, fixtures.ids)}${search ? `?${search}` : ""}`;
          const init = requestInit(route, fixtures.owner.token, body);
          const response = await api.request(path, init);
          if (response.status >= 500) {
            const logged = api.logs.findLast((line) => line.level >= 50);
            failures.push(
              `${routeKey(route)} ${search} ${JSON.stringify(body)} → ${response.status}: ${JSON.stringify(logged?.err ?? logged).slice(0, 600)}`,
            );
          }
          // A GET may answer 200 to odd but harmless query parameters; a write must refuse.
          if (route.request.body && response.status < 400) {
            failures.push(`${routeKey(route)} accepted ${JSON.stringify(body)} → ${response.status}`);
          }
        },
      ),
      { numRuns: Math.max(300, routes.length * 15), seed: 20261121 },
    );
    expect(failures).toEqual([]);
    expect(stripVolatile(await snapshot())).toEqual(stripVolatile(before));
  });
});

/**
 * Rows a refused request may still touch by design: a login attempt with a well-formed body is
 * counted even if it fails (that is the limit working). Everything else must be as it was.
 */
function stripVolatile(tables: Record<string, unknown[]>): Record<string, unknown[]> {
  const { login_attempts: _attempts, rate_limit_hits: _hits, ...rest } = tables;
  return rest;
}
