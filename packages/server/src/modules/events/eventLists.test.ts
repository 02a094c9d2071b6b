import { type Event, eventSchema, paginatedSchema, publicOrganizerEventsQuery } from "@varco/domain";
import { describe, expect, it } from "vitest";
import { registerOwner } from "../../test/accounts";
import { useTestApp } from "../../test/testApp";
import {
  authed,
  clientFor,
  createEventVia,
  daysFromNow,
  errorsOf,
  insertOrganizer,
  setEventStatus,
} from "./testFixtures";

const api = useTestApp();
const eventPage = paginatedSchema(eventSchema);

async function listOf(token: string, search: string) {
  const response = await api.request(`/api/events${search}`, authed(token));
  expect(response.status).toBe(200);
  return eventPage.parse(await response.json());
}

const titlesOf = (page: { data: Event[] }) => page.data.map((event) => event.title);

/**
 * An account with two organizers and events spread over time:
 * - "Alpha Concert": in 10 days, no end (upcoming)
 * - "Beta Workshop": started yesterday, ends tomorrow (upcoming: not over)
 * - "Gamma Fair": ended two days ago (ended)
 * - "Delta Gala": in 20 days but ARCHIVED (archived)
 * - "Epsilon 100% Party": started 30 days ago, no end (upcoming: never ends)
 * - "Zeta Talk": DRAFT, ended 5 days ago, second organizer (ended)
 */
async function seededAccount() {
  const owner = await registerOwner(api);
  const first = await insertOrganizer(api, owner.account.id);
  const second = await insertOrganizer(api, owner.account.id, { name: "Second", slug: "second" });
  const make = (title: string, start: number, end: number | null, organizerId = first.id) =>
    createEventVia(api, owner.token, {
      title,
      start_date: daysFromNow(start),
      end_date: end === null ? null : daysFromNow(end),
      organizer_id: organizerId,
    });
  const alpha = await make("Alpha Concert", 10, null);
  const beta = await make("Beta Workshop", -1, 1);
  const gamma = await make("Gamma Fair", -3, -2);
  const delta = await make("Delta Gala", 20, 21);
  const epsilon = await make("Epsilon 100% Party", -30, null);
  const zeta = await make("Zeta Talk", -6, -5, second.id);
  for (const event of [alpha, beta, gamma, epsilon]) await setEventStatus(api, owner.token, event.id, "LIVE");
  await setEventStatus(api, owner.token, delta.id, "ARCHIVED");
  return { ...owner, first, second, events: { alpha, beta, gamma, delta, epsilon, zeta } };
}

