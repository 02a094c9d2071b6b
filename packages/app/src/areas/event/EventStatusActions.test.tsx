import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toasts } from "@varco/ui";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { eventAnswer, fakeApi, renderApp, userAnswer } from "../../test/renderApp";

const organizer = {
  id: 3,
  name: "Gite Lagoon",
  email: "gite@example.com",
  phone: null,
  website: null,
  description: null,
  timezone: "Europe/Rome",
  currency: "EUR",
  slug: "gite-lagoon",
};

/** A draft event on its checklist, its organiser in `organizerStatus`; records the status changes. */
function draftEventApi(organizerStatus: string) {
  let status = "DRAFT";
  let organizerNow = organizerStatus;
  const event = () =>
    eventAnswer({
      status,
      organizer: { ...organizer, status: organizerNow },
      settings: { is_online_event: false, hide_getting_started_page: false },
    });
  return fakeApi({
    "GET users/me": { status: 200, body: { data: userAnswer() } },
    "GET events/7": () => ({ status: 200, body: { data: event() } }),
    "PUT events/7/status": ({ body }) => {
      status = (body as { status: string }).status;
      return { status: 200, body: { data: event() } };
    },
    "PUT organizers/3/status": ({ body }) => {
      organizerNow = (body as { status: string }).status;
      return { status: 200, body: { data: { ...organizer, status: organizerNow } } };
    },
  });
}

async function askToPublish(api: ReturnType<typeof fakeApi>) {
  await renderApp("/manage/event/7/getting-started", { api });
  await screen.findByRole("heading", { level: 1, name: "Getting started" });
  await userEvent.click(screen.getByRole("button", { name: "Publish event" }));
  return screen.findByRole("alertdialog", { name: "Publish this event?" });
}

const statusCalls = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((call) => call.method === "PUT").map(({ path, body }) => ({ path, body }));

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => toasts.clean());

describe("publishing an event whose organiser is not public", () => {
  it("says the organiser's page stays private and publishes only the event when left so", async () => {
    const api = draftEventApi("DRAFT");
    const dialog = await askToPublish(api);
    expect(dialog).toHaveTextContent(
      "The organiser Gite Lagoon is not public yet: its page stays private, and the event page shows its name without a link.",
    );
    const alsoOrganizer = within(dialog).getByRole("checkbox", {
      name: /Also publish the organiser Gite Lagoon/u,
    });
    expect(alsoOrganizer).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole("button", { name: "Publish event" }));
    expect(await screen.findByText("The event is live.")).toBeInTheDocument();
    expect(statusCalls(api)).toEqual([{ path: "events/7/status", body: { status: "LIVE" } }]);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  });

  it("publishes the organiser too when asked, before the event", async () => {
    const api = draftEventApi("DRAFT");
    const dialog = await askToPublish(api);
    await userEvent.click(
      within(dialog).getByRole("checkbox", { name: /Also publish the organiser Gite Lagoon/u }),
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Publish event" }));
    expect(await screen.findByText("The page of Gite Lagoon is now public.")).toBeInTheDocument();
    expect(await screen.findByText("The event is live.")).toBeInTheDocument();
    expect(statusCalls(api)).toEqual([
      { path: "organizers/3/status", body: { status: "LIVE" } },
      { path: "events/7/status", body: { status: "LIVE" } },
    ]);
  });

  it("asks the plain question when the organiser is already live", async () => {
    const api = draftEventApi("LIVE");
    const dialog = await askToPublish(api);
    expect(within(dialog).queryByRole("checkbox")).toBeNull();
    expect(dialog).not.toHaveTextContent(/not public yet/u);
  });
});
