import { randomBytes } from "node:crypto";

/**
 * A new attendee's `ticket_secret`: 128 random bits from the operating system, base64url (22
 * characters). It is what makes a ticket code unguessable; the attendee's ids are public.
 */
export function newTicketSecret(): string {
  return randomBytes(16).toString("base64url");
}
