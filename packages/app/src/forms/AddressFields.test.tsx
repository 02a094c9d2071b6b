import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { eventAnswer, fakeApi, renderApp, userAnswer } from "../test/renderApp";
import { measureNothing } from "../test/richTextLayout";

const me = { status: 200, body: { data: userAnswer() } };

measureNothing();

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

const box = (scope: HTMLElement, name: RegExp) => within(scope).getByRole("textbox", { name });

describe("an address form says which parts are needed before it is sent", () => {
  it("marks an event's address line, city, postal code and country required once a part is filled in", async () => {
    const api = fakeApi({
      "GET users/me": me,
      "GET events/7": {
        status: 200,
        body: { data: eventAnswer({ settings: { is_online_event: false }, location_details: null }) },
      },
    });
    await renderApp("/manage/event/7/settings", { api });
    const details = (await screen.findByRole("heading", { level: 2, name: "Details" })).closest("section")!;
    const city = await within(details).findByRole("textbox", { name: /^City/ });
    // No address yet: none is needed, as the event may have no address at all.
    for (const name of [/^Address$/, /^City/, /^Postal code/, /^Country code/])
      expect(box(details, name)).not.toBeRequired();
    expect(within(details).getByText(/The address is optional/)).toBeInTheDocument();

    await userEvent.setup().type(city, "Venezia");
    for (const name of [/^Address$/, /^City/, /^Postal code/, /^Country code/])
      expect(box(details, name)).toBeRequired();
    for (const name of [/^Venue name/, /^Address \(continued\)/, /^State or region/])
      expect(box(details, name)).not.toBeRequired();
  }, 30_000);

  it("marks nothing required in an organiser's location, whose every part is optional", async () => {
    const organizer = {
      id: 5,
      name: "Gite Lagoon",
      email: "info@lagoon.example",
      timezone: "Europe/Rome",
      currency: "EUR",
      slug: "gite-lagoon",
      status: "LIVE",
      images: [],
    };
    const api = fakeApi({
      "GET users/me": me,
      "GET organizers": { status: 200, body: { data: [organizer] } },
      "GET organizers/5": { status: 200, body: { data: organizer } },
      "GET organizers/5/settings": {
        status: 200,
        body: { data: { id: 1, organizer_id: 5, location_details: null, homepage_visibility: "PUBLIC" } },
      },
    });
    await renderApp("/manage/organizer/5/settings", { api });
    const location = await screen.findByRole("form", { name: "Location" });
    await userEvent.setup().type(box(location, /^City/), "Venezia");
    for (const name of [/^Address$/, /^City/, /^Postal code/, /^Country code/])
      expect(box(location, name)).not.toBeRequired();
    expect(within(location).getByText(/Every part of the address is optional/)).toBeInTheDocument();
  }, 30_000);
});
