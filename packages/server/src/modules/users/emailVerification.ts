import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { defaultReturnPath, englishOf, safeReturnPath } from "@varco/domain";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/connect";
import { softDeleteRows } from "../../db/rowLocks";
import { accountUsers, emailVerifications, users } from "../../db/schema";
import { HttpError } from "../../http/httpError";
import { dailyLimit, enforceRateLimit, hourlyLimit } from "../../http/rateLimit";
import type { Caller } from "../auth/caller";
import { hashSessionToken } from "../auth/session";
import { queueMail } from "../mail/outbox";

/** The link works for 6 months, the code for 30 minutes: a code is typed, so it must not live long. */
export const verificationLinkLifetimeSeconds = 180 * 24 * 60 * 60;
export const verificationCodeLifetimeSeconds = 30 * 60;
/** Wrong codes before the code stops working (the link still does; a resend makes a new code). */
export const maxWrongCodes = 5;
/** A resend within this many seconds of the last mail answers 429. */
export const resendCooldownSeconds = 30;
/** Resent confirmation mails per user, past the cooldown: an hourly and a daily cap. */
export const resendUserHourlyLimit = hourlyLimit("resend-confirmation:user-hour", 5);
export const resendUserDailyLimit = dailyLimit("resend-confirmation:user-day", 10);
/** Resend requests per client address, across users: past this, 429. */
export const resendClientLimit = hourlyLimit("resend-confirmation:ip", 10);

function hashCode(userId: number, code: string): string {
  return createHash("sha256").update(`${userId}:${code}`).digest("hex");
}

const openVerificationsOf = (userId: number) =>
  and(
    eq(emailVerifications.userId, userId),
    isNull(emailVerifications.usedAt),
    isNull(emailVerifications.deletedAt),
  );

/** Revokes the user's open confirmation (its link and its code); runs in the caller's transaction. */
export async function revokeEmailVerifications(tx: Executor, userId: number): Promise<void> {
  await softDeleteRows(tx, emailVerifications, openVerificationsOf(userId));
}

/**
 * Where the mail's link leads once the address is confirmed: the app page the person asked from
 * (the request's Referer, a path of this deployment, never a sign-in page), else the app's home.
 */
export function returnPathOf(referer: string | undefined, appUrl: string): string {
  if (!referer) return defaultReturnPath;
  try {
    const from = new URL(referer);
    if (from.origin !== new URL(appUrl).origin) return defaultReturnPath;
    return safeReturnPath(`${from.pathname}${from.search}`);
  } catch {
    return defaultReturnPath;
  }
}

/**
 * Revokes the user's open confirmation and queues a new one: a link token and a 6-digit code,
 * both stored hashed. The link leads back to `returnTo` (a path of this site) once confirmed.
 * Runs in the caller's transaction.
 */
export async function issueEmailVerification(
  tx: Executor,
  user: { id: number; email: string; firstName: string; locale: string },
  appUrl: string,
  returnTo: string = defaultReturnPath,
): Promise<void> {
  await revokeEmailVerifications(tx, user.id);
  const token = randomBytes(32).toString("base64url");
  const code = String(randomInt(100_000, 1_000_000));
  await tx.insert(emailVerifications).values({
    userId: user.id,
    tokenHash: hashSessionToken(token),
    codeHash: hashCode(user.id, code),
    expiresAt: sql`now() + make_interval(secs => ${verificationLinkLifetimeSeconds})`,
  });
  await queueMail(tx, {
    accountId: null,
    to: user.email,
    template: "email_verification",
    payload: {
      first_name: user.firstName,
      locale: user.locale,
      confirm_url: `${appUrl}/manage/profile/confirm-email-address/${token}?next=${encodeURIComponent(safeReturnPath(returnTo))}`,
      code,
      expires_in_minutes: verificationCodeLifetimeSeconds / 60,
    },
  });
}

/**
 * The user `userId` as seen from `accountId`: an ACTIVE member, else 404 (like another account's
 * id). An invitation gives the account no hold on the invitee's address until it is accepted.
 */
async function memberUser(db: Executor, accountId: number, userId: number) {
  const [row] = await db
    .select({ user: users })
    .from(users)
    .innerJoin(
      accountUsers,
      and(
        eq(accountUsers.userId, users.id),
        eq(accountUsers.accountId, accountId),
        eq(accountUsers.status, "ACTIVE"),
        isNull(accountUsers.deletedAt),
      ),
    )
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1)
    .for("update", { of: users });
  if (!row) throw HttpError.notFound();
  return row.user;
}

