import { fromMinorUnits } from "@varco/domain";
import { sql } from "drizzle-orm";
import type { Executor } from "../../db/connect";
import { textOfAnswer } from "../attendees/attendeeResource";
import type { EventRow } from "../events/eventResource";
import type { ExportColumn } from "./csv";
import { codeWord, type ExportStrings, headingIn } from "./exportStrings";

/**
 * The rows of the order and attendee exports, read in keyset pages (by id) so an export of any
 * size holds one page at a time; each page's answers come in one more query (none per row).
 */

/** Rows read per query: small enough to hold, large enough that the round trips do not show. */
export const exportPageSize = 500;

type Numeric = string | number | null;

interface QuestionColumn {
  id: number;
  title: string;
}

/** The event's questions of one kind, in the order the checkout asks them: one column each. */
async function questionColumns(db: Executor, eventId: number, belongsTo: "ORDER" | "PRODUCT") {
  const result = await db.execute<{ id: number | string; title: string }>(sql`
    select q.id, q.title from questions q
    where q.event_id = ${eventId} and q.belongs_to = ${belongsTo} and q.deleted_at is null
    order by q.sort_order, q.id
  `);
  return result.rows.map((row): QuestionColumn => ({ id: Number(row.id), title: row.title }));
}

/** Answers of a page: by owner id (order or attendee), then question id, as one line of text. */
async function answersOf(
  db: Executor,
  owner: "order" | "attendee",
  ids: readonly number[],
): Promise<Map<number, Map<number, string>>> {
  const byOwner = new Map<number, Map<number, string>>();
  if (ids.length === 0) return byOwner;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute<{
    owner_id: number | string;
    question_id: number | string;
    answer: unknown;
  }>(
    owner === "order"
      ? sql`select qa.order_id as owner_id, qa.question_id, qa.answer from question_answers qa
          where qa.order_id in (${list}) and qa.attendee_id is null and qa.deleted_at is null`
      : sql`select qa.attendee_id as owner_id, qa.question_id, qa.answer from question_answers qa
          where qa.attendee_id in (${list}) and qa.deleted_at is null`,
  );
  for (const row of result.rows) {
    const ownerId = Number(row.owner_id);
    const answers = byOwner.get(ownerId) ?? new Map<number, string>();
    answers.set(Number(row.question_id), textOfAnswer(row.answer as Parameters<typeof textOfAnswer>[0]));
    byOwner.set(ownerId, answers);
  }
  return byOwner;
}

// Amounts and times stay machine-readable in every language (a dot before the decimals, no
// currency sign; "YYYY-MM-DD HH:MM" in the event's zone), so a spreadsheet sorts and sums them
// whatever its own locale: only headings and coded values are translated (docs/rules/reports.md).
// Their columns say so (`kind`), and the XLSX writes them as number and date cells.
const moneyText = (minor: Numeric, currency: string) => fromMinorUnits(Number(minor ?? 0), currency);
const localTime = (timeZone: string) =>
  sql`to_char(o.created_at at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI')`;

/** One column per question, headed by its title as the organiser wrote it. */
function answerColumns<Row extends { answers: Map<number, string> }>(
  questions: readonly QuestionColumn[],
): ExportColumn<Row>[] {
  return questions.map((question) => ({
    header: question.title,
    cell: (row: Row) => row.answers.get(question.id) ?? "",
  }));
}

/**
 * The rows `readPage` reads, page after page by id (`after` is the last id of the page before),
 * each page with its answers; stops at the first page shorter than `exportPageSize`.
 */
async function* pagesWithAnswers<Row extends { id: number | string }>(
  db: Executor,
  owner: "order" | "attendee",
  readPage: (after: number) => Promise<{ rows: Row[] }>,
): AsyncGenerator<(Omit<Row, "id"> & { id: number; answers: Map<number, string> })[]> {
  let after = 0;
  for (;;) {
    const rows = (await readPage(after)).rows.map((row) => ({ ...row, id: Number(row.id) }));
    if (rows.length === 0) return;
    const answers = await answersOf(
      db,
      owner,
      rows.map((row) => row.id),
    );
    yield rows.map((row) => ({ ...row, answers: answers.get(row.id) ?? new Map<number, string>() }));
    if (rows.length < exportPageSize) return;
    after = rows[rows.length - 1]?.id ?? after;
  }
}

// --- Orders ---------------------------------------------------------------------------------------

interface OrderExportRow {
  id: number;
  public_id: string;
  status: string;
  payment_status: string | null;
  refund_status: string | null;
  payment_provider: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  created_local: string;
  currency: string;
  total_before_additions: Numeric;
  total_tax: Numeric;
  total_fee: Numeric;
  total_gross: Numeric;
  total_refunded: Numeric;
  promo_code: string | null;
  answers: Map<number, string>;
}

