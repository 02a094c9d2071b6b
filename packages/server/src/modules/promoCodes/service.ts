import {
  currencyMinorDigits,
  exactMinorUnits,
  maxMoneyAmount,
  type PromoCode,
  type promoCodeBodySchema,
} from "@varco/domain";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "../../db/connect";
import { softDeleteRows } from "../../db/rowLocks";
import { promoCodes } from "../../db/schema";
import { selectPage } from "../../db/selectPage";
import { refusingUniqueViolation } from "../../db/uniqueViolation";
import { HttpError } from "../../http/httpError";
import { alphabeticalSort, createdSort, defineList, type ListQuery } from "../../http/listQuery";
import type { Caller } from "../auth/caller";
import { eventPage } from "../events/eventPage";
import { findEvent } from "../events/service";
import { lockProductsOfEvent } from "../products/productCategoryService";
import { type PromoCodeRow, type PromoCodeUsage, promoUsageSql } from "./promoCodeLookup";
import { promoCodeResource } from "./promoCodeResource";

type PromoCodeInput = z.output<typeof promoCodeBodySchema>;

const codeIndex = "promo_codes_event_code_unique";

/** `GET events/{e}/promo-codes`: newest first by default, searchable by code. */
export const promoCodeList = defineList({
  sorts: {
    created_at: createdSort(promoCodes.createdAt),
    code: alphabeticalSort(promoCodes.code, "Code"),
    order_usage_count: {
      column: promoUsageSql().orders,
      labels: { asc: "Least used first", desc: "Most used first" },
    },
  },
  defaultSort: "created_at",
  defaultSortDirection: "desc",
  tiebreaker: promoCodes.id,
  search: [promoCodes.code],
});

const liveCodesOf = (eventId: number) => and(eq(promoCodes.eventId, eventId), isNull(promoCodes.deletedAt));

/** How often each of these codes was used, counted from orders now (one query). */
async function usageOf(
  db: Executor,
  ids: readonly number[],
  now: Date,
): Promise<Map<number, PromoCodeUsage>> {
  if (ids.length === 0) return new Map();
  const usage = promoUsageSql(now);
  const rows = await db
    .select({ id: promoCodes.id, orders: usage.orders, attendees: usage.attendees })
    .from(promoCodes)
    .where(inArray(promoCodes.id, [...ids]));
  return new Map(
    rows.map((row) => [row.id, { orders: Number(row.orders), attendees: Number(row.attendees) }]),
  );
}

async function answerOf(db: Executor, row: PromoCodeRow, currency: string, now: Date): Promise<PromoCode> {
  const usage = (await usageOf(db, [row.id], now)).get(row.id) ?? { orders: 0, attendees: 0 };
  return promoCodeResource(row, usage, currency);
}

/** `GET events/{e}/promo-codes`: one page, each code with its usage. */
export function listPromoCodes(caller: Caller, eventId: number, list: ListQuery, url: URL) {
  return eventPage(caller, eventId, { definition: promoCodeList, list, url }, async (event) => {
    const { rows, total } = await selectPage(caller.db, promoCodes, list, liveCodesOf(event.id));
    const usage = await usageOf(
      caller.db,
      rows.map((row) => row.id),
      caller.now,
    );
    const data = rows.map((row) =>
      promoCodeResource(row, usage.get(row.id) ?? { orders: 0, attendees: 0 }, event.currency),
    );
    return { rows: data, total };
  });
}

/** `GET events/{e}/promo-codes/{id}`. */
export async function getPromoCode(caller: Caller, eventId: number, id: number): Promise<PromoCode> {
  const event = await findEvent(caller.db, caller.accountId, eventId);
  const [row] = await caller.db
    .select()
    .from(promoCodes)
    .where(and(liveCodesOf(event.id), eq(promoCodes.id, id)));
  if (!row) throw HttpError.notFound();
  return answerOf(caller.db, row, event.currency, caller.now);
}

/**
 * The discount as stored: FIXED in minor units of the event's currency, PERCENTAGE in hundredths
 * of a percent (12.5 % is 1250), NONE 0. More decimals than that can hold is a 422 on `discount`.
 */
