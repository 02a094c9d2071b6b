import { generateKeyPairSync } from "node:crypto";
import { parseTicketCode, verifySignedTicket } from "@varco/domain";
import { describe, expect, it } from "vitest";
import { signingKeys } from "../../db/schema";
import { useTestApp } from "../../test/testApp";
import {
  forgetTicketKeys,
  newTicketSecret,
  olderTicketCodeOf,
  readTicketCode,
  ticketCodeOf,
  ticketKeys,
} from "./ticketCode";

describe("ticket secrets", () => {
  it("are 128 random bits, base64url, never repeated", () => {
    const secrets = Array.from({ length: 1000 }, newTicketSecret);
    for (const secret of secrets) {
      expect(secret).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(Buffer.from(secret, "base64url")).toHaveLength(16);
    }
    expect(new Set(secrets).size).toBe(secrets.length);
  });
});

/** Flips the first character of one part of a dotted code. */
const flipPart = (code: string, index: number) =>
  code
    .split(".")
    .map((part, at) => (at !== index ? part : part[0] === "A" ? `B${part.slice(1)}` : `A${part.slice(1)}`))
    .join(".");

describe("ticket codes", () => {
  const api = useTestApp();
  const attendee = { publicId: "A-7KQ2M9X", ticketSecret: newTicketSecret(), eventId: 12, productId: 345 };
  const anotherDeployment = () => ({ signing: generateKeyPairSync("ed25519").privateKey });

  it("carry the attendee's public id, event and product, signed; the server and a device verify it", async () => {
    const keys = await ticketKeys(api.db);
    const code = ticketCodeOf(keys, attendee);
    expect(code).toMatch(/^A-7KQ2M9X\.12\.345\.[A-Za-z0-9_-]{86}$/);
    const read = readTicketCode(keys, code);
    expect(read).toMatchObject({ kind: "signed", publicId: "A-7KQ2M9X", eventId: 12, productId: 345 });
    // A door device has only the public key, and WebCrypto.
    const parsed = parseTicketCode(code);
    if (parsed?.kind !== "signed") throw new Error("not a signed code");
    expect(await verifySignedTicket(parsed, keys.publicKey)).toBe(true);
  });

  it("refuse a signed code altered anywhere, or signed by another deployment, on the server and on a device", async () => {
    const keys = await ticketKeys(api.db);
    const code = ticketCodeOf(keys, attendee);
    const forged = ticketCodeOf(anotherDeployment(), attendee);
    const tampered = [
      flipPart(code, 0),
      code.replace(".12.", ".13."),
      code.replace(".345.", ".346."),
      flipPart(code, 3),
      forged,
    ];
    for (const text of tampered) {
      expect(readTicketCode(keys, text), text).toBeNull();
      const parsed = parseTicketCode(text);
      if (parsed?.kind !== "signed") throw new Error(`${text} does not parse as signed`);
      expect(await verifySignedTicket(parsed, keys.publicKey), text).toBe(false);
    }
    for (const text of [`${code}x`, code.slice(0, -1), "", "...", "A-7KQ2M9X.12.345"])
      expect(readTicketCode(keys, text), text).toBeNull();
  });

  it("still accept the older codes the server alone can check, and refuse them altered", async () => {
    const keys = await ticketKeys(api.db);
    const code = olderTicketCodeOf(keys, attendee);
    expect(code).toMatch(/^A-7KQ2M9X\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/);
    expect(readTicketCode(keys, code)).toMatchObject({ kind: "older", secret: attendee.ticketSecret });
    for (const text of [flipPart(code, 0), flipPart(code, 1), flipPart(code, 2), `${code}x`])
      expect(readTicketCode(keys, text), text).toBeNull();
    expect(readTicketCode({ ...keys, mac: Buffer.alloc(32, 7) }, code)).toBeNull();
  });

  it("read a bare public id as one to look up, proving nothing", async () => {
    expect(readTicketCode(await ticketKeys(api.db), " A-7KQ2M9X ")).toEqual({
      kind: "public_id",
      publicId: "A-7KQ2M9X",
    });
  });

  it("use one pair of keys per database, made once even by concurrent first callers, kept across calls", async () => {
    await api.db.delete(signingKeys);
    forgetTicketKeys(api.db);
    const keys = await Promise.all(Array.from({ length: 5 }, () => ticketKeys(api.db)));
    for (const key of keys) {
      expect(key.mac.equals(keys[0]?.mac as Buffer)).toBe(true);
      expect(key.publicKey).toBe(keys[0]?.publicKey);
    }
    expect(keys[0]?.mac).toHaveLength(32);
    expect(Buffer.from(keys[0]?.publicKey ?? "", "base64url")).toHaveLength(32);
    expect((await ticketKeys(api.db)).publicKey).toBe(keys[0]?.publicKey);
    expect(await api.db.select().from(signingKeys)).toHaveLength(2);
  });
});
