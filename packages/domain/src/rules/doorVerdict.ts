import type { CheckInAction } from "../model/checkInList";
import type { DoorAttendee, DoorCheckIn, DoorList, DoorOutcome } from "../model/door";

/** Whether a list admits at `now`: activated (or never set to) and not expired. */
export function isListOpen(list: Pick<DoorList, "activates_at" | "expires_at">, now: Date): boolean {
  const at = now.getTime();
  if (list.activates_at && Date.parse(list.activates_at) > at) return false;
  if (list.expires_at && Date.parse(list.expires_at) <= at) return false;
  return true;
}

/** A ticket a device knows only from its verified signature (sold after the device's last sync). */
export interface SignedTicket {
  publicId: string;
  eventId: number;
  productId: number;
}

export interface DoorVerdict {
  outcome: DoorOutcome;
  /** The admission that stands, for "already checked in at 20:41 on list Ingresso A". */
  checkIn: DoorCheckIn | null;
}

/**
 * What the door decides about one ticket (docs/rules/check-in.md), the same rule a device applies
 * offline from its copy of the list and the server applies online:
 * the list must be open; the ticket must be of one of the list's products; a cancelled ticket
 * (or one of a cancelled order) never comes in; a ticket of an order awaiting its offline payment
 * comes in only when the event allows it and the scan marks the order paid; a ticket admitted once
 * on this list is "already checked in".
 *
 * `attendee` is the device's copy of the ticket's attendee; when the copy does not know the ticket
 * (`null`) a verified `signed` ticket stands in for it, as an active one of its product.
 */
export function doorVerdict(input: {
  list: DoorList;
  now: Date;
  action: CheckInAction;
  attendee: DoorAttendee | null;
  signed?: SignedTicket | null;
}): DoorVerdict {
  const { list, attendee, signed } = input;
  const none = (outcome: DoorOutcome): DoorVerdict => ({ outcome, checkIn: null });
  if (!attendee && !signed) return none("not_a_ticket");
  const productId = attendee?.product_id ?? signed?.productId;
  if (signed && !attendee && signed.eventId !== list.event.id) return none("not_on_list");
  if (!list.products.some((product) => product.id === productId)) return none("not_on_list");
  if (!isListOpen(list, input.now)) return none("list_not_active");
  if (attendee) {
    if (attendee.status === "CANCELLED" || attendee.order_status === "CANCELLED") return none("cancelled");
    if (attendee.check_in) return { outcome: "already_checked_in", checkIn: attendee.check_in };
    const awaiting =
      attendee.status === "AWAITING_PAYMENT" || attendee.order_status === "AWAITING_OFFLINE_PAYMENT";
    if (awaiting && !(list.allow_awaiting_payment && input.action === "check-in-and-mark-order-as-paid")) {
      return none("awaiting_payment");
    }
    if (attendee.status !== "ACTIVE" && !awaiting) return none("cancelled");
  }
  return none("admitted");
}
