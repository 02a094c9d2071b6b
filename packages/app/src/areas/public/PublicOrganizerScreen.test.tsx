import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { eventAnswer, eventsPage, fakeApi, renderApp } from "../../test/renderApp";

const organizer = { id: 3, name: "Gite Lagoon", slug: "gite-lagoon", status: "LIVE", images: [] };

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
  });

  it("shows the not-found page for an unknown organiser", async () => {
    await renderApp("/events/44/nobody", { api: fakeApi({}) });
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
  });
});
