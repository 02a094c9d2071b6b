import type { TaxAndFee, taxAndFeeBodySchema } from "@varco/domain";
import { englishOf } from "@varco/domain";
import { and, asc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Executor } from "../../db/connect";
import { softDeleteRows } from "../../db/rowLocks";
import { events, products, productTaxesAndFees, taxesAndFees } from "../../db/schema";
import { refusingUniqueViolation } from "../../db/uniqueViolation";
import { HttpError } from "../../http/httpError";
import type { Caller } from "../auth/caller";
import { taxAndFeeResource } from "./taxAndFeeResource";

type TaxAndFeeInput = z.output<typeof taxAndFeeBodySchema>;

export const duplicateNameMessage = englishOf({ code: "tax_name_taken" });
const nameIndex = "taxes_and_fees_account_name_unique";

const liveOf = (accountId: number) =>
  and(eq(taxesAndFees.accountId, accountId), isNull(taxesAndFees.deletedAt));

/**
 * `GET accounts/{id}/taxes-and-fees`: every live tax and fee of the account, oldest first, each
 * with the live products of live events that charge it (`used_by`): two queries in all.
 */
export async function listTaxesAndFees({ db, accountId }: Caller): Promise<TaxAndFee[]> {
  const rows = await db.select().from(taxesAndFees).where(liveOf(accountId)).orderBy(asc(taxesAndFees.id));
  if (rows.length === 0) return [];
  const uses = await db
    .select({
      taxAndFeeId: productTaxesAndFees.taxAndFeeId,
      product_id: products.id,
      product_title: products.title,
      event_id: events.id,
      event_title: events.title,
    })
    .from(productTaxesAndFees)
    .innerJoin(products, and(eq(products.id, productTaxesAndFees.productId), isNull(products.deletedAt)))
    .innerJoin(
      events,
      and(eq(events.id, products.eventId), eq(events.accountId, accountId), isNull(events.deletedAt)),
    )
    .where(
      inArray(
        productTaxesAndFees.taxAndFeeId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(events.id), asc(products.id));
  return rows.map((row) => ({
    ...taxAndFeeResource(row),
    used_by: uses.filter((use) => use.taxAndFeeId === row.id).map(({ taxAndFeeId: _tax, ...use }) => use),
  }));
}

function columnsOf(body: TaxAndFeeInput) {
  return {
    name: body.name,
    description: body.description?.trim() || null,
    calculationType: body.calculation_type,
    type: body.type,
    rate: body.rate,
    isActive: body.is_active,
    isDefault: body.is_default,
  };
}

/**
 * Names are unique among the account's live taxes and fees, compared without regard to case
 * ("VAT" and "vat" would be one line on a receipt). The index catches two saves racing.
 */
async function assertNameFree(db: Executor, accountId: number, name: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: taxesAndFees.id })
    .from(taxesAndFees)
    .where(
      and(
        liveOf(accountId),
        sql`lower(${taxesAndFees.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(taxesAndFees.id, exceptId),
      ),
    )
    .limit(1);
  if (clash) throw HttpError.unprocessable({ name: [{ code: "tax_name_taken" }] });
}

const refusingDuplicates = <T>(work: () => Promise<T>) =>
  refusingUniqueViolation(
    nameIndex,
    () => HttpError.unprocessable({ name: [{ code: "tax_name_taken" }] }),
    work,
  );

/** `POST accounts/{id}/taxes-and-fees`. */
export async function createTaxOrFee({ db, accountId }: Caller, body: TaxAndFeeInput): Promise<TaxAndFee> {
  return refusingDuplicates(async () => {
    await assertNameFree(db, accountId, body.name);
    const [row] = await db
      .insert(taxesAndFees)
      .values({ accountId, ...columnsOf(body) })
      .returning();
    if (!row) throw new Error("tax or fee insert returned nothing");
    return taxAndFeeResource(row);
  });
}

/** `PUT accounts/{id}/taxes-and-fees/{id}`: the whole record, as on create. 404 outside the account. */
export async function updateTaxOrFee(
  { db, accountId }: Caller,
  taxOrFeeId: number,
  body: TaxAndFeeInput,
): Promise<TaxAndFee> {
  return refusingDuplicates(async () => {
    const [existing] = await db
      .select({ id: taxesAndFees.id })
      .from(taxesAndFees)
      .where(and(liveOf(accountId), eq(taxesAndFees.id, taxOrFeeId)))
      .limit(1);
    if (!existing) throw HttpError.notFound();
    await assertNameFree(db, accountId, body.name, taxOrFeeId);
    const [row] = await db
      .update(taxesAndFees)
      .set(columnsOf(body))
      .where(and(liveOf(accountId), eq(taxesAndFees.id, taxOrFeeId)))
      .returning();
    if (!row) throw HttpError.notFound();
    return taxAndFeeResource(row);
  });
}

/**
 * `DELETE accounts/{id}/taxes-and-fees/{id}`: soft-deleted, so orders that charged it keep their
 * history and its name is free again. 404 outside the account or when already deleted.
 */
export async function deleteTaxOrFee({ db, accountId }: Caller, taxOrFeeId: number): Promise<void> {
  const where = and(liveOf(accountId), eq(taxesAndFees.id, taxOrFeeId));
  if ((await softDeleteRows(db, taxesAndFees, where)) === 0) throw HttpError.notFound();
}
