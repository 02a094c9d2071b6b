import { defaultOrderTimeoutMinutes, maxOrderTimeoutMinutes, minOrderTimeoutMinutes } from "../model/event";
import { wireInstant } from "./wireInstant";

/** When a reservation made now stops holding stock; the event's timeout is kept within 1–120 minutes. */
export function reservationExpiresAt(now: Date, orderTimeoutMinutes?: number | null): Date {
  const minutes =
    orderTimeoutMinutes == null || Number.isNaN(orderTimeoutMinutes)
      ? defaultOrderTimeoutMinutes
      : Math.min(maxOrderTimeoutMinutes, Math.max(minOrderTimeoutMinutes, Math.round(orderTimeoutMinutes)));
  return new Date(now.getTime() + minutes * 60_000);
}

/**
 * Whether an order still holds stock as a reservation: RESERVED and its time not yet up.
 * Availability relies on this, not on a sweeper having run. Takes the wire shape (a string) or the
 * server's row (a Date); the server's SQL form of the same condition is `liveReservationSql`.
 */
export function isReservationLive(
  order: { status: string; reserved_until?: string | Date | null },
  now: Date,
): boolean {
  if (order.status !== "RESERVED") return false;
  const until = wireInstant(order.reserved_until);
  return until !== null && until > now.getTime();
}
