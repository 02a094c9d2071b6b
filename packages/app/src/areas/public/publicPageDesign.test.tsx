import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { eventAnswer, fakeApi, renderApp } from "../../test/renderApp";

// Where the app runs (reached from its own links), the public pages wear their design too.
describe("a public page's design where the app runs", () => {
  it("dresses the event page in the event's colours once the event is read", async () => {
    const settings = {
      homepage_theme_settings: { accent: "#0b6e79", background: "#d7ecef", mode: "light" },
      homepage_background_color: "#ffffff",
    };
    const api = fakeApi({
      "GET public/events/7": { status: 200, body: { data: eventAnswer({ settings, images: [] }) } },
    });
    await renderApp("/event/7/concerto-d-estate", { api });
    const title = await screen.findByRole("heading", { level: 1, name: "Concerto d'estate" });
    const root = title.closest<HTMLElement>("[data-homepage-design]");
    expect(root?.dataset.homepageDesign).toBe("light");
    expect(root?.getAttribute("style")).toContain("#d7ecef");
  });

  it("dresses the organiser page in the organiser's theme", async () => {
    const organizer = {
      id: 3,
      name: "Gite Lagoon",
      slug: "gite-lagoon",
      status: "LIVE",
      images: [],
      settings: { homepage_theme_settings: { accent: "#f2c14e", background: "#10131a", mode: "dark" } },
    };
    const api = fakeApi({
      "GET public/organizers/3": { status: 200, body: { data: organizer } },
      "GET public/organizers/3/events": { status: 200, body: { data: [], meta: { total: 0 } } },
    });
    await renderApp("/events/3/gite-lagoon", { api });
    const name = await screen.findByRole("heading", { level: 1, name: "Gite Lagoon" });
    const root = name.closest<HTMLElement>("[data-homepage-design]");
    expect(root?.dataset.homepageDesign).toBe("dark");
    expect(root?.getAttribute("style")).toContain("#10131a");
  });
});
