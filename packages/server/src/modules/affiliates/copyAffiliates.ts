import type { Executor } from "../../db/connect";
import { affiliates } from "../../db/schema";
import { liveRowsToCopy, withoutIdentity } from "../products/copyCatalogue";

/**
 * Copies the live affiliates of `sourceId` into `targetId` (a duplicate, inside its transaction):
 * the same names, codes, emails and statuses, so a partner's link works for the new event once
 * its address is shared. A copy starts with no sales: figures are counted from orders.
 */
export async function copyAffiliates(tx: Executor, sourceId: number, targetId: number): Promise<void> {
  const rows = await liveRowsToCopy(tx, affiliates, sourceId);
  if (rows.length > 0)
    await tx.insert(affiliates).values(rows.map((row) => ({ ...withoutIdentity(row), eventId: targetId })));
}
