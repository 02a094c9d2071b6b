import { randomInt } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * Setting a scene through the API rather than the screens another spec already walks: calls made
 * from the page's origin (the server checks the Origin of unsafe methods), with the page's cookies.
 */

/** An unsafe call that must succeed; its `data`, when it answers one. */
export async function apiPost(
  request: APIRequestContext,
  origin: string,
  path: string,
  data: unknown,
  headers: Record<string, string> = {},
): Promise<{ id: number; slug: string } | null> {
  const response = await request.post(`/api/${path}`, { data, headers: { origin, ...headers } });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.status() === 204
    ? null
    : ((await response.json()) as { data: { id: number; slug: string } }).data;
}

/** A new account registered in Italian (EUR, Rome), signed in on `request`'s cookies. */
export async function registerInItalian(
  request: APIRequestContext,
  origin: string,
  person: { first_name: string; last_name: string; email: string; password: string },
): Promise<void> {
  await apiPost(
    request,
    origin,
    "auth/register",
    {
      ...person,
      password_confirmation: person.password,
      timezone: "Europe/Rome",
      currency_code: "EUR",
      locale: "it",
    },
    // Each organiser a test sets up registers from an address of its own, as people do: the
    // server (behind one trusted proxy here) allows 10 registrations an hour per address, and the
    // suite makes more than that from this machine.
    { "x-forwarded-for": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` },
  );
}

/** An organiser of the signed-in account, in Rome and in euros. */
export async function apiOrganizer(
  request: APIRequestContext,
  origin: string,
  name: string,
  email: string,
): Promise<{ id: number; slug: string } | null> {
  return apiPost(request, origin, "organizers", { name, email, timezone: "Europe/Rome", currency: "EUR" });
}

/** The id of the category a new event comes with. */
export async function firstCategoryId(
  request: APIRequestContext,
  eventId: number | undefined,
): Promise<number | undefined> {
  const categories = await request.get(`/api/events/${eventId}/product-categories`);
  const [category] = ((await categories.json()) as { data: { id: number }[] }).data;
  return category?.id;
}

/**
 * A new account registered in Italian with an organiser of its own (`name`, with a stamp that
 * makes it unique): the scene most sales start from. Its owner's address, and the stamp.
 */
export async function apiNewOrganizer(
  request: APIRequestContext,
  origin: string,
  person: { first_name: string; last_name: string },
  name: string,
): Promise<{ organizerId: number | undefined; email: string; stamp: number }> {
  const stamp = Date.now();
  const email = `${person.first_name.toLowerCase()}.${stamp}@example.com`;
  await registerInItalian(request, origin, { ...person, email, password: `una-password-${stamp}` });
  const organizer = await apiOrganizer(request, origin, `${name} ${stamp}`, email);
  return { organizerId: organizer?.id, email, stamp };
}

/** An event of the organiser on sale (LIVE), with one product (its `body`) in the event's first category. */
export async function apiEventOnSale(
  request: APIRequestContext,
  origin: string,
  event: Record<string, unknown>,
  product: Record<string, unknown>,
): Promise<{ id: number; slug: string; product: { id: number; prices: { id: number }[] } }> {
  const created = (await apiPost(request, origin, "events", event)) as { id: number; slug: string };
  const added = (await apiPost(request, origin, `events/${created.id}/products`, {
    product_category_id: await firstCategoryId(request, created.id),
    ...product,
  })) as unknown as { id: number; prices: { id: number }[] };
  const live = await request.put(`/api/events/${created.id}/status`, {
    data: { status: "LIVE" },
    headers: { origin },
  });
  expect(live.ok(), await live.text()).toBe(true);
  return { ...created, product: added };
}
