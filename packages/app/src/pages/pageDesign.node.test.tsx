import { describe, expect, it } from "vitest";
import { defaultRuntimeConfig } from "../runtimeConfig";
import { eventAnswer, fakeApi } from "../test/renderApp";
import { render } from "./entry-server";

// The public pages wear their design from the server's markup on: the design's colours are the
// theme's variables on the page's root before any script runs (docs/rules/homepage-design.md).

const draw = (url: string, api: ReturnType<typeof fakeApi>) =>
  render(url, {
    fetch: api.fetch,
    runtimeConfig: { ...defaultRuntimeConfig, defaultLocale: "it" },
    appUrl: "https://tickets.example",
  });

/** The root element that carries the design, as the server wrote it. */
const designedRoot = (html: string) => /<div[^>]*data-homepage-design="[^"]*"[^>]*>/u.exec(html)?.[0] ?? "";

describe("a public page's design, drawn on the server", () => {
  it("dresses the event page in the event's colours, the cover blurred behind it", async () => {
    const cover = { id: 9, url: "/api/uploads/c.jpg", type: "EVENT_COVER", width: 2000, height: 1000 };
    const api = fakeApi({
      "GET public/events/7": {
        status: 200,
        body: {
          data: eventAnswer({
            images: [cover],
            settings: {
              homepage_body_background_color: "#10131a",
              homepage_background_color: "#1c2230e6",
              homepage_primary_color: "#f2c14e",
              homepage_primary_text_color: "#f5f5f5",
              homepage_secondary_color: "#f2c14e",
              homepage_secondary_text_color: "#10131a",
              homepage_theme_settings: { mode: "dark", background_type: "MIRROR_COVER_IMAGE" },
            },
          }),
        },
      },
    });
    const html = (await draw("/event/7/concerto-d-estate", api))?.html ?? "";
    const root = designedRoot(html);
    expect(root).toContain('data-homepage-design="dark"');
    expect(root).toContain('data-color-mode="dark"');
    // The page's background, its panels (laid over it) and the body text, as variables.
    expect(root).toContain("#10131a");
    expect(root).toContain("#1b212e");
    expect(root).toContain("#f5f5f5");
    expect(html).toContain("data-homepage-backdrop");
    expect(html).toContain("/api/uploads/c.jpg");
  });

  it("leaves an event without colours in the deployment's brand", async () => {
    const api = fakeApi({ "GET public/events/7": { status: 200, body: { data: eventAnswer() } } });
    const html = (await draw("/event/7/concerto-d-estate", api))?.html ?? "";
    expect(html).toContain("Concerto d&#x27;estate");
    expect(designedRoot(html)).toBe("");
  });

  it("dresses the organiser page in the organiser's theme", async () => {
    const organizer = {
      id: 3,
      name: "Gite Lagoon",
      slug: "gite-lagoon",
      status: "LIVE",
      description: null,
      images: [],
      settings: { homepage_theme_settings: { accent: "#e7b6f0", background: "#2a1633", mode: "dark" } },
    };
    const api = fakeApi({
      "GET public/organizers/3": { status: 200, body: { data: organizer } },
      "GET public/organizers/3/events": { status: 200, body: { data: [], meta: { total: 0 } } },
    });
    const html = (await draw("/events/3/gite-lagoon", api))?.html ?? "";
    const root = designedRoot(html);
    expect(root).toContain('data-homepage-design="dark"');
    expect(root).toContain("#2a1633");
    expect(html).toContain("Gite Lagoon");
  });
});
