import {
  createHmac,
  createPrivateKey,
  createPublicKey,
  type KeyObject,
  randomBytes,
  sign,
  timingSafeEqual,
  verify,
} from "node:crypto";
import { parseTicketCode, signedTicketCode, signedTicketMessage, type TicketCode } from "@varco/domain";
import { eq } from "drizzle-orm";
import type { Executor } from "../../db/connect";
import { signingKeys } from "../../db/schema";

/**
 * A ticket code is what an attendee's QR code carries and what check-in reads (docs/rules/tickets.md):
 * `<public_id>.<event_id>.<product_id>.<signature>`, the signature Ed25519 by the deployment's
 * ticket key. A door device holding only the public key verifies it without the server, so a
 * ticket sold after the device's last sync is still admitted offline; a made-up or altered code
 * fails. Tickets handed out before signed codes carry `<public_id>.<ticket_secret>.<mac>` (an
 * HMAC-SHA256 only the server can check): still accepted.
 */

/**
 * A new attendee's `ticket_secret`: 128 random bits from the operating system, base64url (22
 * characters). Older codes carry it; a device keeps only its digest.
 */
export function newTicketSecret(): string {
  return randomBytes(16).toString("base64url");
}

/** The deployment's ticket keys (never log them; only `publicKey` leaves the server). */
export interface TicketKeys {
  /** Checks the older codes' mac. */
  readonly mac: Buffer;
  /** Signs codes. */
  readonly signing: KeyObject;
  /** The raw Ed25519 public key, base64url: door devices verify codes with it. */
  readonly publicKey: string;
}

/** Bytes of the HMAC kept in an older code: 128 bits, 22 base64url characters. */
const macBytes = 16;
/** DER prefix of a PKCS#8 Ed25519 private key; the 32-byte seed follows. */
const ed25519Pkcs8Prefix = Buffer.from("302e020100300506032b657004220420", "hex");

/**
 * A key of the server's: 32 random bytes made by the first caller (`on conflict do nothing` makes
 * concurrent first callers agree on one) and kept in `signing_keys`, so every instance and every
 * restart signs alike. One name per purpose.
 */
export async function storedKey(db: Executor, name: string): Promise<Buffer> {
  let secret = await existingKey(db, name);
  if (secret === undefined) {
    await db
      .insert(signingKeys)
      .values({ name, secret: randomBytes(32).toString("base64url") })
      .onConflictDoNothing();
    secret = await existingKey(db, name);
  }
  if (secret === undefined) throw new Error(`the key ${name} could not be stored`);
  return secret;
}

/** The key of that name if one was made; a reader that only checks never makes one. */
export async function existingKey(db: Executor, name: string): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ secret: signingKeys.secret })
    .from(signingKeys)
    .where(eq(signingKeys.name, name));
  return row ? Buffer.from(row.secret, "base64url") : undefined;
}

const keysBySeed = new Map<string, Pick<TicketKeys, "signing" | "publicKey">>();

/** The Ed25519 key pair of a 32-byte seed (made once per seed and process). */
function ed25519Of(seed: Buffer): Pick<TicketKeys, "signing" | "publicKey"> {
  const cacheKey = seed.toString("base64url");
  let pair = keysBySeed.get(cacheKey);
  if (!pair) {
    const signing = createPrivateKey({
      key: Buffer.concat([ed25519Pkcs8Prefix, seed]),
      format: "der",
      type: "pkcs8",
    });
    const jwk = createPublicKey(signing).export({ format: "jwk" });
    if (typeof jwk.x !== "string") throw new Error("an Ed25519 public key has no x");
    pair = { signing, publicKey: jwk.x };
    keysBySeed.set(cacheKey, pair);
  }
  return pair;
}

/**
 * Keys read through a database handle: they never change once stored, so a door scanning a
 * hundred tickets a second reads them once. Keyed by the handle (a transaction's dies with it).
 */
const keysByDatabase = new WeakMap<Executor, Promise<TicketKeys>>();

/** The deployment's ticket keys, made on first use and shared by every instance. */
export function ticketKeys(db: Executor): Promise<TicketKeys> {
  let keys = keysByDatabase.get(db);
  if (!keys) {
    keys = Promise.all([storedKey(db, "ticket_code"), storedKey(db, "ticket_ed25519")]).then(
      ([mac, seed]) => ({ mac, ...ed25519Of(seed) }),
    );
    keysByDatabase.set(db, keys);
    keys.catch(() => keysByDatabase.delete(db));
  }
  return keys;
}

/** Forgets the keys read through `db`: for tests that empty the database under a live handle. */
export function forgetTicketKeys(db: Executor): void {
  keysByDatabase.delete(db);
}

/** The signed code of one attendee. */
export function ticketCodeOf(
  keys: Pick<TicketKeys, "signing">,
  attendee: { publicId: string; eventId: number; productId: number },
): string {
  const ticket = { publicId: attendee.publicId, eventId: attendee.eventId, productId: attendee.productId };
  const signature = sign(null, Buffer.from(signedTicketMessage(ticket)), keys.signing);
  return signedTicketCode(ticket, signature.toString("base64url"));
}

function macOf(key: Buffer, publicId: string, ticketSecret: string): Buffer {
  return createHmac("sha256", key)
    .update(`ticket:${publicId}.${ticketSecret}`)
    .digest()
    .subarray(0, macBytes);
}

/** An older code (`<public_id>.<ticket_secret>.<mac>`), as tickets handed out before signed codes carry. */
export function olderTicketCodeOf(
  keys: Pick<TicketKeys, "mac">,
  attendee: { publicId: string; ticketSecret: string },
): string {
  const mac = macOf(keys.mac, attendee.publicId, attendee.ticketSecret).toString("base64url");
  return `${attendee.publicId}.${attendee.ticketSecret}.${mac}`;
}

/**
 * The code read as this deployment's (a bare public id proves nothing and is only looked up), or null for text that is not one of its codes: made up,
 * altered, or signed by another deployment. A valid code does not make a ticket valid: the
 * caller still finds the attendee (by both parts of an older code) and checks its status.
 */
export function readTicketCode(keys: Omit<TicketKeys, "publicKey">, text: string): TicketCode | null {
  const code = parseTicketCode(text);
  if (!code) return null;
  if (code.kind === "public_id") return code;
  if (code.kind === "signed") {
    const signature = Buffer.from(code.signature, "base64url");
    const message = Buffer.from(signedTicketMessage(code));
    const publicKey = createPublicKey(keys.signing);
    return signature.length === 64 && verify(null, message, publicKey, signature) ? code : null;
  }
  const given = Buffer.from(code.mac, "base64url");
  const expected = macOf(keys.mac, code.publicId, code.secret);
  return given.length === expected.length && timingSafeEqual(given, expected) ? code : null;
}
