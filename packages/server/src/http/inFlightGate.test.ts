import { describe, expect, it } from "vitest";
import { z } from "zod";
import { apiRoutes } from "../routes";
import { useTestApp } from "../test/testApp";
import { inFlightGate } from "./rateLimit";
import { defineRoute } from "./route";

/** A route that holds each request open until the test lets it go, behind a gate of two. */
const releases: (() => void)[] = [];
const gate = inFlightGate(2);
const heldRoute = defineRoute({
  method: "post",
  path: "/test/held",
  summary: "Waits until released",
  middleware: [gate],
  request: { body: z.object({}) },
  responses: { 204: null, 429: z.object({ message: z.string() }) },
  async handler(_input, c) {
    await new Promise<void>((resolve) => releases.push(resolve));
    return c.body(null, 204);
  },
});

const api = useTestApp({ routes: [...apiRoutes, heldRoute] });
const post = () =>
  api.request("/api/test/held", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  });

async function until(condition: () => boolean): Promise<void> {
  for (let tries = 0; !condition(); tries++) {
    if (tries > 200) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe("inFlightGate", () => {
  it("refuses a request past the cap at once with 429 and Retry-After, and admits again when one ends", async () => {
    const first = post();
    const second = post();
    await until(() => releases.length === 2);

    const refused = await post();
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("1");
    expect(await refused.json()).toEqual({ message: "Too Many Attempts." });

    releases.shift()?.();
    expect((await first).status).toBe(204);
    const third = post();
    await until(() => releases.length === 2);
    for (const release of releases.splice(0)) release();
    expect((await second).status).toBe(204);
    expect((await third).status).toBe(204);
  });

  it("guards the anonymous password and token routes", async () => {
    const { anonymousCredentialGate } = await import("../modules/auth/routes");
    const gated = apiRoutes
      .filter((route) => route.middleware?.includes(anonymousCredentialGate))
      .map((route) => `${route.method} ${route.path}`)
      .sort();
    expect(gated).toEqual([
      "post /auth/forgot-password",
      "post /auth/invitation/:invite_token",
      "post /auth/register",
      "post /auth/reset-password/:reset_token",
    ]);
  });
});
