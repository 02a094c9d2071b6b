import { describe, expect, it } from "vitest";
import { apiRoutes } from "../../routes";
import { hiEventsCalls } from "./hiEventsCalls";

/** `events/{eventId}/products` against `/events/:event_id/products`: same method, same segments. */
function servedBy(method: string, path: string) {
  const segments = path.split("/");
  return apiRoutes.find((route) => {
    if (route.method.toUpperCase() !== method) return false;
    const pattern = route.path.replace(/^\//u, "").split("/");
    return (
      pattern.length === segments.length &&
      pattern.every(
        (part, index) =>
          part.startsWith(":") || part === segments[index] || /^\{\w+\}$/u.test(segments[index] ?? ""),
      )
    );
  });
}

describe("every call Hi.Events' web app makes", () => {
  it.each(
    hiEventsCalls.filter(([, , status]) => status === "served").map(([method, path]) => [method, path]),
  )("%s %s reaches a route of Varco's", (method, path) => {
    expect(servedBy(method, path), `${method} ${path}`).toBeDefined();
  });

  it("marks as served only calls Varco serves, and lists no call twice", () => {
    const notYet = hiEventsCalls.filter(
      ([method, path, status]) => status !== "served" && servedBy(method, path),
    );
    // A call served while still marked as waiting for its part of Varco: mark it served.
    expect(notYet).toEqual([]);
    const keys = hiEventsCalls.map(([method, path]) => `${method} ${path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