/** The columns of the orders export: the order, then one per order question (by its title). */
function orderColumns(
  event: EventRow,
  questions: readonly QuestionColumn[],
  words: ExportStrings,
): ExportColumn<OrderExportRow>[] {
  const heading = words.columns;
  const money = (pick: (row: OrderExportRow) => Numeric) => (row: OrderExportRow) =>
    moneyText(pick(row), row.currency);
  return [
    { header: heading.order, cell: (row) => row.public_id },
    { header: heading.status, cell: (row) => codeWord(words, row.status) },
    { header: heading.paymentStatus, cell: (row) => codeWord(words, row.payment_status) },
    { header: heading.refundStatus, cell: (row) => codeWord(words, row.refund_status) },
    { header: heading.firstName, cell: (row) => row.first_name },
    { header: heading.lastName, cell: (row) => row.last_name },
    { header: heading.email, cell: (row) => row.email },
    {
      header: headingIn(heading.createdAt, event.timezone),
      kind: "dateTime",
      cell: (row) => row.created_local,
    },
    { header: heading.currency, cell: (row) => row.currency },
    { header: heading.beforeAdditions, kind: "amount", cell: money((row) => row.total_before_additions) },
    { header: heading.taxes, kind: "amount", cell: money((row) => row.total_tax) },
    { header: heading.fees, kind: "amount", cell: money((row) => row.total_fee) },
    { header: heading.total, kind: "amount", cell: money((row) => row.total_gross) },
    { header: heading.refunded, kind: "amount", cell: money((row) => row.total_refunded) },
    { header: heading.promoCode, cell: (row) => row.promo_code },
    { header: heading.paymentProvider, cell: (row) => codeWord(words, row.payment_provider) },
    ...answerColumns<OrderExportRow>(questions),
  ];
}

/** The orders an organizer sees (not reservations nor abandoned carts), oldest first, page by page. */
function orderPages(db: Executor, event: EventRow): AsyncGenerator<OrderExportRow[]> {
  return pagesWithAnswers(db, "order", (after) =>
    db.execute<Omit<OrderExportRow, "answers">>(sql`
      select o.id, o.public_id, o.status, o.payment_status, o.refund_status, o.payment_provider,
        o.first_name, o.last_name, o.email, ${localTime(event.timezone)} as created_local, o.currency,
        o.total_before_additions, o.total_tax, o.total_fee, o.total_gross, o.total_refunded, o.promo_code
      from orders o
      where o.event_id = ${event.id} and o.deleted_at is null
        and o.status not in ('RESERVED', 'ABANDONED') and o.id > ${after}
      order by o.id
      limit ${exportPageSize}
    `),
  );
}

/** The orders export, headed and worded in `words` (the organiser's language). */
export function ordersExport(db: Executor, event: EventRow, words: ExportStrings) {
  return {
    columns: async () => orderColumns(event, await questionColumns(db, event.id, "ORDER"), words),
    pages: orderPages(db, event),
  };
}

// --- Attendees ------------------------------------------------------------------------------------

interface AttendeeExportRow {
  id: number;
  public_id: string;
  first_name: string;
  last_name: string;
  email: string;
  product: string;
  price: Numeric;
  currency: string;
  status: string;
  order_public_id: string;
  created_local: string;
  checked_in: boolean;
  answers: Map<number, string>;
}

/** The columns of the attendees export: the attendee, then one per product question (by title). */
function attendeeColumns(
  event: EventRow,
  questions: readonly QuestionColumn[],
  words: ExportStrings,
): ExportColumn<AttendeeExportRow>[] {
  const heading = words.columns;
  return [
    { header: heading.attendee, cell: (row) => row.public_id },
    { header: heading.firstName, cell: (row) => row.first_name },
    { header: heading.lastName, cell: (row) => row.last_name },
    { header: heading.email, cell: (row) => row.email },
    { header: heading.product, cell: (row) => row.product },
    { header: heading.price, kind: "amount", cell: (row) => moneyText(row.price, row.currency) },
    { header: heading.currency, cell: (row) => row.currency },
    { header: heading.status, cell: (row) => codeWord(words, row.status) },
    { header: heading.order, cell: (row) => row.order_public_id },
    // Admitted on any of the event's check-in lists, and not undone since.
    { header: heading.checkedIn, cell: (row) => (row.checked_in ? words.codes.YES : words.codes.NO) },
    {
      header: headingIn(heading.orderCreatedAt, event.timezone),
      kind: "dateTime",
      cell: (row) => row.created_local,
    },
    ...answerColumns<AttendeeExportRow>(questions),
  ];
}

