import { createHash } from "node:crypto";
import { loginResponseSchema, messageResponseSchema, userSchema } from "@varco/domain";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { accounts, accountUsers, loginAttempts, sessions, users } from "../../db/schema";
import {
  addMember,
  bearer,
  jsonBody,
  loginToken,
  registerOwner,
  testPassword,
  uniqueEmail,
} from "../../test/accounts";
import { useTestApp } from "../../test/testApp";
import { beginLoginAttempt, settleLoginAttempt } from "./loginAttempts";
import { hashPassword, verifyPassword } from "./password";
import { sessionLifetimeSeconds } from "./session";

const userEnvelope = z.object({ data: userSchema });

function cookieOf(response: Response): string {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith("token="));
  if (!cookie) throw new Error("no token cookie");
  return cookie;
}

describe("passwords", () => {
  it("hashes with scrypt, a random salt and its parameters, and verifies only the right password", async () => {
    const first = await hashPassword("s3cret-enough");
    const second = await hashPassword("s3cret-enough");
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword("s3cret-enough", first)).toBe(true);
    expect(await verifyPassword("s3cret-enougH", first)).toBe(false);
    expect(await verifyPassword("s3cret-enough", "plain-text")).toBe(false);
  });
});

describe("POST /api/auth/register", () => {
  const api = useTestApp();

  it("creates the account and its owner, and signs in with a safe cookie", async () => {
    const { account, userId, token, response, email } = await registerOwner(api, {
      email: uniqueEmail("Mixed.Case").replace("mixed", "Mixed"),
      timezone: "Europe/Rome",
      currency_code: "EUR",
      locale: "it",
    });
    expect(account).toMatchObject({
      currency_code: "EUR",
      timezone: "Europe/Rome",
      is_account_email_confirmed: true,
    });
    const cookie = cookieOf(response);
    expect(cookie).toContain(`token=${token}`);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; Secure/); // APP_URL is https in tests
    expect(cookie).toMatch(new RegExp(`; Max-Age=${sessionLifetimeSeconds}`));

    const [membership] = await api.db.select().from(accountUsers).where(eq(accountUsers.userId, userId));
    expect(membership).toMatchObject({
      accountId: account.id,
      role: "ADMIN",
      status: "ACTIVE",
      isAccountOwner: true,
    });
    const [user] = await api.db.select().from(users).where(eq(users.id, userId));
    expect(user?.email).toBe(email);
    expect(user?.passwordHash).toMatch(/^scrypt\$/);
    // Only the token's SHA-256 is stored.
    const stored = await api.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(stored.map((session) => session.tokenHash)).toEqual([
      createHash("sha256").update(token).digest("hex"),
    ]);

    const me = await api.request("/api/users/me", { headers: { cookie: `token=${token}` } });
    expect(me.status).toBe(200);
    expect(userEnvelope.parse(await me.json()).data).toMatchObject({
      id: userId,
      email,
      role: "ADMIN",
      is_account_owner: true,
      account_id: account.id,
      locale: "it",
    });
  });

  it("answers 422 on email for an address already registered, in any case, and creates nothing", async () => {
    const { email } = await registerOwner(api);
    const before = await api.db.select({ n: sql<number>`count(*)::int` }).from(accounts);
    const response = await api.request(
      "/api/auth/register",
      jsonBody({
        first_name: "Again",
        email: email.toUpperCase(),
        password: testPassword,
        password_confirmation: testPassword,
      }),
    );
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(body.errors.email).toEqual(["An account with this email already exists."]);
    const after = await api.db.select({ n: sql<number>`count(*)::int` }).from(accounts);
    expect(after).toEqual(before);
  });

  it("lets exactly one of two simultaneous registrations with one email through", async () => {
    const email = uniqueEmail("race");
    const attempt = () =>
      api.request(
        "/api/auth/register",
        jsonBody({ first_name: "Race", email, password: testPassword, password_confirmation: testPassword }),
      );
    const statuses = (await Promise.all([attempt(), attempt(), attempt()])).map(
      (response) => response.status,
    );
    expect(statuses.sort()).toEqual([201, 422, 422]);
    const owners = await api.db.select().from(accounts).where(eq(accounts.email, email));
    expect(owners).toHaveLength(1);
  });

  it("answers 422 for a short password or unmatched confirmation", async () => {
    const response = await api.request(
      "/api/auth/register",
      jsonBody({ first_name: "A", email: uniqueEmail(), password: "short", password_confirmation: "other" }),
    );
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(body.errors.password).toEqual(["Password must be at least 8 characters."]);
  });
});

