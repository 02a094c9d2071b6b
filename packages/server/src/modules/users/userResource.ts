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
 * A user as the wire shows it (contract §3.1), with the fields of their membership of one account.
 * A membership not yet accepted shows only what the invitation holds: the person's profile
 * (names, settings, other addresses) belongs to them and to the accounts they joined.
 */
export function userResource(user: UserRow, membership: MembershipRow): User {
  if (membership.status === "INVITED" && !madeByThisInvitation(user, membership)) {
    return invitedUserResource({ id: user.id, email: user.email, firstName: "", lastName: null }, membership);
  }
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    full_name: [user.firstName, user.lastName].filter(Boolean).join(" "),
    timezone: user.timezone,
    locale: user.locale,
    is_email_verified: user.emailVerifiedAt !== null,
    has_pending_email_change: user.pendingEmail !== null,
    pending_email: user.pendingEmail,
    marketing_opted_in_at: user.marketingOptedInAt?.toISOString() ?? null,
    account_id: membership.accountId,
    role: membership.role,
    status: membership.status,
    is_account_owner: membership.isAccountOwner,
    last_login_at: membership.lastLoginAt?.toISOString() ?? null,
  };
}

/** An INVITED membership as its account sees it: the invitee as the inviter named them, nothing more. */
export function invitedUserResource(
  invitee: { id: number; email: string; firstName: string; lastName: string | null; timezone?: string },
  membership: MembershipRow,
): User {
  return {
    id: invitee.id,
    email: invitee.email,
    first_name: invitee.firstName,
    last_name: invitee.lastName,
    full_name: [invitee.firstName, invitee.lastName].filter(Boolean).join(" "),
    timezone: invitee.timezone ?? "UTC",
    locale: "en",
    is_email_verified: false,
    has_pending_email_change: false,
    pending_email: null,
    marketing_opted_in_at: null,
    account_id: membership.accountId,
    role: membership.role,
    status: membership.status,
    is_account_owner: membership.isAccountOwner,
    last_login_at: null,
  };
}