/**
 * The attendees an organizer sees (of completed, cancelled or awaiting-payment orders), oldest
 * first, page by page; the price is what their order paid for one unit of their price.
 */
function attendeePages(db: Executor, event: EventRow): AsyncGenerator<AttendeeExportRow[]> {
  return pagesWithAnswers(db, "attendee", (after) =>
    db.execute<Omit<AttendeeExportRow, "answers">>(sql`
      select a.id, a.public_id, a.first_name, a.last_name, a.email,
        coalesce(
          (select oi.item_name from order_items oi
            where oi.order_id = a.order_id and oi.product_price_id = a.product_price_id limit 1),
          p.title) as product,
        (select oi.price from order_items oi
          where oi.order_id = a.order_id and oi.product_price_id = a.product_price_id limit 1) as price,
        o.currency, a.status, o.public_id as order_public_id, ${localTime(event.timezone)} as created_local,
        exists (select 1 from check_ins ci
          where ci.attendee_id = a.id and ci.admitted and ci.deleted_at is null) as checked_in
      from attendees a
      join orders o on o.id = a.order_id
      join products p on p.id = a.product_id
      where a.event_id = ${event.id} and a.deleted_at is null and a.id > ${after}
        and o.status in ('COMPLETED', 'CANCELLED', 'AWAITING_OFFLINE_PAYMENT')
      order by a.id
      limit ${exportPageSize}
    `),
  );
}

/** The attendees export, headed and worded in `words` (the organiser's language). */
export function attendeesExport(db: Executor, event: EventRow, words: ExportStrings) {
  return {
    columns: async () => attendeeColumns(event, await questionColumns(db, event.id, "PRODUCT"), words),
    pages: attendeePages(db, event),
  };
}

// --- Answers --------------------------------------------------------------------------------------

type AnswerExportRow = {
  id: number | string;
  question_sort: number | string;
  question_id: number | string;
  order_id: number | string;
  question: string;
  answer: unknown;
  order_public_id: string;
  attendee_public_id: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  product: string | null;
};

/**
 * Every answer to the event's questions, one row each: grouped by question in the order the
 * checkout asks them, then by order; whose answer it is (the attendee, or the buyer for an order
 * question), and the ticket's product for a product question. Orders an organizer does not see
 * (reservations, abandoned carts) are left out, as in the other exports.
 */
export function answersExport(db: Executor, event: EventRow, words: ExportStrings) {
  const heading = words.columns;
  const columns: ExportColumn<AnswerExportRow>[] = [
    { header: heading.question, cell: (row) => row.question },
    { header: heading.answer, cell: (row) => textOfAnswer(row.answer as Parameters<typeof textOfAnswer>[0]) },
    { header: heading.order, cell: (row) => row.order_public_id },
    { header: heading.attendee, cell: (row) => row.attendee_public_id ?? "" },
    { header: heading.firstName, cell: (row) => row.first_name },
    { header: heading.lastName, cell: (row) => row.last_name },
    { header: heading.email, cell: (row) => row.email },
    { header: heading.product, cell: (row) => row.product ?? "" },
  ];
  return { columns: async () => columns, pages: answerPages(db, event) };
}

/** Keyset pages in (question's place, question, order, answer) order. */
async function* answerPages(db: Executor, event: EventRow): AsyncGenerator<AnswerExportRow[]> {
  let after: AnswerExportRow | undefined;
  for (;;) {
    const rows: AnswerExportRow[] = (
      await db.execute<AnswerExportRow>(sql`
        select qa.id, q.sort_order as question_sort, q.id as question_id, qa.order_id,
          q.title as question, qa.answer, o.public_id as order_public_id,
          a.public_id as attendee_public_id,
          coalesce(a.first_name, o.first_name) as first_name,
          coalesce(a.last_name, o.last_name) as last_name,
          coalesce(a.email, o.email) as email,
          p.title as product
        from question_answers qa
        join questions q on q.id = qa.question_id
        join orders o on o.id = qa.order_id
        left join attendees a on a.id = qa.attendee_id
        left join products p on p.id = coalesce(qa.product_id, a.product_id)
        where q.event_id = ${event.id} and q.deleted_at is null and qa.deleted_at is null
          and o.deleted_at is null and o.status not in ('RESERVED', 'ABANDONED')
          ${
            after
              ? sql`and (q.sort_order, q.id, qa.order_id, qa.id) >
                  (${Number(after.question_sort)}, ${Number(after.question_id)}, ${Number(after.order_id)}, ${Number(after.id)})`
              : sql``
          }
        order by q.sort_order, q.id, qa.order_id, qa.id
        limit ${exportPageSize}
      `)
    ).rows;
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < exportPageSize) return;
    after = rows[rows.length - 1];
  }
}
