import { randomInt } from "node:crypto";
import type { Account, LoginBody, RegisterBody, User } from "@varco/domain";
import { resolveLocale } from "@varco/domain";
import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { accounts, accountUsers, users } from "../../db/schema";
import { isUniqueViolation } from "../../db/uniqueViolation";
import { HttpError } from "../../http/httpError";
import type { RateLimit } from "../../http/rateLimit";
import { accountResource } from "../account/accountResource";
import { issueEmailVerification } from "../users/emailVerification";
import { userResource } from "../users/userResource";
import { beginLoginAttempt, settleLoginAttempt } from "./loginAttempts";
import { decoyPasswordHash, hashPassword, verifyPassword } from "./password";
import { createSession } from "./session";

/** What registration starts with when the form leaves it out (Hi.Events' defaults). */
const defaultTimezone = "UTC";
const defaultCurrency = "USD";

const shortIdAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
function accountShortId(): string {
  let text = "acc_";
  for (let index = 0; index < 13; index++) text += shortIdAlphabet[randomInt(shortIdAlphabet.length)];
  return text;
}

/** Registrations per client address: past this, 429. */
export const registerClientLimit: RateLimit = { bucket: "register:ip", max: 10, windowSeconds: 3600 };

export const emailTakenMessage = "An account with this email already exists.";

/**
 * `POST auth/register`: the account, its owner (ADMIN, ACTIVE), a first session and the email
 * confirmation mail (link + 6-digit code), in one transaction. Self-hosted, so the account counts
 * as verified at once (rules.md §9.4); the user's email stays unconfirmed until they confirm it.
 */
export async function register(
  db: Database,
  body: RegisterBody & { password: string },
  acceptLanguage: string | undefined,
  appUrl: string,
): Promise<{ account: Account; token: string }> {
  const email = body.email.toLowerCase();
  const passwordHash = await hashPassword(body.password);
  try {
    return await db.transaction(async (tx) => {
      const [account] = await tx
        .insert(accounts)
        .values({
          shortId: accountShortId(),
          name: [body.first_name.trim(), body.last_name?.trim()].filter(Boolean).join(" "),
          email,
          currencyCode: body.currency_code ?? defaultCurrency,
          timezone: body.timezone ?? defaultTimezone,
          accountVerifiedAt: sql`now()`,
        })
        .returning();
      const profile = {
        firstName: body.first_name.trim(),
        lastName: body.last_name?.trim() || null,
        passwordHash,
        timezone: body.timezone ?? defaultTimezone,
        locale: body.locale ?? resolveLocale(acceptLanguage?.split(",")[0]?.split(";")[0]?.trim()),
        marketingOptedInAt: body.marketing_opt_in ? sql`now()` : null,
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
      // lets one commit; the other fails here and answers 422 below.
      const [user] = invitee
        ? [invitee]
        : await tx
            .insert(users)
            .values({ email, ...profile })
            .returning();
      if (!account || !user) throw new Error("register: insert returned nothing");
      await tx.insert(accountUsers).values({
        accountId: account.id,
        userId: user.id,
        role: "ADMIN",
        status: "ACTIVE",
        isAccountOwner: true,
        lastLoginAt: sql`now()`,
      });
      await issueEmailVerification(tx, user, appUrl);
      const { token } = await createSession(tx, { userId: user.id, accountId: account.id });
      return { account: accountResource(account), token };
    });
  } catch (error) {
    if (isUniqueViolation(error, "users_email_unique"))
      throw HttpError.unprocessable({ email: [emailTakenMessage] });
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

  const memberships = await db
    .select({ membership: accountUsers, account: accounts })
    .from(accountUsers)
    .innerJoin(accounts, and(eq(accounts.id, accountUsers.accountId), isNull(accounts.deletedAt)))
    // An invitation not yet accepted is no way into its account.
    .where(
      and(
        eq(accountUsers.userId, user.id),
        ne(accountUsers.status, "INVITED"),
        isNull(accountUsers.deletedAt),
      ),
    )
    .orderBy(asc(accountUsers.id));
  const accountList = memberships.map(({ account }) => accountResource(account));

  let chosen: (typeof memberships)[number] | undefined;
  if (body.account_id !== undefined) {
    chosen = memberships.find(({ account }) => account.id === body.account_id);
    if (!chosen) throw new HttpError(401, "Account not found");
  } else if (memberships.length === 1) {
    chosen = memberships[0];
  } else if (memberships.length > 1) {
    // Several accounts: the client must pick one and post again with account_id (contract §2.1).
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
