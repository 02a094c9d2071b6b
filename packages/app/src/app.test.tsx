import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { returnPathKey } from "./auth/returnPath";
import { eventAnswer, eventsPage, fakeApi, renderApp, userAnswer } from "./test/renderApp";

const unauthenticated = { status: 401, body: { message: "Unauthenticated." } };

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe("the root address", () => {
  it("sends a visitor who is not signed in to the login page", async () => {
    const { router } = await renderApp("/", { api: fakeApi({ "GET users/me": unauthenticated }) });
    expect(await screen.findByRole("heading", { level: 1, name: "Sign in" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/auth/login");
    await waitFor(() => expect(document.title).toBe("Sign in · Varco"));
  });

  it("sends a signed-in organiser to their events", async () => {
    const api = fakeApi({
      "GET users/me": { status: 200, body: { data: userAnswer() } },
      "GET events": { status: 200, body: eventsPage([eventAnswer()]) },
    });
    const { router } = await renderApp("/", { api });
    expect(await screen.findByRole("heading", { level: 2, name: "Concerto d'estate" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/manage/events");
  });
});

describe("the events screen", () => {
  it("shows placeholders while loading, then the events with their status and dates", async () => {
    let answer: () => void = () => {};
    const eventsArrived = new Promise<void>((resolve) => {
      answer = () => resolve();
    });
    const api = fakeApi({
      "GET users/me": { status: 200, body: { data: userAnswer() } },
      "GET events": {
        status: 200,
        body: eventsPage([eventAnswer(), eventAnswer({ id: 8, title: "Gita a Murano", status: "DRAFT" })]),
      },
    });
    const fetchEvents = api.fetch;
    api.fetch = async (input, init) => {
      if (String(input).includes("/events")) await eventsArrived;
      return fetchEvents(input, init);
    };
    await renderApp("/manage/events", { api });
    expect(await screen.findByRole("status", { name: "Loading events" })).toBeInTheDocument();
    answer();
    const list = await within(screen.getByRole("main")).findByRole("list");
    const cards = within(list).getAllByRole("listitem");
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText("Live")).toBeInTheDocument();
    expect(within(cards[1]!).getByText("Draft")).toBeInTheDocument();
    // 18:30 UTC is 20:30 in Rome, the event's own time zone ("Jul 12, 2030, 8:30 – 11:00 PM").
    expect(within(cards[0]!).getByText(/Jul 12, 2030, 8:30\W+11:00\WPM/u)).toBeInTheDocument();
    expect(screen.queryByRole("status", { name: "Loading events" })).not.toBeInTheDocument();
  });

  it("says so when there are no events yet", async () => {
    const api = fakeApi({
      "GET users/me": { status: 200, body: { data: userAnswer() } },
      "GET events": { status: 200, body: eventsPage([]) },
    });
    await renderApp("/manage/events", { api });
    expect(await screen.findByText("No events yet")).toBeInTheDocument();
  });

  it("speaks the signed-in user's saved language", async () => {
    const api = fakeApi({
      "GET users/me": { status: 200, body: { data: userAnswer({ locale: "it" }) } },
      "GET events": { status: 200, body: eventsPage([]) },
    });
    await renderApp("/manage/events", { api });
    expect(await screen.findByRole("heading", { level: 1, name: "Eventi" })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("it");
    expect(localStorage.getItem("varco.locale")).toBe("it");
  });
});

describe("signing in (a 401 or 403 leads to the login page and back)", () => {
  it("sends a visitor of a management page to the login page and back after signing in", async () => {
    let signedIn = false;
    const api = fakeApi({
      "GET users/me": () => (signedIn ? { status: 200, body: { data: userAnswer() } } : unauthenticated),
      "GET events": () => (signedIn ? { status: 200, body: eventsPage([]) } : unauthenticated),
      "POST auth/login": ({ body }) => {
        signedIn = (body as { password: string }).password === "right-password";
        return signedIn
          ? {
              status: 200,
              body: { token: "t", token_type: "bearer", expires_in: 1, user: userAnswer(), accounts: [] },
            }
          : { status: 401, body: { message: "Username or Password are incorrect" } };
      },
    });
    const { router } = await renderApp("/manage/events/archived?page=2", { api });
    expect(await screen.findByRole("heading", { level: 1, name: "Sign in" })).toBeInTheDocument();
    expect(sessionStorage.getItem(returnPathKey)).toBe("/manage/events/archived?page=2");

    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: "Email" }), "giulia@example.com");
    await user.type(screen.getByLabelText(/^Password/, { selector: "input" }), "wrong-password");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The email or the password is not correct.");

    await user.clear(screen.getByLabelText(/^Password/, { selector: "input" }));
    await user.type(screen.getByLabelText(/^Password/, { selector: "input" }), "right-password");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/manage/events/archived"));
    expect(router.state.location.search).toBe("?page=2");
    expect(await screen.findByText("No events yet")).toBeInTheDocument();
    expect(sessionStorage.getItem(returnPathKey)).toBeNull();
  });

  it("checks the form with the domain's rules before sending anything", async () => {
    const api = fakeApi({});
    await renderApp("/auth/login", { api });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Email is required.")).toBeInTheDocument();
    expect(screen.getByText("Password is required.")).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === "auth/login")).toEqual([]);
  });

  it("takes a field's reason away as soon as it is edited, while the field keeps the focus", async () => {
    await renderApp("/auth/login", { api: fakeApi({}) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Sign in" }));
    const email = screen.getByRole("textbox", { name: "Email" });
    expect(await screen.findByText("Email is required.")).toBeInTheDocument();
    expect(email).toHaveAttribute("aria-invalid", "true");
    await user.type(email, "g");
    expect(email).toHaveFocus();
    expect(screen.queryByText("Email is required.")).not.toBeInTheDocument();
    expect(email).not.toHaveAttribute("aria-invalid");
    // The other field's reason stays until that field is edited.
    expect(screen.getByText("Password is required.")).toBeInTheDocument();
  });
});

describe("registering", () => {
  it("explains every refused field and sends nothing", async () => {
    const api = fakeApi({});
    await renderApp("/auth/register", { api });
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: "Email" }), "not-an-email");
    await user.type(screen.getByLabelText(/^Password/, { selector: "input" }), "short");
    await user.type(screen.getByLabelText(/^Confirm password/, { selector: "input" }), "different");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText("First name is required.")).toBeInTheDocument();
    expect(screen.getByText("Enter a valid email address.")).toBeInTheDocument();
    expect(screen.getByText("Password must be at least 8 characters.")).toBeInTheDocument();

    await user.type(screen.getByRole("textbox", { name: "First name" }), "Giulia");
    await user.clear(screen.getByRole("textbox", { name: "Email" }));
    await user.type(screen.getByRole("textbox", { name: "Email" }), "giulia@example.com");
    await user.type(screen.getByLabelText(/^Password/, { selector: "input" }), "-but-longer");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText("The passwords do not match.")).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === "POST")).toEqual([]);
  });

  it("shows the server's refusal next to its field, in the visitor's language", async () => {
    const api = fakeApi({
      "POST auth/register": {
        status: 422,
        body: {
          message: "An account with this email already exists.",
          errors: { email: ["An account with this email already exists."] },
        },
      },
    });
    await renderApp("/auth/register", { api, locale: "it" });
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: "Nome" }), "Giulia");
    await user.type(screen.getByRole("textbox", { name: "Email" }), "giulia@example.com");
    await user.type(screen.getByLabelText(/^Password/, { selector: "input" }), "una-password-lunga");
    await user.type(
      screen.getByLabelText(/^Conferma la password/, { selector: "input" }),
      "una-password-lunga",
    );
    await user.click(screen.getByRole("button", { name: "Crea l'account" }));
    expect(await screen.findByText("Esiste già un account con questa email.")).toBeInTheDocument();
    const sent = api.calls.find((call) => call.path === "auth/register");
    expect(sent?.body).toMatchObject({
      first_name: "Giulia",
      email: "giulia@example.com",
      locale: "it",
      currency_code: "EUR",
    });
  });

  it("links the deployment's terms and privacy policy when it has them", async () => {
    await renderApp("/auth/register", {
      api: fakeApi({}),
      config: { termsUrl: "https://lagoon.example/terms", privacyUrl: "https://lagoon.example/privacy" },
    });
    expect(await screen.findByRole("link", { name: /terms of service/ })).toHaveAttribute(
      "href",
      "https://lagoon.example/terms",
    );
    expect(screen.getByRole("link", { name: /privacy policy/ })).toHaveAttribute(
      "href",
      "https://lagoon.example/privacy",
    );
  });
});

