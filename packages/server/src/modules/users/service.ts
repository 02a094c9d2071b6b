import {
  roles,
  settableUserStatuses,
  supportedLocales,
  type UpdateCurrentUserBody,
  type UpdateUserBody,
  type User,
  userStatuses,
} from "@varco/domain";
import { and, count, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { accountUsers, users } from "../../db/schema";
import type { AuthContext } from "../../http/appEnv";
import { HttpError } from "../../http/httpError";
import { createdSort, defineList, enumFilter, type ListQuery, textFilter } from "../../http/listQuery";
import type { Caller } from "../auth/caller";
import { hashPassword, verifyPassword } from "../auth/password";
import { revokeAccountSessions, revokeOtherSessions } from "../auth/session";
import { requestEmailChange, revokeEmailChanges } from "./emailChange";
import { userResource } from "./userResource";

export function currentUser(auth: AuthContext): User {
  return userResource(auth.user, auth.membership);
}

/**
 * `PUT users/me`: a password change (the current password must match; every other session of
 * the user is revoked) or a profile change. A new email waits in `pending_email` while a link to
 * confirm it goes to that address (`emailChange.ts`); sending the current email again cancels it.
 */
export async function updateCurrentUser(
  { db, appUrl }: Caller,
  auth: AuthContext,
  body: UpdateCurrentUserBody,
  ip: string | undefined,
): Promise<User> {
  if (body.password !== undefined) {
    const matches =
      auth.user.passwordHash !== null &&
      (await verifyPassword(body.current_password ?? "", auth.user.passwordHash));
    if (!matches) throw HttpError.unprocessable({ current_password: [{ code: "current_password_wrong" }] });
    const passwordHash = await hashPassword(body.password);
    return db.transaction(async (tx) => {
      const [user] = await tx
        .update(users)
        .set({ passwordHash })
        .where(eq(users.id, auth.user.id))
        .returning();
      await revokeOtherSessions(tx, auth.user.id, auth.sessionId);
      return userResource(user ?? auth.user, auth.membership);
    });
  }
  // The domain accepts every locale Hi.Events does; a person's own interface is one of the 13 Varco ships.
  if (body.locale !== undefined && !(supportedLocales as readonly string[]).includes(body.locale)) {
    throw HttpError.unprocessable({
      locale: [{ code: "locale_not_offered", values: [...supportedLocales] }],
    });
  }
  const email = body.email?.toLowerCase();
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, auth.user.id)).for("update");
    const me = current ?? auth.user;
    if (email !== undefined && email !== me.email) {
      // Mailed in the language the user is choosing now, when the form changes it too.
      await requestEmailChange(
        tx,
        { id: me.id, firstName: body.first_name ?? me.firstName, locale: body.locale ?? me.locale },
        email,
        appUrl,
        ip,
      );
    } else if (email !== undefined) {
      await revokeEmailChanges(tx, me.id);
    }
    const [user] = await tx
      .update(users)
      .set({
        firstName: body.first_name,
        lastName: body.last_name === undefined ? undefined : body.last_name?.trim() || null,
        timezone: body.timezone,
        locale: body.locale,
        pendingEmail: email === undefined ? undefined : email === me.email ? null : email,
        marketingOptedInAt:
          body.marketing_opt_in === undefined
            ? undefined
            : body.marketing_opt_in
              ? sql`coalesce(${users.marketingOptedInAt}, now())`
              : null,
      })
      .where(eq(users.id, auth.user.id))
      .returning();
    return userResource(user ?? me, auth.membership);
  });
}

/** `GET users`: the account's members, any status, under the usual list parameters (docs/api/wire.md). */
export const userList = defineList({
  sorts: {
    created_at: createdSort(accountUsers.createdAt),
    first_name: { column: users.firstName },
    last_name: { column: users.lastName },
    email: { column: users.email },
  },
  defaultSort: "created_at",
  defaultSortDirection: "asc",
  tiebreaker: accountUsers.id,
  filters: {
    role: enumFilter(accountUsers.role, roles),
    status: enumFilter(accountUsers.status, userStatuses),
    email: textFilter(users.email, ["eq", "like"]),
  },
  search: [users.email, users.firstName, users.lastName],
});

const liveMembersOf = (accountId: number) =>
  and(eq(accountUsers.accountId, accountId), isNull(accountUsers.deletedAt), isNull(users.deletedAt));

export async function listUsers(
  { db, accountId }: Caller,
  list: ListQuery,
): Promise<{ rows: User[]; total: number }> {
  const where = and(liveMembersOf(accountId), list.where);
  const [counted] = await db
    .select({ total: count() })
    .from(accountUsers)
    .innerJoin(users, eq(users.id, accountUsers.userId))
    .where(where);
  const rows = await db
    .select({ user: users, membership: accountUsers })
    .from(accountUsers)
    .innerJoin(users, eq(users.id, accountUsers.userId))
    .where(where)
    .orderBy(...list.orderBy)
    .limit(list.limit)
    .offset(list.offset);
  return {
    rows: rows.map(({ user, membership }) => userResource(user, membership)),
    total: counted?.total ?? 0,
  };
}

