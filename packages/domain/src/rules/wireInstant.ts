/**
 * The moment a wire datetime names, in milliseconds since the epoch, or null when absent.
 * Every wire time is UTC, but some columns arrive without a zone as "2024-09-01 18:00:00"
 * (Hi.Events' own format), which `Date.parse` would read as the machine's local time.
 */
export function wireInstant(value: string | Date | null | undefined): number | null {
  if (value == null || value === "") return null;
  if (value instanceof Date) return value.getTime();
  const zoneless = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?$/u.test(value.trim());
  const time = Date.parse(zoneless ? `${value.trim().replace(" ", "T")}Z` : value);
  if (Number.isNaN(time)) throw new RangeError(`Not a date: ${JSON.stringify(value)}`);
  return time;
}
