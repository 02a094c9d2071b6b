import { z } from "zod";
import { reasonIssue } from "./reasons";

/**
 * Field schemas shared by every resource's request bodies, so that "required", "too long" and
 * "not an email" read the same everywhere the server answers 422 and every form shows a message.
 */

/** The message for a missing value or a value of the wrong type. */
function typeError(label: string, expected: string) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null
      ? `${label} is required.`
      : `${label} must be ${expected}.`;
}

/** Largest amount of money the wire accepts, in major units. */
export const maxMoneyAmount = 999_999_999_999;

/** A non-empty string, trimmed, at most `max` characters. */
export function requiredText(label: string, max = 255, min = 1) {
  return z
    .string({ error: typeError(label, "text") })
    .trim()
    .min(min, min === 1 ? `${label} is required.` : `${label} must be at least ${min} characters.`)
    .max(max, `${label} must be at most ${max} characters.`);
}

/** An optional string (absent, null or text), at most `max` characters. */
export function optionalText(label: string, max = 255) {
  return z
    .string({ error: typeError(label, "text") })
    .max(max, `${label} must be at most ${max} characters.`)
    .nullish();
}

/**
 * Line breaks, tabs and other control characters (C0, DEL, C1, and the Unicode line and paragraph
 * separators): never part of a name, and in a mail's header or a line of an export they would
 * start a new line the sender wrote.
 */
function hasControlCharacter(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029) return true;
  }
  return false;
}

function withoutControlCharacters<Schema extends z.ZodString>(schema: Schema, label: string): Schema {
  return schema.refine(
    (text) => !hasControlCharacter(text),
    reasonIssue({ code: "control_characters", label }),
  ) as Schema;
}

/**
 * A person's or an organiser's name, required: `requiredText` refusing control characters (a name
 * with a line break is refused with its field named, not stored to reach mails and exports).
 */
export function requiredName(label: string, max = 255) {
  return withoutControlCharacters(requiredText(label, max), label);
}

/** `requiredName`, optional (absent, null or text) as `optionalText`. */
export function optionalName(label: string, max = 255) {
  return withoutControlCharacters(
    z.string({ error: typeError(label, "text") }).max(max, `${label} must be at most ${max} characters.`),
    label,
  ).nullish();
}

export function emailAddress(label = "Email", max = 255) {
  return z
    .email({
      error: (issue) =>
        issue.input === undefined ? `${label} is required.` : `${label} must be a valid email address.`,
    })
    .max(max, `${label} must be at most ${max} characters.`);
}

/** Passwords are at least 8 characters. */
export function password(label = "Password") {
  return z
    .string({ error: typeError(label, "text") })
    .min(8, `${label} must be at least 8 characters.`)
    .max(255, `${label} must be at most 255 characters.`);
}

function isAbsoluteUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * An http(s) address: pages show these as links, so `javascript:`, `data:` and other schemes are
 * refused (a stored `javascript:` link would run in the visitor's browser).
 */
export function webAddress(label: string, max = 255) {
  return z
    .url({
      protocol: /^https?$/,
      error: (issue) =>
        issue.input === undefined
          ? `${label} is required.`
          : typeof issue.input === "string" && isAbsoluteUrl(issue.input)
            ? `${label} must start with http:// or https://.`
            : `${label} must be a valid URL.`,
    })
    .max(max, `${label} must be at most ${max} characters.`);
}

/** The years a date may have: PostgreSQL has no year 0, and four-digit years end at 9999. */
export const firstYear = 1;
export const lastYear = 9999;

function yearInRange(instant: number): boolean {
  const year = new Date(instant).getUTCFullYear();
  return year >= firstYear && year <= lastYear;
}

/** A date and time in ISO 8601 with a UTC offset or `Z` (time is UTC on the wire), years 1–9999. */
export function isoDateTime(label: string) {
  return z.iso
    .datetime({
      offset: true,
      error: (issue) =>
        issue.input === undefined
          ? `${label} is required.`
          : `${label} must be an ISO 8601 date and time (e.g. 2025-05-01T18:00:00Z).`,
    })
    .refine(
      (text) => yearInRange(Date.parse(text)),
      reasonIssue({ code: "year_out_of_range", label, first: firstYear, last: lastYear }),
    );
}

/** A calendar day, `YYYY-MM-DD`, years 1–9999. */
export function isoDate(label: string) {
  return z.iso
    .date({
      error: (issue) =>
        issue.input === undefined ? `${label} is required.` : `${label} must be a date (YYYY-MM-DD).`,
    })
    .refine(
      (text) => yearInRange(Date.parse(`${text}T00:00:00Z`)),
      reasonIssue({ code: "year_out_of_range", label, first: firstYear, last: lastYear }),
    );
}

/** A numeric id of a stored row. */
export function rowId(label: string) {
  return z
    .number({ error: typeError(label, "a number") })
    .int(`${label} must be a whole number.`)
    .positive(`${label} must be a positive number.`);
}

/** The largest count a field may hold: what the database keeps in an integer column. */
export const largestWholeNumber = 2_147_483_647;

/** A whole number; never above `largestWholeNumber`, so a count too large is refused on its field. */
export function wholeNumber(
  label: string,
  { min, max = largestWholeNumber }: { min?: number; max?: number } = {},
) {
  let schema = z.number({ error: typeError(label, "a number") }).int(`${label} must be a whole number.`);
  if (min !== undefined) schema = schema.min(min, `${label} must be at least ${min}.`);
  return schema.max(max, `${label} must be at most ${max}.`);
}

export function flag(label: string) {
  return z.boolean({ error: typeError(label, "true or false") });
}

/**
 * The most decimals a currency sold in has: three (the Kuwaiti dinar's fils, the Bahraini,
 * Jordanian, Omani, Tunisian, Libyan and Iraqi dinars). Units of account with four (CLF, UYW) are
 * not sold in.
 */
const maxMoneyDecimals = 3;

/**
 * An amount of money in major units as the wire carries it (`19.99`): zero or more, with no more
 * decimals than any currency has. The schema does not know the currency: where the amount is
 * turned into minor units, the currency's own decimals are checked (two for EUR, none for JPY).
 */
export function money(label: string) {
  return z
    .number({ error: typeError(label, "a number") })
    .min(0, `${label} cannot be negative.`)
    .max(maxMoneyAmount, `${label} is too large.`)
    .refine(
      (amount) => Number.isInteger(Math.round(amount * 10 ** maxMoneyDecimals * 1e6) / 1e6),
      reasonIssue({ code: "too_many_decimals", label, max: maxMoneyDecimals }),
    );
}

/** Money that must be more than zero (a refund, for instance). */
export function positiveMoney(label: string) {
  return money(label).refine((amount) => amount > 0, reasonIssue({ code: "must_be_positive", label }));
}

/** One of a fixed list of values, with a message naming them. */
export function oneOf<const Values extends readonly [string, ...string[]]>(values: Values, label: string) {
  return z.enum(values, {
    error: (issue) =>
      issue.input === undefined ? `${label} is required.` : `${label} must be one of: ${values.join(", ")}.`,
  });
}

/** A three-letter ISO 4217 currency code, upper case. */
export function currencyCode(label = "Currency") {
  return z
    .string({ error: typeError(label, "text") })
    .regex(/^[A-Z]{3}$/, `${label} must be a three-letter ISO 4217 code such as EUR.`);
}

/** An IANA time zone name such as Europe/Rome. */
export function timeZone(label = "Time zone") {
  return z
    .string({ error: typeError(label, "text") })
    .min(1, `${label} is required.`)
    .max(64, `${label} must be at most 64 characters.`)
    .refine(isKnownTimeZone, reasonIssue({ code: "unknown_time_zone", label }));
}

function isKnownTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** A two-letter ISO 3166 country code. */
export function countryCode(label = "Country") {
  return z
    .string({ error: typeError(label, "text") })
    .regex(/^[A-Za-z]{2}$/, `${label} must be a two-letter country code.`);
}

/** `#rgb`, `#rrggbb` and their alpha forms. */
export function hexColor(label: string) {
  return z
    .string({ error: typeError(label, "text") })
    .regex(
      /^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/,
      `${label} must be a hex colour such as #40296C.`,
    );
}

/** Ids are integers for stored rows; the wire also carries short ids (`o_…`) as strings. */
export type Id = number;
