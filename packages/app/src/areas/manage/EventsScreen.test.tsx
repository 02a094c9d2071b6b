import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toasts } from "@varco/ui";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { eventAnswer, eventsPage, fakeApi, renderApp, userAnswer } from "../../test/renderApp";
import { measureNothing } from "../../test/richTextLayout";

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

measureNothing();

// Dialogs and menus re-render react-aria many times; leave room for a busy machine.
const SLOW = 30_000;

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

  it(
    "checks the form, creates the event in the organizer's time zone and opens it",
    async () => {
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
      // The same editor as the event's settings: a rich-text box with its formatting toolbar.
      const description = await within(dialog).findByRole("textbox", { name: "Description" });
      expect(description).toHaveAttribute("aria-multiline", "true");
      expect(within(dialog).getByRole("button", { name: "Bold" })).toBeInTheDocument();
      await user.click(description);
      await user.keyboard("Musica & vino");
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
    },
    SLOW,
  );
});

describe("searching events", () => {
  it("filters as you type, once typing pauses, and also on the Search button", async () => {
    const urls: URL[] = [];
    const api = fakeApi({
      "GET users/me": me,
      "GET events": ({ url }) => {
        urls.push(url);
        return { status: 200, body: eventsPage([]) };
      },
    });
    const { router } = await renderApp("/manage/events", { api });
    const box = await screen.findByRole("searchbox", { name: "Search events" });
    const user = userEvent.setup();

    await user.type(box, "jazz");
    await waitFor(() => expect(router.state.location.search).toBe("?query=jazz"));
    await waitFor(() => expect(eventQueries(api, urls).at(-1)).toMatchObject({ query: "jazz" }));
    // One search for the words typed, not one per letter.
    expect(eventQueries(api, urls).filter((query) => query.query !== undefined)).toHaveLength(1);
    expect(await screen.findByRole("heading", { name: "No events match “jazz”" })).toBeInTheDocument();

    await user.clear(box);
    await user.type(box, "rock band");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(router.state.location.search).toBe("?query=rock+band"));
    expect(box).toHaveValue("rock band");
  });
});

describe("an event's menu in the list", () => {
  it(
    "duplicates an event with the parts chosen and opens the copy",
    async () => {
      const copy = eventAnswer({ id: 32, title: "Concerto d'autunno", status: "DRAFT" });
      const api = fakeApi({
        "GET users/me": me,
        "GET events": { status: 200, body: eventsPage([eventAnswer()]) },
        "POST events/7/duplicate": { status: 200, body: { data: copy } },
        "GET events/32": { status: 200, body: { data: copy } },
      });
      const { router } = await renderApp("/manage/events", { api });
      const user = userEvent.setup();
      await user.click(await screen.findByRole("button", { name: "Actions for Concerto d'estate" }));
      await user.click(await screen.findByRole("menuitem", { name: "Duplicate" }));

      const dialog = await screen.findByRole("dialog", { name: "Duplicate event" });
      const title = within(dialog).getByRole("textbox", { name: /^Title/ });
      expect(title).toHaveValue("Concerto d'estate (copy)");
      expect(within(dialog).getByLabelText(/^Start/)).toHaveValue("2030-07-12T20:30");
      expect(within(dialog).getByLabelText(/^End/)).toHaveValue("2030-07-12T23:00");
      for (const part of [/^Settings/, "Cover image", "Ticket logo"])
        expect(within(dialog).getByRole("checkbox", { name: part })).toBeChecked();

      await user.clear(title);
      await user.type(title, "Concerto d'autunno");
      // A new start moves the end with it: the copy lasts as long as the event.
      const start = within(dialog).getByLabelText(/^Start/);
      await user.clear(start);
      await user.type(start, "2030-10-04T20:30");
      expect(within(dialog).getByLabelText(/^End/)).toHaveValue("2030-10-04T23:00");
      await user.click(within(dialog).getByRole("checkbox", { name: "Cover image" }));
      await user.click(within(dialog).getByRole("button", { name: "Duplicate" }));

      await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/manage\/event\/32/));
      expect(api.calls.find((call) => call.method === "POST")?.body).toEqual({
        title: "Concerto d'autunno",
        start_date: "2030-10-04T18:30:00.000Z",
        end_date: "2030-10-04T21:00:00.000Z",
        duplicate_products: false,
        duplicate_questions: false,
        duplicate_settings: true,
        duplicate_promo_codes: false,
        duplicate_capacity_assignments: false,
        duplicate_check_in_lists: false,
        duplicate_event_cover_image: false,
        duplicate_webhooks: false,
        duplicate_affiliates: false,
        duplicate_ticket_logo: true,
      });
      expect(await screen.findByText("Event duplicated.")).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "deletes an event only once the admin confirms, and the list no longer shows it",
    async () => {
      let deleted = false;
      const api = fakeApi({
        "GET users/me": me,
        "GET events": () => ({ status: 200, body: eventsPage(deleted ? [] : [eventAnswer()]) }),
        "DELETE events/7": () => {
          deleted = true;
          return { status: 204 };
        },
      });
      await renderApp("/manage/events", { api });
      const user = userEvent.setup();
      const menu = await screen.findByRole("button", { name: "Actions for Concerto d'estate" });

      await user.click(menu);
      await user.click(await screen.findByRole("menuitem", { name: "Delete" }));
      let confirm = await screen.findByRole("alertdialog", { name: "Delete this event?" });
      await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
      await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
      expect(api.calls.some((call) => call.method === "DELETE")).toBe(false);

      await user.click(menu);
      await user.click(await screen.findByRole("menuitem", { name: "Delete" }));
      confirm = await screen.findByRole("alertdialog", { name: "Delete this event?" });
      await user.click(within(confirm).getByRole("button", { name: "Delete event" }));
      expect(await screen.findByText("“Concerto d'estate” was deleted.")).toBeInTheDocument();
      expect(await screen.findByRole("heading", { name: "No events yet" })).toBeInTheDocument();
      expect(screen.queryByRole("link", { name: "Concerto d'estate" })).not.toBeInTheDocument();
    },
    SLOW,
  );

  it("offers no delete to an organiser, whom the server would refuse", async () => {
    const api = fakeApi({
      "GET users/me": { status: 200, body: { data: userAnswer({ role: "ORGANIZER" }) } },
      "GET events": { status: 200, body: eventsPage([eventAnswer()]) },
    });
    await renderApp("/manage/events", { api });
    await userEvent.click(await screen.findByRole("button", { name: "Actions for Concerto d'estate" }));
    expect(await screen.findByRole("menuitem", { name: "Duplicate" })).toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: "Delete" })).not.toBeInTheDocument();
  });
});