function storedDiscount(body: PromoCodeInput, currency: string): number {
  const amount = body.discount ?? 0;
  if (body.discount_type === "NONE") return 0;
  if (body.discount_type === "PERCENTAGE") {
    const hundredths = Math.round(amount * 100);
    if (Math.abs(hundredths - amount * 100) > 1e-6)
      throw HttpError.unprocessable({ discount: [{ code: "too_many_decimals", label: "Discount", max: 2 }] });
    return hundredths;
  }
  const bounded = z.number().max(maxMoneyAmount, "Discount is too large.").safeParse(amount);
  if (!bounded.success)
    throw HttpError.fromZod(
      new z.ZodError(bounded.error.issues.map((issue) => ({ ...issue, path: ["discount"] }))),
    );
  const minor = exactMinorUnits(amount, currency);
  if (minor === null)
    throw HttpError.unprocessable({
      discount: [{ code: "too_many_decimals", label: "Discount", max: currencyMinorDigits(currency) }],
    });
  return minor;
}

/**
 * The products a code names must be live products of the same event (422 on
 * `applicable_product_ids`); they are share-locked so a deletion of one waits until the code is
 * written. None named: every product of the event (stored as null).
 */
async function applicableProducts(tx: Executor, eventId: number, ids: readonly number[] | null | undefined) {
  if (!ids?.length) return null;
  return lockProductsOfEvent(tx, eventId, ids, "applicable_product_ids");
}

/** A second live code with the same text in the event: the unique index refuses it, even when two saves race. */
const refusingTakenCodes = <T>(work: () => Promise<T>) =>
  refusingUniqueViolation(
    codeIndex,
    () => HttpError.unprocessable({ code: [{ code: "promo_code_taken" }] }),
    work,
  );

function columnsOf(body: PromoCodeInput, currency: string) {
  return {
    code: body.code,
    discountType: body.discount_type,
    discount: storedDiscount(body, currency),
    expiryDate: body.expiry_date ? new Date(body.expiry_date) : null,
    maxAllowedUsages: body.max_allowed_usages ?? null,
  };
}

type CodeColumns = ReturnType<typeof columnsOf> & { applicableProductIds: number[] | null };

/**
 * A code's columns written in one transaction by `write` (an insert or an update), its products
 * checked and share-locked first; the code it wrote, with its usage.
 */
async function saveCode(
  caller: Caller,
  eventId: number,
  body: PromoCodeInput,
  write: (tx: Executor, eventId: number, columns: CodeColumns) => Promise<PromoCodeRow>,
): Promise<PromoCode> {
  const { db, accountId } = caller;
  const event = await findEvent(db, accountId, eventId);
  const columns = columnsOf(body, event.currency);
  const row = await refusingTakenCodes(() =>
    db.transaction(async (tx) => {
      const applicableProductIds = await applicableProducts(tx, event.id, body.applicable_product_ids);
      return write(tx, event.id, { ...columns, applicableProductIds });
    }),
  );
  return answerOf(db, row, event.currency, caller.now);
}

/** `POST events/{e}/promo-codes`. */
export function createPromoCode(caller: Caller, eventId: number, body: PromoCodeInput): Promise<PromoCode> {
  return saveCode(caller, eventId, body, async (tx, eventId, columns) => {
    const [inserted] = await tx
      .insert(promoCodes)
      .values({ eventId, ...columns })
      .returning();
    if (!inserted) throw new Error("promo code insert returned nothing");
    return inserted;
  });
}

/** `PUT events/{e}/promo-codes/{id}`: every field, as on create. Orders keep the code they used. */
export function updatePromoCode(
  caller: Caller,
  eventId: number,
  id: number,
  body: PromoCodeInput,
): Promise<PromoCode> {
  return saveCode(caller, eventId, body, async (tx, eventId, columns) => {
    const [updated] = await tx
      .update(promoCodes)
      .set(columns)
      .where(and(liveCodesOf(eventId), eq(promoCodes.id, id)))
      .returning();
    if (!updated) throw HttpError.notFound();
    return updated;
  });
}

/**
 * `DELETE events/{e}/promo-codes/{id}` (soft): buyers can no longer use it; orders keep the code
 * they typed and the link to it, and its text is free for a new code.
 */
export async function deletePromoCode(caller: Caller, eventId: number, id: number): Promise<void> {
  const event = await findEvent(caller.db, caller.accountId, eventId);
  const where = and(liveCodesOf(event.id), eq(promoCodes.id, id));
  if ((await softDeleteRows(caller.db, promoCodes, where)) === 0) throw HttpError.notFound();
}
