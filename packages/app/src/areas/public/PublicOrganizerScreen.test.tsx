import { screen } from "@testing-library/react";
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
    expect(screen.getByRole("button", { name: /Language/u })).toBeInTheDocument();
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

  it("shows the not-found page for an unknown organiser", async () => {
    await renderApp("/events/44/nobody", { api: fakeApi({}) });
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
  });
});
