import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { eventAnswer, eventsPage, fakeApi, renderApp } from "../../test/renderApp";

const organizer = { id: 3, name: "Gite Lagoon", slug: "gite-lagoon", status: "LIVE", images: [] };

function image(id: number, type: string, url: string) {
  return { id, url, size: 1000, file_name: url.split("/").at(-1), mime_type: "image/png", type };
}

/** An organiser who filled in everything the settings offer. */
const filledIn = {
  ...organizer,
  website: "https://old.gite.example",
  description: "Boat trips on the lagoon since 1990.\nEvery weekend.\n\nGroups <b>welcome</b>.",
  images: [
    image(11, "ORGANIZER_LOGO", "https://cdn.example.com/logo.png"),
    image(12, "ORGANIZER_COVER", "https://cdn.example.com/organizer-cover.png"),
  ],
  settings: {
    id: 1,
    organizer_id: 3,
    default_attendee_details_collection_method: null,
    default_show_marketing_opt_in: null,
    default_pass_platform_fee_to_buyer: null,
    default_allow_attendee_self_edit: null,
    social_media_handles: { instagram: "@gitelagoon", whatsapp: "+39 041 555 1234", wechat: "gite_wx" },
    homepage_theme_settings: null,
    homepage_visibility: "PUBLIC",
    website_url: "https://gite.example",
    seo_keywords: null,
    seo_title: "Lagoon trips in Venice",
    seo_description: null,
    allow_search_engine_indexing: false,
    location_details: {
      venue_name: "Pontile",
      address_line_1: "Fondamenta Nove 1",
      city: "Venezia",
      zip_or_postal_code: "30121",
      country: "IT",
    },
  },
};

function head(name: string) {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
}

