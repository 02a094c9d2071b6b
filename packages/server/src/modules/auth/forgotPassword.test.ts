import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, passwordResets } from "../../db/schema";
import { jsonBody, registerOwner, uniqueEmail } from "../../test/accounts";
import { useTestApp } from "../../test/testApp";
import { forgotPasswordAddressLimit, forgotPasswordMessage } from "./passwordReset";

describe("POST /api/auth/forgot-password limits", () => {
  // One trusted proxy: the client address is the last X-Forwarded-For entry.
  const api = useTestApp({ env: { TRUSTED_PROXY_COUNT: "1" } });
  const ask = (email: string, ip: string) =>
    api.request("/api/auth/forgot-password", jsonBody({ email }, { "x-forwarded-for": ip }));

  const resetMailsTo = async (email: string) =>
    api.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toEmail, email), eq(mailOutbox.template, "password_reset")));

  it("mails one address at most 5 times an hour, answering the same 200 after that", async () => {
    const owner = await registerOwner(api);
    for (let request = 1; request <= 7; request++) {
      // From a new client address each time: the per-address limit alone is at work.
      const response = await ask(owner.email.toUpperCase(), `198.51.100.${request}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ message: forgotPasswordMessage });
    }
    expect(await resetMailsTo(owner.email)).toHaveLength(5);
    // The last mailed link is the one that works; refused requests did not revoke it.
    const open = await api.db.select().from(passwordResets).where(eq(passwordResets.userId, owner.userId));
    expect(open.filter((reset) => reset.deletedAt === null)).toHaveLength(1);

    // An unknown address is counted the same way, so the answers cannot tell them apart.
    const unknown = uniqueEmail("nobody");
    for (let request = 1; request <= 6; request++) {
      expect((await ask(unknown, "198.51.100.50")).status).toBe(200);
    }
    expect(await api.rateLimits.count(forgotPasswordAddressLimit, unknown)).toBe(5);
  });

  it("answers 429 with Retry-After past 20 requests an hour from one client address", async () => {
    const ip = "203.0.113.99";
    for (let request = 1; request <= 20; request++) {
      expect((await ask(uniqueEmail("spray"), ip)).status).toBe(200);
    }
    const owner = await registerOwner(api);
    const refused = await ask(owner.email, ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("3600");
    expect(await refused.json()).toEqual({ message: "Too Many Attempts." });
    expect(await resetMailsTo(owner.email)).toEqual([]);
    // Another client address is not affected.
    expect((await ask(owner.email, "203.0.113.100")).status).toBe(200);
    expect(await resetMailsTo(owner.email)).toHaveLength(1);
  });
});
