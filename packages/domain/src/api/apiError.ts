import type { FieldCodes, WireReason } from "../model/reasons";
import type { FieldErrors } from "../model/validation";

/**
 * Any failed call: the server answered with an error status, or no answer came (`status` 0).
 * A 422 carries the per-field reasons in `fieldErrors` (dotted paths, as the server sends them),
 * and their codes in `fieldCodes` when the server sends them (docs/api/wire.md).
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly status: number;
  readonly fieldErrors: FieldErrors;
  /** Each field's reasons as codes with parameters, in the order of `fieldErrors`; empty from servers without them. */
  readonly fieldCodes: FieldCodes;
  /** The parsed body of the error answer, when there was one. */
  readonly body: unknown;
  readonly method: string;
  readonly path: string;

  constructor(init: {
    status: number;
    message: string;
    method: string;
    path: string;
    fieldErrors?: FieldErrors;
    body?: unknown;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.fieldErrors = init.fieldErrors ?? {};
    this.fieldCodes = init.status === 422 ? fieldCodesFromBody(init.body) : {};
    this.body = init.body;
    this.method = init.method;
    this.path = init.path;
  }

  /** The request never got an answer (offline, refused, DNS…). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /** 4xx: asking again unchanged would fail again. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }

  get isValidationError(): boolean {
    return this.status === 422;
  }

  /**
   * The machine-readable reason some answers carry next to `message` (e.g. `"cross_origin"` on the
   * 403 for a page whose origin the server does not accept), for the app to say in words.
   */
  get code(): string | undefined {
    const body = this.body;
    if (typeof body !== "object" || body === null || !("code" in body)) return undefined;
    const code = (body as { code: unknown }).code;
    return typeof code === "string" ? code : undefined;
  }

  /** The reasons given for one field (`"email"`, `"products.0.quantities.1.price_id"`). */
  errorsFor(field: string): string[] {
    return this.fieldErrors[field] ?? [];
  }

  /** The codes of one field's reasons, in the order of `errorsFor(field)`. */
  codesFor(field: string): WireReason[] {
    return this.fieldCodes[field] ?? [];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * Field errors from an error body: `errors` as `{ field: [reasons] }` (a lone string is taken as
 * one reason); Hi.Events' empty `errors: []` means none.
 */
export function fieldErrorsFromBody(body: unknown): FieldErrors {
  if (typeof body !== "object" || body === null || !("errors" in body)) return {};
  const errors = (body as { errors: unknown }).errors;
  if (typeof errors !== "object" || errors === null || Array.isArray(errors)) return {};
  const result: FieldErrors = {};
  for (const [field, reasons] of Object.entries(errors)) {
    if (Array.isArray(reasons)) result[field] = reasons.map(String);
    else if (typeof reasons === "string") result[field] = [reasons];
  }
  return result;
}

/**
 * The `codes` of a 422 body: `{ field: [{ code, …params }] }`; anything else (a server without
 * codes, an entry without a string `code`) reads as a code no one knows, so the field's text is shown.
 */
export function fieldCodesFromBody(body: unknown): FieldCodes {
  if (typeof body !== "object" || body === null || !("codes" in body)) return {};
  const codes = (body as { codes: unknown }).codes;
  if (typeof codes !== "object" || codes === null || Array.isArray(codes)) return {};
  const result: FieldCodes = {};
  for (const [field, reasons] of Object.entries(codes)) {
    if (!Array.isArray(reasons)) continue;
    // Kept in step with the field's `errors`: an entry without a code stays, as a code no one knows.
    result[field] = reasons.map(
      (reason): WireReason =>
        typeof reason === "object" &&
        reason !== null &&
        typeof (reason as { code?: unknown }).code === "string"
          ? (reason as WireReason)
          : { code: "" },
    );
  }
  return result;
}
