import type { Affiliate, createAffiliateSchema, updateAffiliateSchema } from "@varco/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import type { Executor } from "../../db/connect";
import { softDeleteRows } from "../../db/rowLocks";
import { affiliates } from "../../db/schema";
import { selectPage } from "../../db/selectPage";
import { refusingUniqueViolation } from "../../db/uniqueViolation";
import { HttpError } from "../../http/httpError";
import { alphabeticalSort, createdSort, defineList, enumFilter, type ListQuery } from "../../http/listQuery";
import { moneyOf } from "../../http/money";
import type { Caller } from "../auth/caller";
import { eventPage } from "../events/eventPage";
import { findEvent } from "../events/service";
import { type AffiliateFigures, affiliateSortSql, figuresOf, noFigures } from "./figures";

type CreateInput = z.output<typeof createAffiliateSchema>;
type UpdateInput = z.output<typeof updateAffiliateSchema>;
export type AffiliateRow = typeof affiliates.$inferSelect;

const notFound = () => HttpError.notFound("Affiliate not found");

/** `GET events/{e}/affiliates`: newest first by default, searchable by name, code and email. */
export const affiliateList = defineList({
  sorts: {
    created_at: createdSort(affiliates.createdAt),
    name: alphabeticalSort(affiliates.name, "Name"),
    total_sales: {
      column: affiliateSortSql.sales,
      labels: { asc: "Fewest sales first", desc: "Most sales first" },
    },
    total_sales_gross: {
      column: affiliateSortSql.gross,
      labels: { asc: "Lowest sales first", desc: "Highest sales first" },
    },
  },
  defaultSort: "created_at",
  defaultSortDirection: "desc",
  tiebreaker: affiliates.id,
  filters: { status: enumFilter(affiliates.status, ["ACTIVE", "INACTIVE"]) },
  search: [affiliates.name, affiliates.code, affiliates.email],
});

const liveOf = (eventId: number) => and(eq(affiliates.eventId, eventId), isNull(affiliates.deletedAt));

/** An affiliate as organisers read it, with its figures in decimal units of the event's currency. */
export function affiliateResource(row: AffiliateRow, figures: AffiliateFigures, currency: string): Affiliate {
  return {
    id: row.id,
    event_id: row.eventId,
    account_id: row.accountId,
    name: row.name,
    code: row.code,
    email: row.email,
    status: row.status,
    total_sales: figures.sales,
    total_sales_gross: moneyOf(figures.gross, currency),
    total_tickets: figures.tickets,
    net_sales: figures.netSales,
    net_tickets: figures.netTickets,
    total_sales_net: moneyOf(figures.net, currency),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The resources of `rows`, their figures read in one go. */
export async function affiliateResources(
  db: Executor,
  rows: readonly AffiliateRow[],
  currency: string,
): Promise<Affiliate[]> {
  const figures = await figuresOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => affiliateResource(row, figures.get(row.id) ?? noFigures, currency));
}

async function answerOf(db: Executor, row: AffiliateRow, currency: string): Promise<Affiliate> {
  const [answer] = await affiliateResources(db, [row], currency);
  if (!answer) throw new Error("an affiliate without its resource");
  return answer;
}

/** `GET events/{e}/affiliates`: one page, each affiliate with its figures. */
export function listAffiliates(caller: Caller, eventId: number, list: ListQuery, url: URL) {
  return eventPage(caller, eventId, { definition: affiliateList, list, url }, async (event) => {
    const { rows, total } = await selectPage(caller.db, affiliates, list, liveOf(event.id));
    return { rows: await affiliateResources(caller.db, rows, event.currency), total };
  });
}

/** `GET events/{e}/affiliates/{id}`: 404 `Affiliate not found` for a deleted one or another event's. */
export async function getAffiliate(caller: Caller, eventId: number, id: number): Promise<Affiliate> {
  const event = await findEvent(caller.db, caller.accountId, eventId);
  const [row] = await caller.db
    .select()
    .from(affiliates)
    .where(and(liveOf(event.id), eq(affiliates.id, id)));
  if (!row) throw notFound();
  return answerOf(caller.db, row, event.currency);
}

/**
 * `POST events/{e}/affiliates`. Two saves of one code at once: the partial unique index
 * `affiliates_event_code_unique` lets one in and the other becomes a 422 on `code`.
 */
export async function createAffiliate(
  caller: Caller,
  eventId: number,
  body: CreateInput,
): Promise<Affiliate> {
  const event = await findEvent(caller.db, caller.accountId, eventId);
  const row = await refusingUniqueViolation(
    "affiliates_event_code_unique",
    () => HttpError.unprocessable({ code: [{ code: "affiliate_code_taken" }] }),
    async () => {
      const [inserted] = await caller.db
        .insert(affiliates)
        .values({
          eventId: event.id,
          accountId: event.accountId,
          name: body.name,
          code: body.code,
          email: body.email ?? null,
          status: body.status ?? "ACTIVE",
        })
        .returning();
      if (!inserted) throw new Error("affiliate insert returned nothing");
      return inserted;
    },
  );
  return answerOf(caller.db, row, event.currency);
}

/**
 * `PUT events/{e}/affiliates/{id}`: name, email and status. The code never changes once made (the
 * tracking links already shared name it): a `code` in the body is ignored.
 */
export async function updateAffiliate(
  caller: Caller,
  eventId: number,
  id: number,
  body: UpdateInput,
): Promise<Affiliate> {
  const event = await findEvent(caller.db, caller.accountId, eventId);
  const [updated] = await caller.db
    .update(affiliates)
    .set({
      ...(body.name === undefined ? {} : { name: body.name }),
      ...(body.email === undefined ? {} : { email: body.email }),
      status: body.status,
    })
    .where(and(liveOf(event.id), eq(affiliates.id, id)))
    .returning();
  if (!updated) throw notFound();
  return answerOf(caller.db, updated, event.currency);
}

/**
 * `DELETE events/{e}/affiliates/{id}` (soft): its link attributes nothing from now on and its code
 * is free for a new affiliate; the orders it brought keep naming it, so their figures stay what
 * they were (the new affiliate of the same code starts from none).
 */
export async function deleteAffiliate(caller: Caller, eventId: number, id: number): Promise<void> {
  const event = await findEvent(caller.db, caller.accountId, eventId);
  if ((await softDeleteRows(caller.db, affiliates, and(liveOf(event.id), eq(affiliates.id, id)))) === 0)
    throw notFound();
}

/**
 * The event's ACTIVE affiliate whose code is `code` (compared upper-cased), for a reservation to
 * credit; null for none, an INACTIVE one, or a code of another event.
 */
export async function activeAffiliateId(
  db: Executor,
  eventId: number,
  code: string | null | undefined,
): Promise<number | null> {
  const wanted = code?.trim().toUpperCase();
  if (!wanted) return null;
  const [found] = await db
    .select({ id: affiliates.id })
    .from(affiliates)
    .where(and(liveOf(eventId), eq(affiliates.code, wanted), eq(affiliates.status, "ACTIVE")));
  return found?.id ?? null;
}
