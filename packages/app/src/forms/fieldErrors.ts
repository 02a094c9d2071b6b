import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { bodyErrorKey, type FieldErrors, type fieldErrorsFromZod, isApiError } from "@varco/domain";
import type { ServerErrors } from "@varco/ui";

/** The visible labels of a form's fields, by field name (dotted for nested ones), in the current locale. */
export type FieldLabels = Record<string, string>;

/**
 * What a refusal of one field means when only the form can say it: a cross-field rule of the schema
 * ("the passwords do not match" on `password_confirmation`) or a check only the server makes ("an
 * account with this email already exists" on `email`). By field, in the current locale.
 */
export type FieldReasons = Record<string, string>;

/** One problem a domain schema found (the app names zod's shapes without depending on zod). */
export type SchemaIssue = Parameters<typeof fieldErrorsFromZod>[0]["issues"][number];

/** What the form needs of a domain schema, or of several checked together. */
export interface FormSchema<T> {
  safeParse(
    values: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: SchemaIssue[] } };
}

const fieldOf = (issue: SchemaIssue) =>
  issue.path.length === 0 ? bodyErrorKey : issue.path.map(String).join(".");

/**
 * One schema problem in the visitor's language, from its code and parameters (never from zod's
 * English message): the field is named by its label on screen.
 */
export function reasonForIssue(
  issue: SchemaIssue,
  label: string | undefined,
  reasons: FieldReasons,
  i18n: I18n,
) {
  const own = reasons[fieldOf(issue)];
  const name = label ?? i18n._(msg`This field`);
  switch (issue.code) {
    case "invalid_type":
      // Forms leave an empty field out, so a missing value is the usual wrong type.
      return i18n._(msg`${name} is required.`);
    case "too_small": {
      const atLeast = String(issue.minimum);
      if (issue.origin === "string")
        return issue.minimum === 1
          ? i18n._(msg`${name} is required.`)
          : i18n._(msg`${name} must be at least ${atLeast} characters.`);
      if (issue.origin === "array" || issue.origin === "set")
        return i18n._(msg`Choose at least one ${name}.`);
      return issue.inclusive === false
        ? i18n._(msg`${name} must be more than ${atLeast}.`)
        : i18n._(msg`${name} must be at least ${atLeast}.`);
    }
    case "too_big": {
      const atMost = String(issue.maximum);
      return issue.origin === "string"
        ? i18n._(msg`${name} must be at most ${atMost} characters.`)
        : i18n._(msg`${name} must be at most ${atMost}.`);
    }
    case "invalid_format":
      if (issue.format === "email") return i18n._(msg`Enter a valid email address.`);
      if (issue.format === "url") return i18n._(msg`Enter a web address starting with https://.`);
      if (issue.format === "datetime" || issue.format === "date")
        return i18n._(msg`${name} must be a valid date.`);
      return own ?? i18n._(msg`${name} is not in the expected format.`);
    case "invalid_value":
      return i18n._(msg`Choose one of the options for ${name}.`);
    default:
      return own ?? i18n._(msg`Check ${name}.`);
  }
}

/** A failed parse as the refusals to show, by field. */
export function fieldErrorsFromIssues(
  issues: readonly SchemaIssue[],
  labels: FieldLabels,
  reasons: FieldReasons,
  i18n: I18n,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = fieldOf(issue);
    const reason = reasonForIssue(issue, labels[field], reasons, i18n);
    const shown = errors[field] ?? [];
    if (!shown.includes(reason)) shown.push(reason);
    errors[field] = shown;
  }
  return errors;
}

export type Validated<T> = { ok: true; body: T } | { ok: false; errors: ServerErrors };

/** Checks a form's values with the domain schema the server uses too, before anything is sent. */
export function validate<T>(
  schema: FormSchema<T>,
  values: unknown,
  labels: FieldLabels,
  reasons: FieldReasons,
  i18n: I18n,
): Validated<T> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, body: parsed.data };
  return { ok: false, errors: { errors: fieldErrorsFromIssues(parsed.error.issues, labels, reasons, i18n) } };
}

/**
 * A 422's refusals: the server sends one reason per field as text, without a code, so a field the
 * form can explain (`reasons`) is said in the visitor's language; any other keeps the server's words.
 */
function serverFieldErrors(errors: FieldErrors, reasons: FieldReasons): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, said]) => [field, reasons[field] ? [reasons[field]] : said]),
  );
}

export interface FailureWords {
  /** What the statuses this form expects mean here (401 at sign-in, 409…). */
  statuses?: Partial<Record<number, string>>;
  reasons?: FieldReasons;
}

/**
 * What to show for a failed call: a 422's reasons next to their fields, anything else as one
 * message at the top of the form.
 */
export function errorsOfFailedCall(error: unknown, i18n: I18n, words: FailureWords = {}): ServerErrors {
  if (isApiError(error)) {
    const known = words.statuses?.[error.status];
    if (known) return { message: known };
    if (error.isValidationError && Object.keys(error.fieldErrors).length > 0)
      return { errors: serverFieldErrors(error.fieldErrors, words.reasons ?? {}) };
    if (error.isNetworkError)
      return { message: i18n._(msg`The server could not be reached. Check your connection and try again.`) };
    if (error.status === 429)
      return { message: i18n._(msg`Too many attempts. Wait a few minutes and try again.`) };
    // The page was opened at an origin the server does not accept (a proxy or setup mistake).
    if (error.code === "cross_origin")
      return {
        message: i18n._(
          msg`The server does not accept requests from the address this page was opened at. Open the app at its usual address, or ask the administrator to allow this one.`,
        ),
      };
  }
  return { message: i18n._(msg`Something went wrong. Try again in a moment.`) };
}

/** One line for a failed call, for a toast or beside a control: the message, else every field's reason. */
export function failureMessage(error: unknown, i18n: I18n, words: FailureWords = {}): string {
  const errors = errorsOfFailedCall(error, i18n, words);
  return (
    errors.message ??
    Object.values(errors.errors ?? {})
      .flat()
      .join(" ")
  );
}
