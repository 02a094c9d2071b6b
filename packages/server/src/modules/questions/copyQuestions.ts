import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Executor } from "../../db/connect";
import { questionProducts, questions } from "../../db/schema";
import { withoutIdentity } from "../products/copyCatalogue";

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
  const rows = await tx
    .select()
    .from(questions)
    .where(and(eq(questions.eventId, sourceId), isNull(questions.deletedAt)))
    .orderBy(asc(questions.sortOrder), asc(questions.id));
  if (rows.length === 0) return;
  const links = await tx
    .select()
    .from(questionProducts)
    .where(
      inArray(
        questionProducts.questionId,
        rows.map((row) => row.id),
      ),
    );
  for (const question of rows) {
    const copiedProducts = links.flatMap((link) => {
      const productId = link.questionId === question.id ? productIds.get(link.productId) : undefined;
      return productId === undefined ? [] : [productId];
    });
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
