import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { insertOrganizer } from "../modules/events/testFixtures";
import { bearer, jsonBody, type Registered, registerOwner, testPassword } from "../test/accounts";
import { duplicateFlags } from "../test/duplicateFlags";
import { useTestApp } from "../test/testApp";
import { normaliseWireInput } from "./wireInput";

/**
 * Hi.Events' input conventions, read by the platform for every route: empty means no value, a
 * numeric string is a number, a date without an offset is the event's wall-clock time. Our own
 * app sends the strict forms; both must work.
 */

const api = useTestApp();
let owner: Registered;
let romeOrganizerId: number;
let otherAccountOrganizerId: number;

beforeAll(async () => {
  owner = await registerOwner(api);
  romeOrganizerId = (await insertOrganizer(api, owner.account.id, { timezone: "Europe/Rome" })).id;
  const other = await registerOwner(api);
  otherAccountOrganizerId = (await insertOrganizer(api, other.account.id, { timezone: "Asia/Tokyo" })).id;
});

const headers = () => bearer(owner.token).headers as Record<string, string>;
const post = (path: string, body: unknown) => api.request(path, jsonBody(body, headers()));
const put = (path: string, body: unknown) =>
  api.request(path, { ...jsonBody(body, headers()), method: "PUT" });

interface EventAnswer {
  data: { id: number; start_date: string; end_date: string | null; timezone: string; organizer_id: number };
}

async function createEvent(body: Record<string, unknown>): Promise<EventAnswer["data"]> {
  const response = await post("/api/events", { title: "Concerto", organizer_id: romeOrganizerId, ...body });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as EventAnswer).data;
}

describe("an empty string is no value", () => {
  const postOrganizer = (fields: Record<string, unknown>) =>
    post("/api/organizers", {
      name: "Teatro",
      email: "teatro@example.test",
      timezone: "Europe/Rome",
      currency: "EUR",
      ...fields,
    });

  it('at login (account_id: "")', async () => {
    const response = await api.request(
      "/api/auth/login",
      jsonBody({ email: owner.email, password: testPassword, account_id: "" }),
    );
    expect(response.status).toBe(200);
  });

  it("in an optional field (website, phone), stored as null", async () => {
    const response = await postOrganizer({ website: "", phone: "   " });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { website: string | null; phone: string | null } };
    expect(data).toMatchObject({ website: null, phone: null });
  });

  it("but a required field left empty is still required", async () => {
    const response = await postOrganizer({ name: "" });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: object }).errors).toEqual({ name: ["Name is required."] });
  });
});

describe("a string where a number or a flag is expected", () => {
  it('reads a numeric string as a number (organizer_id: "3")', async () => {
    const event = await createEvent({
      organizer_id: String(romeOrganizerId),
      start_date: "2030-01-01T10:00:00Z",
    });
    expect(event.organizer_id).toBe(romeOrganizerId);
  });

  it("reads true, false, 1 and 0 as flags", async () => {
    const event = await createEvent({ start_date: "2030-01-01T10:00:00Z" });
    const response = await post(`/api/events/${event.id}/duplicate`, {
      title: "Copy",
      start_date: "2030-02-01T10:00:00Z",
      ...duplicateFlags(false),
      duplicate_products: "1",
      duplicate_questions: "0",
      duplicate_settings: "true",
      duplicate_promo_codes: "false",
    });
    expect(response.status).toBe(200);
  });
});

