import { once } from "node:events";
import { PassThrough, Readable } from "node:stream";
import ExcelJS from "exceljs";
import type { CellKind, CsvCell, ExportColumn } from "./csv";

/**
 * Exports as spreadsheets (XLSX), which a spreadsheet program opens in columns whatever its
 * language, unlike a CSV whose separator and decimal mark it may read otherwise. Amounts and counts
 * are number cells, times and days date cells (shown `yyyy-mm-dd hh:mm` and `yyyy-mm-dd`, so they
 * sort and sum), everything else text: a text cell is never a formula, so a buyer's "=HYPERLINK(…)"
 * shows as written. The heading row is bold and stays in view.
 */
export const xlsxMediaType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

type XlsxValue = string | number | Date | null;

const dateTimeFormat = "yyyy-mm-dd hh:mm";
const dayFormat = "yyyy-mm-dd";

/** `#,##0` with as many decimals as the amount was written with (0 for yen, 2 for euro, 3 for dinar). */
const amountFormat = (text: string) => {
  const decimals = text.split(".")[1]?.length ?? 0;
  return decimals > 0 ? `#,##0.${"0".repeat(decimals)}` : "#,##0";
};

/**
 * A wall-clock time or day as a date cell. A spreadsheet's dates have no time zone, so the cell
 * holds the time as written (the event's zone): its UTC fields are the wall clock's.
 */
function wallClock(text: string): Date | null {
  const parts = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/u.exec(text);
  if (!parts) return null;
  const [, year, month, day, hour, minute, second] = parts.map(Number) as number[];
  return new Date(Date.UTC(year as number, (month as number) - 1, day, hour || 0, minute || 0, second || 0));
}

/** A cell's value and number format in a spreadsheet, by what its column holds. */
export function xlsxCell(kind: CellKind | undefined, value: CsvCell): { value: XlsxValue; numFmt?: string } {
  if (value === null || value === undefined || value === "") return { value: null };
  const text = String(value);
  switch (kind) {
    case "amount": {
      const amount = Number(text);
      return Number.isFinite(amount) ? { value: amount, numFmt: amountFormat(text) } : { value: text };
    }
    case "count": {
      const count = Number(text);
      return Number.isFinite(count) ? { value: count } : { value: text };
    }
    case "dateTime":
    case "day": {
      const date = wallClock(text);
      return date ? { value: date, numFmt: kind === "day" ? dayFormat : dateTimeFormat } : { value: text };
    }
    default:
      return { value: text };
  }
}

/** A column's width in characters: its heading's, within reason, and a date's at least. */
function widthOf(column: ExportColumn<never>): number {
  const least = column.kind === "dateTime" ? 17 : column.kind === "day" ? 11 : 8;
  return Math.min(Math.max(column.header.length + 2, least), 40);
}

/** Sheet names are at most 31 characters, without : \ / ? * [ ], nor a quote first or last. */
const sheetName = (name: string) =>
  name
    .replace(/[:\\/?*[\]]/gu, " ")
    .slice(0, 31)
    .replace(/^'+|'+$/gu, "")
    .trim() || "Sheet";

/** Resolves when `stream` drains or closes (a reader that went away drains nothing). */
async function drainedOrClosed(stream: PassThrough): Promise<void> {
  const stop = new AbortController();
  await Promise.race([
    once(stream, "drain", { signal: stop.signal }),
    once(stream, "close", { signal: stop.signal }),
  ]).catch(() => undefined);
  stop.abort();
}

/**
 * A spreadsheet of one sheet, written page by page as `pages` yields them: the workbook writer
 * streams each committed row into the zip, and a page is read only once the reader has taken what
 * came before (the writer waits while the answer's buffer is full), so one page of rows is held at
 * a time. A reader that stops early stops the reading.
 */
export function xlsxStream<Row>(
  name: string,
  columns: readonly ExportColumn<Row>[] | (() => Promise<readonly ExportColumn<Row>[]>),
  pages: AsyncIterable<readonly Row[]>,
): ReadableStream<Uint8Array> {
  const out = new PassThrough();
  writeSheet(out, name, columns, pages).catch((error: unknown) => out.destroy(error as Error));
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}

async function writeSheet<Row>(
  out: PassThrough,
  name: string,
  columns: readonly ExportColumn<Row>[] | (() => Promise<readonly ExportColumn<Row>[]>),
  pages: AsyncIterable<readonly Row[]>,
): Promise<void> {
  const resolved = typeof columns === "function" ? await columns() : columns;
  // Strings inline (no shared-strings table that would grow with the file); styles for the formats.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName(name), { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = resolved.map((column) => ({
    header: column.header,
    width: widthOf(column as ExportColumn<never>),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const iterator = pages[Symbol.asyncIterator]();
  try {
    for (;;) {
      if (out.destroyed) return;
      const next = await iterator.next();
      if (next.done) break;
      for (const row of next.value) {
        const cells = resolved.map((column) => xlsxCell(column.kind, column.cell(row)));
        const written = sheet.addRow(cells.map((cell) => cell.value));
        cells.forEach((cell, index) => {
          if (cell.numFmt) written.getCell(index + 1).numFmt = cell.numFmt;
        });
        written.commit();
      }
      if (out.writableNeedDrain) await drainedOrClosed(out);
    }
  } finally {
    await iterator.return?.();
  }
  sheet.commit();
  await workbook.commit();
}

/** A whole spreadsheet at once (a report's download): a heading row, then a row per `cells`. */
export function xlsxOfTable(
  name: string,
  columns: readonly { header: string; kind?: CellKind }[],
  cells: readonly (readonly CsvCell[])[],
): ReadableStream<Uint8Array> {
  const indexed = columns.map((column, index) => ({
    ...column,
    cell: (row: readonly CsvCell[]) => row[index],
  }));
  return xlsxStream(
    name,
    indexed,
    (async function* () {
      yield cells;
    })(),
  );
}
