import { describe, expect, it, vi } from "vitest";
import { redirectToLogin, returnPathKey, takeReturnPath } from "./returnPath";

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe("redirectToLogin: a refused call sends the visitor to sign in", () => {
  it.each([
    "/manage/events",
    "/manage/event/12/settings",
    "/manage/organizer/3/authors",
    "/account/settings",
    "/welcome",
  ])("%s: remembers the page and goes to the login page", (path) => {
    const storage = memoryStorage();
    const navigate = vi.fn();
    expect(redirectToLogin(`${path}?tab=2#top`, navigate, storage)).toBe(true);
    expect(navigate).toHaveBeenCalledWith("/auth/login");
    expect(storage.values.get(returnPathKey)).toBe(`${path}?tab=2#top`);
  });

  it.each([
    "/auth/login",
    "/auth/register",
    "/event/4/concerto",
    "/e/4/concerto",
    "/events/2/lagoon",
    "/checkout/4/ABC/details",
    "/widget/4",
    "/account/payment",
  ])("%s: a public page stays where it is", (path) => {
    const storage = memoryStorage();
    const navigate = vi.fn();
    expect(redirectToLogin(path, navigate, storage)).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    expect(storage.values.size).toBe(0);
  });

  it("does not remember the root: after login the default page is the same place", () => {
    const storage = memoryStorage({ [returnPathKey]: "/manage/events/archived" });
    const navigate = vi.fn();
    redirectToLogin("/", navigate, storage);
    expect(navigate).toHaveBeenCalledWith("/auth/login");
    expect(storage.values.has(returnPathKey)).toBe(false);
  });
});

describe("takeReturnPath", () => {
  it("returns the remembered page once", () => {
    const storage = memoryStorage({ [returnPathKey]: "/manage/events/upcoming?from=mail" });
    expect(takeReturnPath(storage)).toBe("/manage/events/upcoming?from=mail");
    expect(takeReturnPath(storage)).toBe("/manage/events");
  });

  it.each([
    "//evil.example/x",
    "https://evil.example/",
    "/\\evil.example",
    "/auth/login",
    "javascript:alert(1)",
  ])("refuses %s and goes to /manage/events", (saved) => {
    expect(takeReturnPath(memoryStorage({ [returnPathKey]: saved }))).toBe("/manage/events");
  });

  it("goes to /manage/events when nothing was remembered or storage is missing", () => {
    expect(takeReturnPath(memoryStorage())).toBe("/manage/events");
    expect(takeReturnPath(undefined)).toBe("/manage/events");
  });
});
