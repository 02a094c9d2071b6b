import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toasts } from "@varco/ui";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { eventAnswer, eventsPage, fakeApi, renderApp, userAnswer } from "../../test/renderApp";

const me = { status: 200, body: { data: userAnswer() } };

function organizer(overrides: Record<string, unknown> = {}) {
  return {
    id: 4,
    name: "Teatro Verdi",
    email: "info@teatroverdi.it",
    phone: null,
    website: null,
    description: null,
    timezone: "Europe/Rome",
    currency: "EUR",
    slug: "teatro-verdi",
    status: "LIVE",
    ...overrides,
  };
}

/** Every `GET events` the screen made, as its query parameters. */
function eventQueries(api: ReturnType<typeof fakeApi>, urls: URL[]) {
  void api;
  return urls.map((url) => Object.fromEntries(url.searchParams));
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => toasts.clean());

describe("the events list", () => {
  it("asks the server for the view, the search and the page in the address", async () => {
    const urls: URL[] = [];
    const api = fakeApi({
      "GET users/me": me,
      "GET events": ({ url }) => {
        urls.push(url);
        const page = Number(url.searchParams.get("page"));
        return {
          status: 200,
          body: {
            ...eventsPage([eventAnswer({ id: page, title: `Evento ${page}` })]),
            meta: {
              current_page: page,
              from: 1,
              last_page: 3,
              path: "/api/events",
              per_page: 20,
              to: 1,
              total: 45,
            },
          },
        };
      },
    });
    const { router } = await renderApp("/manage/events", { api });
    expect(await screen.findByRole("heading", { level: 2, name: "Evento 1" })).toBeInTheDocument();
    expect(eventQueries(api, urls).at(-1)).toMatchObject({ eventsStatus: "upcoming", page: "1" });

    const user = userEvent.setup();
    await user.click(screen.getByRole("tab", { name: "Ended" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/manage/events/ended"));
    await waitFor(() => expect(eventQueries(api, urls).at(-1)).toMatchObject({ eventsStatus: "ended" }));

    await user.type(await screen.findByRole("searchbox", { name: "Search events" }), "jazz{Enter}");
    await waitFor(() => expect(router.state.location.search).toBe("?query=jazz"));
    await waitFor(() =>
      expect(eventQueries(api, urls).at(-1)).toMatchObject({
        eventsStatus: "ended",
        query: "jazz",
        page: "1",
      }),
    );

    await user.click(await screen.findByRole("button", { name: /^Next/ }));
    await waitFor(() => expect(router.state.location.search).toBe("?query=jazz&page=2"));
    expect(await screen.findByRole("heading", { level: 2, name: "Evento 2" })).toBeInTheDocument();

    // The default view is the list's own address, keeping the search.
    await user.click(screen.getByRole("tab", { name: "Upcoming" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/manage/events"));
    expect(router.state.location.search).toBe("?query=jazz");
  });

  it("links each event to its own area", async () => {
    const api = fakeApi({
      "GET users/me": me,
      "GET events": { status: 200, body: eventsPage([eventAnswer()]) },
    });
    await renderApp("/manage/events/archived", { api });
    expect(await screen.findByRole("link", { name: "Concerto d'estate" })).toHaveAttribute(
      "href",
      "/manage/event/7",
    );
    expect(screen.getByRole("tab", { name: "Archived" })).toHaveAttribute("aria-selected", "true");
  });

  it("says when a search finds nothing", async () => {
    const api = fakeApi({ "GET users/me": me, "GET events": { status: 200, body: eventsPage([]) } });
    await renderApp("/manage/events?query=zzz", { api });
    expect(await screen.findByRole("heading", { name: "No events match “zzz”" })).toBeInTheDocument();
  });
});

describe("creating an event", () => {
  it("sends a visitor with no organizer to set one up first", async () => {
    const api = fakeApi({
      "GET users/me": me,
      "GET events": { status: 200, body: eventsPage([]) },
      "GET organizers": { status: 200, body: { data: [] } },
    });
    await renderApp("/manage/events", { api });
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole("button", { name: "Create event" }))[0]!);
    const dialog = await screen.findByRole("dialog", { name: "Create event" });
    expect(await within(dialog).findByRole("link", { name: "Set up an organiser" })).toHaveAttribute(
      "href",
      "/welcome",
    );
  });

  it("checks the form, creates the event in the organizer's time zone and opens it", async () => {
    const api = fakeApi({
      "GET users/me": me,
      "GET events": { status: 200, body: eventsPage([]) },
      "GET organizers": { status: 200, body: { data: [organizer()] } },
      "POST events": { status: 201, body: { data: eventAnswer({ id: 31, status: "DRAFT" }) } },
      "GET events/31": { status: 200, body: { data: eventAnswer({ id: 31, status: "DRAFT" }) } },
    });
    const { router } = await renderApp("/manage/events", { api });
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole("button", { name: "Create event" }))[0]!);
    const dialog = await screen.findByRole("dialog", { name: "Create event" });
    const submit = await within(dialog).findByRole("button", { name: "Create event" });

    await user.click(submit);
    expect(await within(dialog).findByText("Title is required.")).toBeInTheDocument();
    expect(within(dialog).getByText("Start is required.")).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === "POST")).toBe(false);

    await user.type(within(dialog).getByRole("textbox", { name: /^Title/ }), "Notte bianca");
    await user.type(within(dialog).getByLabelText(/^Start/), "2030-07-12T20:30");
    await user.type(within(dialog).getByRole("textbox", { name: "Description" }), "Musica & vino");
    await user.click(submit);

    await waitFor(() => expect(router.state.location.pathname).toBe("/manage/event/31/getting-started"));
    expect(api.calls.find((call) => call.method === "POST")?.body).toEqual({
      organizer_id: 4,
      title: "Notte bianca",
      start_date: "2030-07-12T18:30:00.000Z",
      end_date: null,
      description: "<p>Musica &amp; vino</p>",
    });
    expect(await screen.findByText("Event created.")).toBeInTheDocument();
  });
});
