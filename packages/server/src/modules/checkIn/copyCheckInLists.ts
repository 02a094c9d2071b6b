import type { Executor } from "../../db/connect";
import { checkInListProducts, checkInLists } from "../../db/schema";
import { copiedIds, linkedProductsOf, liveRowsToCopy, withoutIdentity } from "../products/copyCatalogue";
import { newCheckInListShortId } from "./lists";

/**
 * Copies the live check-in lists of `sourceId` into `targetId` (a duplicate, inside its
 * transaction): each with a link of its own, its window, and the copies of its products
 * (`productIds`: copy id by source id). A list none of whose products were copied is left out: a
 * list admits at least one product.
 */
export async function copyCheckInLists(
  tx: Executor,
  sourceId: number,
  targetId: number,
  productIds: ReadonlyMap<number, number>,
): Promise<void> {
  const lists = await liveRowsToCopy(tx, checkInLists, sourceId);
  if (lists.length === 0) return;
  const linked = await linkedProductsOf(
    tx,
    checkInListProducts,
    checkInListProducts.checkInListId,
    lists.map((list) => list.id),
  );
  for (const list of lists) {
    const products = copiedIds(linked.get(list.id) ?? [], productIds);
    if (products.length === 0) continue;
    const [copy] = await tx
      .insert(checkInLists)
      .values({ ...withoutIdentity(list), eventId: targetId, shortId: newCheckInListShortId() })
      .returning({ id: checkInLists.id });
    if (!copy) throw new Error("check-in list copy returned nothing");
    await tx
      .insert(checkInListProducts)
      .values(products.map((productId) => ({ checkInListId: copy.id, productId })));
  }
}
