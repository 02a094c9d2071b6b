import { describe, expect, it } from "vitest";
import { z } from "zod";
import { apiRoutes } from "../routes";
import { useTestApp } from "../test/testApp";
import { requestGate } from "./rateLimit";
import { defineRoute } from "./route";

/** A route that holds each request open until the test lets it go, behind a gate of two. */
const releases: (() => void)[] = [];
const gate = requestGate({ inFlight: 2, perSecond: 1000 });
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

/** A route behind a gate of 3 a second, on a clock the test moves. */
let clock = 0;
const paced = defineRoute({
  method: "post",
  path: "/test/paced",
  summary: "Answers at once",
  middleware: [requestGate({ inFlight: 100, perSecond: 3, now: () => clock })],
  request: { body: z.object({}) },
  responses: { 204: null, 429: z.object({ message: z.string() }) },
  handler: async (_input, c) => c.body(null, 204),
});

const api = useTestApp({ routes: [...apiRoutes, heldRoute, paced] });
const post = (path = "/api/test/held") =>
  api.request(path, {
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

describe("requestGate", () => {
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

  it("admits perSecond requests in a second, then one more each 1/perSecond of a second", async () => {
    const statuses = async (count: number) => {
      const answers: number[] = [];
      for (let request = 0; request < count; request++) answers.push((await post("/api/test/paced")).status);
      return answers;
    };
    expect(await statuses(4)).toEqual([204, 204, 204, 429]);
    clock += 1000 / 3;
    expect(await statuses(2)).toEqual([204, 429]);
    clock += 10_000;
    // A long quiet time refills the bucket to its size, no more.
    expect(await statuses(4)).toEqual([204, 204, 204, 429]);
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
