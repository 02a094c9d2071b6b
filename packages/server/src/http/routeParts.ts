import { z } from "zod";
import { errorBodySchema } from "./route";

/**
 * The pieces route declarations share: path parameters that name a row, the answer envelope and
 * the error statuses that go with each kind of guard. A module builds its routes from these, so
 * every resource reads the same way and a new one starts from them.
 */

/** A row id in a path: a positive integer JavaScript holds exactly; anything else names nothing (404). */
export const idParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A short id in a path (an order's or a ticket's): the capability its link carries. */
export const shortIdParam = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** A mailed token in a path (a reset, invitation, confirmation or email-change link). */
export const tokenParam = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/);

export const accountIdParams = z.object({ account_id: idParam });
export const organizerIdParams = z.object({ organizer_id: idParam });
export const eventIdParams = z.object({ event_id: idParam });
export const userIdParams = z.object({ user_id: idParam });
export const imageIdParams = z.object({ image_id: idParam });

/** `{ data: … }`: how one object is answered. */
export function dataEnvelope<Schema extends z.ZodType>(schema: Schema) {
  return z.object({ data: schema });
}

/** Any signed-in member: no session answers 401. */
export const signedIn = { 401: errorBodySchema } as const;

/**
 * Any member working on a row of their account: 401 without a session, 404 for an id that is not
 * the account's (another account's rows are as unknown as rows that do not exist).
 */
export const member = { ...signedIn, 404: errorBodySchema } as const;

/** ADMIN (or SUPERADMIN) only: 401 without a session, 403 for an ORGANIZER. */
export const adminOnly = { ...signedIn, 403: errorBodySchema } as const;

/** An admin-only route on a row of the account: `adminOnly` and `member` together. */
export const adminMember = { ...member, ...adminOnly } as const;

/** A body, query or form the schema refuses: 422 `{ message, errors, codes }` (docs/api/wire.md). */
export const invalidInput = { 422: errorBodySchema } as const;

/** A per-client or per-user limit passed: 429 with Retry-After. */
export const rateLimited = { 429: errorBodySchema } as const;
