import { randomBytes } from "node:crypto";
import type { AcceptInvitationBody, InviteUserBody, User } from "@varco/domain";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/connect";
import { softDeleteRows } from "../../db/rowLocks";
import { accounts, accountUsers, invitations, users } from "../../db/schema";
import { isUniqueViolation } from "../../db/uniqueViolation";
import { HttpError } from "../../http/httpError";
import { hourlyLimit } from "../../http/rateLimit";
import type { Caller } from "../auth/caller";
import { hashPassword } from "../auth/password";
import { createSession, hashSessionToken, revokeOtherSessions } from "../auth/session";
import { queueMail } from "../mail/outbox";
import { invitedUserResource, userResource } from "./userResource";

/** Invitations stay usable for a week. */
export const invitationLifetimeSeconds = 7 * 24 * 60 * 60;

/** Who invites: the account the invitee joins, the admin named as inviter, the origin of the link. */
type Inviter = Pick<Caller, "accountId" | "userId" | "appUrl">;

/** A new token for the membership, revoking any open one, and the mail that carries it (queued in the outbox; the mail worker sends it). */
async function issueInvitation(
  tx: Executor,
  inviter: Inviter,
  membershipId: number,
  invitee: { email: string; firstName: string },
): Promise<void> {
  const token = randomBytes(32).toString("base64url");
  // The partial unique index invitations_one_open_per_membership makes a concurrent resend fail
  // rather than leave two open invitations; the caller's row lock on the membership orders them.
  await softDeleteRows(
    tx,
    invitations,
    and(
      eq(invitations.accountUserId, membershipId),
      isNull(invitations.acceptedAt),
      isNull(invitations.deletedAt),
    ),
  );
  await tx.insert(invitations).values({
    tokenHash: hashSessionToken(token),
    accountUserId: membershipId,
    invitedByUserId: inviter.userId,
    expiresAt: sql`now() + make_interval(secs => ${invitationLifetimeSeconds})`,
  });
  const [account] = await tx
    .select({ name: accounts.name })
    .from(accounts)
    .where(eq(accounts.id, inviter.accountId));
  await queueMail(tx, {
    accountId: inviter.accountId,
    to: invitee.email,
    template: "user_invitation",
    payload: {
      first_name: invitee.firstName,
      account_name: account?.name ?? "",
      accept_url: `${inviter.appUrl}/auth/accept-invitation/${token}`,
      expires_in_days: invitationLifetimeSeconds / 86400,
    },
  });
}

/**
 * `POST users`: an INVITED membership for the email (a new user without a password, or an
 * existing user of another account, left untouched) and a 7-day invitation mail in the outbox.
 */
export async function inviteUser(inviter: Caller, body: InviteUserBody): Promise<User> {
  const { db } = inviter;
  const email = body.email.toLowerCase();
  try {
    return await db.transaction(async (tx) => {
      const [account] = await tx
        .select({ timezone: accounts.timezone })
        .from(accounts)
        .where(eq(accounts.id, inviter.accountId));
      // A new person starts where the account works: in the inviter's language (the invitation
      // mail, the accept page and the app speak it until they choose another) and the account's
      // time zone. An existing user keeps their own.
      const [invitingUser] = await tx
        .select({ locale: users.locale })
        .from(users)
        .where(eq(users.id, inviter.userId));
      // Two invitations of one new address at once: the partial unique index users_email_unique
      // keeps one user; the loser finds it on the select that follows.
      await tx
        .insert(users)
        .values({
          email,
          firstName: body.first_name,
          lastName: body.last_name?.trim() || null,
          passwordHash: null,
          timezone: account?.timezone ?? "UTC",
          locale: invitingUser?.locale ?? "en",
        })
        .onConflictDoNothing({ target: users.email, where: sql`${users.deletedAt} is null` });
      const [user] = await tx
        .select()
        .from(users)
        .where(and(eq(users.email, email), isNull(users.deletedAt)));
      if (!user) throw new Error("invite: user vanished");
      // Already a member (or invited twice at once): account_users_account_user_unique refuses it.
      const [membership] = await tx
        .insert(accountUsers)
        .values({
          accountId: inviter.accountId,
          userId: user.id,
          role: body.role,
          status: "INVITED",
          invitedByUserId: inviter.userId,
        })
        .returning();
      if (!membership) throw new Error("invite: membership insert returned nothing");
      await issueInvitation(tx, inviter, membership.id, { email, firstName: user.firstName });
      // The address may be someone else's already: answer what was typed, never their profile.
      return invitedUserResource(
        {
          id: user.id,
          email,
          firstName: body.first_name,
          lastName: body.last_name?.trim() || null,
          timezone: account?.timezone ?? "UTC",
        },
        membership,
      );
    });
  } catch (error) {
    if (isUniqueViolation(error, "account_users_account_user_unique")) {
      throw HttpError.unprocessable({ email: [{ code: "already_member" }] });
    }
    throw error;
  }
}

