import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cancelAttendeeViaApi, useActivityFixtures } from "../test/activityFixtures";
import { recordActivity } from "./activity";
import { activityLog } from "./schema";

/**
 * The activity log (docs/decisions/0006-event-log.md): each change of an event, a product, an
 * order, an attendee or a check-in writes its row (all 16 types), typed as the webhooks name it, by the action that causes it,
 * in the change's transaction. Runs on PGlite and on PostgreSQL (both projects).
 */
describe("the activity log", () => {
  const { api, sale } = useActivityFixtures();

  /** The log of one event, oldest first: `type entity`, with the entity's id. */
  const logOf = async (eventId: number) =>
    (
      await api.db
        .select()
        .from(activityLog)
        .where(eq(activityLog.eventId, eventId))
        .orderBy(asc(activityLog.id))
    ).map((row) => [row.type, row.entity, row.entityId] as const);

  it("names every change an organiser or a buyer makes, once, in the order they happened", async () => {
    const fixture = await sale();
    const { eventId, request } = fixture;
    expect(await logOf(eventId)).toEqual([
      ["event.created", "event", eventId],
      ["event.updated", "event", eventId], // made LIVE
    ]);

    const product = await request("POST", `/api/events/${eventId}/products`, fixture.productBody);
    const productId = product.data.id as number;
    await request("PUT", `/api/events/${eventId}/products/${productId}`, {
      ...fixture.productBody,
      title: "Ridotto",
    });
    await request("PUT", `/api/events/${eventId}`, fixture.eventBody);

    // A box-office sale: its order, then each attendee.
    const walkIn = await request("POST", `/api/events/${eventId}/attendees`, fixture.boxOfficeBody);
    const attendeeId = walkIn.data.id as number;
    const orderId = walkIn.data.order_id as number;
    await request("PATCH", `/api/events/${eventId}/attendees/${attendeeId}`, { first_name: "Walt" });
    await request("PUT", `/api/events/${eventId}/orders/${orderId}`, {
      email: "walt@example.com",
      first_name: "Walt",
      last_name: "In",
    });
    // At the door: admitted by hand on the one list holding the ticket, then undone.
    const list = await request("POST", `/api/events/${eventId}/check-in-lists`, {
      name: "Ingresso",
      product_ids: [walkIn.data.product_id],
    });
    const publicId = walkIn.data.public_id as string;
    const admitted = await request("POST", `/api/events/${eventId}/attendees/${publicId}/check_in`, {
      action: "check_in",
    });
    const checkInId = (admitted.data.check_ins as { id: number; check_in_list_id: number }[])[0];
    expect(checkInId?.check_in_list_id).toBe(list.data.id);
    await request("POST", `/api/events/${eventId}/attendees/${publicId}/check_in`, { action: "check_out" });
    await request("POST", `/api/events/${eventId}/orders/${orderId}/refund`, {
      amount: 5,
      notify_buyer: false,
      cancel_order: false,
    });
    await request("POST", `/api/events/${eventId}/orders/${orderId}/cancel`, { notify_buyer: false });

    // An order awaiting its offline payment, then paid; one attendee of it cancelled on its own.
    const awaiting = await fixture.awaitingOfflinePayment();
    await request("POST", `/api/events/${eventId}/orders/${awaiting.orderId}/mark-as-paid`);
    await cancelAttendeeViaApi(request, eventId, awaiting.attendeeId);

    await request("PUT", `/api/events/${eventId}/status`, { status: "ARCHIVED" });
    const spare = await request("POST", `/api/events/${eventId}/products`, {
      ...fixture.productBody,
      title: "Spare",
    });
    await request("DELETE", `/api/events/${eventId}/products/${spare.data.id}`);

    expect(await logOf(eventId)).toEqual([
      ["event.created", "event", eventId],
      ["event.updated", "event", eventId],
      ["product.created", "product", productId],
      ["product.updated", "product", productId],
      ["event.updated", "event", eventId],
      ["order.created", "order", orderId],
      ["attendee.created", "attendee", attendeeId],
      ["attendee.updated", "attendee", attendeeId],
      ["order.updated", "order", orderId],
      ["checkin.created", "checkin", checkInId?.id],
      ["checkin.deleted", "checkin", checkInId?.id],
      ["order.refunded", "order", orderId],
      ["order.cancelled", "order", orderId],
      ["attendee.cancelled", "attendee", attendeeId],
      ["order.marked_as_paid", "order", awaiting.orderId],
      ["attendee.cancelled", "attendee", awaiting.attendeeId],
      ["event.archived", "event", eventId],
      ["product.created", "product", spare.data.id],
      ["product.deleted", "product", spare.data.id],
    ]);
    const [first] = await api.db.select().from(activityLog).where(eq(activityLog.eventId, eventId));
    expect(first?.accountId).toBe(fixture.accountId);
  });

  it("writes nothing for a change that was refused, or rolled back", async () => {
    const fixture = await sale();
    const before = await logOf(fixture.eventId);
    // Refused: a product with no title changes nothing, and logs nothing.
    const refused = await fixture.send("POST", `/api/events/${fixture.eventId}/products`, {
      ...fixture.productBody,
      title: "",
    });
    expect(refused.status).toBe(422);
    // Rolled back: the row goes with the transaction that wrote it.
    await expect(
      api.db.transaction(async (tx) => {
        await recordActivity(tx, {
          type: "event.updated",
          eventId: fixture.eventId,
          entity: "event",
          entityIds: [fixture.eventId],
        });
        throw new Error("the change failed after its row was written");
      }),
    ).rejects.toThrow("the change failed");
    expect(await logOf(fixture.eventId)).toEqual(before);
  });
});
