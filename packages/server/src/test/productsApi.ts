import type { ProductBody } from "@varco/domain";
import { expect } from "vitest";
import { authed } from "../modules/events/testFixtures";
import {
  assignmentEnvelope,
  createProduct,
  createTax,
  type EventFixture,
  paid,
} from "../modules/products/testFixtures";
import type { TestApp } from "./testApp";

/** Products and taxes several products tests make the same way, through the organiser's API. */

/** `POST products` in the event's first category: a PAID "Intero" at 25.00 but for `overrides`. */
export function createProductIn(api: TestApp, fixture: EventFixture, overrides: Partial<ProductBody> = {}) {
  return createProduct(api, fixture, paid(fixture.categoryId, overrides));
}

/** `POST products`: a TIERED "Posti", one price per `[label, price]`, in that order. */
export function createTiered(api: TestApp, fixture: EventFixture, tiers: [label: string, price: number][]) {
  const prices = tiers.map(([label, price]) => ({ price, label }));
  return createProductIn(api, fixture, { title: "Posti", type: "TIERED", prices });
}

/** `POST taxes-and-fees`: IVA, 22% of the price and its fees. */
export function createIva(api: TestApp, owner: { token: string; accountId: number }) {
  return createTax(api, owner, { name: "IVA", type: "TAX", calculation_type: "PERCENTAGE", rate: 22 });
}

/** `POST capacity-assignments`: an ACTIVE "Sala" of `capacity` places the products share. */
export async function createSharedCapacity(
  api: TestApp,
  fixture: EventFixture,
  capacity: number,
  productIds: number[],
) {
  const response = await api.request(
    `/api/events/${fixture.eventId}/capacity-assignments`,
    authed(fixture.token, "POST", { name: "Sala", capacity, status: "ACTIVE", product_ids: productIds }),
  );
  expect(response.status).toBe(200);
  return assignmentEnvelope.parse(await response.json()).data;
}
