import { act, renderHook } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventDefaultFields } from "../model/account";
import { type ApiServer, startApiServer } from "../test/apiServer";
import { clientFor, domainWrapper, snapshot, until } from "../test/domainHarness";
import { useAccount, useEventDefaults, useUpdateEventDefaults } from "./account";

/** Every event default left unset. */
const unset = Object.fromEntries(eventDefaultFields.map((field) => [field, null]));

let server: ApiServer;
let stored: Record<string, unknown> = { ...unset };
beforeAll(async () => {
  server = await startApiServer((request) => {
    if (request.path === "accounts") return { json: { data: { id: 4, name: "Acme" } } };
    if (request.method === "PUT") stored = { ...stored, ...(JSON.parse(request.text) as object) };
    return { json: { data: stored } };
  });
});
afterAll(() => server.close());

describe("event defaults hooks", () => {
  it("read accounts/{id}/event-defaults and refresh it after a change, not the account", async () => {
    const { result } = renderHook(
      () => ({
        account: snapshot(useAccount()),
        defaults: snapshot(useEventDefaults(4)),
        update: useUpdateEventDefaults(),
      }),
      { wrapper: domainWrapper(clientFor(server.baseUrl)) },
    );
    await until(() => !!result.current.defaults.data && !!result.current.account.data, "the first answers");
    expect(result.current.defaults.data).toEqual(unset);
    server.requests.length = 0;

    await act(async () => {
      await result.current.update.trigger(4, { order_timeout_in_minutes: 30 });
    });
    await until(() => result.current.defaults.data?.order_timeout_in_minutes === 30, "the fresh defaults");
    const calls = server.requests.map((request) => `${request.method} ${request.path}`);
    expect(calls).toEqual(["PUT accounts/4/event-defaults", "GET accounts/4/event-defaults"]);
    expect(JSON.parse(server.requests[0]?.text ?? "")).toEqual({ order_timeout_in_minutes: 30 });
  });

  it("asks nothing without an account id", async () => {
    server.requests.length = 0;
    const { result } = renderHook(() => snapshot(useEventDefaults(undefined)), {
      wrapper: domainWrapper(clientFor(server.baseUrl)),
    });
    expect(result.current.data).toBeUndefined();
    expect(server.requests).toEqual([]);
  });
});
