import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { serve } from "@hono/node-server";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { apiRoutes } from "../routes";
import { bearer, jsonBody, type Registered, registerOwner } from "../test/accounts";
import { useTestApp } from "../test/testApp";
import { defineRoute, errorBodySchema } from "./route";

/**
 * The route layer's guard on text and dates: what PostgreSQL cannot store is a 422 naming the
 * field (or 404 for a path segment) before any route sees it, and a client hanging up is not a
 * server error.
 */

let slowBodyReads = 0;
const slowBodyRoute = defineRoute({
  method: "post",
  path: "/test/slow-body",
  summary: "Reads a JSON body (test only)",
  request: { body: z.object({ note: z.string().optional() }) },
  responses: { 204: null },
  handler: () => {
    slowBodyReads += 1;
    return new Response(null, { status: 204 });
  },
});
const outOfRangeRoute = defineRoute({
  method: "get",
  path: "/test/out-of-range",
  summary: "Asks the database for a value out of its range (test only)",
  responses: { 200: z.object({}), 422: errorBodySchema },
  handler: async (_input, c) => {
    await c.var.db.execute(sql`select ${"99999999999"}::int`);
    return c.json({}, 200);
  },
});

const api = useTestApp({ routes: [...apiRoutes, slowBodyRoute, outOfRangeRoute] });
let owner: Registered;
beforeAll(async () => {
  owner = await registerOwner(api);
});

const auth = () => bearer(owner.token).headers as Record<string, string>;

describe("text the database cannot store", () => {
  it.each([
    ["a NUL character", "Acme\u0000", "Name contains characters that cannot be saved."],
    ["a lone high surrogate", "Acme \ud800", "Name contains characters that cannot be saved."],
    ["a lone low surrogate", "\udfffAcme", "Name contains characters that cannot be saved."],
  ])("answers 422 to %s in a JSON field, naming it", async (_, name, message) => {
    const response = await api.request(
      "/api/organizers",
      jsonBody({ name, email: "acme@example.test", currency: "EUR", timezone: "Europe/Rome" }, auth()),
    );
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: unknown }).errors).toEqual({ name: [message] });
  });

  it("answers 422 to one inside a JSON object a column stores whole", async () => {
    const response = await api.request("/api/organizers", {
      ...jsonBody(
        { name: "Acme", email: "acme@example.test", currency: "EUR", timezone: "Europe/Rome" },
        auth(),
      ),
      body: '{"name":"Acme","email":"a@example.test","currency":"EUR","location_details":{"city":"\\ud800"}}',
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: unknown }).errors).toEqual({
      "location_details.city": ["City contains characters that cannot be saved."],
    });
  });

  it("answers 422 to a NUL in a multipart text field", async () => {
    const form = new FormData();
    form.set("image_type", "GENERIC\u0000");
    form.set("image", new File([new Uint8Array([1, 2, 3])], "a.png", { type: "image/png" }));
    const response = await api.request("/api/images", { method: "POST", headers: auth(), body: form });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: Record<string, unknown> }).errors.image_type).toEqual([
      "Image type contains characters that cannot be saved.",
    ]);
  });

  it.each([
    ["query=a%00b", "query"],
    ["filter_fields[title][eq]=a%00b", "filter_fields.title.eq"],
    ["eventsStatus=%00", "eventsStatus"],
  ])("answers 422 to a NUL in the query string (%s), naming the parameter", async (query, key) => {
    const response = await api.request(`/api/public/events?${query}`);
    expect(response.status).toBe(422);
    expect(Object.keys(((await response.json()) as { errors: object }).errors)).toEqual([key]);
  });

  it.each(["a%00b", "%ED%A0%80"])(
    "answers 404 to a path segment %s, as to a token that names nothing",
    async (token) => {
      const response = await api.request(`/api/auth/reset-password/${token}`);
      expect(response.status).toBe(404);
    },
  );
});

describe("dates outside years 1 to 9999", () => {
  it.each([
    "0000-01-01T00:00:00Z",
    "0000-06-15",
    "0001-01-01T00:30:00+01:00",
    "9999-12-31T23:00:00-02:00",
    "10000-01-01T00:00:00Z",
  ])("answers 422 to %s in a public list's filter", async (date) => {
    const response = await api.request(
      `/api/public/events?filter_fields[start_date][gte]=${encodeURIComponent(date)}`,
    );
    expect(response.status).toBe(422);
    expect(Object.keys(((await response.json()) as { errors: object }).errors)).toEqual([
      "filter_fields.start_date.gte",
    ]);
  });

  it.each(["0001-01-01T00:00:00Z", "9999-12-31T23:59:59Z", "now", "2026-12-25T20:00", "2026-12-25 20:00:00"])(
    "takes %s in a filter",
    async (date) => {
      const response = await api.request(
        `/api/public/events?filter_fields[end_date][lte]=${encodeURIComponent(date)}`,
      );
      expect(response.status).toBe(200);
    },
  );
});

describe("values the database refuses all the same", () => {
  it("answers 422, not 500, when a query meets a value out of the database's range", async () => {
    const response = await api.request("/api/test/out-of-range");
    expect(response.status).toBe(422);
    expect(api.logs.filter((line) => line.level >= 50)).toEqual([]);
  });
});

describe("a client hanging up", () => {
  let server: ReturnType<typeof serve>;
  let port: number;
  beforeAll(async () => {
    server = serve({ fetch: api.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("is not logged as a server error when it aborts while sending the body", async () => {
    const errorsBefore = api.logs.filter((line) => line.level >= 50).length;
    const requestsBefore = api.logs.filter((line) => line.msg === "request").length;
    const socket = connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write(
      'POST /api/test/slow-body HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"note":"',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.destroy();
    await expect
      .poll(() => api.logs.filter((line) => line.msg === "request").length)
      .toBe(requestsBefore + 1);
    expect(api.logs.slice(-3).filter((line) => line.level >= 50)).toEqual([]);
    expect(api.logs.filter((line) => line.level >= 50).length).toBe(errorsBefore);
    expect(slowBodyReads).toBe(0);
  });
});
