import { stringify } from "csv-stringify/sync";

/** What a CSV answer says it is: UTF-8, which the byte-order mark also tells spreadsheets. */
export const csvMediaType = "text/csv; charset=utf-8";

export type CsvCell = string | number | null | undefined;

/**
 * What a column holds, which a spreadsheet keeps as such (xlsx.ts): text; an amount (written with
 * a dot before its decimals); a count; a time `YYYY-MM-DD HH:MM` or a day `YYYY-MM-DD`, both as
 * the wall clock of the event's time zone. A CSV writes every kind as the text it is.
 */
export type CellKind = "text" | "amount" | "count" | "dateTime" | "day";

/** A column: its heading, what it holds (text unless told) and how a row fills it. */
export interface ExportColumn<Row> {
  header: string;
  kind?: CellKind;
  cell: (row: Row) => CsvCell;
}

/** A whole CSV file: a line of `headings`, then a line per row of `cells` (a report's download). */
export function csvOfTable(headings: readonly string[], cells: readonly (readonly CsvCell[])[]): string {
  return stringify([[...headings], ...cells.map((row) => [...row])], formulaSafe({ bom: true }));
}

/**
 * csv-stringify's options with formulas escaped: a cell starting with = + - @ gets a leading
 * quote, so a spreadsheet shows a buyer's "=HYPERLINK(…)" as text instead of running it.
 */
function formulaSafe(options: { bom?: boolean } = {}) {
  return { ...options, escape_formulas: true };
}

/**
 * A CSV file written page by page as `pages` yields them: the answer starts with the first page,
 * and only one page of rows is held at a time (a reader that stops early stops the reading).
 */
export function csvStream<Row>(
  columns: readonly ExportColumn<Row>[] | (() => Promise<readonly ExportColumn<Row>[]>),
  pages: AsyncIterable<readonly Row[]>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let iterator: AsyncIterator<readonly Row[]> | undefined;
  let resolved: readonly ExportColumn<Row>[] | undefined;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!resolved) {
          resolved = typeof columns === "function" ? await columns() : columns;
          iterator = pages[Symbol.asyncIterator]();
          controller.enqueue(
            encoder.encode(stringify([resolved.map((column) => column.header)], formulaSafe({ bom: true }))),
          );
          return;
        }
        const next = await (iterator as AsyncIterator<readonly Row[]>).next();
        if (next.done) {
          controller.close();
          return;
        }
        const page = next.value.map((row) =>
          (resolved as readonly ExportColumn<Row>[]).map((column) => column.cell(row)),
        );
        if (page.length > 0) controller.enqueue(encoder.encode(stringify(page, formulaSafe())));
      },
      async cancel() {
        await iterator?.return?.();
      },
    },
    { highWaterMark: 1 },
  );
}

/** The headers of a CSV download named `fileName`. */
export function csvHeaders(fileName: string): Record<string, string> {
  return downloadHeaders(csvMediaType, fileName);
}

/**
 * The headers of a download of `mediaType` named `fileName`: the name both plain (its characters
 * outside printable ASCII, and quotes and backslashes, as `_`) and as UTF-8 (RFC 6266's `filename*`).
 */
const utf8Name = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/gu, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

export function downloadHeaders(mediaType: string, fileName: string): Record<string, string> {
  const plain = fileName.replace(/[^\x20-\x7e]|["\\]/gu, "_");
  return {
    "content-type": mediaType,
    "content-disposition": `attachment; filename="${plain}"; filename*=UTF-8''${utf8Name(fileName)}`,
    "cache-control": "no-store",
  };
}
