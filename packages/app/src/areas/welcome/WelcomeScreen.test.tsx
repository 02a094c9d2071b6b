import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toasts } from "@varco/ui";
import { beforeEach, describe, expect, it } from "vitest";
import { eventAnswer, fakeApi, renderApp, userAnswer } from "../../test/renderApp";

beforeEach(() => {
  // Toasts of an earlier test must not answer for this one.
  toasts.clean();
  sessionStorage.clear();
  localStorage.clear();
});

const me = { status: 200, body: { data: userAnswer() } };

function accountAnswer(overrides: Record<string, unknown> = {}) {
  return {
    id: 1,
    name: "Giulia Bianchi",
    currency_code: "CHF",
    timezone: "Europe/Zurich",
    is_account_email_confirmed: true,
    is_saas_mode_enabled: false,
    ...overrides,
  };
}

export function organizerAnswer(overrides: Record<string, unknown> = {}) {
  return {
    id: 5,
    name: "Gite Lagoon",
    email: "info@lagoon.example",
    phone: null,
    website: null,
    description: null,
    timezone: "Europe/Rome",
    currency: "EUR",
    slug: "gite-lagoon",
    status: "DRAFT",
    images: [],
    ...overrides,
  };
}

/** Types a date and time into the DatePicker's segments (US English order, 12-hour clock). */
async function typeDateTime(
  user: ReturnType<typeof userEvent.setup>,
  group: HTMLElement,
  {
    month,
    day,
    year,
    hour,
    minute,
    pm,
  }: { month: string; day: string; year: string; hour: string; minute: string; pm: boolean },
) {
  const segment = (type: string) => group.querySelector<HTMLElement>(`[data-type="${type}"]`)!;
  for (const [type, digits] of [
    ["month", month],
    ["day", day],
    ["year", year],
    ["hour", hour],
    ["minute", minute],
  ] as const) {
    await user.click(segment(type));
    await user.keyboard(digits);
  }
  await user.click(segment("dayPeriod"));
  await user.keyboard(pm ? "P" : "A");
}

describe("the welcome screen", () => {
  it("creates the first organiser with the account's suggestions, then the first event", async () => {
    const api = fakeApi({
      "GET users/me": me,
      "GET accounts": { status: 200, body: { data: accountAnswer() } },
      "GET organizers": { status: 200, body: { data: [] } },
      "POST organizers": ({ body }) => ({
        status: 201,
        body: { data: organizerAnswer({ ...(body as object), id: 5, timezone: "Europe/Zurich" }) },
      }),
      "POST events": ({ body }) => ({
        status: 200,
        body: { data: eventAnswer({ ...(body as object), id: 42 }) },
      }),
    });
    const { router } = await renderApp("/welcome", { api });
    const user = userEvent.setup();

    expect(await screen.findByRole("heading", { level: 1, name: "Welcome, Giulia!" })).toBeInTheDocument();
    expect(document.title).toBe("Welcome · Varco");
    expect(
      await screen.findByRole("heading", { level: 2, name: "Create your organiser" }),
    ).toBeInTheDocument();
    // The user's email and the account's time zone and currency are already there.
    expect(screen.getByRole("textbox", { name: /Contact email/ })).toHaveValue("giulia@example.com");
    expect(screen.getByRole("combobox", { name: /Time zone/ })).toHaveValue("Europe/Zurich");
    expect(screen.getByRole("combobox", { name: /Currency/ })).toHaveValue("Swiss Franc (CHF)");

    // Nothing is sent without a name.
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Organiser name is required.")).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === "POST")).toEqual([]);

    await user.type(screen.getByRole("textbox", { name: /Organiser name/ }), "Gite Lagoon");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    const step2 = await screen.findByRole("heading", { level: 2, name: "Create your first event" });
    expect(api.calls.find((call) => call.method === "POST")?.body).toEqual({
      name: "Gite Lagoon",
      email: "giulia@example.com",
      timezone: "Europe/Zurich",
      currency: "CHF",
      description: null,
    });
    expect(screen.getByText("Organiser created.")).toBeInTheDocument();
    expect(step2).toHaveFocus();

    await user.type(screen.getByRole("textbox", { name: /Event title/ }), "Concerto d'estate");
    await typeDateTime(user, screen.getByRole("group", { name: /Starts on/ }), {
      month: "07",
      day: "12",
      year: "2030",
      hour: "08",
      minute: "30",
      pm: true,
    });
    await user.click(screen.getByRole("button", { name: "Create event" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/manage/event/42/getting-started"));
    // 20:30 in Zurich, the organiser's zone, is 18:30 UTC in July.
    expect(api.calls.find((call) => call.path === "events")?.body).toEqual({
      title: "Concerto d'estate",
      start_date: "2030-07-12T18:30:00.000Z",
      organizer_id: 5,
    });
  });

  it("goes straight to the first event when the account already has an organiser", async () => {
    const api = fakeApi({
      "GET users/me": me,
      "GET accounts": { status: 200, body: { data: accountAnswer() } },
      "GET organizers": { status: 200, body: { data: [organizerAnswer()] } },
    });
    await renderApp("/welcome", { api });
    expect(
      await screen.findByRole("heading", { level: 2, name: "Create your first event" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Organised by Gite Lagoon")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Create your organiser" })).not.toBeInTheDocument();

    // A start is needed before anything is sent.
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: /Event title/ }), "Gita a Murano");
    await user.click(screen.getByRole("button", { name: "Create event" }));
    expect(await screen.findByText("Starts on is required.")).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === "POST")).toEqual([]);
  });

  it("shows the server's refusal next to the organiser's field", async () => {
    const api = fakeApi({
      "GET users/me": me,
      "GET accounts": { status: 200, body: { data: accountAnswer() } },
      "GET organizers": { status: 200, body: { data: [] } },
      "POST organizers": {
        status: 422,
        body: { message: "Name is required.", errors: { name: ["Name must be at most 100 characters."] } },
      },
    });
    await renderApp("/welcome", { api });
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: /Organiser name/ }), "Gite");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    // The server gives no code with its reason: the field keeps the server's own words.
    expect(await screen.findByText("Name must be at most 100 characters.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Create your organiser" })).toBeInTheDocument();
  });

  it("is where a newly registered account lands", async () => {
    const api = fakeApi({
      "POST auth/register": { status: 201, body: { data: accountAnswer() } },
      "GET users/me": me,
      "GET accounts": { status: 200, body: { data: accountAnswer() } },
      "GET organizers": { status: 200, body: { data: [] } },
    });
    const { router } = await renderApp("/auth/register", { api });
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: "First name" }), "Giulia");
    await user.type(screen.getByRole("textbox", { name: "Email" }), "giulia@example.com");
    await user.type(screen.getByLabelText(/^Password/, { selector: "input" }), "una-password-lunga");
    await user.type(screen.getByLabelText(/^Confirm password/, { selector: "input" }), "una-password-lunga");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/welcome"));
    expect(await screen.findByRole("heading", { name: "Create your organiser" })).toBeInTheDocument();
  });
});
