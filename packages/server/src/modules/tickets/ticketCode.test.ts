import { describe, expect, it } from "vitest";
import { newTicketSecret } from "./ticketCode";

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
