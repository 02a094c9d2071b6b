import type { Attendee, attendeeCheckInSchema } from "@varco/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import { attendees, checkInListProducts, checkInLists, checkIns } from "../../db/schema";
import { HttpError } from "../../http/httpError";
import { getAttendee } from "../attendees/service";
import type { Caller } from "../auth/caller";
import { findEvent } from "../events/service";
import { ticketKeys } from "../tickets/ticketCode";
import { admitScans, undoCheckIns } from "./admissions";
import { doorListOfShortId } from "./door";

const refusals = {
  already_checked_in: "This attendee is already checked in on this list.",
  cancelled: "This attendee's ticket is cancelled.",
  awaiting_payment: "This attendee's order is awaiting payment.",
  list_not_active: "This check-in list is not active.",
  not_checked_in: "This attendee is not checked in on this list.",
} as const;

/**
 * `POST events/{e}/attendees/{publicId}/check_in`: an organiser admits someone by hand (no device:
 * "by hand" on the attendee's history), or undoes the admission, on the list named — or on the
 * event's one list holding the attendee's product. Decided as a scan at the door is (`admitScans`);
 * a refusal answers 409 with its reason.
 */
export async function checkInByHand(
  caller: Caller,
  eventId: number,
  publicId: string,
  body: z.output<typeof attendeeCheckInSchema>,
): Promise<Attendee> {
  const event = await findEvent(caller.db, caller.accountId, eventId);
  const [attendee] = await caller.db
    .select({ id: attendees.id, productId: attendees.productId })
    .from(attendees)
    .where(
      and(eq(attendees.eventId, event.id), eq(attendees.publicId, publicId), isNull(attendees.deletedAt)),
    );
  if (!attendee) throw HttpError.notFound();
  const holding = await caller.db
    .select({ id: checkInLists.id, shortId: checkInLists.shortId })
    .from(checkInLists)
    .innerJoin(checkInListProducts, eq(checkInListProducts.checkInListId, checkInLists.id))
    .where(
      and(
        eq(checkInLists.eventId, event.id),
        isNull(checkInLists.deletedAt),
        eq(checkInListProducts.productId, attendee.productId),
      ),
    );
  const list = body.check_in_list_id
    ? holding.find((candidate) => candidate.id === body.check_in_list_id)
    : holding.length === 1
      ? holding[0]
      : undefined;
  if (!list)
    throw HttpError.unprocessable({
      check_in_list_id: [
        {
          code:
            body.check_in_list_id || holding.length === 0 ? "ticket_not_on_list" : "check_in_list_required",
        },
      ],
    });

  const { admitting } = await doorListOfShortId(caller.db, list.shortId, caller.now);
  if (body.action === "check_out") {
    const [admission] = await caller.db
      .select({ shortId: checkIns.shortId })
      .from(checkIns)
      .where(
        and(
          eq(checkIns.checkInListId, list.id),
          eq(checkIns.attendeeId, attendee.id),
          eq(checkIns.admitted, true),
          isNull(checkIns.deletedAt),
        ),
      );
    const failed = admission
      ? await caller.db.transaction((tx) =>
          undoCheckIns(tx, { id: list.id, eventId: event.id }, [admission.shortId]),
        )
      : [publicId];
    if (failed.length > 0) throw HttpError.refused(409, "not_checked_in", refusals.not_checked_in);
  } else {
    const keys = await ticketKeys(caller.db);
    const [result] = await caller.db.transaction((tx) =>
      admitScans(
        tx,
        {
          list: admitting,
          keys,
          scanner: { deviceId: null, deviceName: null, ipAddress: null },
          now: caller.now,
        },
        [{ deviceScanId: null, code: publicId, action: "check-in", scannedAt: null, offline: false }],
      ),
    );
    const outcome = result?.outcome;
    if (outcome && outcome !== "admitted" && outcome in refusals)
      throw HttpError.refused(409, outcome, refusals[outcome as keyof typeof refusals]);
  }
  return getAttendee(caller, event.id, attendee.id);
}