describe("POST /api/auth/login and sessions", () => {
  const api = useTestApp();

  it("answers the token, user and accounts; the token works as Bearer and as cookie", async () => {
    const { email, account, userId } = await registerOwner(api);
    const response = await api.request(
      "/api/auth/login",
      jsonBody({ email: email.toUpperCase(), password: testPassword }),
    );
    expect(response.status).toBe(200);
    const body = loginResponseSchema.parse(await response.json());
    expect(body).toMatchObject({
      token_type: "bearer",
      expires_in: sessionLifetimeSeconds,
      user: { id: userId },
    });
    expect(body.accounts.map((item) => item.id)).toEqual([account.id]);
    expect(response.headers.get("x-auth-token")).toBe(body.token);
    expect(cookieOf(response)).toContain(`token=${body.token}`);
    expect(body.user.last_login_at).not.toBeNull();

    expect((await api.request("/api/users/me", bearer(body.token as string))).status).toBe(200);
    expect((await api.request("/api/users/me", { headers: { cookie: `token=${body.token}` } })).status).toBe(
      200,
    );
  });

  it("answers the same 401 for an unknown email and for a wrong password", async () => {
    const { email } = await registerOwner(api);
    const wrongPassword = await api.request(
      "/api/auth/login",
      jsonBody({ email, password: "not the password" }),
    );
    const unknownEmail = await api.request(
      "/api/auth/login",
      jsonBody({ email: uniqueEmail(), password: testPassword }),
    );
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(await wrongPassword.json()).toEqual({ message: "Username or Password are incorrect" });
    expect(await unknownEmail.json()).toEqual({ message: "Username or Password are incorrect" });
    expect(wrongPassword.headers.getSetCookie()).toEqual([]);
  });

  it("refuses an inactive member with 401", async () => {
    const { account } = await registerOwner(api);
    const { email } = await addMember(api, account.id, { status: "INACTIVE" });
    const response = await api.request("/api/auth/login", jsonBody({ email, password: testPassword }));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "User account is not active" });
  });

  it("answers token null for a member of several accounts until one is picked", async () => {
    const first = await registerOwner(api);
    const second = await registerOwner(api);
    await api.db
      .insert(accountUsers)
      .values({ accountId: second.account.id, userId: first.userId, role: "ORGANIZER", status: "ACTIVE" });
    const unpicked = loginResponseSchema.parse(
      await (
        await api.request("/api/auth/login", jsonBody({ email: first.email, password: testPassword }))
      ).json(),
    );
    expect(unpicked.token).toBeNull();
    expect(unpicked.accounts.map((item) => item.id).sort()).toEqual(
      [first.account.id, second.account.id].sort(),
    );
    const picked = await api.request(
      "/api/auth/login",
      jsonBody({ email: first.email, password: testPassword, account_id: second.account.id }),
    );
    const body = loginResponseSchema.parse(await picked.json());
    const me = userEnvelope.parse(
      await (await api.request("/api/users/me", bearer(body.token as string))).json(),
    );
    expect(me.data).toMatchObject({ account_id: second.account.id, role: "ORGANIZER" });
    const unknown = await api.request(
      "/api/auth/login",
      jsonBody({ email: first.email, password: testPassword, account_id: 999999 }),
    );
    expect(unknown.status).toBe(401);
  });

  it("answers 401 without a session, with a made-up token, and with an expired one", async () => {
    expect((await api.request("/api/users/me")).status).toBe(401);
    const response = await api.request("/api/users/me", bearer("not-a-real-token"));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Unauthenticated." });

    const { token, userId } = await registerOwner(api);
    await api.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, userId));
    expect((await api.request("/api/users/me", bearer(token))).status).toBe(401);
  });

  it("slides the expiry forward when a session is used with less than 29 days left", async () => {
    const { token, userId } = await registerOwner(api);
    await api.db
      .update(sessions)
      .set({ expiresAt: sql`now() + interval '1 day'` })
      .where(eq(sessions.userId, userId));
    expect((await api.request("/api/users/me", bearer(token))).status).toBe(200);
    const [session] = await api.db
      .select({ daysLeft: sql<number>`extract(epoch from ${sessions.expiresAt} - now()) / 86400` })
      .from(sessions)
      .where(eq(sessions.userId, userId));
    expect(Number(session?.daysLeft)).toBeGreaterThan(29.9);
  });

  it("logs out: the session is revoked and the cookie cleared", async () => {
    const { token } = await registerOwner(api);
    const response = await api.request("/api/auth/logout", {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(messageResponseSchema.parse(await response.json())).toEqual({ message: "Logout Successful" });
    expect(cookieOf(response)).toMatch(/^token=;.*Max-Age=0/);
    expect((await api.request("/api/users/me", bearer(token))).status).toBe(401);
    // Without a session, logout still answers 200.
    expect((await api.request("/api/auth/logout", { method: "POST" })).status).toBe(200);
  });

  it("signs out a member whose membership becomes inactive", async () => {
    const { account } = await registerOwner(api);
    const { email, userId } = await addMember(api, account.id);
    const token = await loginToken(api, email);
    await api.db.update(accountUsers).set({ status: "INACTIVE" }).where(eq(accountUsers.userId, userId));
    expect((await api.request("/api/users/me", bearer(token))).status).toBe(401);
  });
});

