import { randomUUID } from "node:crypto";
import { type ApiClient, createApiClient, type Event, eventSchema } from "@varco/domain";
import { z } from "zod";
import { images, organizerSettings, organizers } from "../../db/schema";
import { type TestApp, testAppUrl } from "../../test/testApp";
import { imageFilesOf } from "../images/storage";

/**
 * Rows the events tests need that other modules own: organizers and images are written with
 * Drizzle, not through those modules' routes, so these tests depend on the tables only.
 */

type OrganizerRow = typeof organizers.$inferSelect;

export async function insertOrganizer(
  api: TestApp,
  accountId: number,
  overrides: Partial<typeof organizers.$inferInsert> = {},
  settings?: Record<string, unknown>,
): Promise<OrganizerRow> {
  const [organizer] = await api.db
    .insert(organizers)
    .values({
      accountId,
      name: "Teatro Verdi",
      email: "box-office@verdi.example.test",
      timezone: "Europe/Rome",
      currency: "EUR",
      slug: "teatro-verdi",
      status: "LIVE",
      ...overrides,
    })
    .returning();
  if (!organizer) throw new Error("organizer insert returned nothing");
  if (settings) {
    await api.db
      .insert(organizerSettings)
      .values({ organizerId: organizer.id, values: settings, homepagePassword: "organizer-secret" });
  }
  return organizer;
}

/** A PNG row for an event or organizer; with `dataDir`, its file too (a few bytes, never read as an image). */
export async function insertImage(
  api: TestApp,
  {
    accountId,
    entityType,
    entityId,
    type,
    dataDir,
  }: {
    accountId: number;
    entityType: "EVENT" | "ORGANIZER";
    entityId: number;
    type: "EVENT_COVER" | "TICKET_LOGO" | "ORGANIZER_LOGO" | "ORGANIZER_COVER";
    dataDir?: string;
  },
) {
  const storageKey = `${randomUUID()}.png`;
  if (dataDir)
    await imageFilesOf(api.database.connection, { DATA_DIR: dataDir }).write(
      storageKey,
      new TextEncoder().encode(`bytes of ${storageKey}`),
    );
  const [image] = await api.db
    .insert(images)
    .values({
      accountId,
      entityType,
      entityId,
      type,
      storageKey,
      fileName: `${type.toLowerCase()}.png`,
      mimeType: "image/png",
      size: 2048,
      width: 1200,
      height: 600,
    })
    .returning();
  if (!image) throw new Error("image insert returned nothing");
  return image;
}

export function authed(token: string, method = "GET", body?: unknown): RequestInit {
  return {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  };
}

export const eventEnvelope = z.object({ data: eventSchema });

/** `POST /api/events`, which must succeed. */
export async function createEventVia(
  api: TestApp,
  token: string,
  body: Record<string, unknown>,
): Promise<Event> {
  const response = await api.request("/api/events", authed(token, "POST", body));
  if (response.status !== 200) throw new Error(`create event: ${response.status} ${await response.text()}`);
  return eventEnvelope.parse(await response.json()).data;
}

/** `PUT /api/events/{id}/status`, which must succeed. */
export async function setEventStatus(api: TestApp, token: string, eventId: number, status: string) {
  const response = await api.request(`/api/events/${eventId}/status`, authed(token, "PUT", { status }));
  if (response.status !== 200) throw new Error(`set status: ${response.status} ${await response.text()}`);
}

export async function errorsOf(response: Response): Promise<Record<string, string[]>> {
  return ((await response.json()) as { errors: Record<string, string[]> }).errors;
}

/** An ISO instant `days` from now (negative: in the past). */
export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString();
}

/** The domain's typed client, as the app uses it, signed in with `token` (anonymous without). */
export function clientFor(api: TestApp, token?: string): ApiClient {
  const send = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const headers = new Headers(init?.headers);
    if (token) headers.set("authorization", `Bearer ${token}`);
    return api.app.request(input instanceof Request ? input.url : String(input), { ...init, headers });
  };
  return createApiClient({ baseUrl: `${testAppUrl}/api`, fetch: send as typeof fetch });
}