describe("a date without an offset is wall-clock time in the event's time zone", () => {
  it.each([
    ["2026-12-25T20:00", undefined, "2026-12-25T19:00:00.000Z"],
    ["2026-12-25 20:00:00", undefined, "2026-12-25T19:00:00.000Z"],
    ["2026-07-01T20:00:00", undefined, "2026-07-01T18:00:00.000Z"],
    ["2026-12-25T20:00", "America/New_York", "2026-12-26T01:00:00.000Z"],
    // With an offset it is the instant given, whatever the zone.
    ["2026-12-25T20:00:00+05:00", "America/New_York", "2026-12-25T15:00:00.000Z"],
    // The spring-forward gap moves on by the gap, the fall-back hour takes the earlier instant.
    ["2026-03-29T02:30", undefined, "2026-03-29T01:30:00.000Z"],
    ["2026-10-25T02:30", undefined, "2026-10-25T00:30:00.000Z"],
  ])(
    "creating an event at %s (zone %s: the organizer's when not given) starts at %s",
    async (start, timezone, stored) => {
      const event = await createEvent({ start_date: start, ...(timezone ? { timezone } : {}) });
      expect(event.start_date).toBe(stored);
    },
  );

  it("updating reads it in the body's zone, else the event's", async () => {
    const event = await createEvent({ start_date: "2030-01-01T10:00:00Z", timezone: "America/New_York" });
    const stored = async (body: Record<string, unknown>) => {
      const response = await put(`/api/events/${event.id}`, { title: "Concerto", ...body });
      expect(response.status, await response.clone().text()).toBe(200);
      return ((await response.json()) as EventAnswer).data;
    };
    expect(await stored({ start_date: "2026-12-25 20:00:00", end_date: "2026-12-25 23:00" })).toMatchObject({
      start_date: "2026-12-26T01:00:00.000Z",
      end_date: "2026-12-26T04:00:00.000Z",
    });
    expect(await stored({ start_date: "2026-12-25T20:00", timezone: "Europe/Rome" })).toMatchObject({
      start_date: "2026-12-25T19:00:00.000Z",
      timezone: "Europe/Rome",
    });
  });

  it("duplicating reads it in the body's zone, else the event's", async () => {
    const event = await createEvent({ start_date: "2030-01-01T10:00:00Z", timezone: "Asia/Tokyo" });
    const response = await post(`/api/events/${event.id}/duplicate`, {
      title: "Copy",
      start_date: "2026-12-25T20:00",
      ...duplicateFlags(false),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as EventAnswer).data.start_date).toBe("2026-12-25T11:00:00.000Z");
  });

  it("leaves another account's organizer to the route's own answer", async () => {
    const response = await post("/api/events", {
      title: "Concerto",
      organizer_id: otherAccountOrganizerId,
      start_date: "2026-12-25T20:00",
    });
    expect(response.status).toBe(422);
    expect(Object.keys(((await response.json()) as { errors: object }).errors)).toEqual(["organizer_id"]);
  });
});

describe("normaliseWireInput", () => {
  const schema = z.object({
    name: z.string().trim().min(1),
    note: z.string().nullish(),
    nickname: z.string().optional(),
    count: z.number().int().optional(),
    ratio: z.number().nullable(),
    active: z.boolean().default(false),
    password: z.string().optional(),
    tags: z.array(z.object({ id: z.number(), label: z.string().nullish() })).optional(),
    when: z.iso.datetime({ offset: true }).optional(),
    either: z.union([z.number(), z.literal("all")]).optional(),
    address: z.object({ line: z.string().min(1), city: z.string().min(1) }).optional(),
    filters: z.object({ status: z.string().optional() }).optional(),
  });
  const wallClock = (text: string) => `${text.replace(" ", "T")}Z`;

  it.each([
    [{ name: "" }, { name: "" }],
    [{ note: "" }, { note: null }],
    [{ note: "  " }, { note: null }],
    [{ nickname: "" }, {}],
    [{ ratio: "" }, { ratio: null }],
    [{ active: "" }, {}],
    [{ count: "42" }, { count: 42 }],
    [{ count: " 7 " }, { count: 7 }],
    [{ count: "-1.5" }, { count: -1.5 }],
    [{ count: "99999999999999999999" }, { count: "99999999999999999999" }],
    [{ count: "1e3" }, { count: "1e3" }],
    [{ count: "abc" }, { count: "abc" }],
    [{ active: "true" }, { active: true }],
    [{ active: "0" }, { active: false }],
    [{ active: "yes" }, { active: "yes" }],
    [{ password: "   " }, { password: "   " }],
    [{ tags: [{ id: "3", label: "" }] }, { tags: [{ id: 3, label: null }] }],
    [{ when: "2026-12-25T20:00" }, { when: "2026-12-25T20:00Z" }],
    [{ when: "2026-12-25 20:00:00+01:00" }, { when: "2026-12-25T20:00:00+01:00" }],
    [{ either: "5" }, { either: 5 }],
    [{ either: "all" }, { either: "all" }],
    [{ unknown: "" }, { unknown: "" }],
    // null where a field may be absent but not null (Hi.Events' forms start at null).
    [{ nickname: null }, {}],
    [{ note: null }, { note: null }],
    [{ name: null }, { name: null }],
    // An object with nothing in it, which its schema refuses: no value.
    [{ address: {} }, {}],
    [{ address: { line: "", city: null } }, {}],
    [{ address: { line: "Via Roma 1", city: "" } }, { address: { line: "Via Roma 1", city: "" } }],
    [{ filters: {} }, { filters: {} }],
  ])("reads %j as %j", (input, output) => {
    expect(normaliseWireInput(schema, input, { wallClock })).toEqual(output);
  });

  it("leaves input that is not an object to the schema", () => {
    expect(normaliseWireInput(schema, "text", { wallClock })).toBe("text");
    expect(normaliseWireInput(schema, null, { wallClock })).toBe(null);
  });
});
