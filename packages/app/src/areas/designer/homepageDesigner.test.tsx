import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { colorThemes } from "@varco/domain";
import { toasts } from "@varco/ui";
import { afterEach, describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { eventAnswer, eventsPage, fakeApi, renderApp, userAnswer } from "../../test/renderApp";

afterEach(() => toasts.clean());

const me = { status: 200, body: { data: userAnswer() } };
const themes = { status: 200, body: { data: colorThemes } };

/** A design an event was saved with: Varco's own palette. */
const savedEventDesign = {
  homepage_body_background_color: "#f4f1ea",
  homepage_background_color: "#ffffff",
  homepage_primary_color: "#1f4e5f",
  homepage_primary_text_color: "#14202b",
  homepage_secondary_color: "#b04a33",
  homepage_secondary_text_color: "#ffffff",
  homepage_background_type: "COLOR",
  homepage_theme_settings: {
    accent: "#1f4e5f",
    background: "#f4f1ea",
    mode: "light",
    background_type: "COLOR",
  },
};

function openEventDesigner() {
  const event = eventAnswer({ settings: savedEventDesign, images: [] });
  const api = fakeApi({
    "GET users/me": me,
    "GET events/7": { status: 200, body: { data: event } },
    "GET public/events/7": { status: 200, body: { data: event } },
    "GET public/color-themes": themes,
    "PATCH events/7/settings": ({ body }) => ({
      status: 200,
      body: { data: { ...savedEventDesign, ...(body as object) } },
    }),
  });
  return { api, rendered: renderApp("/manage/event/7/homepage-designer", { api }) };
}

const preview = async () => (await screen.findByRole("region", { name: "Homepage preview" })) as HTMLElement;
/** The root the design's variables are set on, inside the preview. */
const designOf = (region: HTMLElement) => region.querySelector<HTMLElement>("[data-homepage-design]");
const patches = (api: ReturnType<typeof fakeApi>) => api.calls.filter((call) => call.method === "PATCH");

describe("the event homepage designer", () => {
  it("shows a palette and each change on the public page before saving, then saves the whole design", async () => {
    const { api, rendered } = openEventDesigner();
    await rendered;
    const region = await preview();
    const user = userEvent.setup();
    // The event's own public page, in the saved design.
    expect(
      await within(region).findByRole("heading", { level: 1, name: "Concerto d'estate" }),
    ).toBeInTheDocument();
    expect(designOf(region)?.dataset.homepageDesign).toBe("light");
    expect(designOf(region)?.getAttribute("style")).toContain("#f4f1ea");
    expect(await axeViolations()).toEqual([]);

    // A palette, one click: the preview wears it at once.
    await user.click(await screen.findByRole("button", { name: "Night" }));
    expect(designOf(region)?.dataset.homepageDesign).toBe("dark");
    expect(designOf(region)?.getAttribute("style")).toContain("#10131a");
    // Then a field: the page's background.
    const background = screen.getByRole("textbox", { name: "Background colour" });
    await user.clear(background);
    await user.type(background, "#202020");
    await user.tab();
    expect(designOf(region)?.getAttribute("style")).toContain("#202020");
    expect(patches(api)).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Save homepage design" }));
    await waitFor(() => expect(patches(api)).toHaveLength(1));
    expect(patches(api)[0]?.body).toEqual({
      homepage_theme_settings: {
        mode: "dark",
        background_type: "COLOR",
        accent: "#f2c14e",
        background: "#202020",
      },
      homepage_primary_color: "#f2c14e",
      homepage_body_background_color: "#202020",
      homepage_background_type: "COLOR",
      homepage_background_color: "#1c2230e6",
      homepage_primary_text_color: "#f5f5f5",
      homepage_secondary_color: "#f2c14e",
      homepage_secondary_text_color: "#10131a",
    });
    expect(await screen.findByText("Homepage design saved.")).toBeInTheDocument();
  }, 30_000);

  it("refuses text below AA on its background with its contrast, and sends nothing", async () => {
    const { api, rendered } = openEventDesigner();
    await rendered;
    await preview();
    const user = userEvent.setup();
    const text = screen.getByRole("textbox", { name: "Text colour" });
    await user.clear(text);
    await user.type(text, "#999999");
    await user.tab();
    await user.click(screen.getByRole("button", { name: "Save homepage design" }));
    expect(
      await screen.findByText("Text on this background has a contrast of 2.5:1; at least 4.5:1 is needed."),
    ).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Text colour" })).toHaveAttribute("aria-invalid", "true");
    expect(patches(api)).toEqual([]);
  }, 30_000);

  it("can be used with the keyboard alone: a palette, then save", async () => {
    const { api, rendered } = openEventDesigner();
    await rendered;
    const region = await preview();
    const user = userEvent.setup();
    const lagoon = await screen.findByRole("button", { name: "Lagoon" });
    lagoon.focus();
    await user.keyboard("{Enter}");
    expect(designOf(region)?.getAttribute("style")).toContain("#d7ecef");
    screen.getByRole("button", { name: "Save homepage design" }).focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(patches(api)).toHaveLength(1));
    expect(patches(api)[0]?.body).toMatchObject({ homepage_theme_settings: { background: "#d7ecef" } });
  }, 30_000);

  it("is listed in the event's navigation", async () => {
    const { rendered } = openEventDesigner();
    await rendered;
    const link = await screen.findByRole("link", { name: "Homepage designer" });
    expect(link).toHaveAttribute("href", "/manage/event/7/homepage-designer");
    expect(link).toHaveAttribute("aria-current", "page");
  }, 30_000);
});

