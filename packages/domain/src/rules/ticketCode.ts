/**
 * What a ticket's QR code carries, read the same way by the server and by a scanner without the
 * network (docs/rules/tickets.md):
 *
 * - a **signed** code, `<public_id>.<event_id>.<product_id>.<signature>`: the signature is Ed25519,
 *   by the deployment's ticket key, over `signedTicketMessage(...)`, base64url (86 characters). Any
 *   device holding the public key can verify it, so a ticket sold after the device's last sync is
 *   still admitted offline;
 * - an **older** code, `<public_id>.<secret>.<mac>` (the mac is only the server's to check), still
 *   accepted: online the server checks its mac; offline a device compares the secret's SHA-256
 *   with the digest its copy of the list holds;
 * - a bare **public id** (`A-XXXXXXX`), typed or chosen from a search: it proves nothing by itself
 *   and is only looked up.
 */
export type TicketCode =
  | { kind: "signed"; publicId: string; eventId: number; productId: number; signature: string }
  | { kind: "older"; publicId: string; secret: string; mac: string }
  | { kind: "public_id"; publicId: string };

const publicIdPattern = /^[A-Z]{1,3}-[A-Z0-9]{4,16}$/;
const base64url = /^[A-Za-z0-9_-]+$/;
const positiveInteger = /^[1-9][0-9]{0,15}$/;
/** Characters of a base64url Ed25519 signature (64 bytes). */
export const signatureLength = 86;

/** The code read from a QR or typed, or null when it cannot be a ticket of ours. */
export function parseTicketCode(text: string): TicketCode | null {
  const code = text.trim();
  const parts = code.split(".");
  const [publicId = "", second = "", third = "", fourth = ""] = parts;
  if (!publicIdPattern.test(publicId)) return null;
  if (parts.length === 1) return { kind: "public_id", publicId };
  if (
    parts.length === 4 &&
    positiveInteger.test(second) &&
    positiveInteger.test(third) &&
    fourth.length === signatureLength &&
    base64url.test(fourth)
  ) {
    return { kind: "signed", publicId, eventId: Number(second), productId: Number(third), signature: fourth };
  }
  if (parts.length === 3 && base64url.test(second) && base64url.test(third) && second && third) {
    return { kind: "older", publicId, secret: second, mac: third };
  }
  return null;
}

/** The bytes a signed code's signature covers. */
export function signedTicketMessage(ticket: {
  publicId: string;
  eventId: number;
  productId: number;
}): string {
  return `varco-ticket:1:${ticket.publicId}.${ticket.eventId}.${ticket.productId}`;
}

/** A signed code's text, once signed. */
export function signedTicketCode(
  ticket: { publicId: string; eventId: number; productId: number },
  signature: string,
): string {
  return `${ticket.publicId}.${ticket.eventId}.${ticket.productId}.${signature}`;
}

export function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export function toBase64url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/** SHA-256 of an older code's secret, base64url: what a device's copy keeps instead of the secret. */
export async function ticketSecretDigest(secret: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`ticket-secret:${secret}`));
  return toBase64url(new Uint8Array(digest));
}

/**
 * Whether a signed code's signature is the deployment's, given its raw public key (base64url).
 * WebCrypto's Ed25519 where the platform has it; else a small audited library, loaded only then.
 */
export async function verifySignedTicket(
  code: Extract<TicketCode, { kind: "signed" }>,
  publicKey: string,
): Promise<boolean> {
  let key: Uint8Array<ArrayBuffer>;
  let signature: Uint8Array<ArrayBuffer>;
  try {
    key = fromBase64url(publicKey);
    signature = fromBase64url(code.signature);
  } catch {
    return false;
  }
  if (key.length !== 32 || signature.length !== 64) return false;
  const message = new TextEncoder().encode(signedTicketMessage(code));
  const platform = await platformEd25519(key);
  if (platform) return crypto.subtle.verify("Ed25519", platform, signature, message);
  const noble = await import("@noble/ed25519");
  try {
    return await noble.verifyAsync(signature, message, key);
  } catch {
    return false;
  }
}

/** The key as WebCrypto's, or null where this platform's WebCrypto has no Ed25519. */
async function platformEd25519(key: Uint8Array<ArrayBuffer>): Promise<CryptoKey | null> {
  try {
    return await crypto.subtle.importKey("raw", key, { name: "Ed25519" }, false, ["verify"]);
  } catch {
    return null;
  }
}
