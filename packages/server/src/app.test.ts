import { type Account, createApiClient, isApiError, updateAccountSchema } from "@varco/domain";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { HttpError } from "./http/httpError";
import { defineRoute } from "./http/route";
import { apiRoutes } from "./routes";
import { registerOwner } from "./test/accounts";
import { testAppUrl, useTestApp } from "./test/testApp";

const json = { "content-type": "application/json", origin: testAppUrl };

/** Routes that exist only here, to drive the platform's error paths. */
const testRoutes = [
  defineRoute({
    method: "get",
    path: "/test/throw",
    summary: "Fails like a bug would",
    responses: { 200: z.object({}) },
    handler: () => {
      throw new Error("secret detail at /srv/varco/src/some/file.ts");
    },
  }),
  defineRoute({
    method: "get",
    path: "/test/teapot",
    summary: "Fails on purpose with an HttpError from deep inside",
    responses: { 200: z.object({}) },
    handler: () => {
      throw new HttpError(409, "Already there.");
    },
  }),
  // The domain's own schema for PUT accounts, answered with a fake account (beside the real route).
  defineRoute({
    method: "put",
    path: "/test/accounts",
    summary: "Test double of PUT accounts",
    request: { body: updateAccountSchema },
    responses: { 200: z.object({ data: z.object({ name: z.string() }).loose() }) },
    handler: ({ body }, c) => {
      const account: Account = {
        id: 1,
        name: body.name,
        timezone: body.timezone,
        currency_code: body.currency_code ?? "EUR",
        is_account_email_confirmed: true,
        is_saas_mode_enabled: false,
      };
      return c.json({ data: account }, 200);
    },
  }),
  defineRoute({
    method: "get",
    path: "/test/things/:thing_id",
    summary: "A path with an id",
    request: { params: z.object({ thing_id: z.coerce.number().int().positive() }) },
    responses: { 200: z.object({ data: z.object({ id: z.number() }) }) },
    handler: ({ params }, c) => c.json({ data: { id: params.thing_id } }, 200),
  }),
  defineRoute({
    method: "get",
    path: "/test/drift",
    summary: "Answers something other than it declares",
    responses: { 200: z.object({ data: z.object({ id: z.number() }) }) },
    handler: (_input, c) => c.json({ data: { id: "one" } }, 200),
  }),
  defineRoute({
    method: "post",
    path: "/test/small",
    summary: "Takes at most 64 bytes",
    request: { body: z.object({ note: z.string() }) },
    maxBodyBytes: 64,
    responses: { 201: null },
    handler: (_input, c) => c.body(null, 201),
  }),
];