const organizer = {
  id: 5,
  name: "Gite Lagoon",
  email: "info@lagoon.example",
  phone: null,
  website: null,
  description: "Boat trips on the lagoon.",
  timezone: "Europe/Rome",
  currency: "EUR",
  slug: "gite-lagoon",
  status: "LIVE",
  images: [],
};

const organizerSettings = {
  id: 1,
  organizer_id: 5,
  default_attendee_details_collection_method: null,
  default_show_marketing_opt_in: null,
  default_pass_platform_fee_to_buyer: null,
  default_allow_attendee_self_edit: null,
  social_media_handles: null,
  homepage_theme_settings: {
    accent: "#0b6e79",
    background: "#d7ecef",
    mode: "light",
    background_type: "COLOR",
  },
  homepage_visibility: "PUBLIC",
  homepage_password: null,
  website_url: null,
  seo_keywords: null,
  seo_title: null,
  seo_description: null,
  allow_search_engine_indexing: true,
  location_details: null,
};

function openOrganizerDesigner() {
  const api = fakeApi({
    "GET users/me": me,
    "GET organizers/5": { status: 200, body: { data: { ...organizer, settings: organizerSettings } } },
    "GET organizers/5/settings": { status: 200, body: { data: organizerSettings } },
    "GET public/organizers/5": { status: 200, body: { data: { ...organizer, settings: organizerSettings } } },
    "GET public/organizers/5/events": { status: 200, body: eventsPage([eventAnswer()]) },
    "GET public/color-themes": themes,
    "PATCH organizers/5/settings": ({ body }) => ({
      status: 200,
      body: { data: { ...organizerSettings, ...(body as object) } },
    }),
  });
  return { api, rendered: renderApp("/manage/organizer/5/organizer-homepage-designer", { api }) };
}

describe("the organiser homepage designer", () => {
  it("shows each change on the organiser's page before saving, then saves the theme", async () => {
    const { api, rendered } = openOrganizerDesigner();
    await rendered;
    const region = await preview();
    const user = userEvent.setup();
    expect(await within(region).findByRole("heading", { level: 1, name: "Gite Lagoon" })).toBeInTheDocument();
    expect(await within(region).findByRole("link", { name: /Concerto d'estate/u })).toBeInTheDocument();
    expect(designOf(region)?.getAttribute("style")).toContain("#d7ecef");
    // The organiser's section is named in its navigation.
    expect(screen.getByText("Homepage designer", { selector: "[aria-current]" })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    await user.click(await screen.findByRole("button", { name: "Plum" }));
    expect(designOf(region)?.dataset.homepageDesign).toBe("dark");
    expect(designOf(region)?.getAttribute("style")).toContain("#2a1633");
    expect(patches(api)).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Save homepage design" }));
    await waitFor(() => expect(patches(api)).toHaveLength(1));
    expect(patches(api)[0]?.body).toEqual({
      homepage_theme_settings: {
        mode: "dark",
        background_type: "COLOR",
        accent: "#e7b6f0",
        background: "#2a1633",
      },
    });
    expect(await screen.findByText("Homepage design saved.")).toBeInTheDocument();
  }, 30_000);

  it("refuses an accent that does not read on the page's panels, with its contrast", async () => {
    const { api, rendered } = openOrganizerDesigner();
    await rendered;
    await preview();
    const user = userEvent.setup();
    const accent = screen.getByRole("textbox", { name: "Accent colour" });
    await user.clear(accent);
    await user.type(accent, "#f2c14e");
    await user.tab();
    await user.click(screen.getByRole("button", { name: "Save homepage design" }));
    expect(
      await screen.findByText("Text on this background has a contrast of 1.6:1; at least 4.5:1 is needed."),
    ).toBeInTheDocument();
    expect(patches(api)).toEqual([]);
  }, 30_000);
});