/** A member of the account; another account's user, or no user, is 404 alike. */
export async function getUser({ db, accountId }: Caller, userId: number): Promise<User> {
  const [row] = await db
    .select({ user: users, membership: accountUsers })
    .from(accountUsers)
    .innerJoin(users, eq(users.id, accountUsers.userId))
    .where(and(liveMembersOf(accountId), eq(accountUsers.userId, userId)))
    .limit(1);
  if (!row) throw HttpError.notFound();
  return userResource(row.user, row.membership);
}

const adminRoles = ["ADMIN", "SUPERADMIN"] as const;

/**
 * `PUT users/{id}` (admins): names, role, status. The owner stays an active admin, an invited
 * member becomes active and names themselves only by accepting (their user row may be another
 * account's member's), and the account always keeps one active admin.
 */
export async function updateUser(
  { db, accountId }: Caller,
  userId: number,
  body: UpdateUserBody,
): Promise<User> {
  return db.transaction(async (tx) => {
    // Two admins demoting each other at once: both lock the account's memberships first (FOR
    // UPDATE), so the second sees the first's change and the last-admin check holds.
    const members = await tx
      .select({ id: accountUsers.id })
      .from(accountUsers)
      .where(and(eq(accountUsers.accountId, accountId), isNull(accountUsers.deletedAt)))
      .orderBy(accountUsers.id)
      .for("update");
    const [target] = await tx
      .select({ user: users, membership: accountUsers })
      .from(accountUsers)
      .innerJoin(users, eq(users.id, accountUsers.userId))
      .where(and(liveMembersOf(accountId), eq(accountUsers.userId, userId)))
      .limit(1);
    if (!target || members.length === 0) throw HttpError.notFound();
    const { membership } = target;

    const roleChanges = body.role !== undefined && body.role !== membership.role;
    const statusChanges = body.status !== undefined && body.status !== membership.status;
    if (membership.isAccountOwner && (roleChanges || statusChanges)) {
      const field = roleChanges ? "role" : "status";
      throw HttpError.unprocessable({ [field]: [{ code: "owner_stays_admin" }] });
    }
    if (body.status === "INVITED" && membership.status !== "INVITED")
      throw HttpError.unprocessable({
        status: [{ code: "filter_one_of", values: [...settableUserStatuses] }],
      });
    // A name sent as it is stored (an edit form sends every field back) renames nobody.
    const renamesFirst = body.first_name !== undefined && body.first_name !== target.user.firstName;
    const renamesLast = body.last_name !== undefined && (body.last_name ?? null) !== target.user.lastName;
    const renames = renamesFirst || renamesLast;
    if (renames && membership.status === "INVITED") {
      const field = renamesFirst ? "first_name" : "last_name";
      throw HttpError.unprocessable({
        [field]: [{ code: "invited_sets_own_name" }],
      });
    }
    if (statusChanges && membership.status === "INVITED") {
      throw HttpError.unprocessable({
        status: [{ code: "invited_activates_by_accepting" }],
      });
    }
    const staysActiveAdmin =
      (body.role ?? membership.role) !== "ORGANIZER" && (body.status ?? membership.status) === "ACTIVE";
    const isActiveAdmin = membership.role !== "ORGANIZER" && membership.status === "ACTIVE";
    if (isActiveAdmin && !staysActiveAdmin) {
      const [others] = await tx
        .select({ n: count() })
        .from(accountUsers)
        .where(
          and(
            eq(accountUsers.accountId, accountId),
            ne(accountUsers.id, membership.id),
            inArray(accountUsers.role, adminRoles),
            eq(accountUsers.status, "ACTIVE"),
            isNull(accountUsers.deletedAt),
          ),
        );
      if ((others?.n ?? 0) === 0) {
        throw HttpError.unprocessable({
          [roleChanges ? "role" : "status"]: [{ code: "admin_required" }],
        });
      }
    }

    // Nothing about the membership sent (e.g. only a name): keep it as it is.
    const [updatedMembership] =
      body.role === undefined && body.status === undefined
        ? [membership]
        : await tx
            .update(accountUsers)
            .set({ role: body.role, status: body.status })
            .where(eq(accountUsers.id, membership.id))
            .returning();
    let user = target.user;
    if (renames) {
      const [updated] = await tx
        .update(users)
        .set({
          firstName: body.first_name,
          lastName: body.last_name === undefined ? undefined : body.last_name?.trim() || null,
        })
        .where(eq(users.id, userId))
        .returning();
      user = updated ?? user;
    }
    if (body.status === "INACTIVE") await revokeAccountSessions(tx, userId, accountId);
    return userResource(user, updatedMembership ?? membership);
  });
}