/** The account's INVITED membership of `userId`, locked; 404 for no such member, 400 when not invited. */
async function invitedMembership(tx: Executor, accountId: number, userId: number) {
  const [row] = await tx
    .select({ membership: accountUsers, user: users })
    .from(accountUsers)
    .innerJoin(users, eq(users.id, accountUsers.userId))
    .where(
      and(
        eq(accountUsers.accountId, accountId),
        eq(accountUsers.userId, userId),
        isNull(accountUsers.deletedAt),
        isNull(users.deletedAt),
      ),
    )
    .for("update", { of: accountUsers });
  if (!row) throw HttpError.notFound();
  if (row.membership.status !== "INVITED") throw HttpError.badRequest("This user has no pending invitation.");
  return row;
}

/** `POST users/{id}/invitation`: a fresh token (the old one stops working) and a new mail in the outbox. */
export async function resendInvitation(inviter: Caller, userId: number): Promise<void> {
  await inviter.db.transaction(async (tx) => {
    const { membership, user } = await invitedMembership(tx, inviter.accountId, userId);
    await issueInvitation(tx, inviter, membership.id, { email: user.email, firstName: user.firstName });
  });
}

/** `DELETE users/{id}/invitation`: the invitation is revoked and the INVITED membership removed. */
export async function deleteInvitation({ db, accountId }: Caller, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { membership } = await invitedMembership(tx, accountId, userId);
    await softDeleteRows(
      tx,
      invitations,
      and(eq(invitations.accountUserId, membership.id), isNull(invitations.deletedAt)),
    );
    await softDeleteRows(tx, accountUsers, eq(accountUsers.id, membership.id));
  });
}

/** The invitation a token names, whatever its state, with its membership and user. */
async function invitationOf(tx: Executor, token: string, lock: boolean) {
  const query = tx
    .select({
      invitation: invitations,
      membership: accountUsers,
      user: users,
      expired: sql<boolean>`${invitations.expiresAt} <= now()`,
    })
    .from(invitations)
    .innerJoin(accountUsers, eq(accountUsers.id, invitations.accountUserId))
    .innerJoin(users, eq(users.id, accountUsers.userId))
    .where(eq(invitations.tokenHash, hashSessionToken(token)));
  const [row] = lock ? await query.for("update", { of: invitations }) : await query;
  return row;
}

const invalidToken = () => HttpError.badRequest("This invitation link is not valid.");

/** Attempts to accept an invitation, per client address: past this, 429. */
export const acceptInvitationClientLimit = hourlyLimit("accept-invitation:ip", 10);

/** `GET auth/invitation/{token}`: 400 unknown, 404 revoked, 409 accepted, 410 expired, as Hi.Events answers. */
export async function getInvitation(db: Executor, token: string): Promise<User> {
  const row = await invitationOf(db, token, false);
  if (!row) throw invalidToken();
  if (row.invitation.deletedAt !== null || row.membership.deletedAt !== null) throw HttpError.notFound();
  if (row.invitation.acceptedAt !== null)
    throw new HttpError(409, "This invitation has already been accepted.");
  if (row.expired) throw new HttpError(410, "This invitation has expired.");
  return userResource(row.user, row.membership);
}

/** The invitation a token names when it can still be accepted: 400 unknown or expired, 404 withdrawn, 409 accepted. */
async function acceptableInvitation(tx: Executor, token: string, lock: boolean) {
  const row = await invitationOf(tx, token, lock);
  if (!row) throw invalidToken();
  if (row.invitation.deletedAt !== null || row.membership.deletedAt !== null) throw HttpError.notFound();
  if (row.invitation.acceptedAt !== null)
    throw new HttpError(409, "This invitation has already been accepted.");
  if (row.expired) throw HttpError.badRequest("This invitation has expired.");
  return row;
}

/**
 * `POST auth/invitation/{token}`: names, password and time zone; the email counts as verified,
 * the membership becomes ACTIVE, and the person is signed in (a new session's token).
 */
export async function acceptInvitation(
  db: Database,
  token: string,
  body: AcceptInvitationBody & { password: string },
): Promise<string> {
  // A token that opens nothing costs a lookup, never a password hash.
  await acceptableInvitation(db, token, false);
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    // Two accepts of one token at once: FOR UPDATE on the invitation makes the second wait and
    // then see accepted_at, answering 409.
    const row = await acceptableInvitation(tx, token, true);

    await tx.update(invitations).set({ acceptedAt: sql`now()` }).where(eq(invitations.id, row.invitation.id));
    await tx
      .update(users)
      .set({
        firstName: body.first_name,
        lastName: body.last_name?.trim() || null,
        passwordHash,
        timezone: body.timezone,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      })
      .where(eq(users.id, row.user.id));
    await tx
      .update(accountUsers)
      .set({ status: "ACTIVE", lastLoginAt: sql`now()` })
      .where(eq(accountUsers.id, row.membership.id));
    const session = await createSession(tx, { userId: row.user.id, accountId: row.membership.accountId });
    // A user who already had a password (a member of another account) has just set a new one.
    if (row.user.passwordHash !== null) await revokeOtherSessions(tx, row.user.id, session.sessionId);
    return session.token;
  });
}
