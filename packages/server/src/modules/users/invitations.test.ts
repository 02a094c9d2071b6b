import { userSchema } from "@varco/domain";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { accountUsers, invitations, mailOutbox, users } from "../../db/schema";
import { addMember, bearer, jsonBody, loginToken, registerOwner, uniqueEmail } from "../../test/accounts";
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
      email: ["This person is already a user of this account."],
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
});