async function openVerification(db: Executor, userId: number) {
  const [row] = await db
    .select({
      id: emailVerifications.id,
      tokenHash: emailVerifications.tokenHash,
      codeHash: emailVerifications.codeHash,
      failedAttempts: emailVerifications.failedAttempts,
      codeFresh: sql<boolean>`${emailVerifications.createdAt} > now() - make_interval(secs => ${verificationCodeLifetimeSeconds})`,
    })
    .from(emailVerifications)
    .where(and(openVerificationsOf(userId), gt(emailVerifications.expiresAt, sql`now()`)))
    .limit(1)
    .for("update");
  return row;
}

async function markVerified(db: Executor, userId: number, verificationId: number): Promise<void> {
  await db
    .update(emailVerifications)
    .set({ usedAt: sql`now()` })
    .where(eq(emailVerifications.id, verificationId));
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(eq(users.id, userId));
}

const invalidLinkMessage = "This confirmation link is invalid or has expired.";

/** `POST users/{id}/confirm-email/{token}`. 400 when the token is not the user's open one. */
export async function confirmEmailWithToken(
  { db, accountId }: Caller,
  userId: number,
  token: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await memberUser(tx, accountId, userId);
    const open = await openVerification(tx, userId);
    if (!open || open.tokenHash !== hashSessionToken(token)) throw HttpError.badRequest(invalidLinkMessage);
    await markVerified(tx, userId, open.id);
  });
}

export const wrongCodeMessage = englishOf({ code: "code_wrong" });
export const tooManyCodesMessage = englishOf({ code: "code_attempts_exhausted" });

/** `POST users/{id}/confirm-email-with-code`: 422 on `code` when wrong, expired or used up. */
export async function confirmEmailWithCode(
  { db, accountId }: Caller,
  userId: number,
  code: string,
): Promise<void> {
  // The wrong-code count must survive the 422, so it is written before the error is thrown.
  const problem = await db.transaction(async (tx) => {
    await memberUser(tx, accountId, userId);
    const open = await openVerification(tx, userId);
    if (!open) return "code_wrong";
    if (open.failedAttempts >= maxWrongCodes) return "code_attempts_exhausted";
    const given = Buffer.from(hashCode(userId, code), "hex");
    const matches = timingSafeEqual(given, Buffer.from(open.codeHash, "hex"));
    if (matches && open.codeFresh) {
      await markVerified(tx, userId, open.id);
      return undefined;
    }
    await tx
      .update(emailVerifications)
      .set({ failedAttempts: sql`${emailVerifications.failedAttempts} + 1` })
      .where(eq(emailVerifications.id, open.id));
    return open.failedAttempts + 1 >= maxWrongCodes ? "code_attempts_exhausted" : "code_wrong";
  });
  if (problem) throw HttpError.unprocessable({ code: [{ code: problem }] });
}

/**
 * `POST users/{id}/resend-email-confirmation`: a new link and code; "cooldown" within the
 * cooldown, `RateLimited` past the user's hourly or daily cap.
 */
export async function resendEmailConfirmation(
  { db, accountId, appUrl }: Caller,
  userId: number,
  returnTo: string = defaultReturnPath,
): Promise<"sent" | "cooldown" | "verified"> {
  return db.transaction(async (tx) => {
    const user = await memberUser(tx, accountId, userId);
    if (user.emailVerifiedAt !== null) return "verified";
    const [recent] = await tx
      .select({ id: emailVerifications.id })
      .from(emailVerifications)
      .where(
        and(
          eq(emailVerifications.userId, userId),
          gt(emailVerifications.createdAt, sql`now() - make_interval(secs => ${resendCooldownSeconds})`),
        ),
      )
      .limit(1);
    if (recent) return "cooldown";
    // memberUser's row lock queues resends of one user, so these counts see each other.
    await enforceRateLimit(tx, resendUserDailyLimit, String(userId));
    await enforceRateLimit(tx, resendUserHourlyLimit, String(userId));
    await issueEmailVerification(tx, user, appUrl, returnTo);
    return "sent";
  });
}
