import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { eventAnswer, fakeApi, renderApp } from "../../test/renderApp";

function publicEvent(overrides: Record<string, unknown> = {}) {
  return eventAnswer({
    description: "<p>An evening of <strong>music</strong> by the lagoon.</p><ul><li>Bring a chair</li></ul>",
    description_preview: "An evening of music by the lagoon.",
    location_details: {
      venue_name: "Giardini",
      address_line_1: "Via Garibaldi 1",
      city: "Venezia",
      zip_or_postal_code: "30122",
      country: "IT",
    },
    organizer: { id: 3, name: "Gite Lagoon", slug: "gite-lagoon", status: "LIVE", images: [] },
    images: [],
    ...overrides,
  });
}

function metaDescription() {
  return document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("the public event page", () => {
  it("shows the cover at the size the screen needs: its copies by format and width, its own size kept", async () => {
    const uploads = "https://varco.example/api/uploads";
    const cover = {
      id: 9,
      url: `${uploads}/c.jpg`,
      size: 250_000,
      file_name: "cover.jpg",
      mime_type: "image/jpeg",
      type: "EVENT_COVER",
      width: 2000,
      height: 1000,
      variants: [
        { url: `${uploads}/c-480w.avif`, width: 480, height: 240, mime_type: "image/avif" },
        { url: `${uploads}/c-480w.webp`, width: 480, height: 240, mime_type: "image/webp" },
        { url: `${uploads}/c-960w.avif`, width: 960, height: 480, mime_type: "image/avif" },
        { url: `${uploads}/c-960w.webp`, width: 960, height: 480, mime_type: "image/webp" },
      ],
    };
    const api = fakeApi({
      "GET public/events/7": { status: 200, body: { data: publicEvent({ images: [cover] }) } },
    });
    const { container } = await renderApp("/event/7/concerto-d-estate", { api });
    expect(await screen.findByRole("heading", { level: 1, name: "Concerto d'estate" })).toBeInTheDocument();
    const sources = [...container.querySelectorAll("picture > source")];
    expect(sources.map((source) => [source.getAttribute("type"), source.getAttribute("srcset")])).toEqual([
      ["image/avif", `${uploads}/c-480w.avif 480w, ${uploads}/c-960w.avif 960w`],
      ["image/webp", `${uploads}/c-480w.webp 480w, ${uploads}/c-960w.webp 960w`],
    ]);
    const image = container.querySelector("picture > img");
    expect(image).toHaveAttribute("src", `${uploads}/c.jpg`);
    expect(image).toHaveAttribute("width", "2000");
    expect(image).toHaveAttribute("height", "1000");
    expect(image).toHaveAttribute("sizes", "(min-width: 960px) 960px, 100vw");
  });

  it("shows the event: description as formatted text, when, where, organiser and the ticket section", async () => {
    const api = fakeApi({ "GET public/events/7": { status: 200, body: { data: publicEvent() } } });
    await renderApp("/event/7/concerto-d-estate", { api });
    expect(await screen.findByRole("heading", { level: 1, name: "Concerto d'estate" })).toBeInTheDocument();

    const about = screen.getByRole("heading", { level: 2, name: "About this event" }).closest("section")!;
    expect(within(about).getByText("music").tagName).toBe("STRONG");
    expect(within(about).getByRole("listitem")).toHaveTextContent("Bring a chair");

    expect(screen.getByText(/Jul 12, 2030/u)).toBeInTheDocument();
    expect(screen.getByText("Giardini, Via Garibaldi 1, 30122 Venezia, Italy")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Gite Lagoon" })).toHaveAttribute(
      "href",
      "/events/3/gite-lagoon",
    );
    expect(screen.getByRole("heading", { level: 2, name: "Tickets" })).toBeInTheDocument();
    // The language switch loads just after the page.
    expect(await screen.findByRole("button", { name: /Language/u })).toBeInTheDocument();
    expect(screen.getByText(/Organise trips and events with/u)).toBeInTheDocument();

    expect(document.title).toBe("Concerto d'estate · Varco");
    expect(metaDescription()).toBe("An evening of music by the lagoon.");
  });

  it("links the organiser only while its page is public, and shows its logo", async () => {
    const logo = {
      id: 2,
      url: "https://cdn.example.com/logo.png",
      size: 1000,
      file_name: "logo.png",
      mime_type: "image/png",
      type: "ORGANIZER_LOGO",
    };
    const draft = publicEvent({
      organizer: { id: 3, name: "Gite Lagoon", slug: "gite-lagoon", status: "DRAFT", images: [logo] },
    });
    await renderApp("/event/7/concerto-d-estate", {
      api: fakeApi({ "GET public/events/7": { status: 200, body: { data: draft } } }),
    });
    await screen.findByRole("heading", { level: 1, name: "Concerto d'estate" });
    expect(screen.getByText("Gite Lagoon")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Gite Lagoon" })).toBeNull();
    expect(screen.getByRole("img", { name: "Gite Lagoon" })).toHaveAttribute("src", logo.url);
  });

  it("asks search engines not to list the page when the organiser said so", async () => {
    const event = publicEvent({ settings: { allow_search_engine_indexing: false } });
    const view = await renderApp("/event/7/concerto-d-estate", {
      api: fakeApi({ "GET public/events/7": { status: 200, body: { data: event } } }),
    });
    await screen.findByRole("heading", { level: 1, name: "Concerto d'estate" });
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    view.unmount();
    expect(document.querySelector('meta[name="robots"]')).toBeNull();
  });

  it.each([
    [{ status: "PAUSED" }, "Ticket sales for this event are paused."],
    [{ lifecycle_status: "ENDED" }, "This event has ended."],
    [{ status: "PAUSED", lifecycle_status: "ENDED" }, "This event has ended."],
  ])("says where sales stand for %o", async (state, sentence) => {
    const api = fakeApi({ "GET public/events/7": { status: 200, body: { data: publicEvent(state) } } });
    await renderApp("/event/7/concerto-d-estate", { api });
    const tickets = (await screen.findByRole("heading", { level: 2, name: "Tickets" })).closest("section")!;
    expect(within(tickets).getByText(sentence)).toBeInTheDocument();
    expect(within(tickets).queryByText(/on sale here soon/u)).toBeNull();
  });

  it("uses the event's SEO title and description when the organiser set them", async () => {
    const event = publicEvent({
      settings: { seo_title: "Summer concert in Venice", seo_description: "Music by the lagoon, 12 July." },
    });
    await renderApp("/event/7/concerto-d-estate", {
      api: fakeApi({ "GET public/events/7": { status: 200, body: { data: event } } }),
    });
    await screen.findByRole("heading", { level: 1, name: "Concerto d'estate" });
    await waitFor(() => expect(document.title).toBe("Summer concert in Venice · Varco"));
    expect(metaDescription()).toBe("Music by the lagoon, 12 July.");
  });

  it("shows the cover image, else the deployment's default image", async () => {
    const withCover = publicEvent({
      images: [
        {
          id: 1,
          url: "https://cdn.example.com/cover.jpg",
          size: 1000,
          file_name: "cover.jpg",
          mime_type: "image/jpeg",
          type: "EVENT_COVER",
        },
      ],
    });
    const first = await renderApp("/event/7/concerto-d-estate", {
      api: fakeApi({ "GET public/events/7": { status: 200, body: { data: withCover } } }),
      config: { defaultImageUrl: "https://cdn.example.com/default.jpg" },
    });
    await screen.findByRole("heading", { level: 1, name: "Concerto d'estate" });
    expect(first.container.querySelector("img")).toHaveAttribute("src", "https://cdn.example.com/cover.jpg");
    first.unmount();

    const second = await renderApp("/event/7/concerto-d-estate", {
      api: fakeApi({ "GET public/events/7": { status: 200, body: { data: publicEvent() } } }),
      config: { defaultImageUrl: "https://cdn.example.com/default.jpg" },
    });
    await screen.findByRole("heading", { level: 1, name: "Concerto d'estate" });
    expect(second.container.querySelector("img")).toHaveAttribute(
      "src",
      "https://cdn.example.com/default.jpg",
    );
  });

  it("passes a well-formed promo code on with the event once the server said it is valid", async () => {
    const api = fakeApi({
      "GET public/events/7": { status: 200, body: { data: publicEvent() } },
      "GET public/events/7/promo-codes/ESTATE24": { status: 200, body: { valid: true } },
    });
    let asked: URL | undefined;
    const fetch = api.fetch;
    api.fetch = (input, init) => {
      const url = new URL(String(input), "http://app.test");
      if (url.pathname === "/api/public/events/7") asked = url;
      return fetch(input, init);
    };
    await renderApp("/e/7/concerto-d-estate?promo_code=%20ESTATE24%20", { api });
    await screen.findByRole("heading", { level: 1, name: "Concerto d'estate" });
    expect(asked?.searchParams.get("promo_code")).toBe("ESTATE24");
    expect(screen.queryByText(/promo code in this link is not valid/u)).not.toBeInTheDocument();
  });

  it("refuses a malformed promo code before loading the event, and says so", async () => {
    const api = fakeApi({ "GET public/events/7": { status: 200, body: { data: publicEvent() } } });
    let asked: URL | undefined;
    const fetch = api.fetch;
    api.fetch = (input, init) => {
      asked = new URL(String(input), "http://app.test");
      return fetch(input, init);
    };
    const { router } = await renderApp(`/e/7/concerto-d-estate?promo_code=${"x".repeat(51)}`, { api });
    await screen.findByRole("heading", { level: 1, name: "Concerto d'estate" });
    expect(asked?.searchParams.has("promo_code")).toBe(false);
    expect(
      screen.getByText("The promo code in this link is not valid, so it was not applied."),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?promo_code=${"x".repeat(51)}`);
  });

  it("shows the not-found page for an unknown event and for an id that cannot be one", async () => {
    const first = await renderApp("/event/99/gone", { api: fakeApi({}) });
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
    first.unmount();
    await renderApp("/event/abc/gone", { api: fakeApi({}) });
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
  });
});
