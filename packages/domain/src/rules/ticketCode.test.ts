import { createHash, generateKeyPairSync, type KeyObject, sign } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  fromBase64url,
  parseTicketCode,
  signatureLength,
  signedTicketCode,
  signedTicketMessage,
  type TicketCode,
  ticketSecretDigest,
  toBase64url,
  verifySignedTicket,
} from "./ticketCode";

/** A deployment's ticket key pair, as the server keeps it: the public half as raw base64url. */
function deploymentKey() {
  const { publicKey, privateKey } = generateKeyPairSync("ed25519");
  const raw = publicKey.export({ format: "jwk" }).x;
  if (!raw) throw new Error("no raw public key");
  return { publicKey: raw, privateKey };
}

/** A ticket's code signed the way the server signs it. */
function signedCode(ticket: { publicId: string; eventId: number; productId: number }, key: KeyObject) {
  const signature = sign(null, Buffer.from(signedTicketMessage(ticket)), key).toString("base64url");
  return signedTicketCode(ticket, signature);
}

const signature = "A".repeat(signatureLength);

describe("parseTicketCode", () => {
  it.each<[string, string, TicketCode | null]>([
    [
      "a signed code",
      `A-7K2M9QX.7.12.${signature}`,
      { kind: "signed", publicId: "A-7K2M9QX", eventId: 7, productId: 12, signature },
    ],
    [
      "a signed code with the spaces a wedge scanner adds",
      `  A-7K2M9QX.7.12.${signature}\n`,
      { kind: "signed", publicId: "A-7K2M9QX", eventId: 7, productId: 12, signature },
    ],
    [
      "an older code",
      "A-7K2M9QX.s3cr3t_-.m4c",
      { kind: "older", publicId: "A-7K2M9QX", secret: "s3cr3t_-", mac: "m4c" },
    ],
    ["a bare public id", "A-7K2M9QX", { kind: "public_id", publicId: "A-7K2M9QX" }],
    ["a lower-case public id", "a-7k2m9qx", null],
    ["a public id without its dash", "A7K2M9QX", null],
    ["a url", "https://example.com/A-7K2M9QX", null],
    ["empty", "   ", null],
    ["a signature one character short", `A-7K2M9QX.7.12.${signature.slice(1)}`, null],
    ["a signature with a character outside base64url", `A-7K2M9QX.7.12.${signature.slice(1)}+`, null],
    ["event id 0", `A-7K2M9QX.0.12.${signature}`, null],
    ["a negative product id", `A-7K2M9QX.7.-12.${signature}`, null],
    ["five parts", `A-7K2M9QX.7.12.${signature}.x`, null],
    ["two parts", "A-7K2M9QX.secret", null],
    ["an older code with an empty mac", "A-7K2M9QX.secret.", null],
  ])("%s", (_case, text, expected) => {
    expect(parseTicketCode(text)).toEqual(expected);
  });

  it("reads back what signedTicketCode writes", () => {
    const ticket = { publicId: "A-PQ3R8S2", eventId: 41, productId: 9 };
    expect(parseTicketCode(signedTicketCode(ticket, signature))).toEqual({
      kind: "signed",
      ...ticket,
      signature,
    });
  });
});

describe("base64url", () => {
  it.each([[[]], [[0]], [[255, 254]], [[1, 2, 3]], [Array.from({ length: 64 }, (_, index) => index * 3)]])(
    "round-trips %j without padding",
    (bytes) => {
      const text = toBase64url(new Uint8Array(bytes));
      expect(text).not.toMatch(/[=+/]/u);
      expect([...fromBase64url(text)]).toEqual(bytes);
      expect(text).toBe(Buffer.from(bytes).toString("base64url"));
    },
  );
});

describe("ticketSecretDigest", () => {
  it("is the SHA-256 of the prefixed secret, base64url, as a server computes it with node:crypto", async () => {
    const expected = createHash("sha256").update("ticket-secret:s3cr3t").digest("base64url");
    await expect(ticketSecretDigest("s3cr3t")).resolves.toBe(expected);
    await expect(ticketSecretDigest("s3cr3u")).resolves.not.toBe(expected);
  });
});

describe("verifySignedTicket", () => {
  afterEach(() => vi.restoreAllMocks());

  const ours = deploymentKey();
  const theirs = deploymentKey();
  const ticket = { publicId: "A-7K2M9QX", eventId: 7, productId: 12 };
  const parsed = (text: string) => {
    const code = parseTicketCode(text);
    if (code?.kind !== "signed") throw new Error(`not a signed code: ${text}`);
    return code;
  };

  it("accepts a code signed with the deployment's key (node:crypto Ed25519)", async () => {
    await expect(
      verifySignedTicket(parsed(signedCode(ticket, ours.privateKey)), ours.publicKey),
    ).resolves.toBe(true);
  });

  it.each([
    ["another product", { productId: 13 }],
    ["another event", { eventId: 8 }],
    ["another ticket", { publicId: "A-7K2M9QY" }],
  ])("refuses a code altered to name %s", async (_case, change) => {
    const altered = { ...parsed(signedCode(ticket, ours.privateKey)), ...change };
    await expect(verifySignedTicket(altered, ours.publicKey)).resolves.toBe(false);
  });

  it("refuses a code whose signature had one character changed", async () => {
    const code = parsed(signedCode(ticket, ours.privateKey));
    const flipped = `${code.signature.slice(0, 10)}${code.signature[10] === "A" ? "B" : "A"}${code.signature.slice(11)}`;
    await expect(verifySignedTicket({ ...code, signature: flipped }, ours.publicKey)).resolves.toBe(false);
  });

  it("refuses a code signed by another deployment's key", async () => {
    await expect(
      verifySignedTicket(parsed(signedCode(ticket, theirs.privateKey)), ours.publicKey),
    ).resolves.toBe(false);
  });

  it.each([
    ["too short", "AAAA"],
    ["not base64url", "!!!!"],
    ["empty", ""],
  ])("refuses every code when the public key is %s", async (_case, key) => {
    await expect(verifySignedTicket(parsed(signedCode(ticket, ours.privateKey)), key)).resolves.toBe(false);
  });

  it("verifies with the library where the platform's WebCrypto has no Ed25519", async () => {
    const importKey = vi.spyOn(crypto.subtle, "importKey").mockRejectedValue(new Error("NotSupportedError"));
    const verify = vi.spyOn(crypto.subtle, "verify");
    const good = parsed(signedCode(ticket, ours.privateKey));
    await expect(verifySignedTicket(good, ours.publicKey)).resolves.toBe(true);
    await expect(verifySignedTicket({ ...good, productId: 13 }, ours.publicKey)).resolves.toBe(false);
    await expect(
      verifySignedTicket(parsed(signedCode(ticket, theirs.privateKey)), ours.publicKey),
    ).resolves.toBe(false);
    expect(importKey).toHaveBeenCalled();
    expect(verify).not.toHaveBeenCalled();
  });
});
