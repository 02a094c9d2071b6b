/** Attendee statuses. */
export const attendeeStatuses = ["ACTIVE", "AWAITING_PAYMENT", "CANCELLED"] as const;
export type AttendeeStatus = (typeof attendeeStatuses)[number];

/**
 * Where an attendee may go next (docs/rules/statuses.md): paid → ACTIVE, cancelled with their
 * order or on their own, and re-activated (to what its order's payment says). Re-activating takes a unit of stock again, so the caller
 * must check availability under the event lock first (Hi.Events did not).
 */
export const attendeeTransitions: Readonly<Record<AttendeeStatus, readonly AttendeeStatus[]>> = {
  AWAITING_PAYMENT: ["ACTIVE", "CANCELLED"],
  ACTIVE: ["CANCELLED"],
  CANCELLED: ["ACTIVE", "AWAITING_PAYMENT"],
};

export function canTransitionAttendee(from: AttendeeStatus, to: AttendeeStatus): boolean {
  return attendeeTransitions[from].includes(to);
}
