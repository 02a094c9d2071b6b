import { type Organizer, type OrganizerBody, organizerSchema } from "@varco/domain";
import { z } from "zod";
import { eventStatistics, events } from "../../db/schema";
import { shortIdOf } from "../../db/shortId";
import type { TestApp } from "../../test/testApp";

/** Test helpers for the organizer routes' test files (no test runner imports: plain throws). */

export function organizerBody(overrides: Partial<OrganizerBody> = {}): OrganizerBody {
  return {
    name: "Teatro Sociale",
    email: "biglietteria@teatro.example",
    phone: "+39 031 270170",
    website: "https://teatro.example",
    description: "Stagione di prosa e musica",
    timezone: "Europe/Rome",
    currency: "EUR",
    ...overrides,
  };
}

/** A request with a JSON body (or none) and the session token. */
export function send(
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  token: string | undefined,
  body?: unknown,
  headers: Record<string, string> = {},
): RequestInit {
  return {
    method,
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  };
}

/** `POST /api/organizers`, which must answer 201. */
export async function createOrganizer(
  api: TestApp,
  token: string,
  overrides: Partial<OrganizerBody> = {},
): Promise<Organizer> {
  const response = await api.request("/api/organizers", send("POST", token, organizerBody(overrides)));
  if (response.status !== 201)
    throw new Error(`create organizer: ${response.status} ${await response.text()}`);
  return z.object({ data: organizerSchema }).parse(await response.json()).data;
}

/** An event row straight in the table (the events module builds the API for them). */
export async function insertEvent(
  api: TestApp,
  {
    accountId,
    organizerId,
    currency = "EUR",
    status = "DRAFT",
    deleted = false,
  }: {
    accountId: number;
    organizerId: number;
    currency?: string;
    status?: "DRAFT" | "LIVE" | "ARCHIVED";
    deleted?: boolean;
  },
): Promise<number> {
  const [row] = await api.db
    .insert(events)
    .values({
      accountId,
      organizerId,
      shortId: shortIdOf("evt"),
      title: "Concerto",
      slug: "concerto",
      startDate: new Date("2030-05-01T18:00:00Z"),
      status,
      currency,
      timezone: "Europe/Rome",
      ...(deleted ? { deletedAt: new Date() } : {}),
    })
    .returning({ id: events.id });
  if (!row) throw new Error("event insert returned nothing");
  return row.id;
}

/** The event's running totals (money in minor units, as the table keeps it). */
export async function insertStatistics(
  api: TestApp,
  eventId: number,
  values: Partial<typeof eventStatistics.$inferInsert>,
): Promise<void> {
  await api.db.insert(eventStatistics).values({ eventId, ...values });
}
