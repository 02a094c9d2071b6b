import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toasts } from "@varco/ui";
import { beforeEach, describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { echo, openScreen } from "../../test/openScreen";
import { eventAnswer, eventsPage, fakeApi, renderApp, userAnswer } from "../../test/renderApp";

beforeEach(() => {
  // Toasts of an earlier test must not answer for this one.
  toasts.clean();
  sessionStorage.clear();
  localStorage.clear();
});

const me = { status: 200, body: { data: userAnswer() } };

function organizerAnswer(overrides: Record<string, unknown> = {}) {
  return {
    id: 5,
    name: "Gite Lagoon",
    email: "info@lagoon.example",
    phone: null,
    website: "https://lagoon.example",
    description: null,
    timezone: "Europe/Rome",
    currency: "EUR",
    slug: "gite-lagoon",
    status: "DRAFT",
    images: [],
    ...overrides,
  };
}

function statsAnswer(overrides: Record<string, unknown> = {}) {
  return {
    total_products_sold: 31,
    total_attendees_registered: 29,
    total_orders: 12,
    total_gross_sales: 1234.5,
    total_fees: 10,
    total_tax: 20,
    total_views: 480,
    total_refunded: 0,
    currency_code: "EUR",
    all_organizers_currencies: ["EUR"],
    ...overrides,
  };
}

function settingsAnswer(overrides: Record<string, unknown> = {}) {
  return {
    id: 1,
    organizer_id: 5,
    default_attendee_details_collection_method: null,
    default_show_marketing_opt_in: null,
    default_pass_platform_fee_to_buyer: null,
    default_allow_attendee_self_edit: null,
    social_media_handles: { instagram: "gitelagoon" },
    homepage_theme_settings: null,
    homepage_visibility: "PUBLIC",
    homepage_password: null,
    website_url: null,
    seo_keywords: null,
    seo_title: "Gite in laguna",
    seo_description: null,
    allow_search_engine_indexing: true,
    location_details: null,
    ...overrides,
  };
}

const organizerApi = (extra: Parameters<typeof fakeApi>[0] = {}) =>
  fakeApi({
    "GET users/me": me,
    "GET organizers": { status: 200, body: { data: [organizerAnswer()] } },
    "GET organizers/5": { status: 200, body: { data: organizerAnswer() } },
    "GET organizers/5/stats": { status: 200, body: { data: statsAnswer() } },
    "GET organizers/5/events": { status: 200, body: eventsPage([eventAnswer()]) },
    "GET organizers/5/settings": { status: 200, body: { data: settingsAnswer() } },
    ...extra,
  });

describe("the organiser dashboard", () => {
  it("opens the account's first organiser when none is named, with its figures and next events", async () => {
    const api = organizerApi();
    const { router } = await renderApp("/manage/organizer", { api });
    expect(await screen.findByRole("heading", { level: 1, name: "Gite Lagoon" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/manage/organizer/5/dashboard");
    await waitFor(() => expect(document.title).toBe("Dashboard · Gite Lagoon · Varco"));
    expect(await screen.findByText("€1,234.50")).toBeInTheDocument();
    expect(screen.getByText("480")).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Concerto d'estate" })).toHaveAttribute(
      "href",
      "/manage/event/7",
    );
    const upcoming = api.calls.find((call) => call.path === "organizers/5/events");
    expect(upcoming).toBeDefined();
    // A draft organiser has no public page yet, only its preview.
    expect(screen.queryByRole("link", { name: "Open the public page" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Preview the public page" })).toHaveAttribute(
      "href",
      "/organizer/5/preview",
    );
    // No currency to choose from with a single one.
    expect(screen.queryByRole("button", { name: /Currency/ })).not.toBeInTheDocument();
  });

  it("sends an account without organisers to the welcome screen", async () => {
    const api = fakeApi({
      "GET users/me": me,
      "GET organizers": { status: 200, body: { data: [] } },
      "GET accounts": { status: 404 },
    });
    const { router } = await renderApp("/manage/organizer/dashboard", { api });
    await waitFor(() => expect(router.state.location.pathname).toBe("/welcome"));
  });

  it("shows the not-found page for an organiser of another account", async () => {
    const api = organizerApi({ "GET organizers/9": { status: 404 } });
    await renderApp("/manage/organizer/9/dashboard", { api });
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
  });

  it("publishes the organiser once confirmed, and says so", async () => {
    let status = "DRAFT";
    const api = organizerApi({
      "GET organizers/5": () => ({ status: 200, body: { data: organizerAnswer({ status }) } }),
      "PUT organizers/5/status": ({ body }) => {
        status = (body as { status: string }).status;
        return { status: 200, body: { data: organizerAnswer({ status }) } };
      },
    });
    await renderApp("/manage/organizer/5/dashboard", { api });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Publish" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Publish Gite Lagoon?" });
    await user.click(within(dialog).getByRole("button", { name: "Publish" }));
    expect(await screen.findByText("The organiser is live.")).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === "PUT")?.body).toEqual({ status: "LIVE" });
    expect(await screen.findByRole("link", { name: "Open the public page" })).toHaveAttribute(
      "href",
      "/events/5/gite-lagoon",
    );
    expect(screen.queryByRole("button", { name: "Publish" })).not.toBeInTheDocument();
  });

  it("keeps the dialog open and explains a refused archive", async () => {
    const api = organizerApi({
      "PUT organizers/5/status": { status: 409, body: { message: "Conflict" } },
    });
    await renderApp("/manage/organizer/5", { api });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Archive" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Archive Gite Lagoon?" });
    await user.click(within(dialog).getByRole("button", { name: "Archive" }));
    expect(
      await screen.findByText("The last organiser of the account cannot be archived."),
    ).toBeInTheDocument();
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
  });

  it("offers the organiser's other currencies and asks for the figures in the one chosen", async () => {
    const api = organizerApi({
      "GET organizers/5/stats": ({ url }) => {
        const currency = url.searchParams.get("currency_code") ?? "EUR";
        return {
          status: 200,
          body: {
            data: statsAnswer({
              currency_code: currency,
              total_gross_sales: currency === "USD" ? 99 : 1234.5,
              all_organizers_currencies: ["EUR", "USD"],
            }),
          },
        };
      },
    });
    await renderApp("/manage/organizer/5/dashboard", { api });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: /Currency/ }));
    await user.click(await screen.findByRole("option", { name: "USD" }));
    expect(await screen.findByText("$99.00")).toBeInTheDocument();
  });
});

