import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { apiRoutes } from "../routes";
import { jsonBody } from "../test/accounts";
import { useTestApp } from "../test/testApp";
import { defineRoute, errorBodySchema, loggablePathOf } from "./route";

/** What the request log must not keep: secrets in paths, values bound to a failed query. */

const secretEmail = "query.param.secret@example.test";
const failingQueryRoute = defineRoute({
  method: "get",
  path: "/test/failing-query",
  summary: "Runs a query that fails, with a secret bound to it (test only)",
  responses: { 200: z.object({}), 500: errorBodySchema },
  handler: async (_input, c) => {
    await c.var.db.execute(sql`select * from no_such_table where email = ${secretEmail}`);
    return c.json({}, 200);
  },
});
const outOfRangeRoute = defineRoute({
  method: "get",
  path: "/test/out-of-range-param",
  summary: "Binds a secret that the database refuses as a value (test only)",
  responses: { 200: z.object({}), 422: errorBodySchema },
  handler: async (_input, c) => {
    await c.var.db.execute(sql`select ${secretEmail}::timestamptz, ${"99999999999"}::int`);
    return c.json({}, 200);
  },
});

const api = useTestApp({ routes: [...apiRoutes, failingQueryRoute, outOfRangeRoute] });

const linesSince = (count: number) => api.logs.slice(count);

describe("secret path parameters", () => {
  it.each([
    ["GET", "/api/auth/reset-password/SECRETreset0123456789", "/api/auth/reset-password/[redacted]"],
    ["GET", "/api/auth/invitation/SECRETinvite0123456789", "/api/auth/invitation/[redacted]"],
    ["POST", "/api/users/7/confirm-email/SECRETconfirm012345", "/api/users/7/confirm-email/[redacted]"],
    ["POST", "/api/users/7/email-change/SECRETchange0123456", "/api/users/7/email-change/[redacted]"],
  ])("are redacted in the request log line (%s %s)", async (method, path, logged) => {
    const before = api.logs.length;
    await api.request(path, method === "GET" ? {} : jsonBody({}));
    const lines = linesSince(before);
    expect(lines.find((line) => line.msg === "request")?.path).toBe(logged);
    expect(JSON.stringify(lines)).not.toContain("SECRET");
  });

  it("stay out of the log when a request from a foreign origin is refused", async () => {
    const before = api.logs.length;
    const response = await api.request("/api/auth/reset-password/SECRETforeign0123456789", {
      ...jsonBody({ password: "x", password_confirmation: "x" }),
      headers: { "content-type": "application/json", origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
    expect(JSON.stringify(linesSince(before))).not.toContain("SECRET");
  });

  it("leaves other paths as they are", () => {
    const loggable = loggablePathOf(apiRoutes);
    expect(loggable("/api/events/12/settings")).toBe("/api/events/12/settings");
    expect(loggable("/api/auth/reset-password")).toBe("/api/auth/reset-password");
  });
});

describe("failed queries", () => {
  it("are logged with their SQL and the database's reason, without the values bound to them", async () => {
    const before = api.logs.length;
    const response = await api.request("/api/test/failing-query");
    expect(response.status).toBe(500);
    const failure = linesSince(before).find((line) => line.msg === "request failed");
    const logged = JSON.stringify(failure);
    expect(logged).toContain("no_such_table");
    expect(logged).not.toContain(secretEmail);
    expect(JSON.stringify(linesSince(before))).not.toContain(secretEmail);
  });

  it("are logged without their values when the database refuses one of them (422)", async () => {
    const before = api.logs.length;
    const response = await api.request("/api/test/out-of-range-param");
    expect(response.status).toBe(422);
    expect(linesSince(before).some((line) => line.msg === "value refused by the database")).toBe(true);
    expect(JSON.stringify(linesSince(before))).not.toContain(secretEmail);
  });
});
