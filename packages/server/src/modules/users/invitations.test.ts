import { userSchema } from "@varco/domain";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { accountUsers, emailVerifications, invitations, mailOutbox, users } from "../../db/schema";
import {
  addMember,
  bearer,
  jsonBody,
  loginToken,
  registerOwner,
  testPassword,
  uniqueEmail,
} from "../../test/accounts";
import { testAppUrl, useTestApp } from "../../test/testApp";

const userEnvelope = z.object({ data: userSchema });

describe("invitations", () => {
  const api = useTestApp();

  const invite = (token: string, body: Record<string, unknown>) =>
    api.request("/api/users", jsonBody(body, { authorization: `Bearer ${token}` }));

  /** The token of the newest queued invitation mail to `email` (no worker runs in these tests). */
  async function queuedToken(email: string): Promise<string> {
    const mails = await api.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toEmail, email), eq(mailOutbox.template, "user_invitation")))
      .orderBy(mailOutbox.id);
    const url = String(mails.at(-1)?.payload.accept_url);
    expect(url.startsWith(`${testAppUrl}/auth/accept-invitation/`)).toBe(true);
    return url.split("/").at(-1) as string;
  }

  const accept = (token: string, body: Record<string, unknown> = {}) =>
    api.request(
      `/api/auth/invitation/${token}`,
      jsonBody({
        first_name: "Ivy",
        last_name: "Invited",
        password: "invited password",
        password_confirmation: "invited password",
        timezone: "Europe/Rome",
        ...body,
      }),
    );

  it("invites, queues the mail unsent, and signs the person in on accepting", async () => {
    const owner = await registerOwner(api);
    const email = uniqueEmail("guest");
    const response = await invite(owner.token, {
      first_name: "Ivy",
      email: email.toUpperCase(),
      role: "ORGANIZER",
    });
    expect(response.status).toBe(201);
    const invited = userEnvelope.parse(await response.json()).data;
    expect(invited).toMatchObject({
      email,
      status: "INVITED",
      role: "ORGANIZER",
      account_id: owner.account.id,
    });

    const [mail] = await api.db.select().from(mailOutbox).where(eq(mailOutbox.toEmail, email));
    expect(mail?.sentAt).toBeNull();
    const token = await queuedToken(email);
    const [stored] = await api.db
      .select()
      .from(invitations)
      .where(eq(invitations.invitedByUserId, owner.userId));
    expect(stored?.tokenHash).not.toContain(token);

    const preview = await api.request(`/api/auth/invitation/${token}`);
    expect(userEnvelope.parse(await preview.json()).data).toMatchObject({
      id: invited.id,
      status: "INVITED",
    });

    const accepted = await accept(token);
    expect(accepted.status).toBe(204);
    const session = accepted.headers.get("x-auth-token") as string;
    expect(accepted.headers.getSetCookie().some((line) => line.startsWith(`token=${session};`))).toBe(true);
    const me = userEnvelope.parse(await (await api.request("/api/users/me", bearer(session))).json()).data;
    expect(me).toMatchObject({
      id: invited.id,
      status: "ACTIVE",
      first_name: "Ivy",
      timezone: "Europe/Rome",
      is_email_verified: true,
    });
    await loginToken(api, email, "invited password");

    expect((await accept(token)).status).toBe(409);
    expect((await api.request(`/api/auth/invitation/${token}`)).status).toBe(409);
  });

  it("answers 422 on email for someone already in the account, and 403 for organizers", async () => {
    const owner = await registerOwner(api);
    const member = await addMember(api, owner.account.id);
    const again = await invite(owner.token, { first_name: "X", email: member.email, role: "ADMIN" });
    expect(again.status).toBe(422);
    expect(((await again.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      email: ["This person already belongs to the account."],
    });
    const organizerToken = await loginToken(api, member.email);
    expect(
      (await invite(organizerToken, { first_name: "X", email: uniqueEmail(), role: "ADMIN" })).status,
    ).toBe(403);
  });

  it("reuses a user of another account, who joins with the invitation", async () => {
    const a = await registerOwner(api);
    const b = await registerOwner(api);
    const response = await invite(b.token, { first_name: "Other", email: a.email, role: "ADMIN" });
    expect(userEnvelope.parse(await response.json()).data).toMatchObject({
      id: a.userId,
      account_id: b.account.id,
    });
    const [count] = await api.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.email, a.email));
    expect(count?.n).toBe(1);
  });

  it("resends with a new token (the old stops working) and withdraws; only for invited members", async () => {
    const owner = await registerOwner(api);
    const email = uniqueEmail("resend");
    const invited = userEnvelope.parse(
      await (await invite(owner.token, { first_name: "R", email, role: "ORGANIZER" })).json(),
    ).data;
    const first = await queuedToken(email);

    const resend = await api.request(`/api/users/${invited.id}/invitation`, {
      method: "POST",
      ...bearer(owner.token),
    });
    expect(resend.status).toBe(204);
    const second = await queuedToken(email);
    expect(second).not.toBe(first);
    expect((await api.request(`/api/auth/invitation/${first}`)).status).toBe(404);
    expect((await api.request(`/api/auth/invitation/${second}`)).status).toBe(200);

    const withdrawn = await api.request(`/api/users/${invited.id}/invitation`, {
      method: "DELETE",
      ...bearer(owner.token),
    });
    expect(withdrawn.status).toBe(204);
    expect((await accept(second)).status).toBe(404);
    expect((await api.request(`/api/users/${invited.id}`, bearer(owner.token))).status).toBe(404);

    const notInvited = await api.request(`/api/users/${owner.userId}/invitation`, {
      method: "POST",
      ...bearer(owner.token),
    });
    expect(notInvited.status).toBe(400);
    const otherAccount = await registerOwner(api);
    const foreign = await api.request(`/api/users/${owner.userId}/invitation`, {
      method: "DELETE",
      ...bearer(otherAccount.token),
    });
    expect(foreign.status).toBe(404);
  });

  it("refuses an unknown token with 400 and an expired one with 410 (preview) and 400 (accept)", async () => {
    expect((await api.request("/api/auth/invitation/not-a-token")).status).toBe(400);
    expect((await accept("not-a-token")).status).toBe(400);

    const owner = await registerOwner(api);
    const email = uniqueEmail("late");
    await invite(owner.token, { first_name: "L", email, role: "ORGANIZER" });
    const token = await queuedToken(email);
    await api.db
      .update(invitations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(invitations.invitedByUserId, owner.userId));
    expect((await api.request(`/api/auth/invitation/${token}`)).status).toBe(410);
    expect((await accept(token)).status).toBe(400);
    const [membership] = await api.db
      .select()
      .from(accountUsers)
      .where(eq(accountUsers.accountId, owner.account.id))
      .orderBy(accountUsers.id);
    expect(membership?.status).toBe("ACTIVE"); // the owner; the invited one is still INVITED
  });

  it("makes one user and one membership of two simultaneous invitations of a new address", async () => {
    const owner = await registerOwner(api);
    const email = uniqueEmail("both");
    const statuses = (
      await Promise.all([
        invite(owner.token, { first_name: "B", email, role: "ORGANIZER" }),
        invite(owner.token, { first_name: "B", email, role: "ADMIN" }),
      ])
    ).map((response) => response.status);
    expect(statuses.sort()).toEqual([201, 422]);
    const found = await api.db.select().from(users).where(eq(users.email, email));
    expect(found).toHaveLength(1);
  });

  it("lets one of two simultaneous accepts through", async () => {
    const owner = await registerOwner(api);
    const email = uniqueEmail("twice");
    await invite(owner.token, { first_name: "T", email, role: "ORGANIZER" });
    const token = await queuedToken(email);
    const statuses = (await Promise.all([accept(token), accept(token)])).map((response) => response.status);
    expect(statuses.sort()).toEqual([204, 409]);
  });

  describe("of an address another account's user already has", () => {
    const put = (token: string, path: string, body: unknown) =>
      api.request(path, { ...jsonBody(body, { authorization: `Bearer ${token}` }), method: "PUT" });
    const post = (token: string, path: string, body: unknown = {}) =>
      api.request(path, jsonBody(body, { authorization: `Bearer ${token}` }));

    /** Alice, who has her own account, profile and an unconfirmed address; and Mallory's account. */
    async function aliceAndMallory() {
      const alice = await registerOwner(api, {
        first_name: "Alice",
        last_name: "Private",
        timezone: "Asia/Tokyo",
        locale: "de",
        marketing_opt_in: true,
      });
      await put(alice.token, "/api/users/me", {
        first_name: "Alice",
        last_name: "Private",
        email: uniqueEmail("alice.secret"),
        timezone: "Asia/Tokyo",
        locale: "de",
      });
      const mallory = await registerOwner(api);
      return { alice, mallory };
    }

    const asTyped = (email: string) => ({
      email,
      first_name: "Typed",
      last_name: "By Mallory",
      full_name: "Typed By Mallory",
      timezone: "UTC",
      is_email_verified: false,
      has_pending_email_change: false,
      pending_email: null,
      marketing_opted_in_at: null,
      status: "INVITED",
      last_login_at: null,
    });

    it("shows the inviter only what they typed, on inviting, listing and reading the user", async () => {
      const { alice, mallory } = await aliceAndMallory();
      const response = await invite(mallory.token, {
        first_name: "Typed",
        last_name: "By Mallory",
        email: alice.email,
        role: "ADMIN",
      });
      expect(response.status).toBe(201);
      const invited = userEnvelope.parse(await response.json()).data;
      expect(invited).toMatchObject(asTyped(alice.email));

      const read = await api.request(`/api/users/${invited.id}`, bearer(mallory.token));
      expect(userEnvelope.parse(await read.json()).data).toMatchObject({
        ...asTyped(alice.email),
        first_name: "",
        last_name: null,
        full_name: "",
      });
      const list = (await (await api.request("/api/users", bearer(mallory.token))).json()) as {
        data: { id: number; first_name: string; timezone: string }[];
      };
      const listed = list.data.find((user) => user.id === invited.id);
      expect(listed).toMatchObject({ first_name: "", timezone: "UTC" });
    });

    it("lets the inviter change nothing of the user: not the names, not the email confirmation", async () => {
      const { alice, mallory } = await aliceAndMallory();
      const invited = userEnvelope.parse(
        await (await invite(mallory.token, { first_name: "T", email: alice.email, role: "ADMIN" })).json(),
      ).data;

      const rename = await put(mallory.token, `/api/users/${invited.id}`, { first_name: "Pwned" });
      expect(rename.status).toBe(422);
      const [row] = await api.db.select().from(users).where(eq(users.id, alice.userId));
      expect(row).toMatchObject({ firstName: "Alice", lastName: "Private" });

      const mailsBefore = await api.db.select().from(mailOutbox).where(eq(mailOutbox.toEmail, alice.email));
      // Past the resend cooldown of the registration mail.
      await api.db
        .update(emailVerifications)
        .set({ createdAt: sql`now() - interval '1 hour'` })
        .where(eq(emailVerifications.userId, alice.userId));
      const resend = await post(mallory.token, `/api/users/${invited.id}/resend-email-confirmation`);
      expect(resend.status).toBe(404);
      const mailsAfter = await api.db.select().from(mailOutbox).where(eq(mailOutbox.toEmail, alice.email));
      expect(mailsAfter).toHaveLength(mailsBefore.length);

      for (let guess = 0; guess < 6; guess++) {
        const code = await post(mallory.token, `/api/users/${invited.id}/confirm-email-with-code`, {
          code: "000000",
        });
        expect(code.status).toBe(404);
      }
      const [verification] = await api.db
        .select()
        .from(emailVerifications)
        .where(
          and(eq(emailVerifications.userId, alice.userId), sql`${emailVerifications.deletedAt} is null`),
        );
      expect(verification?.failedAttempts).toBe(0);
    });

    it("keeps an invitation out of the login's account picker until it is accepted", async () => {
      const { alice, mallory } = await aliceAndMallory();
      await invite(mallory.token, { first_name: "T", email: alice.email, role: "ADMIN" });
      const login = async () =>
        (await (
          await api.request("/api/auth/login", jsonBody({ email: alice.email, password: testPassword }))
        ).json()) as {
          token: string | null;
          accounts: { id: number }[];
        };
      const before = await login();
      expect(before.accounts.map((account) => account.id)).toEqual([alice.account.id]);
      expect(before.token).toBeTruthy();

      expect(
        (
          await accept(await queuedToken(alice.email), {
            password: testPassword,
            password_confirmation: testPassword,
          })
        ).status,
      ).toBe(204);
      const after = await login();
      expect(after.accounts.map((account) => account.id).sort()).toEqual(
        [alice.account.id, mallory.account.id].sort(),
      );
      expect(after.token).toBeNull();
    });
  });

  describe("an address whose invitation ended", () => {
    const registerWith = (email: string) =>
      api.request(
        "/api/auth/register",
        jsonBody({
          first_name: "Rita",
          last_name: "Registrant",
          email,
          password: testPassword,
          password_confirmation: testPassword,
        }),
      );

    it("can be registered after the invitation is withdrawn", async () => {
      const owner = await registerOwner(api);
      const email = uniqueEmail("withdrawn");
      const invited = userEnvelope.parse(
        await (await invite(owner.token, { first_name: "W", email, role: "ORGANIZER" })).json(),
      ).data;
      await api.request(`/api/users/${invited.id}/invitation`, { method: "DELETE", ...bearer(owner.token) });
      expect((await registerWith(email)).status).toBe(201);
      await loginToken(api, email);
    });

    it("can be registered after the invitation expires, and the inviter sees nothing of the registrant", async () => {
      const owner = await registerOwner(api);
      const email = uniqueEmail("expired");
      const invited = userEnvelope.parse(
        await (await invite(owner.token, { first_name: "E", email, role: "ORGANIZER" })).json(),
      ).data;
      await api.db
        .update(invitations)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(invitations.invitedByUserId, owner.userId));
      expect((await registerWith(email)).status).toBe(201);
      const session = await loginToken(api, email);
      const me = userEnvelope.parse(await (await api.request("/api/users/me", bearer(session))).json()).data;
      expect(me).toMatchObject({ first_name: "Rita", status: "ACTIVE", is_account_owner: true });

      const seen = userEnvelope.parse(
        await (await api.request(`/api/users/${invited.id}`, bearer(owner.token))).json(),
      ).data;
      expect(seen).toMatchObject({ status: "INVITED", first_name: "" });
    });
  });
});
