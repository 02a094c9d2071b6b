import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { userLocales, userSchema } from "@varco/domain";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { emailVerifications, jobs, mailOutbox, passwordResets, sessions, users } from "../../db/schema";
import { escapeHtml } from "../../http/html";
import { retryDelaySeconds } from "../../jobs/runner";
import { bearer, jsonBody, registerOwner, testPassword, uniqueEmail } from "../../test/accounts";
import { listenForSmtp } from "../../test/smtpMailbox";
import { testAppUrl, useTestApp } from "../../test/testApp";
import { queueMail } from "./outbox";
import { renderMail } from "./templates";
import { fileTransport, type MailTransport, type OutgoingMail, smtpTransport } from "./transport";
import { deliverDueMail } from "./worker";

interface Received {
  from: string;
  to: string[];
  raw: string;
  /** The message with quoted-printable undone, enough to find subjects and links. */
  decoded: string;
}

/** A real SMTP server on a free port, keeping what it receives. */
async function startSmtpServer() {
  const received: Received[] = [];
  const server = await listenForSmtp((envelope, raw) => {
    const decoded = raw
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    received.push({
      from: envelope.mailFrom ? envelope.mailFrom.address : "",
      to: envelope.rcptTo.map((recipient) => recipient.address),
      raw,
      decoded,
    });
  });
  return { ...server, received };
}

const settings = { appName: "Varco", from: "Varco <no-reply@varco.test>" };

function subjectOf(mail: Received): string {
  return /^Subject: (.*)$/m.exec(mail.raw)?.[1]?.trim() ?? "";
}

function linkIn(mail: Received, path: string): string {
  const pattern = new RegExp(`${testAppUrl.replaceAll(".", "\\.")}${path}/([A-Za-z0-9_-]+)`);
  const match = pattern.exec(mail.decoded);
  expect(match, `a ${path} link in the mail`).not.toBeNull();
  return (match as RegExpExecArray)[1] as string;
}

