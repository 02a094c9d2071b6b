import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Executor } from "../../db/connect";
import { signingKeys } from "../../db/schema";

/**
 * A ticket code is what an attendee's QR code carries and what check-in reads:
 * `<attendee public_id>.<ticket_secret>.<signature>`. The secret (128 random bits) makes it
 * unguessable; the signature (HMAC-SHA256 with the server's key, first 128 bits) lets a reader
 * reject a made-up or altered code without asking the database. Never a sequential id
 * (docs/rules/tickets.md).
 */

/**
 * A new attendee's `ticket_secret`: 128 random bits from the operating system, base64url (22
 * characters). It is what makes a ticket code unguessable; the attendee's ids are public.
 */
export function newTicketSecret(): string {
  return randomBytes(16).toString("base64url");
}

const keyName = "ticket_code";
/** Bytes of the HMAC kept in the code: 128 bits, 22 base64url characters. */
const signatureBytes = 16;

/** The key ticket codes are signed with (a Buffer; never log it). */
export type TicketSigningKey = Buffer & { readonly __ticketSigningKey: unique symbol };

/**
 * The server's ticket-signing key: 32 random bytes made by the first caller (`on conflict do
 * nothing` makes concurrent first callers agree on one) and kept in `signing_keys`, so every
 * instance and every restart signs alike.
 */
export async function ticketSigningKey(db: Executor): Promise<TicketSigningKey> {
  const read = async () =>
    (
      await db.select({ secret: signingKeys.secret }).from(signingKeys).where(eq(signingKeys.name, keyName))
    )[0];
  let row = await read();
  if (!row) {
    await db
      .insert(signingKeys)
      .values({ name: keyName, secret: randomBytes(32).toString("base64url") })
      .onConflictDoNothing();
    row = await read();
  }
  if (!row) throw new Error("the ticket signing key could not be stored");
  return Buffer.from(row.secret, "base64url") as TicketSigningKey;
}

function signatureOf(key: TicketSigningKey, publicId: string, ticketSecret: string): Buffer {
  return createHmac("sha256", key)
    .update(`ticket:${publicId}.${ticketSecret}`)
    .digest()
    .subarray(0, signatureBytes);
}

/** The signed code of one attendee. */
export function ticketCodeOf(
  key: TicketSigningKey,
  attendee: { publicId: string; ticketSecret: string },
): string {
  const signature = signatureOf(key, attendee.publicId, attendee.ticketSecret).toString("base64url");
  return `${attendee.publicId}.${attendee.ticketSecret}.${signature}`;
}

/**
 * The attendee a code names when its signature is ours, else null (a code made up, altered or
 * signed by another server). The caller still looks the attendee up by both parts and checks
 * its status: a valid signature does not make a cancelled ticket valid.
 */
export function verifyTicketCode(
  key: TicketSigningKey,
  code: string,
): { publicId: string; ticketSecret: string } | null {
  const last = code.lastIndexOf(".");
  const middle = code.lastIndexOf(".", last - 1);
  if (middle <= 0) return null;
  const publicId = code.slice(0, middle);
  const ticketSecret = code.slice(middle + 1, last);
  const given = code.slice(last + 1);
  if (!/^[A-Za-z0-9_-]+$/.test(ticketSecret) || !/^[A-Za-z0-9_-]{22}$/.test(given)) return null;
  const expected = signatureOf(key, publicId, ticketSecret);
  const actual = Buffer.from(given, "base64url");
  return actual.length === expected.length && timingSafeEqual(actual, expected)
    ? { publicId, ticketSecret }
    : null;
}
