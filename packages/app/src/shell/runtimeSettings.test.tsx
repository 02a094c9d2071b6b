import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { eventAnswer, eventsPage, fakeApi, renderApp, userAnswer } from "../test/renderApp";

// The runtime settings (injected into index.html by the server) that change what an organiser sees
// (the others are checked where they act: branding in the e2e journey, the footer on the error
// screen, chat in SupportChat).

function signedIn(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    "GET users/me": { status: 200, body: { data: userAnswer() } },
    "GET events": { status: 200, body: eventsPage([]) },
    ...extra,
  });
}

describe("the management navigation", () => {
  it("leads to the events, the organiser, the account and the profile, and to the software's site", async () => {
    await renderApp("/manage/events", { api: signedIn() });
    const navigation = await screen.findByRole("navigation", { name: "Main navigation" });
    const links = within(navigation).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Events", "/manage/events"],
      ["Organiser", "/manage/organizer"],
      ["Account settings", "/account/settings"],
      ["Your profile", "/manage/profile"],
      ["About Varco", "https://github.com/varco-events/varco"],
    ]);
    expect(within(navigation).getByRole("link", { name: "Events" })).toHaveAttribute("aria-current", "page");
  });

  it("leaves the about link out when the deployment hides it", async () => {
    await renderApp("/manage/events", { api: signedIn(), config: { hideAboutLink: true } });
    const navigation = await screen.findByRole("navigation", { name: "Main navigation" });
    expect(within(navigation).getByRole("link", { name: "Your profile" })).toBeInTheDocument();
    expect(within(navigation).queryByRole("link", { name: /About/ })).not.toBeInTheDocument();
  });
});

describe("the platform's support address", () => {
  it("is offered on the error screen when something broke", async () => {
    await renderApp("/manage/events", {
      api: fakeApi({ "GET users/me": { status: 500, body: { message: "Server Error" } } }),
      config: { supportEmail: "help@lagoon.example" },
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Something went wrong" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "help@lagoon.example" })).toHaveAttribute(
      "href",
      "mailto:help@lagoon.example",
    );
  });

  it("is not offered when the deployment has none", async () => {
    await renderApp("/manage/events", {
      api: fakeApi({ "GET users/me": { status: 500, body: { message: "Server Error" } } }),
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Something went wrong" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /@/ })).not.toBeInTheDocument();
  });
});

describe("the address buyers are sent (frontendUrl)", () => {
  const api = (status: string) =>
    signedIn({
      "GET events/7": { status: 200, body: { data: eventAnswer({ status, images: [] }) } },
      "GET events/7/stats": { status: 200, body: { data: {} } },
    });

  it("is the live event's public page on the deployment's published origin", async () => {
    await renderApp("/manage/event/7/dashboard", {
      api: api("LIVE"),
      config: { frontendUrl: "https://tickets.lagoon.example" },
    });
    expect(await screen.findByRole("textbox", { name: "Public address" })).toHaveValue(
      "https://tickets.lagoon.example/event/7/concerto-d-estate",
    );
  });

  it("is not offered while the event is a draft", async () => {
    await renderApp("/manage/event/7/dashboard", { api: api("DRAFT") });
    expect(await screen.findByRole("heading", { level: 1, name: "Concerto d'estate" })).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Public address" })).not.toBeInTheDocument();
  });
});
