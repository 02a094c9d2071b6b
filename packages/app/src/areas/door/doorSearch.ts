import type { DoorAttendee } from "@varco/domain";
import type { DoorState } from "./doorKeeper";

/** Lower case, without accents: "Élodie" is found as "elodie". */
const folded = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * The copy's attendees whose name, email, ticket or order number hold every word of `query`
 * (at least two characters), by name; at most `limit`. Works on the device's copy: offline too.
 */
export function searchAttendees(
  attendees: Iterable<DoorAttendee>,
  query: string,
  limit = 20,
): DoorAttendee[] {
  const words = folded(query).split(/\s+/u).filter(Boolean);
  if (words.join("").length < 2) return [];
  const found: DoorAttendee[] = [];
  for (const attendee of attendees) {
    const text = folded(
      `${attendee.first_name} ${attendee.last_name} ${attendee.email} ${attendee.public_id} ${attendee.order_public_id}`,
    );
    if (words.every((word) => text.includes(word))) found.push(attendee);
  }
  const name = (attendee: DoorAttendee) => `${attendee.first_name} ${attendee.last_name}`;
  return found.sort((a, b) => name(a).localeCompare(name(b))).slice(0, limit);
}

/** Checked in (as this device knows it, its queue included) and expected on the list. */
export function doorCount(
  state: Pick<DoorState, "list" | "queue">,
): { checkedIn: number; expected: number } | null {
  if (!state.list) return null;
  return {
    checkedIn: state.list.checked_in_attendees + state.queue.length,
    expected: state.list.total_attendees,
  };
}

/** The attendees admitted once and scanned again offline elsewhere: both devices show them. */
export function duplicatedAdmissions(attendees: Iterable<DoorAttendee>): DoorAttendee[] {
  return [...attendees].filter((attendee) => attendee.check_in && attendee.duplicates.length > 0);
}
