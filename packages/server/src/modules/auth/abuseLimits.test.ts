import { and, eq, inArray, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { emailVerifications, rateLimitHits } from "../../db/schema";
import { addMember, jsonBody, registerOwner, testPassword, uniqueEmail } from "../../test/accounts";
import { useTestApp } from "../../test/testApp";
import { hashPassword } from "./password";

// Counts the password hashes a request costs; the hashing itself is the real one.
vi.mock("./password", async (importOriginal) => {
  const real = await importOriginal<typeof import("./password")>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});

const newPassword = { password: "a brand new secret", password_confirmation: "a brand new secret" };

describe("a bogus token", () => {
  const api = useTestApp();
  beforeEach(() => {
    vi.mocked(hashPassword).mockClear();
  });

  it("costs no password hash on reset-password", async () => {
    const response = await api.request("/api/auth/reset-password/not-a-real-token", jsonBody(newPassword));
    expect(response.status).toBe(404);
    expect(hashPassword).not.toHaveBeenCalled();
  });

  it("costs no password hash on accepting an invitation", async () => {
    const response = await api.request(
      "/api/auth/invitation/not-a-real-token",
      jsonBody({ first_name: "Ivy", timezone: "UTC", ...newPassword }),
    );
    expect(response.status).toBe(400);
    expect(hashPassword).not.toHaveBeenCalled();
  });
});

describe("limits per client", () => {
  // One trusted proxy: the client address is the last X-Forwarded-For entry.
  const api = useTestApp({ env: { TRUSTED_PROXY_COUNT: "1" } });
  const from = (ip: string, init: RequestInit): RequestInit => ({
    ...init,
    headers: { ...(init.headers as Record<string, string>), "x-forwarded-for": ip },
  });
  let nextIp = 0;
  /** A client address no other request of the file used. */
  const freshIp = () => `198.18.${Math.floor(++nextIp / 250)}.${nextIp % 250}`;

  async function expectRefused(response: Response, retryAfter: string) {
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe(retryAfter);
    expect(await response.json()).toEqual({ message: "Too Many Attempts." });
  }

  const registration = (email = uniqueEmail("reg")) =>
    jsonBody({ first_name: "Reg", email, password: testPassword, password_confirmation: testPassword });

  it("refuses an 11th registration in an hour from one client address, and only from it", async () => {
    const ip = freshIp();
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await api.request("/api/auth/register", from(ip, registration()))).status).toBe(201);
    }
    await expectRefused(await api.request("/api/auth/register", from(ip, registration())), "3600");
    expect((await api.request("/api/auth/register", from(freshIp(), registration()))).status).toBe(201);
  });

  it("refuses an 11th password reset and an 11th invitation accept in an hour from one client address", async () => {
    const ip = freshIp();
    for (let attempt = 1; attempt <= 10; attempt++) {
      const reset = await api.request(
        `/api/auth/reset-password/bogus${attempt}`,
        from(ip, jsonBody(newPassword)),
      );
      expect(reset.status).toBe(404);
    }
    await expectRefused(
      await api.request("/api/auth/reset-password/bogus", from(ip, jsonBody(newPassword))),
      "3600",
    );

    const accept = jsonBody({ first_name: "Ivy", timezone: "UTC", ...newPassword });
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await api.request(`/api/auth/invitation/bogus${attempt}`, from(ip, accept))).status).toBe(400);
    }
    await expectRefused(await api.request("/api/auth/invitation/bogus", from(ip, accept)), "3600");
    expect((await api.request("/api/auth/invitation/bogus", from(freshIp(), accept))).status).toBe(400);
  });

  it("mails a user's confirmation at most 5 times an hour and 10 times a day, from any address", async () => {
    const owner = await registerOwner(api);
    const resend = () =>
      api.request(
        `/api/users/${owner.userId}/resend-email-confirmation`,
        from(freshIp(), jsonBody({}, { authorization: `Bearer ${owner.token}` })),
      );
    const pastCooldown = () =>
      api.db
        .update(emailVerifications)
        .set({ createdAt: sql`${emailVerifications.createdAt} - interval '1 minute'` })
        .where(eq(emailVerifications.userId, owner.userId));

    for (let attempt = 1; attempt <= 5; attempt++) {
      await pastCooldown();
      expect((await resend()).status).toBe(204);
    }
    await pastCooldown();
    await expectRefused(await resend(), "3600");

    // Two hours later: the hour is free again, the day is not.
    await api.db
      .update(rateLimitHits)
      .set({ createdAt: sql`${rateLimitHits.createdAt} - interval '2 hours'` })
      .where(eq(rateLimitHits.key, String(owner.userId)));
    for (let attempt = 1; attempt <= 5; attempt++) {
      await pastCooldown();
      expect((await resend()).status).toBe(204);
    }
    await pastCooldown();
    await expectRefused(await resend(), "86400");
  });

  it("refuses an 11th confirmation resend in an hour from one client address", async () => {
    const owner = await registerOwner(api);
    const ip = freshIp();
    const resendFor = (userId: number) =>
      api.request(
        `/api/users/${userId}/resend-email-confirmation`,
        from(ip, jsonBody({}, { authorization: `Bearer ${owner.token}` })),
      );
    for (let member = 1; member <= 10; member++) {
      const { userId } = await addMember(api, owner.account.id);
      expect((await resendFor(userId)).status).toBe(204);
    }
    const { userId } = await addMember(api, owner.account.id);
    await expectRefused(await resendFor(userId), "3600");
  });

  const changeEmail = (token: string, ip: string, email: string) =>
    api.request(
      "/api/users/me",
      from(ip, {
        ...jsonBody({ first_name: "Olga", email, timezone: "UTC", locale: "en" }),
        method: "PUT",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      }),
    );

  it("mails one new address at most 5 times a day, whoever asks", async () => {
    const target = uniqueEmail("target");
    for (let user = 1; user <= 5; user++) {
      const { token } = await registerOwner(api);
      expect((await changeEmail(token, freshIp(), target)).status).toBe(200);
    }
    const { token } = await registerOwner(api);
    await expectRefused(await changeEmail(token, freshIp(), target), "86400");
    const hits = await api.db
      .select()
      .from(rateLimitHits)
      .where(and(inArray(rateLimitHits.bucket, ["email-change:address"]), eq(rateLimitHits.key, target)));
    expect(hits).toHaveLength(5);
  });

  it("refuses an 11th email change in an hour from one client address", async () => {
    const ip = freshIp();
    let changes = 0;
    for (let user = 1; user <= 3; user++) {
      const { token } = await registerOwner(api);
      for (let change = 1; change <= 4; change++) {
        changes += 1;
        const response = await changeEmail(token, ip, uniqueEmail("new"));
        if (changes <= 10) expect(response.status).toBe(200);
        else return expectRefused(response, "3600");
      }
    }
    throw new Error("never refused");
  });
});
