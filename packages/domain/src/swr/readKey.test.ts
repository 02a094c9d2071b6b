import { describe, expect, it } from "vitest";
import { eventReads } from "../api/events";
import { organizerReads } from "../api/organizers";
import type { ApiRead } from "../api/read";
import { type QueryKey, readKey } from "./query";

describe("readKey", () => {
  it.each<[string, ApiRead<unknown>, QueryKey]>([
    ["a path alone", eventReads.get(12), ["events/12"]],
    ["a path and its query", eventReads.list({ page: 2 }), ["events", { page: 2, per_page: 20 }]],
    ["an absent query value left out", eventReads.getPublic(7), ["public/events/7"]],
    ["a query value", eventReads.getPublic(7, "SUMMER"), ["public/events/7", { promo_code: "SUMMER" }]],
    ["no password: no parameter", organizerReads.getPublic(3), ["public/organizers/3"]],
    // The password travels in a header; the key still tells the two answers apart.
    [
      "a password sent as a header",
      organizerReads.getPublic(3, "x"),
      ["public/organizers/3", { homepage_password: "x" }],
    ],
    [
      "a list with a password",
      organizerReads.publicEvents(3, { page: 1 }, "x"),
      ["public/organizers/3/events", { page: 1, per_page: 20, homepage_password: "x" }],
    ],
  ])("%s", (_, read, key) => {
    expect(readKey(read)).toEqual(key);
  });
});