describe("the error screen (not found or failed, with the way home)", () => {
  it("answers an unknown address with the not-found page, logged, with the powered-by footer", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    await renderApp("/no/such/page", { api: fakeApi({}), locale: "it" });
    expect(await screen.findByRole("heading", { level: 1, name: "Pagina non trovata" })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Pagina non trovata · Varco"));
    expect(screen.getByRole("link", { name: /Vai alla home page/ })).toHaveAttribute("href", "/");
    expect(screen.getByText(/Organizza viaggi ed eventi con/)).toBeInTheDocument();
    expect(error).toHaveBeenCalled();
  });

  it("hides the powered-by footer when the deployment is licensed", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await renderApp("/no/such/page", {
      api: fakeApi({}),
      config: { licensed: true, appName: "Gite Lagoon" },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Page not found · Gite Lagoon"));
    expect(screen.queryByText(/Organise trips and events with/)).not.toBeInTheDocument();
  });
});

describe("public pages", () => {
  it("show the not-found page for an event that does not exist", async () => {
    await renderApp("/event/99/gone", { api: fakeApi({}) });
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
  });

  it("lead an old slug to the event's current address, keeping the query", async () => {
    const api = fakeApi({ "GET public/events/7": { status: 200, body: { data: eventAnswer() } } });
    const { router } = await renderApp("/e/7/old-name?promo_code=SUMMER", { api });
    expect(await screen.findByRole("heading", { level: 1, name: "Concerto d'estate" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/e/7/concerto-d-estate");
    expect(router.state.location.search).toBe("?promo_code=SUMMER");
  });

  it("do not send anyone to the login page when a call is refused", async () => {
    const api = fakeApi({ "GET public/events/7": unauthenticated });
    const { router } = await renderApp("/event/7/concerto", { api });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Something went wrong" }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/event/7/concerto");
  });
});
