import { isApiError, userLocales, userSchema } from "@varco/domain";
import { and, eq, ne, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { accounts, emailChanges, emailVerifications, mailOutbox, users } from "../../db/schema";
import {
  addMember,
  jsonBody,
  loginToken,
  registerOwner,
  testPassword,
  uniqueEmail,
} from "../../test/accounts";
import { testAppUrl, useTestApp } from "../../test/testApp";
import { authed, clientFor } from "../events/testFixtures";
import { renderMail } from "../mail/templates";
import type { MailTransport, OutgoingMail } from "../mail/transport";
import { deliverDueMail } from "../mail/worker";

const userEnvelope = z.object({ data: userSchema });

const linkPattern = new RegExp(
  `${testAppUrl.replaceAll(".", "\\.")}/manage/profile/confirm-email-change/([A-Za-z0-9_-]+)`,
);

describe("changing the signed-in user's email", () => {
  const api = useTestApp();
  const sent: OutgoingMail[] = [];
  const capture: MailTransport = {
    kind: "test",
    async send(mail) {
      sent.push(mail);
    },
  };

  /** Mail queued so far (registrations' confirmations) is not the test's business. */
  async function skipQueuedMail() {
    await api.db.update(mailOutbox).set({ status: "SENT" }).where(ne(mailOutbox.status, "SENT"));
    sent.length = 0;
  }
  beforeEach(skipQueuedMail);

  const deliver = () => deliverDueMail(api.db, capture, { appName: "Varco", from: "no-reply@varco.test" });

  /** `PUT users/me` with the profile and a new email; the answer's user. */
  async function changeEmail(token: string, email: string, extra: Record<string, unknown> = {}) {
    const response = await api.request(
      "/api/users/me",
      authed(token, "PUT", { first_name: "Olga", timezone: "Europe/Rome", locale: "en", email, ...extra }),
    );
    return response;
  }

  /** Delivers the queue and returns the token of the one email-change mail to `email`. */
  async function mailedToken(email: string): Promise<string> {
    await deliver();
    const mails = sent.filter((mail) => mail.to === email);
    expect(mails).toHaveLength(1);
    const token = linkPattern.exec((mails[0] as OutgoingMail).text)?.[1];
    expect(token).toBeTruthy();
    return token as string;
  }

  const confirm = (token: string, userId: number, linkToken: string) =>
    api.request(`/api/users/${userId}/email-change/${linkToken}`, authed(token, "POST"));

  it("mails a link to the new address in the user's language; confirming makes it the email", async () => {
    const owner = await registerOwner(api, { locale: "it" });
    await skipQueuedMail();
    const newEmail = uniqueEmail("nuovo");
    const response = await changeEmail(owner.token, newEmail.toUpperCase(), { locale: "it" });
    expect(response.status).toBe(200);
    expect(userEnvelope.parse(await response.json()).data).toMatchObject({
      email: owner.email,
      pending_email: newEmail,
      has_pending_email_change: true,
    });

    const [queued] = await api.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toEmail, newEmail), eq(mailOutbox.template, "email_change")));
    expect(queued?.payload).toMatchObject({ locale: "it", first_name: "Olga", expires_in_hours: 24 });
    expect(sent).toEqual([]);
    await deliver();
    const [mail] = sent.filter((m) => m.to === newEmail);
    expect(mail?.subject).toBe("Conferma il nuovo indirizzo email per Varco");
    expect(mail?.text).toContain("scade tra 24 ore");
    const linkToken = linkPattern.exec(mail?.text ?? "")?.[1] as string;
    expect(mail?.html).toContain(`/manage/profile/confirm-email-change/${linkToken}`);
    // Nothing goes to the old address, and only the token's hash is stored.
    expect(sent.filter((m) => m.to === owner.email)).toEqual([]);
    const [change] = await api.db.select().from(emailChanges).where(eq(emailChanges.userId, owner.userId));
    expect(change?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(change?.tokenHash).not.toContain(linkToken);

    const confirmed = await confirm(owner.token, owner.userId, linkToken);
    expect(confirmed.status).toBe(200);
    expect(userEnvelope.parse(await confirmed.json()).data).toMatchObject({
      email: newEmail,
      pending_email: null,
      has_pending_email_change: false,
      is_email_verified: true,
    });
    // Signing in now takes the new address; the account's contact address followed.
    expect(await loginToken(api, newEmail)).toBeTruthy();
    const oldLogin = await api.request(
      "/api/auth/login",
      jsonBody({ email: owner.email, password: testPassword }),
    );
    expect(oldLogin.status).toBe(401);
    const [account] = await api.db.select().from(accounts).where(eq(accounts.id, owner.account.id));
    expect(account?.email).toBe(newEmail);
    // The old address's confirmation link is revoked.
    const openVerifications = await api.db
      .select()
      .from(emailVerifications)
      .where(
        and(
          eq(emailVerifications.userId, owner.userId),
          sql`${emailVerifications.usedAt} is null and ${emailVerifications.deletedAt} is null`,
        ),
      );
    expect(openVerifications).toEqual([]);

    // The link works once.
    expect((await confirm(owner.token, owner.userId, linkToken)).status).toBe(404);
  });

  it("answers 404 for an unknown, expired, replaced or cancelled link", async () => {
    const owner = await registerOwner(api);
    expect((await confirm(owner.token, owner.userId, "not-a-token")).status).toBe(404);

    const first = uniqueEmail("first");
    await changeEmail(owner.token, first);
    const firstToken = await mailedToken(first);
    // Saving the form again with the same pending address mails nothing new.
    await changeEmail(owner.token, first);
    await deliver();
    expect(sent.filter((mail) => mail.to === first)).toHaveLength(1);

    const second = uniqueEmail("second");
    await changeEmail(owner.token, second);
    const secondToken = await mailedToken(second);
    expect((await confirm(owner.token, owner.userId, firstToken)).status).toBe(404);

    await api.db
      .update(emailChanges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailChanges.newEmail, second));
    expect((await confirm(owner.token, owner.userId, secondToken)).status).toBe(404);

    const third = uniqueEmail("third");
    await changeEmail(owner.token, third);
    const thirdToken = await mailedToken(third);
    const cancelled = await api.request(
      `/api/users/${owner.userId}/email-change`,
      authed(owner.token, "DELETE"),
    );
    expect(cancelled.status).toBe(200);
    expect(userEnvelope.parse(await cancelled.json()).data).toMatchObject({
      email: owner.email,
      pending_email: null,
      has_pending_email_change: false,
    });
    expect((await confirm(owner.token, owner.userId, thirdToken)).status).toBe(404);
    const [user] = await api.db.select().from(users).where(eq(users.id, owner.userId));
    expect(user?.email).toBe(owner.email);
  });

  it("sending the current email again cancels the pending change", async () => {
    const owner = await registerOwner(api);
    const next = uniqueEmail("next");
    await changeEmail(owner.token, next);
    const linkToken = await mailedToken(next);
    const back = await changeEmail(owner.token, owner.email);
    expect(userEnvelope.parse(await back.json()).data.pending_email).toBeNull();
    expect((await confirm(owner.token, owner.userId, linkToken)).status).toBe(404);
  });

  it("answers an address another user has as if the change were under way, telling its owner nothing; 409 when taken before confirming", async () => {
    const owner = await registerOwner(api);
    const other = await registerOwner(api);
    await skipQueuedMail();
    const [otherBefore] = await api.db.select().from(users).where(eq(users.id, other.userId));
    const taken = await changeEmail(owner.token, other.email.toUpperCase());
    const free = await changeEmail((await registerOwner(api)).token, uniqueEmail("free"));
    // The same answer as for a free address: nobody learns from it whether an account has it.
    expect(taken.status).toBe(free.status);
    const answer = userEnvelope.parse(await taken.json()).data;
    expect(answer).toMatchObject({
      email: owner.email,
      pending_email: other.email,
      has_pending_email_change: true,
    });
    expect(Object.keys(answer).sort()).toEqual(
      Object.keys(userEnvelope.parse(await free.json()).data).sort(),
    );
    // Nothing reaches the address's owner, no link exists that could confirm it, their row is as it was.
    await deliver();
    expect(sent.filter((mail) => mail.to === other.email)).toEqual([]);
    expect(await api.db.select().from(emailChanges).where(eq(emailChanges.userId, owner.userId))).toEqual([]);
    expect((await api.db.select().from(users).where(eq(users.id, other.userId)))[0]).toEqual(otherBefore);
    const [pending] = await api.db.select().from(users).where(eq(users.id, owner.userId));
    expect(pending).toMatchObject({ email: owner.email, pendingEmail: other.email });

    const wanted = uniqueEmail("wanted");
    await changeEmail(owner.token, wanted);
    const linkToken = await mailedToken(wanted);
    await registerOwner(api, { email: wanted });
    const conflict = await confirm(owner.token, owner.userId, linkToken);
    expect(conflict.status).toBe(409);
    const [user] = await api.db.select().from(users).where(eq(users.id, owner.userId));
    expect(user).toMatchObject({ email: owner.email, pendingEmail: wanted });
  });

  it("lets only the user confirm or cancel their own change (404 for anyone else)", async () => {
    const owner = await registerOwner(api);
    const member = await addMember(api, owner.account.id, { role: "ORGANIZER" });
    const memberToken = await loginToken(api, member.email);
    const wanted = uniqueEmail("mine");
    await changeEmail(memberToken, wanted);
    const linkToken = await mailedToken(wanted);

    // The account's admin, with the right token, still cannot act for the member.
    expect((await confirm(owner.token, member.userId, linkToken)).status).toBe(404);
    expect(
      (await api.request(`/api/users/${member.userId}/email-change`, authed(owner.token, "DELETE"))).status,
    ).toBe(404);
    // Another account's user neither.
    const stranger = await registerOwner(api);
    expect((await confirm(stranger.token, member.userId, linkToken)).status).toBe(404);
    // Nor my own id with someone else's token.
    expect((await confirm(owner.token, owner.userId, linkToken)).status).toBe(404);
    expect((await api.request(`/api/users/${member.userId}/email-change`, { method: "DELETE" })).status).toBe(
      401,
    );

    const [stillPending] = await api.db.select().from(users).where(eq(users.id, member.userId));
    expect(stillPending?.pendingEmail).toBe(wanted);
    const confirmed = await confirm(memberToken, member.userId, linkToken);
    expect(confirmed.status).toBe(200);
    expect(userEnvelope.parse(await confirmed.json()).data).toMatchObject({
      email: wanted,
      role: "ORGANIZER",
      account_id: owner.account.id,
    });
    // A member's change leaves the account's contact address alone.
    const [account] = await api.db.select().from(accounts).where(eq(accounts.id, owner.account.id));
    expect(account?.email).toBe(owner.email);
  });

  it("mails at most 5 new addresses per hour per user, then answers 429 and mails nothing", async () => {
    const owner = await registerOwner(api);
    for (let n = 1; n <= 5; n += 1) {
      expect((await changeEmail(owner.token, uniqueEmail(`hop${n}`))).status).toBe(200);
    }
    const refused = await changeEmail(owner.token, uniqueEmail("hop6"));
    expect(refused.status).toBe(429);
    await deliver();
    expect(sent.filter((mail) => mail.to.startsWith("hop"))).toHaveLength(5);
    const [user] = await api.db.select().from(users).where(eq(users.id, owner.userId));
    expect(user?.pendingEmail).toMatch(/^hop5\./);
  });

  it("speaks the domain client's calls", async () => {
    const owner = await registerOwner(api);
    const client = clientFor(api, owner.token);
    const wanted = uniqueEmail("client");
    await client.users.updateCurrent({ first_name: "Olga", timezone: "UTC", locale: "en", email: wanted });
    const linkToken = await mailedToken(wanted);
    expect(await client.users.cancelEmailChange(owner.userId)).toMatchObject({ pending_email: null });
    // Asking again after cancelling mails a new link; the cancelled one stays dead.
    sent.length = 0;
    await client.users.updateCurrent({ first_name: "Olga", timezone: "UTC", locale: "en", email: wanted });
    const latest = await mailedToken(wanted);
    expect(latest).not.toBe(linkToken);
    const dead = await client.users.confirmEmailChange(owner.userId, linkToken).catch((e: unknown) => e);
    expect(isApiError(dead) && dead.status).toBe(404);
    expect(await client.users.confirmEmailChange(owner.userId, latest)).toMatchObject({ email: wanted });
  });
});

describe("the email_change mail", () => {
  it("speaks every locale, with the link and the hours", () => {
    const payload = {
      first_name: "Zoë",
      confirm_url: `${testAppUrl}/manage/profile/confirm-email-change/tok`,
      expires_in_hours: 24,
    };
    const english = renderMail("email_change", payload, { locale: "en", appName: "Varco" });
    expect(english.subject).toBe("Confirm your new email address for Varco");
    for (const locale of userLocales) {
      const mail = renderMail("email_change", payload, { locale, appName: "Varco" });
      expect(mail.text, locale).toContain(payload.confirm_url);
      expect(mail.html, locale).toContain(payload.confirm_url);
      expect(mail.text, locale).toContain("24");
      expect(mail.text, locale).toContain("Zoë");
      expect(mail.subject, locale).toContain("Varco");
      if (locale !== "en") expect(mail.subject, locale).not.toBe(english.subject);
      expect(`${mail.subject}${mail.text}`, locale).not.toMatch(/\{\w+\}/);
    }
    expect(() =>
      renderMail("email_change", { confirm_url: "javascript:alert(1)" }, { locale: "en", appName: "Varco" }),
    ).toThrow(/not an http/);
  });
});
