import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/connect";
import { softDeleteRows } from "../../db/rowLocks";
import { passwordResets, sessions, users } from "../../db/schema";
import { HttpError } from "../../http/httpError";
import { hourlyLimit, type RateLimits } from "../../http/rateLimit";
import { queueMail } from "../mail/outbox";
import { hashPassword } from "./password";
import { hashSessionToken } from "./session";

/** A reset link works for 15 minutes, once: a mailbox read later by someone else opens nothing. */
export const passwordResetLifetimeSeconds = 15 * 60;

export const forgotPasswordMessage =
  "If an account exists with that email, we have sent a link to reset the password.";
export const resetPasswordMessage = "Your password has been reset. Please sign in.";
const invalidTokenMessage = "This password reset link is invalid or has expired.";

/**
 * Reset mail per address: past this, requests still answer the same 200 but mail nothing, so
 * nobody can flood a mailbox and the answer tells nothing about the address.
 */
export const forgotPasswordAddressLimit = hourlyLimit("forgot-password:email", 5);
/** Requests per client address (any emails): past this, 429 with Retry-After. */
export const forgotPasswordIpLimit = hourlyLimit("forgot-password:ip", 20);

/**
 * `POST auth/forgot-password`: for a known address, revoke any earlier link and queue a new one;
 * an unknown address does nothing. Both answer the same message (no account enumeration).
 * "throttled" when the client address is over its limit (the caller answers 429); an address
 * over its own limit is counted like any other, only without a mail.
 */
export async function requestPasswordReset(
  db: Database,
  rateLimits: RateLimits,
  email: string,
  appUrl: string,
  ip: string | undefined,
): Promise<{ kind: "accepted" } | { kind: "throttled"; retryAfterSeconds: number }> {
  if (ip !== undefined) {
    const perIp = await rateLimits.hit(forgotPasswordIpLimit, ip);
    if (!perIp.allowed) return { kind: "throttled", retryAfterSeconds: perIp.retryAfterSeconds };
  }
  const perAddress = await rateLimits.hit(forgotPasswordAddressLimit, email.toLowerCase());
  if (!perAddress.allowed) return { kind: "accepted" };
  await mailPasswordReset(db, email, appUrl);
  return { kind: "accepted" };
}

async function mailPasswordReset(db: Database, email: string, appUrl: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, firstName: users.firstName, locale: users.locale })
      .from(users)
      .where(and(eq(users.email, email.toLowerCase()), isNull(users.deletedAt)))
      .limit(1)
      .for("update");
    if (!user) return;
    await softDeleteRows(
      tx,
      passwordResets,
      and(
        eq(passwordResets.userId, user.id),
        isNull(passwordResets.usedAt),
        isNull(passwordResets.deletedAt),
      ),
    );
    const token = randomBytes(32).toString("base64url");
    await tx.insert(passwordResets).values({
      tokenHash: hashSessionToken(token),
      userId: user.id,
      expiresAt: sql`now() + make_interval(secs => ${passwordResetLifetimeSeconds})`,
    });
    await queueMail(tx, {
      accountId: null,
      to: user.email,
      template: "password_reset",
      payload: {
        first_name: user.firstName,
        locale: user.locale,
        reset_url: `${appUrl}/auth/reset-password/${token}`,
        expires_in_minutes: passwordResetLifetimeSeconds / 60,
      },
    });
  });
}

/** Attempts to set a password with a reset link, per client address: past this, 429. */
export const resetPasswordClientLimit = hourlyLimit("reset-password:ip", 10);

/** The open, unexpired reset for the token, locked when `forUpdate`; 404 otherwise. */
async function usableReset(db: Executor, token: string, forUpdate: boolean) {
  const query = db
    .select({ id: passwordResets.id, userId: passwordResets.userId })
    .from(passwordResets)
    .innerJoin(users, and(eq(users.id, passwordResets.userId), isNull(users.deletedAt)))
    .where(
      and(
        eq(passwordResets.tokenHash, hashSessionToken(token)),
        isNull(passwordResets.usedAt),
        isNull(passwordResets.deletedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  const [reset] = forUpdate ? await query.for("update", { of: passwordResets }) : await query;
  if (!reset) throw HttpError.notFound(invalidTokenMessage);
  return reset;
}

/** `GET auth/reset-password/{token}`: resolves when the link still works. */
export async function checkPasswordReset(db: Database, token: string): Promise<void> {
  await usableReset(db, token, false);
}

/**
 * `POST auth/reset-password/{token}`: sets the password, uses up the link and revokes every
 * session of the user (whoever asked for the reset may not be the one signed in elsewhere).
 */
export async function resetPassword(db: Database, token: string, password: string): Promise<void> {
  // A token that opens nothing costs a lookup, never a password hash.
  await usableReset(db, token, false);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    // The row lock makes two uses of one link at once queue: the second finds it used and 404s.
    const reset = await usableReset(tx, token, true);
    await tx.update(passwordResets).set({ usedAt: sql`now()` }).where(eq(passwordResets.id, reset.id));
    await tx.update(users).set({ passwordHash }).where(eq(users.id, reset.userId));
    await softDeleteRows(tx, sessions, and(eq(sessions.userId, reset.userId), isNull(sessions.deletedAt)));
  });
}
