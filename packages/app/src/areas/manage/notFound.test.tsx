import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { eventAnswer, eventsPage, fakeApi, renderApp, userAnswer } from "../../test/renderApp";

function signedInApi() {
  return fakeApi({
    "GET users/me": { status: 200, body: { data: userAnswer() } },
    "GET accounts": { status: 200, body: { data: { id: 1, name: "Gite", currency_code: "EUR" } } },
    "GET events": { status: 200, body: eventsPage([eventAnswer()]) },
    "GET events/7": { status: 200, body: { data: eventAnswer() } },
  });
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe("a page not found inside the signed-in areas", () => {
  it.each([
    ["/manage/anything", "Main navigation"],
    ["/manage/events/nope", "Main navigation"],
    ["/manage/events/upcoming/more", "Main navigation"],
    ["/manage/event/7/nope", "Event navigation"],
    ["/account/nope", "Account navigation"],
  ])("%s says so and keeps the %s", async (path, navigationName) => {
    const { router } = await renderApp(path, { api: signedInApi() });
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
    const navigation = screen.getAllByRole("navigation", { name: navigationName })[0]!;
    expect(within(navigation).getAllByRole("link").length).toBeGreaterThan(0);
    // The way out is the signed-in person's events, not the home address (the login for buyers).
    expect(screen.getByRole("link", { name: /Go to your events/ })).toHaveAttribute("href", "/manage/events");
  });
});
