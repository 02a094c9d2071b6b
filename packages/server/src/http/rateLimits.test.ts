import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rateLimitHits } from "../db/schema";
import { jsonBody } from "../test/accounts";
import { useTestApp } from "../test/testApp";
import { databaseRateLimits, memoryRateLimits, type RateLimit } from "./rateLimit";

const threePerMinute: RateLimit = { bucket: "test:three-per-minute", max: 3, windowSeconds: 60 };

describe("memoryRateLimits", () => {
  it("allows max hits per sliding window, does not count a refused hit, and frees each hit as it ages out", async () => {
    let now = 1_000_000;
    const limits = memoryRateLimits({ now: () => now });
    for (let hit = 1; hit <= 3; hit++) {
      expect(await limits.hit(threePerMinute, "a")).toEqual({ allowed: true });
      now += 10_000;
    }
    expect(await limits.hit(threePerMinute, "a")).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(await limits.count(threePerMinute, "a")).toBe(3);
    // Another key and another bucket are counted apart.
    expect(await limits.hit(threePerMinute, "b")).toEqual({ allowed: true });
    expect(await limits.hit({ ...threePerMinute, bucket: "test:other" }, "a")).toEqual({ allowed: true });
    // The first hit (t = 0 s) leaves the window after 60 s: one more is allowed, then refused again.
    now = 1_000_000 + 60_001;
    expect(await limits.count(threePerMinute, "a")).toBe(2);
    expect(await limits.hit(threePerMinute, "a")).toEqual({ allowed: true });
    expect((await limits.hit(threePerMinute, "a")).allowed).toBe(false);
  });

  it("holds at most maxKeys keys, forgetting the longest idle", async () => {
    const limits = memoryRateLimits({ maxKeys: 2 });
    await limits.hit(threePerMinute, "first");
    await limits.hit(threePerMinute, "second");
    await limits.hit(threePerMinute, "first");
    await limits.hit(threePerMinute, "third");
    expect(await limits.count(threePerMinute, "second")).toBe(0);
    expect(await limits.count(threePerMinute, "first")).toBe(2);
    expect(await limits.count(threePerMinute, "third")).toBe(1);
  });
});

describe("rate limits of anonymous requests", () => {
  const api = useTestApp({ env: { TRUSTED_PROXY_COUNT: "1" } });

  it("are written to the database on PostgreSQL only: on the embedded database a flood costs no write", async () => {
    for (let client = 1; client <= 5; client++) {
      const response = await api.request(
        `/api/auth/reset-password/${"x".repeat(43)}`,
        jsonBody(
          { password: "a new password", password_confirmation: "a new password" },
          { "x-forwarded-for": `198.51.100.${client}` },
        ),
      );
      expect(response.status).toBe(404);
    }
    const [stored] = await api.db.select({ n: count() }).from(rateLimitHits);
    expect(stored?.n).toBe(api.database.kind === "pglite" ? 0 : 5);
  });

  it.each(["memory", "database"])("count the same in the %s store", async (store) => {
    const limits = store === "memory" ? memoryRateLimits() : databaseRateLimits(api.db);
    for (let hit = 1; hit <= 3; hit++) expect((await limits.hit(threePerMinute, "c")).allowed).toBe(true);
    expect(await limits.hit(threePerMinute, "c")).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(await limits.count(threePerMinute, "c")).toBe(3);
  });
});