describe("the organiser's events", () => {
  it("lists one state at a time, searches and moves between states", async () => {
    const asked: URLSearchParams[] = [];
    const api = organizerApi({
      "GET organizers/5/events": ({ url }) => {
        asked.push(url.searchParams);
        return {
          status: 200,
          body: eventsPage(
            url.searchParams.get("eventsStatus") === "ended"
              ? [eventAnswer({ id: 8, title: "Gita a Murano" })]
              : [eventAnswer()],
          ),
        };
      },
    });
    const { router } = await renderApp("/manage/organizer/5/events", { api });
    expect(await screen.findByRole("link", { name: "Concerto d'estate" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Upcoming" })).toHaveAttribute("aria-selected", "true");
    expect(asked.at(-1)?.get("eventsStatus")).toBe("upcoming");

    const user = userEvent.setup();
    await user.click(screen.getByRole("tab", { name: "Ended" }));
    expect(await screen.findByRole("link", { name: "Gita a Murano" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/manage/organizer/5/events/ended");

    await user.type(screen.getByRole("searchbox", { name: "Search events" }), "murano{Enter}");
    await waitFor(() => expect(router.state.location.search).toBe("?query=murano"));
    await waitFor(() => expect(asked.at(-1)?.get("query")).toBe("murano"));
    expect(asked.at(-1)?.get("eventsStatus")).toBe("ended");
  });

  it("says so when a search finds nothing", async () => {
    const api = organizerApi({ "GET organizers/5/events": { status: 200, body: eventsPage([]) } });
    await renderApp("/manage/organizer/5/events/archived?query=jazz", { api });
    expect(await screen.findByRole("heading", { name: "No events match “jazz”" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Archived" })).toHaveAttribute("aria-selected", "true");
  });

  it("pages through a long list", async () => {
    const api = organizerApi({
      "GET organizers/5/events": ({ url }) => {
        const page = Number(url.searchParams.get("page") ?? 1);
        const body = eventsPage([eventAnswer({ id: 100 + page, title: `Evento ${page}` })]);
        return {
          status: 200,
          body: { ...body, meta: { ...body.meta, current_page: page, last_page: 3, total: 45 } },
        };
      },
    });
    const { router } = await renderApp("/manage/organizer/5/events/upcoming", { api });
    expect(await screen.findByRole("link", { name: "Evento 1" })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: /Next/ }));
    expect(await screen.findByRole("link", { name: "Evento 2" })).toBeInTheDocument();
    expect(router.state.location.search).toBe("?page=2");
  });
});

describe("the organiser's settings", () => {
  const settingsPath = "/manage/organizer/5/settings";
  /** The organiser's settings, which take what they are sent. */
  const settingsApi = () => organizerApi({ "PATCH organizers/5/settings": echo(settingsAnswer) });

  it("saves the details, clearing an emptied field, and refuses a bad address before sending", async () => {
    const api = organizerApi({ "POST organizers/5": echo(organizerAnswer) });
    const { user } = await openScreen(settingsPath, api);
    const name = await screen.findByRole("textbox", { name: /Organiser name/ });
    expect(name).toHaveValue("Gite Lagoon");
    const details = screen.getByRole("form", { name: "Details" });
    const website = within(details).getByRole("textbox", { name: /^Website/ });
    await user.clear(website);
    await user.type(website, "lagoon.example");
    await user.click(within(details).getByRole("button", { name: "Save" }));
    expect(
      await within(details).findByText("Enter a web address starting with https://."),
    ).toBeInTheDocument();
    expect(website).toHaveAttribute("aria-invalid", "true");
    expect(api.calls.filter((call) => call.method === "POST")).toEqual([]);

    await user.clear(website);
    await user.clear(name);
    await user.type(name, "Gite Lagoon Venezia");
    await user.click(within(details).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Organiser details saved.")).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === "POST")?.body).toEqual({
      name: "Gite Lagoon Venezia",
      email: "info@lagoon.example",
      phone: null,
      website: null,
      description: null,
      timezone: "Europe/Rome",
      currency: "EUR",
    });
  });

  it("patches only the social handles of that form, an emptied one as null", async () => {
    const api = settingsApi();
    const { user } = await openScreen(settingsPath, api);
    const instagram = await screen.findByRole("textbox", { name: "Instagram" });
    expect(instagram).toHaveValue("gitelagoon");
    await user.clear(instagram);
    await user.type(screen.getByRole("textbox", { name: "Facebook" }), "gite.lagoon");
    const social = screen.getByRole("form", { name: "Social media" });
    await user.click(within(social).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Settings saved.")).toBeInTheDocument();
    const sent = api.calls.find((call) => call.method === "PATCH")?.body as Record<string, unknown>;
    expect(sent.facebook_handle).toBe("gite.lagoon");
    expect(sent.instagram_handle).toBeNull();
    expect(sent).not.toHaveProperty("seo_title");
  });

  // Every part of an organiser's address is optional (as in Hi.Events): a city alone is a location.
  it("saves a location with only some parts, and sends it whole", async () => {
    const api = settingsApi();
    const { user } = await openScreen(settingsPath, api);
    const location = await screen.findByRole("form", { name: "Location" });
    await user.type(within(location).getByRole("textbox", { name: "City" }), "Venezia");
    await user.click(within(location).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Settings saved.")).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === "PATCH")?.body).toEqual({
      location_details: {
        venue_name: null,
        address_line_1: null,
        address_line_2: null,
        city: "Venezia",
        state_or_region: null,
        zip_or_postal_code: null,
        country: null,
      },
    });

    await user.type(within(location).getByRole("textbox", { name: "Address" }), "Fondamenta Nove 1");
    await user.type(within(location).getByRole("textbox", { name: "Postal code" }), "30121");
    await user.type(within(location).getByRole("textbox", { name: /Country code/ }), "it");
    await user.click(within(location).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.calls.filter((call) => call.method === "PATCH")).toHaveLength(2));
    expect(api.calls.filter((call) => call.method === "PATCH")[1]?.body).toEqual({
      location_details: {
        venue_name: null,
        address_line_1: "Fondamenta Nove 1",
        address_line_2: null,
        city: "Venezia",
        state_or_region: null,
        zip_or_postal_code: "30121",
        country: "IT",
      },
    });
  });

  it("turns search engine listing off", async () => {
    const api = settingsApi();
    const { user } = await openScreen(settingsPath, api);
    const seo = await screen.findByRole("form", { name: "Search engines" });
    expect(within(seo).getByRole("textbox", { name: "Title for search engines" })).toHaveValue(
      "Gite in laguna",
    );
    await user.click(within(seo).getByRole("switch", { name: "Let search engines list the public page" }));
    await user.click(within(seo).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Settings saved.")).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === "PATCH")?.body).toEqual({
      seo_title: "Gite in laguna",
      seo_description: null,
      seo_keywords: null,
      allow_search_engine_indexing: false,
    });
  });

  it("uploads a logo for the organiser", async () => {
    const api = organizerApi({
      "POST images": {
        status: 200,
        body: {
          data: {
            id: 3,
            url: "/logo.png",
            size: 10,
            file_name: "logo.png",
            mime_type: "image/png",
            type: "ORGANIZER_LOGO",
          },
        },
      },
    });
    const forms: FormData[] = [];
    const answer = api.fetch;
    api.fetch = (input, init) => {
      if (init?.body instanceof FormData) forms.push(init.body);
      return answer(input, init);
    };
    const { user } = await openScreen(settingsPath, api);
    await screen.findByRole("heading", { name: "Logo and cover" });
    const inputs = document.querySelectorAll<HTMLInputElement>('input[type="file"]');
    await user.upload(inputs[0]!, new File(["png"], "logo.png", { type: "image/png" }));
    expect(await screen.findByText("Logo uploaded.")).toBeInTheDocument();
    expect(forms[0]?.get("image_type")).toBe("ORGANIZER_LOGO");
    expect(forms[0]?.get("entity_id")).toBe("5");
  });
});

describe("the organiser dashboard's recent orders", () => {
  it("lists the newest orders of all the organiser's events, money in each order's currency", async () => {
    const searches: URLSearchParams[] = [];
    const order = (overrides: Record<string, unknown>) => ({
      id: 501,
      short_id: "o_a",
      public_id: "O-ROSSI01",
      event_id: 7,
      status: "COMPLETED",
      payment_status: "PAYMENT_RECEIVED",
      refund_status: null,
      currency: "EUR",
      first_name: "Marco",
      last_name: "Rossi",
      email: "marco@example.com",
      total_before_additions: 40,
      total_gross: 44,
      total_tax: 4,
      total_fee: 0,
      created_at: "2030-07-01T08:15:00Z",
      ...overrides,
    });
    const api = organizerApi({
      "GET organizers/5/orders": ({ url }) => {
        searches.push(url.searchParams);
        return {
          status: 200,
          body: eventsPage([
            order({}),
            order({
              id: 640,
              public_id: "O-SMITH01",
              event_id: 9,
              currency: "USD",
              total_gross: 15,
              first_name: "Ann",
              last_name: "Smith",
              refund_status: "REFUNDED",
            }),
          ]),
        };
      },
    });
    await renderApp("/manage/organizer/5/dashboard", { api });
    const recent = await screen.findByRole("region", { name: "Recent orders" });
    expect(await within(recent).findByRole("link", { name: "O-ROSSI01 · Marco Rossi" })).toHaveAttribute(
      "href",
      "/manage/event/7/orders?order=501",
    );
    expect(within(recent).getByRole("link", { name: "O-SMITH01 · Ann Smith" })).toHaveAttribute(
      "href",
      "/manage/event/9/orders?order=640",
    );
    expect(within(recent).getByText("€44.00")).toBeInTheDocument();
    expect(within(recent).getByText("$15.00")).toBeInTheDocument();
    expect(within(recent).getByText("Refunded")).toBeInTheDocument();
    // 10:15 in Rome, the organiser's time zone.
    expect(within(recent).getAllByText("Jul 1, 2030, 10:15 AM")).toHaveLength(2);
    expect(searches.at(-1)?.get("sort_by")).toBe("created_at");
    expect(searches.at(-1)?.get("sort_direction")).toBe("desc");
    expect(await axeViolations()).toEqual([]);
  });
});
