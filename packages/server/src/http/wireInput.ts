import type { z } from "zod";
import { isKnownTimeZone, isWallClockText } from "./wallClock";

/**
 * Hi.Events' input conventions, read for every route by walking its (strict) schema before
 * validating: clients written for Hi.Events keep working, our app keeps sending the strict form,
 * and the domain's schemas stay what the typed client's `z.input` types say.
 *
 * - An empty or blank string in a field that may be absent or null is no value (null where null
 *   is allowed, else absent); in a required field it stays, so the answer says "X is required.".
 *   Passwords are never blank: spaces are their characters.
 * - null in a field that may be absent but not null is no value (absent): Hi.Events' forms start
 *   their fields at null (a product's `waitlist_enabled`).
 * - An object with nothing in it (no field, or only null and blank ones) that the field's schema
 *   refuses, in a field that may be absent or null, is no value: Hi.Events' checkout sends
 *   `address: {}` when the event asks for no billing address.
 * - A decimal string where a number is expected is that number; `true`/`false`/`1`/`0` where a
 *   flag is expected is that flag.
 * - A date and time without an offset where one is expected goes through `wallClock` (the route's
 *   time zone); a space may stand for the T.
 *
 * Anything else is left as sent, for the schema to accept or refuse with its own message.
 */
export interface WireInputOptions {
  /** An offsetless date and time as an ISO 8601 instant, or undefined to leave it as sent. */
  wallClock?: ((text: string) => string | undefined) | undefined;
}

export function normaliseWireInput(
  schema: z.ZodType,
  input: unknown,
  options: WireInputOptions = {},
): unknown {
  return normalise(schema, input, options, 0);
}

/** The parts of zod 4's definitions this walk reads (`schema._zod.def`). */
interface SchemaDef {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  valueType?: z.ZodType;
  options?: readonly z.ZodType[];
  format?: string;
  checks?: readonly { _zod: { def: { format?: string } } }[];
}

const defOf = (schema: z.ZodType) => schema._zod.def as unknown as SchemaDef;
const wrapperTypes = new Set([
  "optional",
  "nullable",
  "default",
  "prefault",
  "readonly",
  "nonoptional",
  "catch",
]);
// Deep enough for any form; a recursive (lazy) schema is left to itself.
const maxDepth = 32;

function normalise(schema: z.ZodType, value: unknown, options: WireInputOptions, depth: number): unknown {
  if (depth > maxDepth) return value;
  const def = defOf(schema);
  if (wrapperTypes.has(def.type) && def.innerType) return normalise(def.innerType, value, options, depth + 1);
  switch (def.type) {
    case "pipe":
      return def.in ? normalise(def.in, value, options, depth + 1) : value;
    case "object":
      return def.shape && isPlainObject(value) ? normaliseObject(def.shape, value, options, depth) : value;
    case "array":
      return def.element && Array.isArray(value)
        ? value.map((element) => normalise(def.element as z.ZodType, element, options, depth + 1))
        : value;
    case "record":
      return def.valueType && isPlainObject(value)
        ? Object.fromEntries(
            Object.entries(value).map(([key, field]) => [
              key,
              normalise(def.valueType as z.ZodType, field, options, depth + 1),
            ]),
          )
        : value;
    case "union": {
      // The value as sent when an option takes it; else the first option that takes it read.
      if (schema.safeParse(value).success) return value;
      for (const option of def.options ?? []) {
        const read = normalise(option, value, options, depth + 1);
        if (read !== value && option.safeParse(read).success) return read;
      }
      return value;
    }
    case "number":
      return typeof value === "string" ? (numberOf(value) ?? value) : value;
    case "boolean":
      return typeof value === "string" ? (flagOf(value) ?? value) : value;
    case "string":
      return typeof value === "string" && isDateTimeFormat(def) ? dateTimeOf(value, options) : value;
    default:
      return value;
  }
}

function normaliseObject(
  shape: Record<string, z.ZodType>,
  value: Record<string, unknown>,
  options: WireInputOptions,
  depth: number,
): Record<string, unknown> {
  const result: Record<string, unknown> = { ...value };
  for (const [key, field] of Object.entries(value)) {
    if (!Object.hasOwn(shape, key)) continue;
    const schema = shape[key] as z.ZodType;
    const blank =
      (typeof field === "string" && isBlank(key, field)) ||
      (field === null && absenceOf(schema) === "absent") ||
      (isPlainObject(field) && isEmptyForm(field) && !schema.safeParse(field).success);
    if (blank) {
      const absence = absenceOf(schema);
      if (absence === "null") result[key] = null;
      else if (absence === "absent") delete result[key];
      if (absence) continue;
    }
    if (typeof field === "string" && isBlank(key, field)) continue;
    result[key] = normalise(schema, field, options, depth + 1);
  }
  return result;
}

/** An object a form sent with nothing filled in: no field, or only null and empty strings. */
function isEmptyForm(value: Record<string, unknown>): boolean {
  return Object.values(value).every((field) => field === null || field === undefined || field === "");
}

function isBlank(key: string, text: string): boolean {
  return text === "" || (text.trim() === "" && !/password/i.test(key));
}

/** How a field says "no value": null if it allows null, absent if it may be left out, else not at all. */
function absenceOf(schema: z.ZodType): "null" | "absent" | undefined {
  let optional = false;
  for (let current: z.ZodType | undefined = schema, depth = 0; current && depth < maxDepth; depth++) {
    const def = defOf(current);
    if (def.type === "nullable") return "null";
    if (def.type === "optional" || def.type === "default" || def.type === "prefault") optional = true;
    current = wrapperTypes.has(def.type) ? def.innerType : def.type === "pipe" ? def.in : undefined;
  }
  return optional ? "absent" : undefined;
}

const decimalPattern = /^\s*-?\d+(?:\.\d+)?\s*$/;

/** `"3"` → 3; beyond what a double holds exactly, or not plain decimal (`1e3`, `0x10`), undefined. */
function numberOf(text: string): number | undefined {
  if (!decimalPattern.test(text)) return undefined;
  const number = Number(text);
  return Math.abs(number) <= Number.MAX_SAFE_INTEGER ? number : undefined;
}

function flagOf(text: string): boolean | undefined {
  if (text === "true" || text === "1") return true;
  if (text === "false" || text === "0") return false;
  return undefined;
}

function isDateTimeFormat(def: SchemaDef): boolean {
  return (
    def.format === "datetime" || (def.checks ?? []).some((check) => check._zod.def.format === "datetime")
  );
}

const spacedDateTimePattern = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}.*)$/;

function dateTimeOf(text: string, { wallClock }: WireInputOptions): string {
  if (isWallClockText(text)) return wallClock?.(text) ?? text;
  const spaced = spacedDateTimePattern.exec(text);
  return spaced ? `${spaced[1]}T${spaced[2]}` : text;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The body's `timezone` when it names a zone: a route's wall-clock times are read in it first. */
export function timeZoneGivenIn(body: unknown): string | undefined {
  const zone = isPlainObject(body) ? body.timezone : undefined;
  return isKnownTimeZone(zone) ? zone : undefined;
}

/** Whether any string in the input is a date and time without an offset (worth finding a zone for). */
export function hasWallClockText(input: unknown): boolean {
  if (typeof input === "string") return isWallClockText(input);
  if (Array.isArray(input)) return input.some(hasWallClockText);
  if (isPlainObject(input)) return Object.values(input).some(hasWallClockText);
  return false;
}
