import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toasts } from "@varco/ui";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { eventAnswer, fakeApi, renderApp, userAnswer } from "../../test/renderApp";

const me = { status: 200, body: { data: userAnswer() } };

function settingsAnswer(overrides: Record<string, unknown> = {}) {
  return { is_online_event: false, hide_getting_started_page: false, ...overrides };
}

function stats(overrides: Record<string, unknown> = {}) {
  return {
    daily_stats: [],
    start_date: "2030-07-01",
    end_date: "2030-07-07",
    total_products_sold: 42,
    total_attendees_registered: 40,
    total_orders: 17,
    total_gross_sales: 1234.5,
    total_fees: 12,
    total_tax: 0,
    total_views: 300,
    total_refunded: 0,
    ...overrides,
  };
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => toasts.clean());

describe("the event area's index", () => {
  it("opens a draft on its getting-started checklist", async () => {
    const api = fakeApi({
      "GET users/me": me,
      "GET events/7": {
        status: 200,
        body: { data: eventAnswer({ status: "DRAFT", settings: settingsAnswer() }) },
      },
    });
    const { router } = await renderApp("/manage/event/7", { api });
    expect(await screen.findByRole("heading", { level: 1, name: "Getting started" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/manage/event/7/getting-started");
  });

  it("opens a live event, or a draft whose checklist is hidden, on its dashboard", async () => {
    const api = fakeApi({
      "GET users/me": me,
      "GET events/7": { status: 200, body: { data: eventAnswer({ status: "LIVE" }) } },
      "GET events/7/stats": { status: 200, body: { data: stats() } },
      "GET events/7/check_in_stats": {
        status: 200,
        body: { data: { total_checked_in_attendees: 3, total_attendees: 40 } },
      },
    });
    const { router } = await renderApp("/manage/event/7", { api });
    expect(await screen.findByRole("heading", { level: 1, name: "Concerto d'estate" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/manage/event/7/dashboard");

    api.handlers["GET events/8"] = {
      status: 200,
      body: {
        data: eventAnswer({
          id: 8,
          status: "DRAFT",
          settings: settingsAnswer({ hide_getting_started_page: true }),
        }),
      },
    };
    await router.navigate("/manage/event/8");
    await waitFor(() => expect(router.state.location.pathname).toBe("/manage/event/8/dashboard"));
  });

  it("shows the not-found page for an event that is not the account's", async () => {
    const api = fakeApi({ "GET users/me": me });
    await renderApp("/manage/event/99/settings", { api });
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
  });
});

describe("the dashboard", () => {
  it.each([
    ["en", 1, 0, "0 of 1 attendee checked in"],
    ["en", 2, 2, "2 of 2 attendees checked in"],
    ["it", 1, 1, "Check-in: 1 su 1 partecipante"],
    ["it", 15000, 7, "Check-in: 7 su 15.000 partecipanti"],
  ] as const)(
    "counts check-ins in the grammar of %s (%i attendees)",
    async (locale, attendees, checkedIn, line) => {
      const api = fakeApi({
        "GET users/me": { status: 200, body: { data: userAnswer({ locale }) } },
        "GET events/7": { status: 200, body: { data: eventAnswer() } },
        "GET events/7/stats": { status: 200, body: { data: stats() } },
        "GET events/7/check_in_stats": {
          status: 200,
          body: { data: { total_checked_in_attendees: checkedIn, total_attendees: attendees } },
        },
      });
      await renderApp("/manage/event/7/dashboard", { api, locale });
      expect(await screen.findByText(line)).toBeInTheDocument();
    },
  );

  it("shows the totals, money in the event's currency, and the check-ins", async () => {
    const api = fakeApi({
      "GET users/me": me,
      "GET events/7": { status: 200, body: { data: eventAnswer({ status: "DRAFT", currency: "EUR" }) } },
      "GET events/7/stats": { status: 200, body: { data: stats() } },
      "GET events/7/check_in_stats": {
        status: 200,
        body: { data: { total_checked_in_attendees: 3, total_attendees: 40 } },
      },
    });
    await renderApp("/manage/event/7/dashboard", { api });
    expect(await screen.findByText("€1,234.50")).toBeInTheDocument();
    expect(screen.getByText("17")).toBeInTheDocument();
    expect(screen.getByText("Draft")).toBeInTheDocument();
    expect(await screen.findByText("3 of 40 attendees checked in")).toBeInTheDocument();
    // A draft has no public page yet: the link goes to the preview.
    expect(screen.getByRole("link", { name: /Preview the public page/ })).toHaveAttribute(
      "href",
      "/event/7/preview",
    );
  });
});

describe("the getting-started checklist", () => {
  it("ticks what is done and publishes after a confirmation", async () => {
    let status = "DRAFT";
    const api = fakeApi({
      "GET users/me": me,
      "GET events/7": () => ({
        status: 200,
        body: {
          data: eventAnswer({
            status,
            images: [
              {
                id: 3,
                url: "/cover.png",
                size: 1,
                file_name: "cover.png",
                mime_type: "image/png",
                type: "EVENT_COVER",
              },
            ],
            settings: settingsAnswer(),
          }),
        },
      }),
      "PUT events/7/status": ({ body }) => {
        status = (body as { status: string }).status;
        return { status: 200, body: { data: eventAnswer({ status }) } };
      },
    });
    await renderApp("/manage/event/7/getting-started", { api });
    await screen.findByRole("heading", { level: 1, name: "Getting started" });
    const list = within(screen.getByRole("main")).getByRole("list");
    const items = within(list).getAllByRole("listitem");
    expect(within(items[1]!).getByRole("img", { name: "Done" })).toBeInTheDocument(); // the cover
    expect(within(items[2]!).getByRole("img", { name: "To do" })).toBeInTheDocument(); // no description
    expect(within(items[2]!).getByRole("link", { name: "Edit the details" })).toHaveAttribute(
      "href",
      "/manage/event/7/settings#details",
    );

    // No way to pay yet: offline payment waits for its instructions.
    expect(within(items[4]!).getByRole("img", { name: "To do" })).toBeInTheDocument();
    expect(
      within(items[4]!).getByRole("link", { name: "Write the offline payment instructions" }),
    ).toHaveAttribute("href", "/manage/event/7/settings#checkout");
    expect(screen.queryByRole("heading", { name: "Your event's public page" })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(items[5]!).getByRole("button", { name: "Publish event" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Publish this event?" });
    expect(api.calls.some((call) => call.method === "PUT")).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Publish event" }));
    await waitFor(() =>
      expect(api.calls).toContainEqual({ method: "PUT", path: "events/7/status", body: { status: "LIVE" } }),
    );
    expect(await screen.findByText("The event is live.")).toBeInTheDocument();
    // The event came back live: the last step is ticked and offers nothing more to press.
    await waitFor(() =>
      expect(
        within(
          within(within(screen.getByRole("main")).getByRole("list")).getAllByRole("listitem")[5]!,
        ).getByRole("img", { name: "Done" }),
      ).toBeInTheDocument(),
    );
    expect(screen.queryByRole("button", { name: "Publish event" })).not.toBeInTheDocument();
    // Live: the address to share is there, to open or copy.
    const share = screen.getByRole("heading", { name: "Your event's public page" }).closest("section");
    expect(share).not.toBeNull();
    expect(within(share as HTMLElement).getByRole("link", { name: /\/event\/7\// })).toBeInTheDocument();
    expect(within(share as HTMLElement).getByRole("button", { name: "Copy the link" })).toBeInTheDocument();
  });
});

describe("the settings", () => {
  const event = () =>
    eventAnswer({
      status: "DRAFT",
      description: "<p>Musica sotto le stelle</p>",
      location_details: {
        venue_name: "Arena",
        address_line_1: "Piazza Bra 1",
        city: "Verona",
        zip_or_postal_code: "37121",
        country: "IT",
      },
      settings: settingsAnswer(),
    });

  it("saves the details with the dates read in the event's time zone", async () => {
    const api = fakeApi({
      "GET users/me": me,
      "GET events/7": { status: 200, body: { data: event() } },
      "PUT events/7": ({ body }) => ({ status: 200, body: { data: { ...event(), ...(body as object) } } }),
      "PATCH events/7/settings": { status: 200, body: { data: settingsAnswer() } },
    });
    await renderApp("/manage/event/7/settings", { api });
    const user = userEvent.setup();
    const title = await screen.findByRole("textbox", { name: /^Title/ });
    await user.clear(title);
    await user.type(title, "Concerto d'autunno");
    // 20:30 in Rome shows as the event's own wall-clock time.
    expect(screen.getByLabelText(/^Start/)).toHaveValue("2030-07-12T20:30");
    await user.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(api.calls.some((call) => call.method === "PATCH")).toBe(true));
    const put = api.calls.find((call) => call.method === "PUT" && call.path === "events/7");
    expect(put?.body).toMatchObject({
      title: "Concerto d'autunno",
      start_date: "2030-07-12T18:30:00.000Z",
      end_date: "2030-07-12T21:00:00.000Z",
      timezone: "Europe/Rome",
      description: "<p>Musica sotto le stelle</p>",
      location_details: { venue_name: "Arena", city: "Verona", country: "IT" },
    });
    expect(api.calls.find((call) => call.method === "PATCH")?.body).toEqual({ is_online_event: false });
    expect(await screen.findByText("Settings saved.")).toBeInTheDocument();
  });

  it("shows the server's refusals next to their fields and says nothing was saved", async () => {
    const api = fakeApi({
      "GET users/me": me,
      "GET events/7": { status: 200, body: { data: event() } },
      "PUT events/7": {
        status: 422,
        body: {
          message: "City is required.",
          errors: { "location_details.city": ["City is required."] },
        },
      },
    });
    await renderApp("/manage/event/7/settings", { api });
    const user = userEvent.setup();
    // The toast of an earlier test's save may still be leaving the screen (toasts are one queue).
    toasts.clean();
    await waitFor(() => expect(screen.queryByText("Settings saved.")).not.toBeInTheDocument());
    await user.click(await screen.findByRole("button", { name: "Save" }));
    const city = await screen.findByRole("textbox", { name: "City" });
    await waitFor(() => expect(city).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getByText("City is required.")).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === "PATCH")).toBe(false);
    expect(screen.queryByText("Settings saved.")).not.toBeInTheDocument();
  });

  it("refuses an end before the start without calling the server", async () => {
    const api = fakeApi({ "GET users/me": me, "GET events/7": { status: 200, body: { data: event() } } });
    await renderApp("/manage/event/7/settings", { api });
    const user = userEvent.setup();
    const end = await screen.findByLabelText(/^End/);
    await user.clear(end);
    await user.type(end, "2030-07-11T10:00");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("The end date cannot be before the start date.")).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === "PUT")).toBe(false);
  });

  it("archives only after a confirmation", async () => {
    const api = fakeApi({
      "GET users/me": me,
      "GET events/7": { status: 200, body: { data: event() } },
      "PUT events/7/status": { status: 200, body: { data: { ...event(), status: "ARCHIVED" } } },
    });
    await renderApp("/manage/event/7/settings", { api });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Archive event" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Archive this event?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(api.calls.some((call) => call.path === "events/7/status")).toBe(false);

    await user.click(screen.getByRole("button", { name: "Archive event" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Archive event" }),
    );
    await waitFor(() =>
      expect(api.calls).toContainEqual({
        method: "PUT",
        path: "events/7/status",
        body: { status: "ARCHIVED" },
      }),
    );
  });

  it("uploads a new cover and removes the current one", async () => {
    const withCover = {
      ...event(),
      images: [
        {
          id: 3,
          url: "/cover.png",
          size: 1,
          file_name: "cover.png",
          mime_type: "image/png",
          type: "EVENT_COVER",
        },
      ],
    };
    const api = fakeApi({
      "GET users/me": me,
      "GET events/7": { status: 200, body: { data: withCover } },
      "POST events/7/images": { status: 201, body: { data: withCover.images[0] } },
      "DELETE events/7/images/3": { status: 204 },
    });
    const { container } = await renderApp("/manage/event/7/settings", { api });
    const user = userEvent.setup();
    await screen.findByRole("heading", { level: 2, name: "Cover image" });
    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
    await user.upload(input!, new File(["png"], "poster.png", { type: "image/png" }));
    await waitFor(() =>
      expect(api.calls.some((call) => call.method === "POST" && call.path === "events/7/images")).toBe(true),
    );
    expect(await screen.findByText("Cover image uploaded.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Remove file" }));
    await waitFor(() =>
      expect(api.calls.some((call) => call.method === "DELETE" && call.path === "events/7/images/3")).toBe(
        true,
      ),
    );
    expect(await screen.findByText("Cover image removed.")).toBeInTheDocument();
  });
});
