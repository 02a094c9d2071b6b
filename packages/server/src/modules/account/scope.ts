import type { Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/appEnv";
import { HttpError } from "../../http/httpError";
import { authOf } from "../auth/session";

/** `:account_id` in a path: a positive integer, or the path names nothing (404). */
export const accountIdParams = z.object({
  account_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/**
 * The session's account when the path names it; any other account's id answers 404, exactly
 * like an id that does not exist (nothing tells the caller the other account is there).
 */
export function ownAccountId(c: Context<AppEnv>, accountId: number): number {
  const own = authOf(c).membership.accountId;
  if (accountId !== own) throw HttpError.notFound();
  return own;
}
