import { generateKeyPairSync } from "node:crypto";
import { parseTicketCode, ticketSecretDigest, verifySignedTicket } from "@varco/domain";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activityLog, checkIns, orders } from "../../db/schema";
import { useTestApp } from "../../test/testApp";
import { authed } from "../events/testFixtures";
import { olderTicketCodeOf, ticketCodeOf, ticketKeys } from "../tickets/ticketCode";
import { codeOf, createList, doorCall, doorEvent, scanOf, sell } from "./testFixtures";

/**
 * The door's one call (`POST public/check-in-lists/{shortId}/door`): what a scanner sends, what
 * it keeps. Runs on PGlite and on PostgreSQL (both projects).
 */
describe("a door device's sync", () => {
  const api = useTestApp();
  const device = (id: string, name?: string) => ({ id: `device-${id}`, ...(name ? { name } : {}) });

  it("brings the list, the ticket key and every attendee of its products, cancelled ones too; then only what changed", async () => {
    const fixture = await doorEvent(api);
    const { attendees, order } = await sell(api, fixture, {
      holders: [
        { firstName: "Ida", lastName: "Verdi", email: "ida@example.com" },
        { firstName: "Ugo", lastName: "Verdi", email: "ugo@example.com", status: "CANCELLED" },
      ],
    });
    await sell(api, fixture, { gallery: true });
    await sell(api, fixture, {
      status: "CANCELLED",
      holders: [{ firstName: "Eva", lastName: "Neri", email: "eva@example.com", status: "CANCELLED" }],
    });
    await sell(api, fixture, { status: "RESERVED", paymentStatus: null });

    const first = await doorCall(api, fixture.list.short_id, { device: device("phone-1") });
    expect(first.list).toMatchObject({
      name: "Ingresso A",
      total_attendees: 1,
      checked_in_attendees: 0,
      is_active: true,
    });
    expect(first.list.event).toMatchObject({ id: fixture.event.id, timezone: "Europe/Rome" });
    expect(first.ticket_public_key).toBe((await ticketKeys(api.db)).publicKey);
    expect(first.attendees?.map((a) => [a.first_name, a.status, a.order_status])).toEqual([
      ["Ida", "ACTIVE", "COMPLETED"],
      ["Ugo", "CANCELLED", "COMPLETED"],
      ["Eva", "CANCELLED", "CANCELLED"],
    ]);
    const ida = first.attendees?.[0];
    expect(ida).toMatchObject({
      public_id: attendees[0]?.publicId,
      order_public_id: order.publicId,
      check_in: null,
    });
    // A device checks an older code's secret against this digest, computed as the browser does.
    expect(ida?.secret_digest).toBe(await ticketSecretDigest(attendees[0]?.ticketSecret ?? ""));

    // The device's copy. A sync brings what changed since its cursor: the oldest transaction still
    // running when it was read, so a transaction of another test running meanwhile may bring rows
    // again, unchanged (at least once, never missed). What is new is what differs from the copy.
    const copy = new Map((first.attendees ?? []).map((a) => [a.public_id, JSON.stringify(a)]));
    const news = (changes: typeof first.changes) =>
      changes.filter((a) => {
        const known = copy.get(a.public_id) === JSON.stringify(a);
        copy.set(a.public_id, JSON.stringify(a));
        return !known;
      });

    // Nothing written since the copy was read: nothing new comes back.
    const again = await doorCall(api, fixture.list.short_id, {
      device: device("phone-1"),
      since: first.cursor,
    });
    expect(again.attendees).toBeNull();
    expect(news(again.changes)).toEqual([]);

    // The organiser cancels Ida's order: the next sync brings its tickets, cancelled, and only them.
    const cancel = await api.request(
      `/api/events/${fixture.event.id}/orders/${order.id}/cancel`,
      authed(fixture.token, "POST", { notify_buyer: false }),
    );
    expect(cancel.status).toBe(200);
    const after = await doorCall(api, fixture.list.short_id, {
      device: device("phone-1"),
      since: again.cursor,
    });
    expect(after.attendees).toBeNull();
    expect(news(after.changes).map((a) => [a.first_name, a.status, a.order_status])).toEqual([
      ["Ida", "CANCELLED", "CANCELLED"],
      ["Ugo", "CANCELLED", "CANCELLED"],
    ]);

    // A cursor of another epoch of transaction ids, or of a list changed since, gets the whole list again.
    const [readAt, version] = after.cursor.split(".");
    const stale = `${BigInt(readAt ?? "0") + (1n << 32n)}.${version}`;
    const staleSync = await doorCall(api, fixture.list.short_id, { device: device("phone-1"), since: stale });
    expect(staleSync.attendees).toHaveLength(3);
    await api.request(
      `/api/events/${fixture.event.id}/check-in-lists/${fixture.list.id}`,
      authed(fixture.token, "PUT", {
        name: "Ingresso A",
        product_ids: [fixture.product.id, fixture.gallery.id],
      }),
    );
    const widened = await doorCall(api, fixture.list.short_id, {
      device: device("phone-1"),
      since: after.cursor,
    });
    expect(widened.attendees).toHaveLength(4);
  });

  it("admits a ticket scanned online once; scanned again it is already checked in, when and where, and nothing is written", async () => {
    const fixture = await doorEvent(api);
    const { attendees } = await sell(api, fixture);
    const ticket = attendees[0];
    if (!ticket) throw new Error("no attendee");
    const code = await codeOf(api, ticket);
    const admitted = await doorCall(api, fixture.list.short_id, {
      device: device("phone-1", "Porta 1"),
      scans: [scanOf(code)],
    });
    expect(admitted.results[0]).toMatchObject({
      outcome: "admitted",
      attendee: { public_id: ticket.publicId, first_name: "Maria" },
      check_in: { list_name: "Ingresso A", device_name: "Porta 1" },
    });
    expect(admitted.list).toMatchObject({ checked_in_attendees: 1, total_attendees: 1 });
    const rows = await api.db.select().from(checkIns).where(eq(checkIns.attendeeId, ticket.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ admitted: true, deviceId: "device-phone-1", deviceName: "Porta 1" });
    const logged = async () =>
      (await api.db.select().from(activityLog).where(eq(activityLog.entity, "checkin"))).filter(
        (row) => row.eventId === fixture.event.id,
      );
    expect((await logged()).map((row) => [row.type, row.entityId])).toEqual([
      ["checkin.created", rows[0]?.id],
    ]);

    const second = await doorCall(api, fixture.list.short_id, {
      device: device("phone-2"),
      scans: [scanOf(code)],
    });
    expect(second.results[0]).toMatchObject({
      outcome: "already_checked_in",
      check_in: {
        short_id: rows[0]?.shortId,
        list_name: "Ingresso A",
        device_name: "Porta 1",
        checked_in_at: rows[0]?.scannedAt.toISOString(),
      },
    });
    expect(await api.db.select().from(checkIns).where(eq(checkIns.attendeeId, ticket.id))).toHaveLength(1);
    expect(await logged()).toHaveLength(1);
  });

  it("answers a scan sent alone (sync false) with its ticket and the counters: no copy, the cursor kept", async () => {
    const fixture = await doorEvent(api);
    const { attendees } = await sell(api, fixture, {
      holders: [
        { firstName: "Ida", lastName: "Verdi", email: "ida@example.com" },
        { firstName: "Ugo", lastName: "Verdi", email: "ugo@example.com" },
      ],
    });
    const [ida, ugo] = attendees;
    if (!ida || !ugo) throw new Error("no attendees");
    const first = await doorCall(api, fixture.list.short_id, { device: device("phone-1") });
    const scanned = await doorCall(api, fixture.list.short_id, {
      device: device("phone-1"),
      since: first.cursor,
      sync: false,
      scans: [scanOf(await codeOf(api, ida))],
    });
    expect(scanned).toMatchObject({ cursor: first.cursor, attendees: null, changes: [] });
    expect(scanned.results[0]).toMatchObject({ outcome: "admitted", attendee: { public_id: ida.publicId } });
    expect(scanned.list).toMatchObject({ checked_in_attendees: 1, total_attendees: 2 });
    // Another device's admission and the next sync: the copy catches up from the kept cursor.
    await doorCall(api, fixture.list.short_id, {
      device: device("phone-2"),
      sync: false,
      scans: [scanOf(await codeOf(api, ugo))],
    });
    const synced = await doorCall(api, fixture.list.short_id, {
      device: device("phone-1"),
      since: scanned.cursor,
    });
    expect(synced.list).toMatchObject({ checked_in_attendees: 2 });
    expect(synced.changes.map((attendee) => [attendee.public_id, attendee.check_in !== null]).sort()).toEqual(
      [
        [ida.publicId, true],
        [ugo.publicId, true],
      ].sort(),
    );
  });

  it("records a queued scan once, however often the device sends it", async () => {
    const fixture = await doorEvent(api);
    const { attendees } = await sell(api, fixture);
    const scan = scanOf(await codeOf(api, attendees[0] as never), {
      offline: true,
      at: new Date(Date.now() - 60_000),
    });
    const results = [];
    for (let round = 0; round < 3; round++)
      results.push(
        (await doorCall(api, fixture.list.short_id, { device: device("phone-1"), scans: [scan, scan] }))
          .results,
      );
    expect(results.flat().map((result) => result.outcome)).toEqual(Array(6).fill("admitted"));
    const rows = await api.db.select().from(checkIns).where(eq(checkIns.deviceScanId, scan.id));
    expect(rows).toHaveLength(1);
    // A queued scan keeps the time the device scanned it.
    expect(rows[0]?.scannedAt.toISOString()).toBe(new Date(scan.scanned_at).toISOString());
  });

  for (const firstToSync of ["the earlier", "the later"] as const) {
    it(`keeps one admission of a ticket two devices admitted offline, the earlier, when ${firstToSync} syncs first; both see the duplicate`, async () => {
      const fixture = await doorEvent(api);
      const { attendees } = await sell(api, fixture);
      const code = await codeOf(api, attendees[0] as never);
      const early = {
        device: device("phone-a", "Porta A"),
        scans: [scanOf(code, { offline: true, at: new Date(Date.now() - 120_000) })],
      };
      const late = {
        device: device("phone-b", "Porta B"),
        scans: [scanOf(code, { offline: true, at: new Date(Date.now() - 60_000) })],
      };
      const [one, two] = firstToSync === "the earlier" ? [early, late] : [late, early];
      const firstResult = await doorCall(api, fixture.list.short_id, one);
      const secondResult = await doorCall(api, fixture.list.short_id, two);
      expect(firstResult.results[0]?.outcome).toBe("admitted");
      expect(secondResult.results[0]?.outcome).toBe(firstToSync === "the earlier" ? "duplicate" : "admitted");

      const rows = await api.db
        .select()
        .from(checkIns)
        .where(eq(checkIns.attendeeId, attendees[0]?.id ?? 0));
      expect(rows.map((row) => [row.deviceName, row.admitted]).sort()).toEqual([
        ["Porta A", true],
        ["Porta B", false],
      ]);
      // After their next sync both devices hold the same story: admitted by A, a duplicate by B.
      for (const body of [early, late]) {
        const synced = await doorCall(api, fixture.list.short_id, { device: body.device });
        const ticket = synced.attendees?.find((attendee) => attendee.public_id === attendees[0]?.publicId);
        expect(ticket?.check_in).toMatchObject({ device_name: "Porta A" });
        expect(ticket?.duplicates).toEqual([
          expect.objectContaining({ device_name: "Porta B", checked_in_at: late.scans[0]?.scanned_at }),
        ]);
        expect(synced.list.checked_in_attendees).toBe(1);
      }
    });
  }

  it("refuses a code altered or signed by another deployment, admits an older code and a public id chosen from the list", async () => {
    const fixture = await doorEvent(api);
    const { attendees } = await sell(api, fixture, {
      holders: ["Ida", "Leo", "Ugo"].map((firstName) => ({
        firstName,
        lastName: "Verdi",
        email: `${firstName}@example.com`,
      })),
    });
    const [ida, leo, ugo] = attendees as [never, never, (typeof attendees)[number]];
    const code = await codeOf(api, ida);
    const forged = ticketCodeOf({ signing: generateKeyPairSync("ed25519").privateKey }, ida);
    const altered = code.replace(
      /\.[^.]+$/,
      (signature) => `.${signature[1] === "A" ? "B" : "A"}${signature.slice(2)}`,
    );
    const keys = await ticketKeys(api.db);
    const result = await doorCall(api, fixture.list.short_id, {
      device: device("phone-1"),
      scans: [forged, altered, "hello", olderTicketCodeOf(keys, leo), ugo.publicId].map((text) =>
        scanOf(text),
      ),
    });
    expect(result.results.map((one) => one.outcome)).toEqual([
      "not_a_ticket",
      "not_a_ticket",
      "not_a_ticket",
      "admitted",
      "admitted",
    ]);
    // And a device refuses the forged one by itself, with the key the sync gave it.
    const parsed = parseTicketCode(forged);
    if (parsed?.kind !== "signed") throw new Error("forged code does not parse");
    expect(await verifySignedTicket(parsed, result.ticket_public_key)).toBe(false);
  });

  it("refuses cancelled tickets, tickets of other products, unpaid ones unless the event lets them in and the scan marks them paid", async () => {
    const fixture = await doorEvent(api);
    const cancelled = (
      await sell(api, fixture, {
        holders: [{ firstName: "Ugo", lastName: "V", email: "u@example.com", status: "CANCELLED" }],
      })
    ).attendees[0];
    const gallery = (await sell(api, fixture, { gallery: true })).attendees[0];
    const unpaid = await sell(api, fixture, {
      status: "AWAITING_OFFLINE_PAYMENT",
      paymentStatus: "AWAITING_OFFLINE_PAYMENT",
    });
    const codes = await Promise.all(
      [cancelled, gallery, unpaid.attendees[0]].map((one) => codeOf(api, one as never)),
    );
    const refused = await doorCall(api, fixture.list.short_id, {
      device: device("phone-1"),
      scans: [
        ...codes.map((code) => scanOf(code)),
        scanOf(codes[2] ?? "", { action: "check-in-and-mark-order-as-paid" }),
      ],
    });
    expect(refused.results.map((one) => one.outcome)).toEqual([
      "cancelled",
      "not_on_list",
      "awaiting_payment",
      "awaiting_payment",
    ]);
    expect(await api.db.select().from(checkIns).where(eq(checkIns.eventId, fixture.event.id))).toEqual([]);

    await api.request(
      `/api/events/${fixture.event.id}/settings`,
      authed(fixture.token, "PATCH", { allow_orders_awaiting_offline_payment_to_check_in: true }),
    );
    const plain = await doorCall(api, fixture.list.short_id, {
      device: device("phone-1"),
      scans: [scanOf(codes[2] ?? "")],
    });
    expect(plain.results[0]?.outcome).toBe("awaiting_payment");
    const paid = await doorCall(api, fixture.list.short_id, {
      device: device("phone-1"),
      scans: [scanOf(codes[2] ?? "", { action: "check-in-and-mark-order-as-paid" })],
    });
    expect(paid.results[0]).toMatchObject({
      outcome: "admitted",
      attendee: { order_status: "COMPLETED", status: "ACTIVE" },
    });
    const [order] = await api.db.select().from(orders).where(eq(orders.id, unpaid.order.id));
    expect(order).toMatchObject({ status: "COMPLETED", paymentStatus: "PAYMENT_RECEIVED" });
  });

  it("judges a scan queued offline at the time it was made: a list that closed since still takes it, a new scan is refused", async () => {
    const fixture = await doorEvent(api);
    const closes = new Date(Date.now() - 10 * 60_000);
    const list = await createList(api, fixture, {
      name: "Pomeriggio",
      product_ids: [fixture.product.id],
      activates_at: new Date(closes.getTime() - 3_600_000).toISOString(),
      expires_at: closes.toISOString(),
    });
    const { attendees } = await sell(api, fixture, {
      holders: ["Ida", "Leo"].map((firstName) => ({
        firstName,
        lastName: "Verdi",
        email: `${firstName}@example.com`,
      })),
    });
    const [ida, leo] = await Promise.all(attendees.map((one) => codeOf(api, one)));
    const result = await doorCall(api, list.short_id, {
      device: device("phone-1"),
      scans: [
        scanOf(ida ?? "", { offline: true, at: new Date(closes.getTime() - 60_000) }),
        scanOf(leo ?? ""),
      ],
    });
    expect(result.results.map((one) => one.outcome)).toEqual(["admitted", "list_not_active"]);
    expect(result.list).toMatchObject({ is_active: false, is_expired: true });
  });

  it("undoes a check-in by its short id or by the device's scan id; an unknown id comes back failed", async () => {
    const fixture = await doorEvent(api);
    const { attendees } = await sell(api, fixture, {
      holders: ["Ida", "Leo"].map((firstName) => ({
        firstName,
        lastName: "Verdi",
        email: `${firstName}@example.com`,
      })),
    });
    const [ida, leo] = await Promise.all(attendees.map((one) => codeOf(api, one)));
    const leoScan = scanOf(leo ?? "", { offline: true, at: new Date(Date.now() - 1000) });
    const admitted = await doorCall(api, fixture.list.short_id, {
      device: device("phone-1"),
      scans: [scanOf(ida ?? ""), leoScan],
    });
    const undone = await doorCall(api, fixture.list.short_id, {
      device: device("phone-1"),
      undo: [admitted.results[0]?.check_in?.short_id ?? "", leoScan.id, "ci_nothing"],
    });
    expect(undone.undo_failed).toEqual(["ci_nothing"]);
    expect(undone.list.checked_in_attendees).toBe(0);
    const live = await api.db
      .select()
      .from(checkIns)
      .where(and(eq(checkIns.eventId, fixture.event.id)));
    expect(live.every((row) => row.deletedAt !== null)).toBe(true);
    const again = await doorCall(api, fixture.list.short_id, {
      device: device("phone-1"),
      scans: [scanOf(ida ?? "")],
    });
    expect(again.results[0]?.outcome).toBe("admitted");
  });
});
