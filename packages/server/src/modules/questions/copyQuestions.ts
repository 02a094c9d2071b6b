import type { Executor } from "../../db/connect";
import { questionProducts, questions } from "../../db/schema";
import { copiedIds, linkedProductsOf, liveRowsToCopy, withoutIdentity } from "../products/copyCatalogue";

/**
 * Copies the live questions of `sourceId` into `targetId` (a duplicate, inside its transaction), in
 * their order. A question asked per product follows its products' copies (`productIds`: copy id by
 * source id); one whose products were none of them copied is left out, as a product question must
 * name a product. Answers stay with the source's orders.
 */
export async function copyQuestions(
  tx: Executor,
  sourceId: number,
  targetId: number,
  productIds: ReadonlyMap<number, number>,
): Promise<void> {
  const rows = await liveRowsToCopy(tx, questions, sourceId, [questions.sortOrder]);
  if (rows.length === 0) return;
  const links = await linkedProductsOf(
    tx,
    questionProducts,
    questionProducts.questionId,
    rows.map((row) => row.id),
  );
  for (const question of rows) {
    const copiedProducts = copiedIds(links.get(question.id) ?? [], productIds);
    if (question.belongsTo === "PRODUCT" && copiedProducts.length === 0) continue;
    const [copy] = await tx
      .insert(questions)
      .values({ ...withoutIdentity(question), eventId: targetId })
      .returning({ id: questions.id });
    if (copy && copiedProducts.length > 0) {
      await tx
        .insert(questionProducts)
        .values(copiedProducts.map((productId) => ({ questionId: copy.id, productId })));
    }
  }
}