describe("login rate limit", () => {
  const api = useTestApp();
  const fail = (email: string) =>
    api.request("/api/auth/login", jsonBody({ email, password: "wrong password" }));
  const succeed = (email: string) =>
    api.request("/api/auth/login", jsonBody({ email, password: testPassword }));

  it("answers 429 after 10 failures in 15 minutes, even with the right password, until the window passes", async () => {
    const { email } = await registerOwner(api);
    for (let attempt = 1; attempt <= 10; attempt++) expect((await fail(email)).status).toBe(401);
    const refused = await succeed(email);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: "Too Many Attempts." });
    expect(refused.headers.get("retry-after")).toBe("900");
    expect((await fail(email)).status).toBe(429);
    // Refused attempts leave no row, so they do not extend the lock.
    const rows = await api.db.select().from(loginAttempts).where(eq(loginAttempts.email, email));
    expect(rows.map((row) => row.outcome)).toEqual(Array(10).fill("FAILED"));

    await api.db.execute(
      sql`update login_attempts set created_at = now() - interval '15 minutes 1 second' where email = ${email}`,
    );
    expect((await succeed(email)).status).toBe(200);
  });

  it("counts unknown emails too, and a success resets the email's count", async () => {
    const unknown = uniqueEmail("nobody");
    for (let attempt = 1; attempt <= 10; attempt++) expect((await fail(unknown)).status).toBe(401);
    expect((await fail(unknown)).status).toBe(429);

    const { email } = await registerOwner(api);
    for (let attempt = 1; attempt <= 9; attempt++) await fail(email);
    expect((await succeed(email)).status).toBe(200);
    for (let attempt = 1; attempt <= 9; attempt++) await fail(email);
    expect((await succeed(email)).status).toBe(200);
  });

  it("limits one client address across emails, whatever its successes", async () => {
    const ip = "203.0.113.7";
    for (let attempt = 1; attempt <= 10; attempt++) {
      const { attemptId, allowed } = await beginLoginAttempt(api.db, { email: uniqueEmail("spray"), ip });
      expect(allowed).toBe(true);
      await settleLoginAttempt(api.db, attemptId, false);
    }
    expect((await beginLoginAttempt(api.db, { email: uniqueEmail("spray"), ip })).allowed).toBe(false);
    expect(
      (await beginLoginAttempt(api.db, { email: uniqueEmail("spray"), ip: "203.0.113.8" })).allowed,
    ).toBe(true);
  });
});

describe("login rate limit per client address behind a proxy", () => {
  const api = useTestApp({ env: { TRUSTED_PROXY_COUNT: "1" } });
  const from = (forwardedFor: string, email: string, password: string) =>
    api.request("/api/auth/login", jsonBody({ email, password }, { "x-forwarded-for": forwardedFor }));

  it("refuses an address after 10 failures across emails, and only that address", async () => {
    const { email } = await registerOwner(api);
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await from("198.51.100.1", uniqueEmail("spray"), "wrong password")).status).toBe(401);
    }
    expect((await from("198.51.100.1", email, testPassword)).status).toBe(429);
    // Entries left of the trusted proxy's are the client's own to forge: they do not count.
    expect((await from("203.0.113.50, 198.51.100.1", email, testPassword)).status).toBe(429);
    expect((await from("198.51.100.2", email, testPassword)).status).toBe(200);
  });
});

describe("session cookie on plain http", () => {
  const api = useTestApp({ env: { APP_URL: "http://localhost:3000" } });

  it("is not marked Secure when APP_URL is http (a local install)", async () => {
    const { response } = await registerOwner(api);
    const cookie = cookieOf(response);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).not.toMatch(/Secure/);
  });
});
