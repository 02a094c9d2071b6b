import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import {
  type ApiError,
  bodyErrorKey,
  type FieldErrors,
  type fieldErrorsFromZod,
  isApiError,
  isReasonCode,
  type Reason,
  type WireReason,
  wireReasonOf,
} from "@varco/domain";
import type { ServerErrors } from "@varco/ui";
import { serverUnreachable, somethingWentWrong } from "./callFailures";
import { loadedReasonText } from "./reasonWords";

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
    context?: { reportInput?: boolean },
  ): { success: true; data: T } | { success: false; error: { issues: SchemaIssue[] } };
}

const fieldOf = (issue: SchemaIssue) =>
  issue.path.length === 0 ? bodyErrorKey : issue.path.map(String).join(".");

const numberOf = (value: unknown) => String(value ?? "");

/**
 * A refusal in the visitor's language from its code and parameters (never from its English text),
 * as a failed parse in the form finds it or a 422's `codes` carry it: zod's own codes, and the
 * domain's reasons (`Reason`). The field is named by its label on screen. Undefined for a code the
 * app does not know (a refinement without a reason, a newer server), so the caller says it otherwise.
 */
export function reasonForCode(reason: WireReason, label: string | undefined, i18n: I18n): string | undefined {
  const name = label ?? i18n._(msg`This field`);
  // The domain's reasons' words load with the first refusal (`loadServerReasons`, which every
  // form awaits before showing one).
  if (isReasonCode(reason.code)) return loadedReasonText(reason as Reason, name, i18n);
  switch (reason.code) {
    case "invalid_type":
      if (reason.expected === "int") return i18n._(msg`${name} must be a whole number.`);
      // Forms leave an empty field out, so a missing value is the usual wrong type.
      if (reason.received !== "value") return i18n._(msg`${name} is required.`);
      return reason.expected === "number"
        ? i18n._(msg`${name} must be a number.`)
        : i18n._(msg`Check ${name}.`);
    case "too_small": {
      const atLeast = numberOf(reason.minimum);
      if (reason.origin === "string")
        return reason.minimum === 1
          ? i18n._(msg`${name} is required.`)
          : i18n._(msg`${name} must be at least ${atLeast} characters.`);
      if (reason.origin === "array" || reason.origin === "set")
        return i18n._(msg`Choose at least one ${name}.`);
      return reason.inclusive === false
        ? i18n._(msg`${name} must be more than ${atLeast}.`)
        : i18n._(msg`${name} must be at least ${atLeast}.`);
    }
    case "too_big": {
      const atMost = numberOf(reason.maximum);
      return reason.origin === "string"
        ? i18n._(msg`${name} must be at most ${atMost} characters.`)
        : i18n._(msg`${name} must be at most ${atMost}.`);
    }
    case "invalid_format":
      if (reason.format === "email") return i18n._(msg`Enter a valid email address.`);
      if (reason.format === "url") return i18n._(msg`Enter a web address starting with https://.`);
      if (reason.format === "datetime" || reason.format === "date")
        return i18n._(msg`${name} must be a valid date.`);
      return undefined;
    case "invalid_value":
      return i18n._(msg`Choose one of the options for ${name}.`);
    default:
      return undefined;
  }
}

/**
 * One schema problem in the visitor's language, from its code and parameters (never from zod's
 * English message): the field is named by its label on screen; a problem only the form can
 * explain takes the form's own words.
 */
export function reasonForIssue(
  issue: SchemaIssue,
  label: string | undefined,
  reasons: FieldReasons,
  i18n: I18n,
) {
  const said = reasonForCode(wireReasonOf(issue), label, i18n);
  if (said !== undefined) return said;
  const own = reasons[fieldOf(issue)];
  if (own) return own;
  const name = label ?? i18n._(msg`This field`);
  return issue.code === "invalid_format"
    ? i18n._(msg`${name} is not in the expected format.`)
    : i18n._(msg`Check ${name}.`);
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
  const parsed = schema.safeParse(values, { reportInput: true });
  if (parsed.success) return { ok: true, body: parsed.data };
  return { ok: false, errors: { errors: fieldErrorsFromIssues(parsed.error.issues, labels, reasons, i18n) } };
}

/**
 * A 422's refusals in the visitor's language: each reason by the code the server sends with it
 * (`codes`, docs/api/wire.md); a reason whose code the app does not know (or a server without
 * codes) takes the form's own words for the field (`reasons`), else the server's text.
 */
function serverFieldErrors(
  error: ApiError,
  labels: FieldLabels,
  reasons: FieldReasons,
  i18n: I18n,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, texts] of Object.entries(error.fieldErrors)) {
    const codes = error.codesFor(field);
    const shown: string[] = [];
    texts.forEach((text, index) => {
      const code = codes[index];
      const reason = (code && reasonForCode(code, labels[field], i18n)) ?? reasons[field] ?? text;
      if (!shown.includes(reason)) shown.push(reason);
    });
    errors[field] = shown;
  }
  return errors;
}

export interface FailureWords {
  /** What the statuses this form expects mean here (401 at sign-in, 409…). */
  statuses?: Partial<Record<number, string>>;
  reasons?: FieldReasons;
  /** The form's field labels, to name a field in a 422's reasons. */
  labels?: FieldLabels;
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
      return { errors: serverFieldErrors(error, words.labels ?? {}, words.reasons ?? {}, i18n) };
    if (error.isNetworkError) return { message: i18n._(serverUnreachable) };
    // A refusal that says why (a reason code: a conflict such as a waitlist offer already closed,
    // a limit such as too much mail from checkouts) is said in its words, once they are loaded.
    const because = isReasonCode(error.code) && loadedReasonText({ code: error.code } as Reason, "", i18n);
    if (because) return { message: because };
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
  return { message: i18n._(somethingWentWrong) };
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
