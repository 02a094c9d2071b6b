import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "../../db/connect";
import { events } from "../../db/schema";
import type { AuthContext } from "../../http/appEnv";
import { HttpError } from "../../http/httpError";

export type BuyerEventRow = typeof events.$inferSelect;

/**
 * The event a buyer's checkout reads (its promo codes, its questions): a LIVE event for anyone,
 * any status for a member of its own account (a preview, like the public page's). Anything else
 * answers 404, as an unknown id does.
 */
export async function buyerEvent(
  db: Executor,
  eventId: number,
  viewer: AuthContext | undefined,
): Promise<BuyerEventRow> {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, eventId), isNull(events.deletedAt)));
  const preview =
    viewer !== undefined &&
    row !== undefined &&
    (viewer.membership.accountId === row.accountId || viewer.membership.role === "SUPERADMIN");
  if (!row || (row.status !== "LIVE" && !preview)) throw HttpError.notFound();
  return row;
}
