import { describe, expect, it } from "vitest";
import { z } from "zod";
import { apiRoutes } from "../routes";
import { testAppUrl, useTestApp } from "../test/testApp";
import { defineRoute } from "./route";

const echoRoutes = (["post", "put", "patch", "delete"] as const).map((method) =>
  defineRoute({
    method,
    path: "/test/echo",
    summary: `Answers any ${method}`,
    responses: { 200: z.object({ ok: z.literal(true) }) },
    handler: (_input, c) => c.json({ ok: true as const }, 200),
  }),
);

/**
 * DESIGN.md: "unsafe methods are refused unless the request's Origin is the app's". A request with
 * no Origin at all comes from a non-browser API client (browsers always send it on unsafe
 * methods), which carries its token in a header and cannot be made to act by another site.
 */
describe("the cross-origin guard", () => {
  const api = useTestApp({
    routes: [...apiRoutes, ...echoRoutes],
    env: { ALLOWED_ORIGINS: "http://localhost:5173" },
  });

  const send = (method: string, headers: Record<string, string>) =>
    api.request("/api/test/echo", { method, headers });

  it.each([
    ["POST", { origin: "https://evil.example" }],
    ["PUT", { origin: "https://evil.example" }],
    ["PATCH", { origin: "https://tickets.varco.test.evil.example" }],
    ["DELETE", { origin: "http://tickets.varco.test" }],
    ["POST", { origin: "null" }],
    ["POST", { origin: "https://evil.example", authorization: "Bearer token" }],
    ["POST", { "sec-fetch-site": "cross-site" }],
    ["POST", { "sec-fetch-site": "same-site" }],
  ])("refuses %s with %o", async (method, headers) => {
    const response = await send(method, headers);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: "Cross-origin requests are not allowed." });
  });

  it.each([
    ["POST", { origin: testAppUrl }],
    ["DELETE", { origin: testAppUrl, "sec-fetch-site": "same-origin" }],
    ["PATCH", { origin: "http://localhost:5173" }],
    ["POST", {}],
    ["PUT", { authorization: "Bearer token" }],
    ["POST", { "sec-fetch-site": "none" }],
  ])("lets %s with %o through", async (method, headers) => {
    expect((await send(method, headers)).status).toBe(200);
  });

  it("never blocks reads, whatever their origin", async () => {
    const response = await api.request("/api/health", { headers: { origin: "https://evil.example" } });
    expect(response.status).toBe(200);
  });

  it("logs what it refused and why", async () => {
    await send("POST", { origin: "https://logged.example" });
    expect(api.logs.find((log) => log.origin === "https://logged.example")).toMatchObject({
      level: 40,
      method: "POST",
    });
  });
});
