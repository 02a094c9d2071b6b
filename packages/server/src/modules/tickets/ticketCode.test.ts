import { describe, expect, it } from "vitest";
import { signingKeys } from "../../db/schema";
import { useTestApp } from "../../test/testApp";
import { newTicketSecret, ticketCodeOf, ticketSigningKey, verifyTicketCode } from "./ticketCode";

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

describe("ticket codes", () => {
  const api = useTestApp();
  const attendee = { publicId: "A-7KQ2M9X", ticketSecret: newTicketSecret() };

  it("carry the attendee's public id and secret, signed; the signature verifies", async () => {
    const key = await ticketSigningKey(api.db);
    const code = ticketCodeOf(key, attendee);
    expect(code).toMatch(/^A-7KQ2M9X\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/);
    expect(code).toContain(attendee.ticketSecret);
    expect(verifyTicketCode(key, code)).toEqual(attendee);
  });

  it("refuse a code altered anywhere, made up, or signed by another server", async () => {
    const key = await ticketSigningKey(api.db);
    const code = ticketCodeOf(key, attendee);
    const [publicId, secret, signature] = code.split(".") as [string, string, string];
    const flip = (text: string) => (text[0] === "A" ? `B${text.slice(1)}` : `A${text.slice(1)}`);
    for (const tampered of [
      `${flip(publicId)}.${secret}.${signature}`,
      `${publicId}.${flip(secret)}.${signature}`,
      `${publicId}.${secret}.${flip(signature)}`,
      `${publicId}.${newTicketSecret()}.${signature}`,
      `${publicId}.${secret}`,
      `${publicId}.${secret}.${signature}x`,
      "",
      "...",
    ])
      expect(verifyTicketCode(key, tampered), tampered).toBeNull();
    const otherKey = Buffer.alloc(32, 7) as typeof key;
    expect(verifyTicketCode(otherKey, code)).toBeNull();
    expect(verifyTicketCode(key, ticketCodeOf(otherKey, attendee))).toBeNull();
  });

  it("use one key per database, made once even by concurrent first callers, kept across calls", async () => {
    await api.db.delete(signingKeys);
    const keys = await Promise.all(Array.from({ length: 5 }, () => ticketSigningKey(api.db)));
    for (const key of keys) expect(key.equals(keys[0] as Buffer)).toBe(true);
    expect(keys[0]).toHaveLength(32);
    expect((await ticketSigningKey(api.db)).equals(keys[0] as Buffer)).toBe(true);
    expect(await api.db.select().from(signingKeys)).toHaveLength(1);
  });
});
