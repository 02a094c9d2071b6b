import {
  type CheckInList,
  type CheckInListBody,
  checkInListSchema,
  type DoorSync,
  type DoorSyncBody,
  doorSyncResponseSchema,
} from "@varco/domain";
import type { attendees } from "../../db/schema";
import type { TestApp } from "../../test/testApp";
import { authed } from "../events/testFixtures";
import { insertProduct } from "../storefront/testFixtures";
import { insertOrder, type OrderFixture, ticketedEvent } from "../tickets/testFixtures";
import { ticketCodeOf, ticketKeys } from "../tickets/ticketCode";

/**
 * A live event in Rome selling "Stalls" and "Gallery", its owner signed in, with a check-in list
 * "Ingresso A" for the Stalls: where the door tests start.
 */
export async function doorEvent(api: TestApp, list: Partial<CheckInListBody> = {}) {
  const event = await ticketedEvent(api);
  const { product: gallery, prices } = await insertProduct(api, {
    eventId: event.event.id,
    categoryId: event.product.productCategoryId,
    title: "Gallery",
  });
  const galleryPrice = prices[0];
  if (!galleryPrice) throw new Error("no price");
  const fixture = { ...event, gallery, galleryPrice };
  const created = await createList(api, fixture, {
    name: "Ingresso A",
    product_ids: [event.product.id],
    ...list,
  });
  return { ...fixture, list: created };
}

export type DoorEvent = Awaited<ReturnType<typeof doorEvent>>;

/** `POST check-in-lists` as the event's owner, checked to answer 200. */
export async function createList(
  api: TestApp,
  fixture: { token: string; event: { id: number } },
  body: CheckInListBody,
): Promise<CheckInList> {
  const response = await api.request(
    `/api/events/${fixture.event.id}/check-in-lists`,
    authed(fixture.token, "POST", body),
  );
  if (response.status !== 200)
    throw new Error(`POST check-in-lists: ${response.status} ${await response.text()}`);
  return checkInListSchema.parse(((await response.json()) as { data: unknown }).data);
}

/** An order of Stalls (or of Gallery with `gallery: true`) with its attendees. */
export function sell(api: TestApp, fixture: DoorEvent, order: OrderFixture & { gallery?: boolean } = {}) {
  const { gallery, ...rest } = order;
  return insertOrder(
    api,
    gallery ? { ...fixture, product: fixture.gallery, price: fixture.galleryPrice } : fixture,
    rest,
  );
}

/** The signed code an attendee's QR carries. */
export async function codeOf(api: TestApp, attendee: typeof attendees.$inferSelect): Promise<string> {
  return ticketCodeOf(await ticketKeys(api.db), attendee);
}

/** `POST public/check-in-lists/{shortId}/door`, no login, checked to answer 200. */
export async function doorCall(api: TestApp, shortId: string, body: DoorSyncBody): Promise<DoorSync> {
  const response = await api.request(`/api/public/check-in-lists/${shortId}/door`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: "https://tickets.varco.test" },
    body: JSON.stringify(body),
  });
  if (response.status !== 200) throw new Error(`POST door: ${response.status} ${await response.text()}`);
  return doorSyncResponseSchema.parse(await response.json()).data;
}

let scanCounter = 0;
/** A scan as a device sends it: a fresh id, scanned now (or at `at`). */
export function scanOf(
  code: string,
  options: {
    offline?: boolean;
    at?: Date;
    id?: string;
    action?: "check-in" | "check-in-and-mark-order-as-paid";
  } = {},
) {
  scanCounter += 1;
  return {
    id: options.id ?? `scan-${Date.now().toString(36)}-${scanCounter}`,
    code,
    action: options.action ?? ("check-in" as const),
    scanned_at: (options.at ?? new Date()).toISOString(),
    offline: options.offline ?? false,
  };
}

/** A public door request (no login), JSON. */
export function publicCall(api: TestApp, path: string, method = "GET", body?: unknown) {
  return api.request(path, {
    method,
    headers: {
      origin: "https://tickets.varco.test",
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}
