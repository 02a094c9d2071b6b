import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { attendees, orders } from "../../db/schema";
import { useTestApp } from "../../test/testApp";
import { insertCapacity } from "../storefront/testFixtures";
import {
  cancelAttendeeDirectly,
  getAs,
  postAs,
  type SalesEvent,
  salesEvent,
  sold,
  soldOrder,
} from "./testFixtures";

/**
 * The capacity case table of orders (docs/rules/orders.md): after each move, what is sold of each
 * price equals a hand count of the units still held by live orders and attendees.
 */
describe("what an order's cancel and refunds give back", () => {
  const api = useTestApp();
  let event: SalesEvent;
  let venueId: number;

  beforeEach(async () => {
    event = await salesEvent(api);
    // One venue shared by the tickets and the programmes: what it has used is counted from both.
    const venue = await insertCapacity(api, {
      eventId: event.event.id,
      productIds: [event.product.id, event.programme.id],
      capacity: 30,
    });
    venueId = venue.id;
  });

  /** The shared capacity's use, as the organiser's capacity page reads it. */
  const venueUsed = async () => {
    const response = await api.request(
      `/api/events/${event.event.id}/capacity-assignments/${venueId}`,
      getAs(event.token),
    );
    return ((await response.json()) as { data: { used_capacity: number } }).data.used_capacity;
  };

  const cancel = (orderId: number, body: unknown = {}) =>
    api.request(`/api/events/${event.event.id}/orders/${orderId}/cancel`, postAs(event.token, body));
  const refund = (orderId: number, body: unknown) =>
    api.request(`/api/events/${event.event.id}/orders/${orderId}/refund`, postAs(event.token, body));

  /** Stalls and Programmes sold, as the counters say. */
  const counters = async () => ({
    stalls: await sold(api, event.price.id),
    programmes: await sold(api, event.programmePrice.id),
  });

  it("cancelling an order gives every unit back, tickets and other products alike, once", async () => {
    const kept = await soldOrder(api, event, { tickets: 3, programmes: 1, provider: "OFFLINE" });
    const gone = await soldOrder(api, event, { tickets: 2, programmes: 4, provider: "OFFLINE" });
    expect(await counters()).toEqual({ stalls: 5, programmes: 5 });

    const first = await cancel(gone.order.id, { notify_buyer: false });
    expect(first.status).toBe(200);
    const body = (await first.json()) as { data: { status: string; attendees: { status: string }[] } };
    expect(body.data.status).toBe("CANCELLED");
    expect(body.data.attendees.map((attendee) => attendee.status)).toEqual(["CANCELLED", "CANCELLED"]);
    // By hand: only the kept order holds units now.
    expect(await counters()).toEqual({ stalls: 3, programmes: 1 });
    expect(await venueUsed()).toBe(4);

    const again = await cancel(gone.order.id);
    expect(again.status).toBe(409);
    expect(await counters()).toEqual({ stalls: 3, programmes: 1 });
    expect(kept.order.id).toBeGreaterThan(0);
  });

  it("two cancels of one order at once give its units back once", async () => {
    await soldOrder(api, event, { tickets: 1 });
    const { order } = await soldOrder(api, event, { tickets: 4, programmes: 2, provider: "OFFLINE" });
    const answers = await Promise.all([cancel(order.id), cancel(order.id), cancel(order.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect(await counters()).toEqual({ stalls: 1, programmes: 0 });
  });

  it("an order awaiting its offline payment can be cancelled and gives its units back", async () => {
    const { order } = await soldOrder(api, event, {
      status: "AWAITING_OFFLINE_PAYMENT",
      tickets: 2,
      programmes: 1,
    });
    expect(await counters()).toEqual({ stalls: 2, programmes: 1 });
    expect((await cancel(order.id)).status).toBe(200);
    expect(await counters()).toEqual({ stalls: 0, programmes: 0 });
  });

  it("a refund without cancelling leaves what is sold unchanged", async () => {
    const { order } = await soldOrder(api, event, { tickets: 2, programmes: 1, provider: "OFFLINE" });
    const answer = await refund(order.id, { amount: 55, notify_buyer: false, cancel_order: false });
    expect(answer.status).toBe(200);
    expect(await counters()).toEqual({ stalls: 2, programmes: 1 });
    expect(await venueUsed()).toBe(3);
    const [row] = await api.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: "COMPLETED", refundStatus: "REFUNDED", totalRefunded: 5500 });
  });

  it("a refund with cancelling gives the units back once, and a later cancel is refused", async () => {
    const { order } = await soldOrder(api, event, { tickets: 2, programmes: 1, provider: "OFFLINE" });
    const answer = await refund(order.id, { amount: 20, notify_buyer: false, cancel_order: true });
    expect(answer.status).toBe(200);
    expect(await counters()).toEqual({ stalls: 0, programmes: 0 });
    expect((await cancel(order.id)).status).toBe(409);
    expect(await counters()).toEqual({ stalls: 0, programmes: 0 });
  });

  it("cancelling after one attendee was cancelled on its own gives back only the rest", async () => {
    const { order, attendees: holders } = await soldOrder(api, event, {
      tickets: 3,
      programmes: 2,
      provider: "OFFLINE",
    });
    const first = holders[0];
    if (!first) throw new Error("no attendee");
    // The attendee's own cancel returned its unit (the attendees module's rule).
    await cancelAttendeeDirectly(api, first.id, event.price.id);
    expect(await counters()).toEqual({ stalls: 2, programmes: 2 });

    expect((await cancel(order.id)).status).toBe(200);
    // By hand: 3 stalls − 1 already back − 2 now = 0 held; never below what other orders hold.
    expect(await counters()).toEqual({ stalls: 0, programmes: 0 });
    expect(await venueUsed()).toBe(0);
    const statuses = await api.db
      .select({ status: attendees.status })
      .from(attendees)
      .where(eq(attendees.orderId, order.id));
    expect(statuses.every((row) => row.status === "CANCELLED")).toBe(true);
  });

  it("the same, beside another order: the other order's units stay sold", async () => {
    await soldOrder(api, event, { tickets: 4, programmes: 3, provider: "OFFLINE" });
    const { order, attendees: holders } = await soldOrder(api, event, { tickets: 2, provider: "OFFLINE" });
    const first = holders[0];
    if (!first) throw new Error("no attendee");
    await cancelAttendeeDirectly(api, first.id, event.price.id);
    expect(await venueUsed()).toBe(8);
    expect((await cancel(order.id)).status).toBe(200);
    expect(await counters()).toEqual({ stalls: 4, programmes: 3 });
    expect(await venueUsed()).toBe(7);
  });
});
