import type { User } from "@varco/domain";
import type { accountUsers, users } from "../../db/schema";

type UserRow = typeof users.$inferSelect;
type MembershipRow = typeof accountUsers.$inferSelect;

/** A user as the wire shows it (contract §3.1), with the fields of their membership of one account. */
export function userResource(user: UserRow, membership: MembershipRow): User {
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
