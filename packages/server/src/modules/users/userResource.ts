import type { User } from "@varco/domain";
import type { accountUsers, users } from "../../db/schema";

type UserRow = typeof users.$inferSelect;
type MembershipRow = typeof accountUsers.$inferSelect;

/**
 * Whether the user row was made by this very invitation (one transaction stamps both rows with
 * the same `now()`) and nobody has claimed it since by setting a password: only then are its
 * names and time zone what this account's inviter typed.
 */
function madeByThisInvitation(user: UserRow, membership: MembershipRow): boolean {
  return user.passwordHash === null && user.createdAt.getTime() === membership.createdAt.getTime();
}

/**
 * A user as the wire shows it (the fields Hi.Events serialises), with those of their membership of one account.
 * A membership not yet accepted shows only what the invitation holds: the person's profile
 * (names, settings, other addresses) belongs to them and to the accounts they joined.
 */
export function userResource(user: UserRow, membership: MembershipRow): User {
  if (membership.status === "INVITED" && !madeByThisInvitation(user, membership)) {
    return invitedUserResource({ id: user.id, email: user.email, firstName: "", lastName: null }, membership);
  }
  return {
    ...namesOf({ id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName }),
    timezone: user.timezone,
    locale: user.locale,
    is_email_verified: user.emailVerifiedAt !== null,
    has_pending_email_change: user.pendingEmail !== null,
    pending_email: user.pendingEmail,
    marketing_opted_in_at: user.marketingOptedInAt?.toISOString() ?? null,
    ...membershipOf(membership),
    last_login_at: membership.lastLoginAt?.toISOString() ?? null,
  };
}

type Person = { id: number; email: string; firstName: string; lastName: string | null };

/** Who the user is, as every answer about a user names them. */
function namesOf({ id, email, firstName, lastName }: Person) {
  return {
    id,
    email,
    first_name: firstName,
    last_name: lastName,
    full_name: [firstName, lastName].filter(Boolean).join(" "),
  };
}

/** Their place in the account. */
function membershipOf(membership: MembershipRow) {
  return {
    account_id: membership.accountId,
    role: membership.role,
    status: membership.status,
    is_account_owner: membership.isAccountOwner,
  };
}

/** An INVITED membership as its account sees it: the invitee as the inviter named them, nothing more. */
export function invitedUserResource(
  invitee: Person & { timezone?: string },
  membership: MembershipRow,
): User {
  return {
    ...namesOf(invitee),
    timezone: invitee.timezone ?? "UTC",
    locale: "en",
    is_email_verified: false,
    has_pending_email_change: false,
    pending_email: null,
    marketing_opted_in_at: null,
    ...membershipOf(membership),
    last_login_at: null,
  };
}
