import type { Executor } from "../../db/connect";
import { promoCodes } from "../../db/schema";
import { copiedIds, liveRowsToCopy, withoutIdentity } from "../products/copyCatalogue";

/**
 * Copies the live promo codes of `sourceId` into `targetId` (a duplicate, inside its transaction).
 * A copy starts unused: usage is counted from orders, and the copy has none. A code limited to some
 * products follows their copies (`productIds`: copy id by source id); one whose products were none
 * of them copied is left out, since an empty list would widen it to every product.
 */
export async function copyPromoCodes(
  tx: Executor,
  sourceId: number,
  targetId: number,
  productIds: ReadonlyMap<number, number>,
): Promise<void> {
  const rows = await liveRowsToCopy(tx, promoCodes, sourceId);
  const copies = rows.flatMap((code): (typeof promoCodes.$inferInsert)[] => {
    const limitedTo = code.applicableProductIds ?? [];
    if (limitedTo.length === 0)
      return [{ ...withoutIdentity(code), eventId: targetId, applicableProductIds: null }];
    const mapped = copiedIds(limitedTo, productIds);
    return mapped.length === 0
      ? []
      : [{ ...withoutIdentity(code), eventId: targetId, applicableProductIds: mapped }];
  });
  if (copies.length > 0) await tx.insert(promoCodes).values(copies);
}
