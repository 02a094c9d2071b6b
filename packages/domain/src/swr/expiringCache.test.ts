import type { State } from "swr";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cacheLifetimeMs, ExpiringCache } from "./expiringCache";

const entry = (data: unknown): State => ({ data });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("ExpiringCache", () => {
  it("lives 5 minutes", () => {
    expect(cacheLifetimeMs).toBe(300_000);
  });

  it("drops an entry 5 minutes after it was last written or read", () => {
    const cache = new ExpiringCache();
    cache.set("a", entry(1));
    vi.advanceTimersByTime(4 * 60_000);
    expect(cache.get("a")).toEqual(entry(1));

    vi.advanceTimersByTime(5 * 60_000 - 1);
    expect([...cache.keys()]).toEqual(["a"]);
    vi.advanceTimersByTime(1);
    expect([...cache.keys()]).toEqual([]);
    expect(cache.get("a")).toBeUndefined();
  });

  it("keeps a held entry however long, and counts its 5 minutes from the release", () => {
    const cache = new ExpiringCache();
    const release = cache.hold("a");
    cache.set("a", entry(1));
    vi.advanceTimersByTime(60 * 60_000);
    expect([...cache.keys()]).toEqual(["a"]);

    release();
    release(); // a second call must not release another holder
    vi.advanceTimersByTime(cacheLifetimeMs - 1);
    expect([...cache.keys()]).toEqual(["a"]);
    vi.advanceTimersByTime(1);
    expect([...cache.keys()]).toEqual([]);
  });

  it("waits for the last of several holders", () => {
    const cache = new ExpiringCache();
    const first = cache.hold("a");
    const second = cache.hold("a");
    cache.set("a", entry(1));
    first();
    vi.advanceTimersByTime(2 * cacheLifetimeMs);
    expect([...cache.keys()]).toEqual(["a"]);
    second();
    vi.advanceTimersByTime(cacheLifetimeMs);
    expect([...cache.keys()]).toEqual([]);
  });

  it("expires each entry on its own clock", () => {
    const cache = new ExpiringCache(1000);
    cache.set("a", entry(1));
    vi.advanceTimersByTime(600);
    cache.set("b", entry(2));
    vi.advanceTimersByTime(400);
    expect([...cache.keys()]).toEqual(["b"]);
    vi.advanceTimersByTime(600);
    expect([...cache.keys()]).toEqual([]);
  });

  it("deletes on request", () => {
    const cache = new ExpiringCache();
    cache.set("a", entry(1));
    cache.delete("a");
    expect(cache.get("a")).toBeUndefined();
  });
});