describe("GET /api/events", () => {
  it("pages the account's events soonest first, with the list's meta and each event's relations", async () => {
    const { token } = await seededAccount();
    // Another account's events never show.
    const stranger = await registerOwner(api);
    const theirs = await insertOrganizer(api, stranger.account.id);
    await createEventVia(api, stranger.token, {
      title: "Alpha Stranger",
      start_date: daysFromNow(1),
      organizer_id: theirs.id,
    });

    const first = await listOf(token, "?per_page=4");
    expect(titlesOf(first)).toEqual(["Epsilon 100% Party", "Zeta Talk", "Gamma Fair", "Beta Workshop"]);
    expect(first.meta).toMatchObject({
      current_page: 1,
      per_page: 4,
      total: 6,
      last_page: 2,
      from: 1,
      to: 4,
      default_sort: "start_date",
      default_sort_direction: "asc",
    });
    expect(Object.keys(first.meta.allowed_sorts ?? {}).sort()).toEqual([
      "created_at",
      "end_date",
      "start_date",
      "title",
      "updated_at",
    ]);
    expect(first.meta.allowed_filter_fields).toEqual(
      expect.arrayContaining(["title", "status", "organizer_id", "start_date", "end_date"]),
    );
    expect(first.links.next).toContain("page=2");
    expect(first.data[0]).toMatchObject({
      organizer: { name: "Teatro Verdi" },
      images: [],
      statistics: { total_views: 0 },
      lifecycle_status: "ONGOING",
    });

    const second = await listOf(token, "?per_page=4&page=2");
    expect(titlesOf(second)).toEqual(["Alpha Concert", "Delta Gala"]);
    expect(second.links.next).toBeNull();
  });

  it("searches titles case-insensitively, with % and _ matching themselves", async () => {
    const { token } = await seededAccount();
    expect(titlesOf(await listOf(token, "?query=alpha"))).toEqual(["Alpha Concert"]);
    expect(titlesOf(await listOf(token, `?query=${encodeURIComponent("100%")}`))).toEqual([
      "Epsilon 100% Party",
    ]);
    expect(titlesOf(await listOf(token, `?query=${encodeURIComponent("%")}`))).toEqual([
      "Epsilon 100% Party",
    ]);
    expect(titlesOf(await listOf(token, "?query=a_p"))).toEqual([]);
  });

  it("sorts by title, end date and creation, either way", async () => {
    const { token } = await seededAccount();
    expect(titlesOf(await listOf(token, "?sort_by=title&sort_direction=desc"))).toEqual([
      "Zeta Talk",
      "Gamma Fair",
      "Epsilon 100% Party",
      "Delta Gala",
      "Beta Workshop",
      "Alpha Concert",
    ]);
    expect(titlesOf(await listOf(token, "?sort_by=created_at&sort_direction=DESC")).slice(0, 2)).toEqual([
      "Zeta Talk",
      "Epsilon 100% Party",
    ]);
    // PostgreSQL puts events without an end last going up.
    expect(titlesOf(await listOf(token, "?sort_by=end_date&sort_direction=asc"))).toEqual([
      "Zeta Talk",
      "Gamma Fair",
      "Beta Workshop",
      "Delta Gala",
      "Alpha Concert",
      "Epsilon 100% Party",
    ]);
  });

  it("filters on status and dates with operators, all conditions together", async () => {
    const { token, second } = await seededAccount();
    expect(titlesOf(await listOf(token, "?filter_fields[status][eq]=ARCHIVED"))).toEqual(["Delta Gala"]);
    expect(titlesOf(await listOf(token, "?filter_fields[status][in]=DRAFT,ARCHIVED"))).toEqual([
      "Zeta Talk",
      "Delta Gala",
    ]);
    expect(
      titlesOf(await listOf(token, `?filter_fields[start_date][gte]=${encodeURIComponent(daysFromNow(0))}`)),
    ).toEqual(["Alpha Concert", "Delta Gala"]);
    expect(titlesOf(await listOf(token, "?filter_fields[end_date][eq]=null"))).toEqual([
      "Epsilon 100% Party",
      "Alpha Concert",
    ]);
    expect(
      titlesOf(
        await listOf(
          token,
          `?filter_fields[end_date][lte]=${encodeURIComponent(daysFromNow(0))}&filter_fields[status][ne]=DRAFT`,
        ),
      ),
    ).toEqual(["Gamma Fair"]);
    expect(titlesOf(await listOf(token, `?filter_fields[organizer_id][eq]=${second.id}`))).toEqual([
      "Zeta Talk",
    ]);
    expect(titlesOf(await listOf(token, "?filter_fields[title][like]=fair"))).toEqual(["Gamma Fair"]);
  });

  it("shows the upcoming, ended and archived views", async () => {
    const { token } = await seededAccount();
    expect(titlesOf(await listOf(token, "?eventsStatus=upcoming"))).toEqual([
      "Epsilon 100% Party",
      "Beta Workshop",
      "Alpha Concert",
    ]);
    expect(titlesOf(await listOf(token, "?eventsStatus=ended"))).toEqual(["Zeta Talk", "Gamma Fair"]);
    expect(titlesOf(await listOf(token, "?eventsStatus=archived"))).toEqual(["Delta Gala"]);
  });

  it("answers 422 naming the parameter for an unknown filter field, operator, sort, view or date", async () => {
    const { token } = await seededAccount();
    const cases: [string, string][] = [
      ["?filter_fields[password][eq]=x", "filter_fields.password"],
      ["?filter_fields[status][like]=LIVE", "filter_fields.status.like"],
      ["?filter_fields[status][eq]=SOLD_OUT", "filter_fields.status.eq"],
      ["?filter_fields[start_date][gte]=tomorrow", "filter_fields.start_date.gte"],
      ["?sort_by=password", "sort_by"],
      ["?eventsStatus=everything", "eventsStatus"],
      ["?per_page=101", "per_page"],
    ];
    for (const [search, key] of cases) {
      const response = await api.request(`/api/events${search}`, authed(token));
      expect(`${search} ${response.status}`).toBe(`${search} 422`);
      expect(Object.keys(await errorsOf(response))).toEqual([key]);
    }
  });

  it("takes what the app sends: empty parameters, and the domain client's queries", async () => {
    const { token, first, events } = await seededAccount();
    const spa = await listOf(token, "?page=1&per_page=20&query=&sort_by=&sort_direction=&eventsStatus=");
    expect(spa.meta.total).toBe(6);

    const client = clientFor(api, token);
    const ended = await client.events.list({
      eventsStatus: "ended",
      sort_by: "start_date",
      sort_direction: "desc",
    });
    expect(titlesOf(ended)).toEqual(["Gamma Fair", "Zeta Talk"]);
    const past = await client.organizers.listEvents(first.id, publicOrganizerEventsQuery("past", new Date()));
    expect(titlesOf(past)).toEqual(["Gamma Fair"]);
    const upcoming = await client.organizers.listEvents(
      first.id,
      publicOrganizerEventsQuery("upcoming", new Date()),
    );
    expect(titlesOf(upcoming)).toEqual(["Epsilon 100% Party", "Beta Workshop", "Alpha Concert"]);
    expect(upcoming.meta.per_page).toBe(30);
    expect(events.zeta.organizer_id).not.toBe(first.id);
  });
});

describe("GET /api/organizers/:organizer_id/events", () => {
  it("lists that organizer's events only, and 404s for an organizer that is not the account's", async () => {
    const { token, second } = await seededAccount();
    const response = await api.request(`/api/organizers/${second.id}/events`, authed(token));
    expect(response.status).toBe(200);
    expect(titlesOf(eventPage.parse(await response.json()))).toEqual(["Zeta Talk"]);

    const stranger = await registerOwner(api);
    const theirs = await insertOrganizer(api, stranger.account.id);
    expect((await api.request(`/api/organizers/${theirs.id}/events`, authed(token))).status).toBe(404);
    expect((await api.request("/api/organizers/987654321/events", authed(token))).status).toBe(404);
    const deleted = await insertOrganizer(api, stranger.account.id, { deletedAt: new Date() });
    expect((await api.request(`/api/organizers/${deleted.id}/events`, authed(stranger.token))).status).toBe(
      404,
    );
  });
});