describe("mail delivery", () => {
  const api = useTestApp();
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let transport: MailTransport;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    transport = smtpTransport(smtp.url);
  });
  afterAll(async () => {
    transport.close?.();
    await smtp.close();
  });
  beforeEach(async () => {
    // Earlier tests' leftovers must not be delivered (or failed) by this test's worker pass.
    await api.db.update(mailOutbox).set({ status: "SENT" }).where(ne(mailOutbox.status, "SENT"));
  });

  const deliver = () => deliverDueMail(api.db, transport, settings);
  /** The job that sends a mail. */
  const jobOf = async (mailId: number | undefined) =>
    (
      await api.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.queue, "mail"), eq(jobs.key, `mail:${mailId}`)))
    )[0];
  const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));

  it("mails a confirmation link and code on register; either confirms the address once", async () => {
    const owner = await registerOwner(api, { locale: "it" });
    const me = async () =>
      userSchema.parse(
        ((await (await api.request("/api/users/me", bearer(owner.token))).json()) as { data: unknown }).data,
      );
    expect((await me()).is_email_verified).toBe(false);

    expect(await deliver()).toEqual({ sent: 1, retried: 0, failed: 0 });
    const [mail] = mailsTo(owner.email);
    expect(mail).toBeDefined();
    const received = mail as Received;
    expect(received.from).toBe("no-reply@varco.test");
    expect(subjectOf(received)).toBe("Conferma il tuo indirizzo email per Varco");
    const token = linkIn(received, "/manage/profile/confirm-email-address");
    // Confirmed, the page leads back to where a new account starts.
    expect(received.decoded).toContain(`/manage/profile/confirm-email-address/${token}?next=%2Fwelcome`);
    const code = /codice: (\d{6})/.exec(received.decoded)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await api.db.select().from(mailOutbox).where(eq(mailOutbox.toEmail, owner.email));
    expect(row).toMatchObject({ status: "SENT" });
    expect(await jobOf(row?.id)).toMatchObject({ status: "DONE", attempts: 1 });
    expect(row?.sentAt).toBeInstanceOf(Date);
    // Only hashes are stored.
    const [verification] = await api.db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.userId, owner.userId));
    expect(verification?.tokenHash).not.toContain(token);
    expect(verification?.codeHash).not.toContain(code);

    const wrongUser = await api.request(
      `/api/users/${owner.userId + 100000}/confirm-email/${token}`,
      jsonBody({}, { authorization: `Bearer ${owner.token}` }),
    );
    expect(wrongUser.status).toBe(404);
    const bad = await api.request(
      `/api/users/${owner.userId}/confirm-email/not-the-token`,
      jsonBody({}, { authorization: `Bearer ${owner.token}` }),
    );
    expect(bad.status).toBe(400);
    const ok = await api.request(
      `/api/users/${owner.userId}/confirm-email/${token}`,
      jsonBody({}, { authorization: `Bearer ${owner.token}` }),
    );
    expect(ok.status).toBe(204);
    expect((await me()).is_email_verified).toBe(true);
    const again = await api.request(
      `/api/users/${owner.userId}/confirm-email/${token}`,
      jsonBody({}, { authorization: `Bearer ${owner.token}` }),
    );
    expect(again.status).toBe(400);
  });

  it("confirms with the 6-digit code, counts wrong codes and resends after the cooldown", async () => {
    const owner = await registerOwner(api, { locale: "en" });
    await deliver();
    const [mail] = mailsTo(owner.email);
    expect(subjectOf(mail as Received)).toBe("Confirm your email address for Varco");
    const code = /code: (\d{6})/.exec((mail as Received).decoded)?.[1] as string;
    const withCode = (value: string) =>
      api.request(
        `/api/users/${owner.userId}/confirm-email-with-code`,
        jsonBody({ code: value }, { authorization: `Bearer ${owner.token}` }),
      );
    const wrong = code === "111111" ? "222222" : "111111";

    // Resending at once is refused.
    const early = await api.request(
      `/api/users/${owner.userId}/resend-email-confirmation`,
      jsonBody({}, { authorization: `Bearer ${owner.token}` }),
    );
    expect(early.status).toBe(429);

    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await withCode(wrong);
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({ errors: { code: [expect.any(String)] } });
    }
    // Five wrong codes: even the right one no longer works.
    expect((await withCode(code)).status).toBe(422);

    // After the cooldown a resend issues a new code that works.
    await api.db
      .update(emailVerifications)
      .set({ createdAt: sql`now() - interval '1 minute'` })
      .where(eq(emailVerifications.userId, owner.userId));
    const resend = await api.request(
      `/api/users/${owner.userId}/resend-email-confirmation`,
      jsonBody({}, { authorization: `Bearer ${owner.token}` }),
    );
    expect(resend.status).toBe(204);
    await deliver();
    const second = mailsTo(owner.email).at(-1) as Received;
    const newCode = /code: (\d{6})/.exec(second.decoded)?.[1] as string;
    const confirmed = await withCode(newCode);
    expect(confirmed.status).toBe(200);
    const [user] = await api.db.select().from(users).where(eq(users.id, owner.userId));
    expect(user?.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it("mails a reset link for a known address only, answering both alike; the link works once", async () => {
    const owner = await registerOwner(api, { locale: "en" });
    await deliver();
    const unknown = uniqueEmail("nobody");
    const forgot = (email: string) => api.request("/api/auth/forgot-password", jsonBody({ email }));
    const [known, missing] = [await forgot(owner.email.toUpperCase()), await forgot(unknown)];
    expect(known.status).toBe(200);
    expect(missing.status).toBe(200);
    expect(await known.json()).toEqual(await missing.json());
    expect(await api.db.select().from(mailOutbox).where(eq(mailOutbox.toEmail, unknown))).toEqual([]);

    expect(await deliver()).toMatchObject({ sent: 1 });
    const mail = mailsTo(owner.email).at(-1) as Received;
    expect(subjectOf(mail)).toBe("Reset your Varco password");
    expect(mail.decoded).toContain("expires in 15 minutes");
    const token = linkIn(mail, "/auth/reset-password");
    const [stored] = await api.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, owner.userId));
    expect(stored?.tokenHash).not.toContain(token);
    expect((stored?.expiresAt.getTime() ?? 0) - (stored?.createdAt.getTime() ?? 0)).toBe(15 * 60 * 1000);

    expect((await api.request(`/api/auth/reset-password/${token}`)).status).toBe(204);
    const reset = (password: string) =>
      api.request(
        `/api/auth/reset-password/${token}`,
        jsonBody({ password, password_confirmation: password }),
      );
    const done = await reset("a brand new password");
    expect(done.status).toBe(200);
    // Every session was revoked, the new password works and the old one does not.
    expect((await api.request("/api/users/me", bearer(owner.token))).status).toBe(401);
    const live = await api.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, owner.userId), sql`${sessions.deletedAt} is null`));
    expect(live).toEqual([]);
    const login = (password: string) =>
      api.request("/api/auth/login", jsonBody({ email: owner.email, password }));
    expect((await login("a brand new password")).status).toBe(200);
    expect((await login(testPassword)).status).toBe(401);

    expect((await reset("yet another password")).status).toBe(404);
    expect((await api.request(`/api/auth/reset-password/${token}`)).status).toBe(404);
  });

  it("expires a reset link after 15 minutes, and a newer link replaces an older one", async () => {
    const owner = await registerOwner(api);
    await api.request("/api/auth/forgot-password", jsonBody({ email: owner.email }));
    await api.request("/api/auth/forgot-password", jsonBody({ email: owner.email }));
    await deliver();
    const resets = mailsTo(owner.email).filter((mail) => subjectOf(mail).includes("password"));
    expect(resets).toHaveLength(2);
    const [older, newer] = resets.map((mail) => linkIn(mail, "/auth/reset-password")) as [string, string];
    expect((await api.request(`/api/auth/reset-password/${older}`)).status).toBe(404);
    expect((await api.request(`/api/auth/reset-password/${newer}`)).status).toBe(204);

    // 15 minutes pass: the row's clock is moved back rather than the test waiting.
    await api.db
      .update(passwordResets)
      .set({
        createdAt: sql`${passwordResets.createdAt} - interval '15 minutes'`,
        expiresAt: sql`${passwordResets.expiresAt} - interval '15 minutes'`,
      })
      .where(eq(passwordResets.userId, owner.userId));
    expect((await api.request(`/api/auth/reset-password/${newer}`)).status).toBe(404);
    const late = await api.request(
      `/api/auth/reset-password/${newer}`,
      jsonBody({ password: "too late password", password_confirmation: "too late password" }),
    );
    expect(late.status).toBe(404);
  });

  it("delivers the invitation mail with its accept link", async () => {
    const owner = await registerOwner(api);
    const email = uniqueEmail("guest");
    const response = await api.request(
      "/api/users",
      jsonBody(
        { first_name: "Ivy <b>", email, role: "ORGANIZER" },
        { authorization: `Bearer ${owner.token}` },
      ),
    );
    expect(response.status).toBe(201);
    await deliver();
    const mail = mailsTo(email).at(-1) as Received;
    expect(subjectOf(mail)).toBe("You have been invited to Olga Owner on Varco");
    const token = linkIn(mail, "/auth/accept-invitation");
    expect(mail.decoded).toContain("Ivy &lt;b&gt;");
    const invitation = await api.request(`/api/auth/invitation/${token}`);
    expect(invitation.status).toBe(200);
    expect(z.object({ data: userSchema }).parse(await invitation.json()).data.email).toBe(email);
  });

  it("invites a new person in the inviter's language and the account's time zone, up to accepting", async () => {
    const owner = await registerOwner(api, { locale: "it", timezone: "Europe/Rome" });
    const email = uniqueEmail("ospite");
    const response = await api.request(
      "/api/users",
      jsonBody({ first_name: "Ivo", email, role: "ORGANIZER" }, { authorization: `Bearer ${owner.token}` }),
    );
    expect(response.status).toBe(201);
    await deliver();
    const mail = mailsTo(email).at(-1) as Received;
    expect(subjectOf(mail)).toBe("Sei stato invitato in Olga Owner su Varco");
    const token = linkIn(mail, "/auth/accept-invitation");
    const invitation = await api.request(`/api/auth/invitation/${token}`);
    expect(z.object({ data: userSchema }).parse(await invitation.json()).data).toMatchObject({
      locale: "it",
      timezone: "Europe/Rome",
    });

    const accepted = await api.request(
      `/api/auth/invitation/${token}`,
      jsonBody({
        first_name: "Ivo",
        password: testPassword,
        password_confirmation: testPassword,
        timezone: "Europe/Rome",
      }),
    );
    expect(accepted.status).toBe(204);
    const [user] = await api.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ locale: "it", timezone: "Europe/Rome" });
  });

  it("leaves a failed mail pending with a later attempt, then gives up after the last one", async () => {
    const email = uniqueEmail("bounce");
    await queueMail(api.db, {
      accountId: null,
      to: email,
      template: "password_reset",
      payload: { first_name: "B", reset_url: `${testAppUrl}/auth/reset-password/x`, expires_in_minutes: 15 },
    });
    const failing: MailTransport = {
      kind: "failing",
      send: () => Promise.reject(new Error("421 try later")),
    };
    const before = Date.now();
    expect(await deliverDueMail(api.db, failing, settings)).toEqual({ sent: 0, retried: 1, failed: 0 });
    const [row] = await api.db.select().from(mailOutbox).where(eq(mailOutbox.toEmail, email));
    expect(row).toMatchObject({ status: "PENDING", lastError: "421 try later", sentAt: null });
    const job = await jobOf(row?.id);
    expect(job).toMatchObject({ status: "PENDING", attempts: 1 });
    expect(job?.runAt.getTime()).toBeGreaterThan(before + (retryDelaySeconds(1) - 5) * 1000);
    // Not due yet: nothing to do.
    expect(await deliverDueMail(api.db, failing, settings)).toEqual({ sent: 0, retried: 0, failed: 0 });

    // Due again, and this was the last allowed attempt.
    await api.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.id, job?.id ?? 0));
    expect(await deliverDueMail(api.db, failing, { ...settings, maxAttempts: 2 })).toEqual({
      sent: 0,
      retried: 0,
      failed: 1,
    });
    const [given] = await api.db.select().from(mailOutbox).where(eq(mailOutbox.toEmail, email));
    expect(given).toMatchObject({ status: "FAILED" });
    expect(await jobOf(given?.id)).toMatchObject({
      status: "FAILED",
      attempts: 2,
      lastError: "421 try later",
    });
    expect(retryDelaySeconds(1)).toBe(30);
    expect(retryDelaySeconds(20)).toBe(3600);
  });

  it("sends each row once when two workers run at the same time", async () => {
    const emails = Array.from({ length: 30 }, () => uniqueEmail("many"));
    for (const to of emails)
      await queueMail(api.db, {
        accountId: null,
        to,
        template: "password_reset",
        payload: {
          first_name: "M",
          reset_url: `${testAppUrl}/auth/reset-password/x`,
          expires_in_minutes: 15,
        },
      });
    const sent: string[] = [];
    const slow: MailTransport = {
      kind: "slow",
      async send(mail: OutgoingMail) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        sent.push(mail.to);
      },
    };
    const workers = await Promise.all([
      deliverDueMail(api.db, slow, { ...settings, batchSize: 7 }),
      deliverDueMail(api.db, slow, { ...settings, batchSize: 7 }),
      deliverDueMail(api.db, slow, { ...settings, batchSize: 7 }),
    ]);
    // Drain what is left, still with several at once.
    for (;;) {
      const more = await Promise.all([
        deliverDueMail(api.db, slow, { ...settings, batchSize: 7 }),
        deliverDueMail(api.db, slow, { ...settings, batchSize: 7 }),
      ]);
      workers.push(...more);
      if (more.every((report) => report.sent === 0)) break;
    }
    expect(workers.reduce((total, report) => total + report.sent, 0)).toBe(30);
    expect(sent.toSorted()).toEqual(emails.toSorted());
    const rows = await api.db.select().from(mailOutbox).where(inArray(mailOutbox.toEmail, emails));
    expect(rows.map((row) => row.status)).toEqual(emails.map(() => "SENT"));
    const claims = await api.db
      .select({ attempts: jobs.attempts })
      .from(jobs)
      .where(
        inArray(
          jobs.key,
          rows.map((row) => `mail:${row.id}`),
        ),
      );
    expect(claims.map((job) => job.attempts)).toEqual(emails.map(() => 1));
  });

  it("writes an .eml file and logs the link when there is no SMTP server", async () => {
    const dir = await mkdtemp(join(tmpdir(), "varco-mail-"));
    try {
      const lines: Record<string, unknown>[] = [];
      const { createLogger } = await import("../../logger");
      const logger = createLogger(api.config, { write: (line: string) => lines.push(JSON.parse(line)) });
      const owner = await registerOwner(api);
      expect(await deliverDueMail(api.db, fileTransport(dir, logger), settings)).toMatchObject({ sent: 1 });
      const files = await readdir(dir);
      expect(files).toHaveLength(1);
      const eml = await readFile(join(dir, files[0] as string), "utf8");
      expect(eml).toContain(`To: ${owner.email}`);
      expect(eml).toContain("Subject: Confirm your email address for Varco");
      expect(lines.at(-1)).toMatchObject({
        msg: "mail written to file (no SMTP_URL)",
        to: owner.email,
        subject: "Confirm your email address for Varco",
        link: expect.stringMatching(
          /\/manage\/profile\/confirm-email-address\/[A-Za-z0-9_-]+\?next=%2Fwelcome$/,
        ),
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("mail templates", () => {
  it("escapes every value in the HTML and falls back to English", () => {
    const mail = renderMail(
      "user_invitation",
      {
        first_name: "<script>x</script>",
        account_name: `"Tom & Jerry's"`,
        accept_url: "https://tickets.varco.test/auth/accept-invitation/abc?x=1&y=2",
        expires_in_days: 7,
      },
      { locale: "xx", appName: "Var<co>" },
    );
    expect(mail.subject).toBe(`You have been invited to "Tom & Jerry's" on Var<co>`);
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain(escapeHtml("<script>x</script>"));
    expect(mail.html).toContain("&quot;Tom &amp; Jerry&#39;s&quot;");
    expect(mail.html).toContain('href="https://tickets.varco.test/auth/accept-invitation/abc?x=1&amp;y=2"');
    expect(mail.text).toContain("Hi <script>x</script>,");
  });

  it("speaks every locale, keeping the code, the link and the names", () => {
    const payload = {
      first_name: "Zoë",
      account_name: "Acme",
      code: "123456",
      confirm_url: `${testAppUrl}/manage/profile/confirm-email-address/tok`,
      reset_url: `${testAppUrl}/auth/reset-password/tok`,
      accept_url: `${testAppUrl}/auth/accept-invitation/tok`,
      expires_in_minutes: 15,
      expires_in_days: 7,
    };
    const english = renderMail("password_reset", payload, { locale: "en", appName: "Varco" });
    for (const locale of userLocales) {
      const verification = renderMail("email_verification", payload, { locale, appName: "Varco" });
      expect(verification.text).toContain("123456");
      expect(verification.text).toContain(payload.confirm_url);
      expect(verification.subject).toContain("Varco");
      const reset = renderMail("password_reset", payload, { locale, appName: "Varco" });
      expect(reset.text).toContain("15");
      expect(reset.html).toContain(payload.reset_url);
      if (locale !== "en") expect(reset.subject, locale).not.toBe(english.subject);
      const invitation = renderMail("user_invitation", payload, { locale, appName: "Varco" });
      expect(invitation.subject).toContain("Acme");
      expect(invitation.text).toContain("7");
      expect(`${verification.text}${reset.text}${invitation.text}`).not.toMatch(/\{\w+\}/);
    }
  });

  it("refuses an unknown template and a link that is not http(s)", () => {
    expect(() => renderMail("nope", {}, { locale: "en", appName: "Varco" })).toThrow(/unknown mail template/);
    expect(() =>
      renderMail("password_reset", { reset_url: "javascript:alert(1)" }, { locale: "en", appName: "Varco" }),
    ).toThrow(/not an http/);
  });
});
