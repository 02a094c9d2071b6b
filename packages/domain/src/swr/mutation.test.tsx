import { act, renderHook } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "../api/apiError";
import { type ApiServer, startApiServer } from "../test/apiServer";
import { clientFor, domainWrapper, settle, snapshot, until } from "../test/domainHarness";
import { useLogout } from "./auth";
import { useEvent, useEvents, useUpdateEvent } from "./events";
import { anyOf, exactly, matching, under } from "./mutation";
import { useCreateProduct } from "./products";

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer((request) =>
    request.path === "events"
      ? { json: { data: [{ id: 12 }], meta: { current_page: 1 }, links: {} } }
      : {
          json: {
            data: { id: Number(request.path.split("/")[1]), title: `${request.method} ${request.path}` },
          },
        },
  );
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
});

const sent = () => server.requests.map((request) => `${request.method} ${request.path}`);
const count = (call: string) => sent().filter((name) => name === call).length;

function useEventScreen() {
  return {
    twelve: snapshot(useEvent(12)),
    thirteen: snapshot(useEvent(13)),
    list: snapshot(useEvents()),
    update: useUpdateEvent(),
    createProduct: useCreateProduct(),
    logout: useLogout(),
  };
}

async function renderEventScreen() {
  const rendered = renderHook(useEventScreen, { wrapper: domainWrapper(clientFor(server.baseUrl)) });
  const { result } = rendered;
  await until(
    () =>
      result.current.twelve.data !== undefined &&
      result.current.thirteen.data !== undefined &&
      !!result.current.list.data,
    "the first answers",
  );
  server.requests.length = 0;
  return rendered;
}

describe("mutation hooks", () => {
  it("revalidate the detail and the lists of the event they change, and nothing else", async () => {
    const { result } = await renderEventScreen();

    let answer: unknown;
    await act(async () => {
      answer = await result.current.update.trigger(12, { title: "Gala", start_date: "2025-05-01T18:00:00Z" });
    });
    await until(() => count("GET events/12") === 1 && count("GET events") === 1, "the refetches");
    await settle();

    expect(answer).toEqual({ id: 12, title: "PUT events/12" });
    expect(result.current.update.data).toEqual(answer);
    expect(sent().sort()).toEqual(["GET events", "GET events/12", "PUT events/12"]);
  });

  it("revalidate the event that embeds what they change (a product)", async () => {
    const { result } = await renderEventScreen();
    await act(async () => {
      await result.current.createProduct.trigger(13, {
        title: "Entry",
        type: "FREE",
        product_type: "TICKET",
        product_category_id: 1,
        prices: [{ price: 0 }],
      });
    });
    await until(() => count("GET events/13") === 1, "the event refetch");
    await settle();
    expect(sent().sort()).toEqual(["GET events/13", "POST events/13/products"]);
  });

  it("reject with the ApiError and keep it, field errors included", async () => {
    const { result } = await renderEventScreen();
    server.handle(() => ({
      status: 422,
      json: { message: "Title is required.", errors: { title: ["Title is required."] } },
    }));

    let failure: unknown;
    await act(async () => {
      failure = await result.current.update
        .trigger(12, { title: "", start_date: "x" })
        .catch((caught: unknown) => caught);
    });
    expect(failure).toBeInstanceOf(ApiError);
    expect(result.current.update.error?.fieldErrors).toEqual({ title: ["Title is required."] });
    expect(result.current.update.isMutating).toBe(false);
    await settle();
    expect(sent()).toEqual(["PUT events/12"]);

    act(() => result.current.update.reset());
    expect(result.current.update.error).toBeUndefined();
    server.handle((request) => ({ json: { data: { id: 1, title: request.path } } }));
  });

  it("forget every cached answer on sign-out instead of asking again", async () => {
    const { result } = await renderEventScreen();
    await act(async () => {
      await result.current.logout.trigger();
    });
    await settle();
    expect(result.current.twelve.data).toBeUndefined();
    expect(result.current.list.data).toBeUndefined();
    expect(sent()).toEqual(["POST auth/logout"]);
  });
});

describe("key matchers", () => {
  it.each([
    ["exactly", exactly("events"), "events", true],
    ["exactly", exactly("events"), "events/1", false],
    ["under", under("events/1"), "events/1", true],
    ["under", under("events/1"), "events/1/settings", true],
    ["under", under("events/1"), "events/12", false],
    ["matching", matching(/^organizers\/[^/]+\/events$/), "organizers/4/events", true],
    ["anyOf", anyOf(exactly("a"), exactly("b")), "b", true],
    ["anyOf (none)", anyOf(), "a", false],
  ] as const)("%s on %s → %s", (_name, matcher, path, expected) => {
    expect(matcher(path, undefined)).toBe(expected);
  });
});
