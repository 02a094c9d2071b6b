import type { Account, LoginBody, RegisterBody, User } from "@varco/domain";
import { englishOf, resolveLocale } from "@varco/domain";
import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/connect";
import { accounts, accountUsers, users } from "../../db/schema";
import { shortIdOf } from "../../db/shortId";
import { isUniqueViolation } from "../../db/uniqueViolation";
import { HttpError } from "../../http/httpError";
import { hourlyLimit } from "../../http/rateLimit";
import { accountResource } from "../account/accountResource";
import { issueEmailVerification } from "../users/emailVerification";
import { userResource } from "../users/userResource";
import { beginLoginAttempt, settleLoginAttempt } from "./loginAttempts";
import { decoyPasswordHash, hashPassword, verifyPassword } from "./password";
import { createSession, revokeSession } from "./session";

/** What registration starts with when the form leaves it out (Hi.Events' defaults). */
const defaultTimezone = "UTC";
const defaultCurrency = "USD";

/** Registrations per client address: past this, 429. */
export const registerClientLimit = hourlyLimit("register:ip", 10);

export const emailTakenMessage = englishOf({ code: "email_taken" });

type UserRow = typeof users.$inferSelect;

/** Who a new account is for: its owner's profile and the account's own name and defaults. */
export interface NewAccountOwner {
  accountName: string;
  currencyCode: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string | null;
  timezone: string;
  locale: UserRow["locale"];
  marketingOptIn?: boolean | undefined;
  /** The address is known to be the owner's (the demo's): no confirmation is waited for. */
  emailVerified?: boolean;
  /** The owner signs in now (registration): the membership records it. */
  signingIn?: boolean;
}

/**
 * An account and its owner (ADMIN, ACTIVE, account owner), in `tx`. Self-hosted, so the account
 * counts as verified at once; the owner's email stays unconfirmed unless `emailVerified`.
 */
export async function createAccountWithOwner(tx: Executor, owner: NewAccountOwner) {
  const email = owner.email.toLowerCase();
  const [account] = await tx
    .insert(accounts)
    .values({
      shortId: shortIdOf("acc"),
      name: owner.accountName,
      email,
      currencyCode: owner.currencyCode,
      timezone: owner.timezone,
      accountVerifiedAt: sql`now()`,
    })
    .returning();
  const profile = {
    firstName: owner.firstName,
    lastName: owner.lastName,
    passwordHash: owner.passwordHash,
    timezone: owner.timezone,
    locale: owner.locale,
    marketingOptedInAt: owner.marketingOptIn ? sql`now()` : null,
    ...(owner.emailVerified ? { emailVerifiedAt: sql`now()` } : {}),
  };
  // An address that only an invitation ever used (no password set) is free: the registrant
  // takes its row. Two registrations of it at once: the row lock makes the second re-read
  // the row, find a password and fall through to the insert, which fails as taken.
  const [invitee] = await tx
    .update(users)
    .set(profile)
    .where(and(eq(users.email, email), isNull(users.passwordHash), isNull(users.deletedAt)))
    .returning();
  // Two registrations with one new email at once: the partial unique index users_email_unique
  // lets one commit; the other fails here (register answers 422).
  const [user] = invitee
    ? [invitee]
    : await tx
        .insert(users)
        .values({ email, ...profile })
        .returning();
  if (!account || !user) throw new Error("account insert returned nothing");
  await tx.insert(accountUsers).values({
    accountId: account.id,
    userId: user.id,
    role: "ADMIN",
    status: "ACTIVE",
    isAccountOwner: true,
    ...(owner.signingIn ? { lastLoginAt: sql`now()` } : {}),
  });
  return { account, user };
}

/**
 * `POST auth/register`: the account and its owner, a first session and the email confirmation
 * mail (link + 6-digit code), in one transaction.
 */