function organizerApi() {
  const asked: URL[] = [];
  const api = fakeApi({
    "GET public/organizers/3": { status: 200, body: { data: organizer } },
    "GET public/organizers/3/events": ({ url }) => {
      asked.push(url);
      return { status: 200, body: eventsPage([eventAnswer()]) };
    },
  });
  return { api, asked };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("the public organiser page", () => {
  it("lists upcoming events, 30 a page, soonest first, with a language switch", async () => {
    const { api, asked } = organizerApi();
    await renderApp("/events/3/gite-lagoon", { api });
    expect(await screen.findByRole("heading", { level: 2, name: "Concerto d'estate" })).toBeInTheDocument();
    const query = asked.at(-1)!.searchParams;
    expect(query.get("per_page")).toBe("30");
    expect(query.get("sort_by")).toBe("start_date");
    expect(query.get("sort_direction")).toBe("asc");
    expect(query.get("eventsStatus")).toBe("upcoming");
    // The switch arrives just after the page (its code is deferred).
    expect(await screen.findByRole("button", { name: /Language/u })).toBeInTheDocument();
  });

  it("lists past events latest first: ended by now and not archived", async () => {
    const { api, asked } = organizerApi();
    const before = Date.now();
    await renderApp("/events/3/gite-lagoon/past-events", { api });
    expect(await screen.findByRole("heading", { level: 2, name: "Concerto d'estate" })).toBeInTheDocument();
    const query = asked.at(-1)!.searchParams;
    expect(query.get("per_page")).toBe("30");
    expect(query.get("sort_direction")).toBe("desc");
    expect(query.get("filter_fields[status][ne]")).toBe("ARCHIVED");
    const endBefore = Date.parse(query.get("filter_fields[end_date][lte]") ?? "");
    expect(endBefore).toBeGreaterThanOrEqual(before - 1000);
    expect(endBefore).toBeLessThanOrEqual(Date.now());
  });

  it("leads an old slug to the canonical address, keeping the query", async () => {
    const { api } = organizerApi();
    const { router } = await renderApp("/events/3/old-name/past-events?ref=mail", { api });
    expect(await screen.findByRole("heading", { level: 1, name: "Gite Lagoon" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/events/3/gite-lagoon/past-events");
    expect(router.state.location.search).toBe("?ref=mail");
  });

  it("asks for the password of a protected page, says when it is wrong, and remembers it for the visit", async () => {
    let unlocked = false;
    const locked = { status: 403, body: { message: "This organizer's page needs its password." } };
    const api = fakeApi({
      "GET public/organizers/3": () => (unlocked ? { status: 200, body: { data: organizer } } : locked),
      "GET public/organizers/3/events": () =>
        unlocked ? { status: 200, body: eventsPage([eventAnswer()]) } : locked,
      "POST public/organizers/3/homepage-password": ({ body }) => {
        if ((body as { password: string }).password === "sesamo apriti") {
          unlocked = true;
          return { status: 204 };
        }
        return { status: 422, body: { message: "x", errors: { password: ["x"] } } };
      },
    });
    await renderApp("/events/3/gite-lagoon", { api });
    expect(
      await screen.findByRole("heading", { level: 1, name: "This page is protected" }),
    ).toBeInTheDocument();
    expect(screen.queryByText("Gite Lagoon")).not.toBeInTheDocument();
    const field = screen.getByLabelText(/^Password/u);
    await userEvent.type(field, "wrong");
    await userEvent.click(screen.getByRole("button", { name: "Show the page" }));
    expect(await screen.findByText("That password is not right.")).toBeInTheDocument();
    expect(field).toHaveAttribute("aria-invalid", "true");

    await userEvent.clear(field);
    await userEvent.type(field, "sesamo apriti");
    await userEvent.click(screen.getByRole("button", { name: "Show the page" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Gite Lagoon" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 2, name: "Concerto d'estate" })).toBeInTheDocument();
    expect(sessionStorage.getItem("varco.homepagePassword.3")).toBe("sesamo apriti");

    // Its contact form is behind the same password: the message carries it.
    let contactPassword: string | null = null;
    api.handlers["POST public/organizers/3/contact"] = ({ headers }) => {
      contactPassword = headers.get("x-homepage-password");
      return { status: 200, body: { message: "Message sent successfully" } };
    };
    const form = await screen.findByRole("form", { name: "Contact the organiser" });
    await userEvent.type(within(form).getByLabelText(/^Your name/u), "Ada Rossi");
    await userEvent.type(within(form).getByLabelText(/^Your email/u), "ada@example.com");
    await userEvent.type(within(form).getByLabelText(/^Message/u), "Two seats, please.");
    await userEvent.click(within(form).getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Thank you: Gite Lagoon will answer you by email.")).toBeInTheDocument();
    expect(contactPassword).toBe(encodeURIComponent("sesamo apriti"));
  });

  it("shows what the organiser entered: cover, logo, description, links, location, SEO and its events' covers", async () => {
    const cover = image(21, "EVENT_COVER", "https://cdn.example.com/event-cover.png");
    const api = fakeApi({
      "GET public/organizers/3": { status: 200, body: { data: filledIn } },
      "GET public/organizers/3/events": { status: 200, body: eventsPage([eventAnswer({ images: [cover] })]) },
    });
    const { container } = await renderApp("/events/3/gite-lagoon", { api });
    expect(await screen.findByRole("heading", { level: 1, name: "Gite Lagoon" })).toBeInTheDocument();

    expect(container.querySelector('img[src="https://cdn.example.com/organizer-cover.png"]')).not.toBeNull();
    expect(screen.getByRole("img", { name: "Gite Lagoon" })).toHaveAttribute(
      "src",
      "https://cdn.example.com/logo.png",
    );

    // The description as typed: its paragraphs and line breaks, its markup as text.
    const description = screen.getByTestId("organizer-description");
    const paragraphs = within(description).getAllByText(/./u);
    expect(paragraphs.map((paragraph) => paragraph.textContent)).toEqual([
      "Boat trips on the lagoon since 1990.Every weekend.",
      "Groups <b>welcome</b>.",
    ]);
    expect(description.querySelector("b")).toBeNull();

    expect(screen.getByRole("link", { name: /^Website/u })).toHaveAttribute("href", "https://gite.example/");
    expect(screen.getByRole("link", { name: /^Instagram/u })).toHaveAttribute(
      "href",
      "https://www.instagram.com/gitelagoon",
    );
    expect(screen.getByRole("link", { name: /^WhatsApp/u })).toHaveAttribute(
      "href",
      "https://wa.me/390415551234",
    );
    expect(screen.getByText("WeChat: gite_wx")).toBeInTheDocument();
    expect(screen.getByText("Pontile, Fondamenta Nove 1, 30121 Venezia, Italy")).toBeInTheDocument();

    const card = (await screen.findByRole("heading", { level: 2, name: "Concerto d'estate" })).closest(
      "section",
    )!;
    expect(card.querySelector("img")).toHaveAttribute("src", "https://cdn.example.com/event-cover.png");

    await waitFor(() => expect(document.title).toBe("Lagoon trips in Venice · Varco"));
    expect(head("description")).toBe(
      "Boat trips on the lagoon since 1990. Every weekend. Groups <b>welcome</b>.",
    );
    expect(head("robots")).toBe("noindex");
  });

  it("lets a visitor write to the organiser: checks the fields, sends, and says it was sent", async () => {
    const sent: unknown[] = [];
    const { api } = organizerApi();
    api.handlers["POST public/organizers/3/contact"] = ({ body }) => {
      sent.push(body);
      return { status: 200, body: { message: "Message sent successfully" } };
    };
    await renderApp("/events/3/gite-lagoon", { api });
    const form = await screen.findByRole("form", { name: "Contact the organiser" });
    await userEvent.click(within(form).getByRole("button", { name: "Send message" }));
    expect(await within(form).findByText("Your name is required.")).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.type(within(form).getByLabelText(/^Your name/u), "Ada Rossi");
    await userEvent.type(within(form).getByLabelText(/^Your email/u), "ada@example.com");
    await userEvent.type(within(form).getByLabelText(/^Message/u), "Is there a trip for a school group?");
    await userEvent.click(within(form).getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Thank you: Gite Lagoon will answer you by email.")).toBeInTheDocument();
    expect(sent).toEqual([
      { name: "Ada Rossi", email: "ada@example.com", message: "Is there a trip for a school group?" },
    ]);
    expect(within(form).getByLabelText(/^Message/u)).toHaveValue("");
  });

  it("shows the server's refusal of a contact message on its field", async () => {
    const { api } = organizerApi();
    api.handlers["POST public/organizers/3/contact"] = {
      status: 422,
      body: { message: "x", errors: { email: ["The email must be a valid email address."] } },
    };
    await renderApp("/events/3/gite-lagoon", { api });
    const form = await screen.findByRole("form", { name: "Contact the organiser" });
    await userEvent.type(within(form).getByLabelText(/^Your name/u), "Ada");
    await userEvent.type(within(form).getByLabelText(/^Your email/u), "ada@example.com");
    await userEvent.type(within(form).getByLabelText(/^Message/u), "Hello");
    await userEvent.click(within(form).getByRole("button", { name: "Send message" }));
    await waitFor(() =>
      expect(within(form).getByLabelText(/^Your email/u)).toHaveAttribute("aria-invalid", "true"),
    );
  });

  it("tells its own team that a draft organiser's page is not public, without a contact form", async () => {
    const api = fakeApi({
      "GET public/organizers/3": { status: 200, body: { data: { ...organizer, status: "DRAFT" } } },
      "GET public/organizers/3/events": { status: 200, body: eventsPage([]) },
    });
    await renderApp("/organizer/3/preview", { api });
    expect(await screen.findByRole("heading", { level: 1, name: "Gite Lagoon" })).toBeInTheDocument();
    expect(screen.getByText(/This page is not public yet/u)).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Contact the organiser" })).toBeNull();
  });

  it("leads between upcoming and past events by plain links, the current list marked", async () => {
    const { api } = organizerApi();
    await renderApp("/events/3/gite-lagoon/past-events", { api });
    const lists = await screen.findByRole("navigation", { name: "Events of this organiser" });
    expect(within(lists).getByRole("link", { name: "Past events" })).toHaveAttribute("aria-current", "page");
    expect(within(lists).getByRole("link", { name: "Upcoming events" })).toHaveAttribute(
      "href",
      "/events/3/gite-lagoon",
    );
  });

  it("shows the not-found page for an unknown organiser", async () => {
    await renderApp("/events/44/nobody", { api: fakeApi({}) });
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
  });
});
