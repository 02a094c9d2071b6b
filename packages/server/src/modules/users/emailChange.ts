import { randomBytes } from "node:crypto";
import type { User } from "@varco/domain";
import { englishOf } from "@varco/domain";
import { and, eq, gt, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Executor } from "../../db/connect";
import { softDeleteRows } from "../../db/rowLocks";
import { accounts, accountUsers, emailChanges, users } from "../../db/schema";
import { isUniqueViolation } from "../../db/uniqueViolation";
import type { AuthContext } from "../../http/appEnv";
import { HttpError } from "../../http/httpError";
import { dailyLimit, enforceRateLimit, hourlyLimit } from "../../http/rateLimit";
import type { Caller } from "../auth/caller";
import { hashSessionToken } from "../auth/session";
import { queueMail } from "../mail/outbox";
import { revokeEmailVerifications } from "./emailVerification";
import { userResource } from "./userResource";

/** A link to confirm a new address works for 24 hours, once. */
export const emailChangeLifetimeSeconds = 24 * 60 * 60;

export const emailInUseMessage = englishOf({ code: "email_in_use" });
const invalidLinkMessage = "This email change link is invalid or has expired.";

type UserRow = typeof users.$inferSelect;

/** Whether a live user other than `userId` has the address (lower-cased). */
async function addressTaken(db: Executor, email: string, userId: number): Promise<boolean> {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  return other !== undefined;
}

const openChangesOf = (userId: number) =>
  and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt), isNull(emailChanges.deletedAt));

/** Revokes the user's open email change links; runs in the caller's transaction. */
export async function revokeEmailChanges(tx: Executor, userId: number): Promise<void> {
  await softDeleteRows(tx, emailChanges, openChangesOf(userId));
}

/** Confirmation mails one user may have sent to new addresses. */
export const emailChangeLimit = hourlyLimit("email-change:user", 5);
/** Confirmation mails one address may receive, whoever asks (many accounts cannot flood it). */
export const emailChangeAddressLimit = dailyLimit("email-change:address", 5);
/** Confirmation mails one client address may have sent, across users. */
export const emailChangeClientLimit = hourlyLimit("email-change:ip", 10);

/**
 * `PUT users/me` with a new address: unless an unexpired link for that very address is already
 * out (saving the profile form again mails nothing new), revoke older links, store a new one
 * (its SHA-256) and queue the confirmation to the NEW address, proving the user reads it. The
 * address stays pending until confirmed. An address another user has is answered alike, unmailed.
 */
export async function requestEmailChange(
  tx: Executor,
  user: Pick<UserRow, "id" | "firstName" | "locale">,
  newEmail: string,
  appUrl: string,
  ip: string | undefined,
): Promise<void> {
  const [open] = await tx
    .select({ id: emailChanges.id })
    .from(emailChanges)
    .where(
      and(
        openChangesOf(user.id),
        eq(emailChanges.newEmail, newEmail),
        gt(emailChanges.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  if (open) return;
  // Each change mails an address the user chose: a few per hour, or this becomes a mail cannon.
  // Counted in the caller's transaction, which holds the user's row lock: one user's requests
  // queue; requests of different users at once may each pass the address's limit once.
  await enforceRateLimit(tx, emailChangeLimit, String(user.id));
  if (ip !== undefined) await enforceRateLimit(tx, emailChangeClientLimit, ip);
  await enforceRateLimit(tx, emailChangeAddressLimit, newEmail);
  await revokeEmailChanges(tx, user.id);
  // An address another user has goes the same way up to here and is answered the same (pending,
  // "check that inbox"), so the answer never tells whether an account has it. But no link is
  // stored and nothing is mailed: its owner hears nothing, and the change can never be confirmed.
  if (await addressTaken(tx, newEmail, user.id)) return;
  const token = randomBytes(32).toString("base64url");
  await tx.insert(emailChanges).values({
    userId: user.id,
    newEmail,
    tokenHash: hashSessionToken(token),
    expiresAt: sql`now() + make_interval(secs => ${emailChangeLifetimeSeconds})`,
  });
  await queueMail(tx, {
    accountId: null,
    to: newEmail,
    template: "email_change",
    payload: {
      first_name: user.firstName,
      // No user has the new address yet, so the mail worker takes the language from here.
      locale: user.locale,
      confirm_url: `${appUrl}/manage/profile/confirm-email-change/${token}`,
      expires_in_hours: emailChangeLifetimeSeconds / 3600,
    },
  });
}

/** Only the user may confirm or cancel their own change; anyone else's id answers 404. */
function assertSelf(auth: AuthContext, userId: number): void {
  if (auth.user.id !== userId) throw HttpError.notFound();
}

async function lockedUser(tx: Executor, userId: number): Promise<UserRow> {
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1)
    .for("update");
  if (!user) throw HttpError.notFound();
  return user;
}

/**
 * `POST users/{id}/email-change/{token}`: the pending address becomes the user's email, counted
 * as confirmed (the link reached it). Open confirmations of the old address are revoked, and an
 * account the user owns follows when its contact address was the old one. 404 when the link is
 * unknown, used, replaced, cancelled or expired; 409 when another user took the address meanwhile.
 */
export async function confirmEmailChange(
  { db }: Caller,
  auth: AuthContext,
  userId: number,
  token: string,
): Promise<User> {
  assertSelf(auth, userId);
  try {
    return await db.transaction(async (tx) => {
      const user = await lockedUser(tx, userId);
      const [change] = await tx
        .select({ id: emailChanges.id, newEmail: emailChanges.newEmail })
        .from(emailChanges)
        .where(
          and(
            openChangesOf(userId),
            eq(emailChanges.tokenHash, hashSessionToken(token)),
            gt(emailChanges.expiresAt, sql`now()`),
          ),
        )
        .limit(1)
        .for("update");
      if (!change) throw HttpError.notFound(invalidLinkMessage);
      if (await addressTaken(tx, change.newEmail, userId)) throw new HttpError(409, emailInUseMessage);

      await tx.update(emailChanges).set({ usedAt: sql`now()` }).where(eq(emailChanges.id, change.id));
      const [updated] = await tx
        .update(users)
        .set({
          email: change.newEmail,
          pendingEmail: null,
          emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        })
        .where(eq(users.id, userId))
        .returning();
      await revokeEmailVerifications(tx, userId);
      const owned = tx
        .select({ id: accountUsers.accountId })
        .from(accountUsers)
        .where(
          and(
            eq(accountUsers.userId, userId),
            eq(accountUsers.isAccountOwner, true),
            isNull(accountUsers.deletedAt),
          ),
        );
      await tx
        .update(accounts)
        .set({ email: change.newEmail })
        .where(and(inArray(accounts.id, owned), eq(accounts.email, user.email)));
      return userResource(updated ?? user, auth.membership);
    });
  } catch (error) {
    // Two users confirming one address at once: the unique index lets one through.
    if (isUniqueViolation(error, "users_email_unique")) throw new HttpError(409, emailInUseMessage);
    throw error;
  }
}

/** `DELETE users/{id}/email-change`: forget the pending address and revoke its link. */
export async function cancelEmailChange({ db }: Caller, auth: AuthContext, userId: number): Promise<User> {
  assertSelf(auth, userId);
  return db.transaction(async (tx) => {
    await lockedUser(tx, userId);
    await revokeEmailChanges(tx, userId);
    const [updated] = await tx
      .update(users)
      .set({ pendingEmail: null })
      .where(eq(users.id, userId))
      .returning();
    if (!updated) throw HttpError.notFound();
    return userResource(updated, auth.membership);
  });
}