export async function register(
  db: Database,
  body: RegisterBody & { password: string },
  acceptLanguage: string | undefined,
  appUrl: string,
): Promise<{ account: Account; token: string }> {
  const passwordHash = await hashPassword(body.password);
  const firstName = body.first_name.trim();
  const lastName = body.last_name?.trim() || null;
  try {
    return await db.transaction(async (tx) => {
      const { account, user } = await createAccountWithOwner(tx, {
        accountName: [firstName, lastName].filter(Boolean).join(" "),
        currencyCode: body.currency_code ?? defaultCurrency,
        email: body.email,
        passwordHash,
        firstName,
        lastName,
        timezone: body.timezone ?? defaultTimezone,
        locale: body.locale ?? resolveLocale(acceptLanguage?.split(",")[0]?.split(";")[0]?.trim()),
        marketingOptIn: body.marketing_opt_in,
        signingIn: true,
      });
      // A new account's first steps are on the welcome screen: the mail's link leads back there.
      await issueEmailVerification(tx, user, appUrl, "/welcome");
      const { token } = await createSession(tx, { userId: user.id, accountId: account.id });
      return { account: accountResource(account), token };
    });
  } catch (error) {
    if (isUniqueViolation(error, "users_email_unique"))
      throw HttpError.unprocessable({ email: [{ code: "email_taken" }] });
    throw error;
  }
}

export const badCredentialsMessage = "Username or Password are incorrect";

export type LoginOutcome =
  | { kind: "throttled" }
  | { kind: "signedIn"; token: string | null; user: User; accounts: Account[] };

/**
 * `POST auth/login`. An unknown email and a wrong password answer the same 401 after the same
 * work (a decoy hash is checked), so the answer does not tell which addresses have accounts.
 */
/** The accounts a user may sign in to, oldest membership first. */
function membershipsOf(db: Executor, userId: number) {
  return (
    db
      .select({ membership: accountUsers, account: accounts })
      .from(accountUsers)
      .innerJoin(accounts, and(eq(accounts.id, accountUsers.accountId), isNull(accounts.deletedAt)))
      // An invitation not yet accepted is no way into its account.
      .where(
        and(
          eq(accountUsers.userId, userId),
          ne(accountUsers.status, "INVITED"),
          isNull(accountUsers.deletedAt),
        ),
      )
      .orderBy(asc(accountUsers.id))
  );
}

/**
 * `auth/refresh`: a new session for the same user and account, and the one it was asked with
 * revoked, in one transaction; answered as a login is.
 */
export async function refreshSession(
  db: Database,
  auth: { sessionId: number; user: typeof users.$inferSelect; membership: typeof accountUsers.$inferSelect },
): Promise<{ token: string; user: User; accounts: Account[] }> {
  return db.transaction(async (tx) => {
    const { token } = await createSession(tx, { userId: auth.user.id, accountId: auth.membership.accountId });
    await revokeSession(tx, auth.sessionId);
    const memberships = await membershipsOf(tx, auth.user.id);
    return {
      token,
      user: userResource(auth.user, auth.membership),
      accounts: memberships.map(({ account }) => accountResource(account)),
    };
  });
}

export async function login(db: Database, body: LoginBody, ip: string | undefined): Promise<LoginOutcome> {
  const email = body.email.toLowerCase();
  const attempt = await beginLoginAttempt(db, { email, ip });
  if (!attempt.allowed) return { kind: "throttled" };

  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);
  const passwordOk = await verifyPassword(body.password, user?.passwordHash ?? (await decoyPasswordHash()));
  await settleLoginAttempt(db, attempt.attemptId, Boolean(user && passwordOk));
  if (!user || !passwordOk) throw new HttpError(401, badCredentialsMessage);

  const memberships = await membershipsOf(db, user.id);
  const accountList = memberships.map(({ account }) => accountResource(account));

  let chosen: (typeof memberships)[number] | undefined;
  if (body.account_id !== undefined) {
    chosen = memberships.find(({ account }) => account.id === body.account_id);
    if (!chosen) throw new HttpError(401, "Account not found");
  } else if (memberships.length === 1) {
    chosen = memberships[0];
  } else if (memberships.length > 1) {
    // Several accounts: no token yet; the client picks one and posts again with its account_id.
    const first = memberships[0] as (typeof memberships)[number];
    return {
      kind: "signedIn",
      token: null,
      user: userResource(user, first.membership),
      accounts: accountList,
    };
  }
  if (chosen?.membership.status !== "ACTIVE") throw new HttpError(401, "User account is not active");

  const [membership] = await db
    .update(accountUsers)
    .set({ lastLoginAt: sql`now()` })
    .where(eq(accountUsers.id, chosen.membership.id))
    .returning();
  const { token } = await createSession(db, { userId: user.id, accountId: chosen.account.id });
  return {
    kind: "signedIn",
    token,
    user: userResource(user, membership ?? chosen.membership),
    accounts: accountList,
  };
}
