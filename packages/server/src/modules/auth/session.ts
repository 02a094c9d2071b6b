import { createHash, randomBytes } from "node:crypto";
import type { Role } from "@varco/domain";
import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { Executor } from "../../db/connect";
import { softDeleteRows } from "../../db/rowLocks";
import { accountUsers, sessions, users } from "../../db/schema";
import type { AppEnv, AuthContext } from "../../http/appEnv";
import { HttpError } from "../../http/httpError";
import { documentedSessionUse } from "../../http/openapiSecurity";
import { sessionCookieName } from "../../http/sessionCookie";

/**
 * Sessions: an opaque random token (32 bytes, base64url) that only the client holds; the database
 * keeps its SHA-256. It travels in the `token` cookie (`http/sessionCookie.ts`; httpOnly,
 * SameSite=Lax, Path=/, Secure when APP_URL is https) for the browser app, or as
 * `Authorization: Bearer <token>` for API clients (the places Hi.Events accepts its token).
 *
 * Lifetime: 30 days, sliding. Each authenticated request that finds less than 29 days left pushes
 * the expiry back to 30 days from now (at most one write per session per day). Logout revokes the
 * session (`deleted_at`); a password change revokes every other session of the user; an inactive
 * membership makes the session answer 401.
 */
export const sessionLifetimeSeconds = 30 * 24 * 60 * 60;
const renewWhenLeftSeconds = sessionLifetimeSeconds - 24 * 60 * 60;

export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function createSession(
  db: Executor,
  { userId, accountId }: { userId: number; accountId: number },
): Promise<{ token: string; sessionId: number }> {
  const token = randomBytes(32).toString("base64url");
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: hashSessionToken(token),
      userId,
      accountId,
      expiresAt: sql`now() + make_interval(secs => ${sessionLifetimeSeconds})`,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error("session insert returned nothing");
  return { token, sessionId: row.id };
}

/** The session's user and membership when the token names a live, unexpired session of an ACTIVE member. */
export async function resolveSession(db: Executor, token: string): Promise<AuthContext | undefined> {
  const [row] = await db
    .select({
      session: sessions,
      user: users,
      membership: accountUsers,
      renew: sql<boolean>`${sessions.expiresAt} < now() + make_interval(secs => ${renewWhenLeftSeconds})`,
    })
    .from(sessions)
    .innerJoin(users, and(eq(users.id, sessions.userId), isNull(users.deletedAt)))
    .innerJoin(
      accountUsers,
      and(
        eq(accountUsers.userId, sessions.userId),
        eq(accountUsers.accountId, sessions.accountId),
        isNull(accountUsers.deletedAt),
      ),
    )
    .where(
      and(
        eq(sessions.tokenHash, hashSessionToken(token)),
        isNull(sessions.deletedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  // Only an ACTIVE member acts for the account: an INACTIVE (or still INVITED) one is signed out of it.
  if (row === undefined || row.membership.status !== "ACTIVE") return undefined;
  if (row.renew) {
    // Last writer wins: concurrent renewals all set "30 days from now", which is the same answer.
    await db
      .update(sessions)
      .set({ expiresAt: sql`now() + make_interval(secs => ${sessionLifetimeSeconds})` })
      .where(eq(sessions.id, row.session.id));
  }
  return { sessionId: row.session.id, user: row.user, membership: row.membership };
}

export async function revokeSession(db: Executor, sessionId: number): Promise<void> {
  await softDeleteRows(db, sessions, and(eq(sessions.id, sessionId), isNull(sessions.deletedAt)));
}

/** Logout: whatever the membership's state, the token stops working. */
export async function revokeSessionByToken(db: Executor, token: string): Promise<void> {
  await softDeleteRows(
    db,
    sessions,
    and(eq(sessions.tokenHash, hashSessionToken(token)), isNull(sessions.deletedAt)),
  );
}

/** Every live session of the user but `keepSessionId` (after a password change). */
export async function revokeOtherSessions(
  db: Executor,
  userId: number,
  keepSessionId: number,
): Promise<void> {
  await softDeleteRows(
    db,
    sessions,
    and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.deletedAt)),
  );
}

/** Every live session of the user in one account (after the membership is made INACTIVE). */
export async function revokeAccountSessions(db: Executor, userId: number, accountId: number): Promise<void> {
  await softDeleteRows(
    db,
    sessions,
    and(eq(sessions.userId, userId), eq(sessions.accountId, accountId), isNull(sessions.deletedAt)),
  );
}

/** The token the request carries: `Authorization: Bearer` first, else the cookie. */
export function sessionTokenOf(c: Context<AppEnv>): string | undefined {
  const authorization = c.req.header("authorization");
  const bearer = authorization?.match(/^Bearer\s+([A-Za-z0-9_-]{1,128})\s*$/i)?.[1];
  if (bearer) return bearer;
  const cookie = getCookie(c, sessionCookieName);
  return cookie && /^[A-Za-z0-9_-]{1,128}$/.test(cookie) ? cookie : undefined;
}

function isSecure(c: Context<AppEnv>): boolean {
  return c.var.config.APP_URL.startsWith("https:");
}

export function setSessionCookie(c: Context<AppEnv>, token: string): void {
  setCookie(c, sessionCookieName, token, {
    httpOnly: true,
    sameSite: "Lax",
    path: "/",
    secure: isSecure(c),
    maxAge: sessionLifetimeSeconds,
  });
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  deleteCookie(c, sessionCookieName, { httpOnly: true, sameSite: "Lax", path: "/", secure: isSecure(c) });
}

const unauthenticated = () => new HttpError(401, "Unauthenticated.");

/** Role order: a route for a role admits that role and the ones above it (an ADMIN route: ADMIN, SUPERADMIN). */
const roleRank: Record<Role, number> = { ORGANIZER: 1, ADMIN: 2, SUPERADMIN: 3 };

/**
 * Route middleware: 401 without a valid session, 403 when the member's role is below `minimumRole`;
 * otherwise `c.var.auth` holds the session, user and membership.
 */
export function authenticated(minimumRole: Role = "ORGANIZER"): MiddlewareHandler<AppEnv> {
  return documentedSessionUse<MiddlewareHandler<AppEnv>>(async (c, next) => {
    const token = sessionTokenOf(c);
    const auth = token ? await resolveSession(c.var.db, token) : undefined;
    if (!auth) throw unauthenticated();
    if (roleRank[auth.membership.role] < roleRank[minimumRole]) throw HttpError.forbidden();
    c.set("auth", auth);
    await next();
  }, "required");
}

/**
 * Route middleware for public routes that show more to members (a session is honoured when sent,
 * e.g. an owner previews a DRAFT page): a valid session of an ACTIVE member sets
 * `c.var.auth`; no token, or one that names no such session, leaves the request anonymous — never
 * a 401.
 */
export function optionallyAuthenticated(): MiddlewareHandler<AppEnv> {
  return documentedSessionUse<MiddlewareHandler<AppEnv>>(async (c, next) => {
    const token = sessionTokenOf(c);
    const auth = token ? await resolveSession(c.var.db, token) : undefined;
    if (auth) c.set("auth", auth);
    await next();
  }, "optional");
}

/** The caller, in a handler behind `authenticated()`. */
export function authOf(c: Context<AppEnv>): AuthContext {
  const auth = c.var.auth;
  if (!auth) throw unauthenticated();
  return auth;
}
