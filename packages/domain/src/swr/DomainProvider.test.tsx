import { act, render, renderHook } from "@testing-library/react";
import { useSWRConfig } from "swr";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type ApiServer, startApiServer } from "../test/apiServer";
import { clientFor, domainWrapper, settle, snapshot, until } from "../test/domainHarness";
import { DomainProvider, useApiClient } from "./DomainProvider";
import { useEvent } from "./events";
import { ExpiringCache } from "./expiringCache";
import { useCurrentUser } from "./users";

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
  server.requests.length = 0;
  server.handle(() => ({ json: { data: {} } }));
});

const gets = (path: string) => server.requests.filter((request) => request.path === path).length;

/** Moves the faked clock, letting React see what the timers did. */
async function advance(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

function EventTitle() {
  return <span>{useEvent(1).data?.title ?? "loading"}</span>;
}

function EventTitles({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => <EventTitle key={String(index)} />);
}

function CacheProbe({ onCache }: { onCache: (cache: unknown) => void }) {
  onCache(useSWRConfig().cache);
  return null;
}

describe("retries: three, 1 s doubling to 30 s, none for the current user", () => {
  it("retries a failing read after 1 s, 2 s and 4 s, then stops and shows the error", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    server.handle(() => ({ status: 503, json: { message: "Busy" } }));
    const { result } = renderHook(() => snapshot(useEvent(1)), {
      wrapper: domainWrapper(clientFor(server.baseUrl)),
    });
    // A retry is scheduled once the failed answer is handled, not when the request goes out.
    const failedAttempts = (count: number) => () =>
      gets("events/1") === count && result.current.error !== undefined && !result.current.isValidating;
    await until(failedAttempts(1), "the first failure");

    let expected = 1;
    for (const delay of [1000, 2000, 4000]) {
      await advance(delay - 1);
      await settle();
      expect(gets("events/1"), `before ${delay} ms`).toBe(expected);
      await advance(1);
      expected += 1;
      await until(failedAttempts(expected), `the retry after ${delay} ms`);
    }

    await advance(60_000);
    await settle();
    expect(gets("events/1")).toBe(4);
    await until(() => result.current.error?.status === 503, "the error");
  });

  it.each([400, 403, 404, 409, 422, 429])("does not retry a %i", async (status) => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    server.handle(() => ({ status, json: { message: "No." } }));
    const { result } = renderHook(() => snapshot(useEvent(1)), {
      wrapper: domainWrapper(clientFor(server.baseUrl)),
    });
    await until(() => result.current.error !== undefined, "the error");

    await advance(60_000);
    await settle();
    expect(gets("events/1")).toBe(1);
    expect(result.current.error?.status).toBe(status);
  });

  it("never retries the current-user query", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    server.handle(() => ({ status: 503, json: { message: "Busy" } }));
    const { result } = renderHook(() => snapshot(useCurrentUser()), {
      wrapper: domainWrapper(clientFor(server.baseUrl)),
    });
    await until(() => result.current.error !== undefined, "the error");

    await advance(60_000);
    await settle();
    expect(gets("users/me")).toBe(1);
  });
});

describe("freshness (60 s) and no refetch on focus", () => {
  it("serves a read from cache for 60 s, then asks again", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    server.handle(() => ({ json: { data: { id: 1, title: "Gala" } } }));
    const wrapper = domainWrapper(clientFor(server.baseUrl));
    const view = render(<EventTitles count={1} />, { wrapper });
    await until(() => view.queryAllByText("Gala").length === 1, "the first answer");

    await advance(59_000);
    view.rerender(<EventTitles count={2} />);
    await settle();
    expect(view.getAllByText("Gala")).toHaveLength(2);
    expect(gets("events/1")).toBe(1);

    await advance(1_000);
    view.rerender(<EventTitles count={3} />);
    await until(() => gets("events/1") === 2, "the second request");
  });

  it("does not ask again when the window regains focus", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { result } = renderHook(() => snapshot(useEvent(1)), {
      wrapper: domainWrapper(clientFor(server.baseUrl)),
    });
    await until(() => result.current.data !== undefined, "the answer");

    await advance(61_000);
    await act(async () => {
      window.dispatchEvent(new Event("focus"));
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await settle();
    expect(gets("events/1")).toBe(1);
  });
});

describe("cache eviction after 5 minutes unused", () => {
  it("keeps an answer while it is shown and drops it 5 minutes after the last hook goes", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    let cache: ExpiringCache | undefined;
    const client = clientFor(server.baseUrl);
    const tree = (shown: boolean) => (
      <DomainProvider client={client}>
        <CacheProbe
          onCache={(found) => {
            cache = found as ExpiringCache;
          }}
        />
        {shown && <EventTitle />}
      </DomainProvider>
    );
    server.handle(() => ({ json: { data: { id: 1, title: "loaded" } } }));
    const view = render(tree(true));
    await until(() => view.queryByText("loaded") !== null, "the answer");
    const cachedKeys = () => [...cache!.keys()].filter((key) => key.includes("events/1"));
    expect(cache).toBeInstanceOf(ExpiringCache);
    expect(cachedKeys()).toHaveLength(1);

    await advance(10 * 60_000);
    expect(cachedKeys(), "still shown, so kept").toHaveLength(1);

    view.rerender(tree(false));
    await advance(5 * 60_000 - 1);
    expect(cachedKeys()).toHaveLength(1);
    await advance(1);
    expect(cachedKeys()).toHaveLength(0);
  });
});

describe("DomainProvider", () => {
  it("hands its client to the hooks", () => {
    const client = clientFor(server.baseUrl);
    const { result } = renderHook(() => useApiClient(), { wrapper: domainWrapper(client) });
    expect(result.current).toBe(client);
  });

  it("says what is missing when a hook is used without it", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => renderHook(() => useApiClient())).toThrow(/DomainProvider/);
  });
});
