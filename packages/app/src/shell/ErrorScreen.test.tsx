import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderApp } from "../test/renderApp";

function comingFrom(referrer: string) {
  Object.defineProperty(document, "referrer", { value: referrer, configurable: true });
}

beforeEach(() => {
  sessionStorage.clear();
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  comingFrom("");
  vi.restoreAllMocks();
});

describe("the error page's way out for a signed-out buyer", () => {
  it("leads back to the organiser's page they came from, not to the organisers' login", async () => {
    comingFrom(`${window.location.origin}/events/3/gite-in-laguna`);
    await renderApp("/event/99/gone", { api: fakeApi({}) });
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Back to the previous page/ })).toHaveAttribute(
      "href",
      "/events/3/gite-in-laguna",
    );
    expect(screen.queryByRole("link", { name: /Go to the home page/ })).not.toBeInTheDocument();
  });

  it("leads to the organiser's page an unknown address under it names", async () => {
    await renderApp("/events/3/gite-in-laguna/nope", { api: fakeApi({}) });
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Go to the organiser's page/ })).toHaveAttribute(
      "href",
      "/events/3/gite-in-laguna",
    );
  });

  it("offers no button at all rather than the login when nothing public is known", async () => {
    await renderApp("/event/99/gone", { api: fakeApi({}) });
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Go to the home page/ })).not.toBeInTheDocument();
    expect(document.querySelector('a[href="/"], a[href="/auth/login"]')).toBeNull();
  });
});
