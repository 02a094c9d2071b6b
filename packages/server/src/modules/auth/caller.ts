import type { Context } from "hono";
import type { Database } from "../../db/connect";
import type { AppEnv } from "../../http/appEnv";
import { HttpError } from "../../http/httpError";
import { authOf } from "./session";

/**
 * Who a service works for, and where its answer is read: every service that acts for a signed-in
 * member takes this first, so a route hands over `callerOf(c)` and nothing else about the request.
 */
export interface Caller {
  db: Database;
  /** The session's account: every row a service reads or writes is scoped to it. */
  accountId: number;
  /** The signed-in user (a creator, an inviter, the one whose profile changes). */
  userId: number;
  /** The public origin: image and link URLs in answers and mails are built on it. */
  appUrl: string;
  /** One clock for the whole answer (today's stats, upcoming or ended events). */
  now: Date;
}

/** The caller of a route guarded by `authenticated()`. */
export function callerOf(c: Context<AppEnv>): Caller {
  const { membership, user } = authOf(c);
  return {
    db: c.var.db,
    accountId: membership.accountId,
    userId: user.id,
    appUrl: c.var.config.APP_URL,
    now: new Date(),
  };
}

/**
 * The caller of a route whose path names the account (`/accounts/:account_id/…`): the session's
 * account only; any other id answers 404, exactly like one that does not exist, so nothing tells
 * the caller that the other account is there.
 */
export function callerOfAccount(c: Context<AppEnv>, accountId: number): Caller {
  const caller = callerOf(c);
  if (accountId !== caller.accountId) throw HttpError.notFound();
  return caller;
}