describe("the app", () => {
  const api = useTestApp({ routes: [...apiRoutes, ...testRoutes] });

  it.each([
    ["GET", "/api/nothing-here"],
    ["POST", "/api/nothing-here"],
    ["GET", "/not-the-api"],
    ["DELETE", "/api/health"],
  ])("answers %s %s with a JSON 404", async (method, path) => {
    const response = await api.request(path, { method, headers: { origin: testAppUrl } });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ message: "Not found" });
  });

  it("answers a bug with 500 and a bare message, and logs the error with its stack", async () => {
    const response = await api.request("/api/test/throw", { headers: { "x-request-id": "req-throw-1" } });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ message: "Server error" });
    expect(text).not.toMatch(/secret|\/srv\/|at |stack/);

    const line = api.logs.find((log) => log.msg === "request failed" && log.requestId === "req-throw-1");
    expect(line).toMatchObject({ level: 50, path: "/api/test/throw" });
    const logged = line?.err as { stack?: string } | undefined;
    expect(logged?.stack).toContain("secret detail");
  });

  it("answers an HttpError thrown anywhere with its status and message", async () => {
    const response = await api.request("/api/test/teapot");
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: "Already there." });
  });

  it("answers 422 with a message and the reasons per field from the domain schema", async () => {
    const response = await api.request("/api/test/accounts", {
      method: "PUT",
      headers: json,
      body: JSON.stringify({ name: "", timezone: "Mars/Olympus_Mons", currency_code: "euro" }),
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: "Account name is required. (and 2 more errors)",
      errors: {
        name: ["Account name is required."],
        timezone: ["Time zone is not a known time zone."],
        currency_code: ["Currency must be a three-letter ISO 4217 code such as EUR."],
      },
      // The same reasons as codes and parameters, in the order of `errors` (docs/api/wire.md).
      codes: {
        name: [{ code: "too_small", origin: "string", minimum: 1, inclusive: true }],
        timezone: [{ code: "unknown_time_zone", label: "Time zone" }],
        currency_code: [{ code: "invalid_format", origin: "string", format: "regex" }],
      },
    });
  });

  it("speaks the 422 shape the domain client reads", async () => {
    // The real PUT accounts, signed in as the account's owner.
    const { token } = await registerOwner(api, { currency_code: "EUR" });
    const client = createApiClient({
      baseUrl: `${testAppUrl}/api`,
      fetch: async (input, init = {}) =>
        api.app.request(String(input), {
          ...init,
          headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` },
        }),
    });
    const error = await client.account
      .update({ name: " ", timezone: "Europe/Rome" })
      .catch((e: unknown) => e);
    expect(isApiError(error) && error.isValidationError).toBe(true);
    expect(isApiError(error) && error.errorsFor("name")).toEqual(["Account name is required."]);
    expect(isApiError(error) && error.codesFor("name")).toEqual([
      { code: "too_small", origin: "string", minimum: 1, inclusive: true },
    ]);

    const account = await client.account.update({ name: "Teatro Verdi", timezone: "Europe/Rome" });
    expect(account).toMatchObject({ name: "Teatro Verdi", currency_code: "EUR" });
  });

  it("reads an empty body as {} so each required field is named", async () => {
    const response = await api.request("/api/test/accounts", {
      method: "PUT",
      headers: { origin: testAppUrl },
    });
    expect(response.status).toBe(422);
    expect(Object.keys(((await response.json()) as { errors: object }).errors).sort()).toEqual([
      "name",
      "timezone",
    ]);
  });

  it.each([
    ["{not json", "application/json", 400, "The request body is not valid JSON."],
    ['{"name":"x"}', "text/plain", 415, "Send the body as JSON, with Content-Type: application/json."],
    [
      "name=x",
      "application/x-www-form-urlencoded",
      415,
      "Send the body as JSON, with Content-Type: application/json.",
    ],
  ])("refuses the body %j sent as %s with %i", async (body, contentType, status, message) => {
    const response = await api.request("/api/test/accounts", {
      method: "PUT",
      headers: { "content-type": contentType, origin: testAppUrl },
      body,
    });
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ message });
  });

  it("takes JSON with a charset or a +json type", async () => {
    for (const contentType of ["application/json; charset=utf-8", "application/merge-patch+json"]) {
      const response = await api.request("/api/test/accounts", {
        method: "PUT",
        headers: { "content-type": contentType, origin: testAppUrl },
        body: JSON.stringify({ name: "Ok", timezone: "UTC" }),
      });
      expect(response.status).toBe(200);
    }
  });

  it("refuses a body over the route's limit with 413", async () => {
    const response = await api.request("/api/test/small", {
      method: "POST",
      headers: json,
      body: JSON.stringify({ note: "x".repeat(100) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: "The request body is too large." });
    const small = await api.request("/api/test/small", {
      method: "POST",
      headers: json,
      body: '{"note":"hi"}',
    });
    expect(small.status).toBe(201);
  });

  it("answers 404 when a path parameter cannot name anything", async () => {
    expect((await api.request("/api/test/things/12")).status).toBe(200);
    for (const id of ["abc", "0", "-1", "1.5"]) {
      const response = await api.request(`/api/test/things/${id}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: "Resource not found" });
    }
  });

  it("fails loudly in tests when a route answers other than it declares", async () => {
    const response = await api.request("/api/test/drift");
    expect(response.status).toBe(500);
    const line = api.logs.find((log) => log.msg === "request failed" && log.path === "/api/test/drift");
    const logged = line?.err as { message?: string } | undefined;
    expect(logged?.message).toMatch(/does not match its schema/);
  });

  it("sends security headers and no caching on API answers", async () => {
    const response = await api.request("/api/health");
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
      "x-content-type-options": "nosniff",
      "x-frame-options": "DENY",
      "referrer-policy": "no-referrer",
      "cache-control": "no-store",
    });
    expect(response.headers.get("x-powered-by")).toBeNull();
  });

  it("echoes a sane X-Request-Id and makes one up otherwise", async () => {
    const given = await api.request("/api/health", { headers: { "x-request-id": "abc-123" } });
    expect(given.headers.get("x-request-id")).toBe("abc-123");
    const odd = await api.request("/api/health", { headers: { "x-request-id": "<script>" } });
    expect(odd.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});
