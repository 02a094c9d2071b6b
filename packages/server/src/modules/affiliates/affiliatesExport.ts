import { fromMinorUnits } from "@varco/domain";
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/connect";
import { affiliates } from "../../db/schema";
import type { EventRow } from "../events/eventResource";
import type { ExportColumn } from "../exports/csv";
import { codeWord, type ExportStrings, headingIn } from "../exports/exportStrings";
import { exportPageSize } from "../exports/service";
import { type AffiliateFigures, figuresOf, noFigures } from "./figures";

type ExportRow = Pick<typeof affiliates.$inferSelect, "id" | "name" | "code" | "email" | "status"> & {
  createdLocal: string;
  figures: AffiliateFigures;
};

/** The columns of the affiliates export: who, then the gross and the net figures (docs/rules/affiliates.md). */
function affiliateColumns(event: EventRow, words: ExportStrings): ExportColumn<ExportRow>[] {
  const heading = words.columns;
  const money = (pick: (figures: AffiliateFigures) => number) => (row: ExportRow) =>
    fromMinorUnits(pick(row.figures), event.currency);
  return [
    { header: heading.name, cell: (row) => row.name },
    { header: heading.code, cell: (row) => row.code },
    { header: heading.email, cell: (row) => row.email },
    { header: heading.status, cell: (row) => codeWord(words, row.status) },
    { header: heading.currency, cell: () => event.currency },
    { header: heading.orders, kind: "count", cell: (row) => row.figures.sales },
    { header: heading.tickets, kind: "count", cell: (row) => row.figures.tickets },
    { header: heading.grossSales, kind: "amount", cell: money((figures) => figures.gross) },
    { header: heading.netOrders, kind: "count", cell: (row) => row.figures.netSales },
    { header: heading.netTickets, kind: "count", cell: (row) => row.figures.netTickets },
    { header: heading.netSales, kind: "amount", cell: money((figures) => figures.net) },
    {
      header: headingIn(heading.createdAt, event.timezone),
      kind: "dateTime",
      cell: (row) => row.createdLocal,
    },
  ];
}

/** The event's live affiliates, oldest first, a page at a time, each with its figures. */
async function* affiliatePages(db: Executor, event: EventRow): AsyncGenerator<ExportRow[]> {
  let after = 0;
  for (;;) {
    const rows = await db
      .select({
        id: affiliates.id,
        name: affiliates.name,
        code: affiliates.code,
        email: affiliates.email,
        status: affiliates.status,
        createdLocal: sql<string>`to_char(${affiliates.createdAt} at time zone ${event.timezone}, 'YYYY-MM-DD HH24:MI')`,
      })
      .from(affiliates)
      .where(and(eq(affiliates.eventId, event.id), isNull(affiliates.deletedAt), gt(affiliates.id, after)))
      .orderBy(asc(affiliates.id))
      .limit(exportPageSize);
    if (rows.length === 0) return;
    const figures = await figuresOf(
      db,
      rows.map((row) => row.id),
    );
    yield rows.map((row) => ({ ...row, figures: figures.get(row.id) ?? noFigures }));
    if (rows.length < exportPageSize) return;
    after = rows[rows.length - 1]?.id ?? after;
  }
}

/** The affiliates export, headed and worded in `words` (the organiser's language). */
export function affiliatesExport(db: Executor, event: EventRow, words: ExportStrings) {
  return { columns: async () => affiliateColumns(event, words), pages: affiliatePages(db, event) };
}
