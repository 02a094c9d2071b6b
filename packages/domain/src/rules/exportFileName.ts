import { isoInZone } from "./eventStructuredData";

/** The file formats an export comes in: a spreadsheet (XLSX) or plain CSV. */
export const exportFormats = ["xlsx", "csv"] as const;
export type ExportFormat = (typeof exportFormats)[number];

/**
 * The name a downloaded export gets: `<event-slug>-<what>-<YYYY-MM-DD>.<format>`, the day the
 * file is made on the event's own calendar (`festa-d-estate-attendees-2026-11-30.xlsx`), so a
 * folder of downloads tells the events and the days apart. Only lower-case ASCII letters, digits
 * and dashes, whatever the slug holds, so the name is safe in a header and on any file system.
 */
export function exportFileName(
  eventSlug: string,
  what: string,
  made: Date,
  timeZone: string,
  format: ExportFormat,
): string {
  const safe = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/gu, "-")
      .replace(/^-+|-+$/gu, "");
  const day = isoInZone(made, timeZone).slice(0, 10);
  return `${safe(eventSlug) || "event"}-${safe(what)}-${day}.${format}`;
}
