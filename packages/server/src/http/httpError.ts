import {
  bodyErrorKey,
  type FieldCodes,
  type FieldErrors,
  type Reason,
  reasonIssue,
  unprocessableBodyFromZod,
} from "@varco/domain";
import { z } from "zod";

/**
 * The body of every error answer: a message, and for 422 the reasons per field in English
 * (`errors`) and as codes with their parameters (`codes`), see docs/api/wire.md.
 */
export interface ErrorBody {
  message: string;
  /** Why, for refusals a screen words itself (a 409 at the door, a cross-origin 403). */
  code?: string;
  errors?: FieldErrors;
  codes?: FieldCodes;
}

export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 503;

/** The reasons a route refuses fields for, by field (dotted paths; `root` for the whole body). */
export type FieldRefusals = Record<string, Reason[]>;

/**
 * An answer a route gives by throwing, from any depth (a service finding no row, a rule refusing a
 * transition): the app's error handler turns it into `{ message, errors?, codes? }` with its status.
 */
export class HttpError extends Error {
  override readonly name = "HttpError";

  constructor(
    readonly status: ErrorStatus,
    message: string,
    readonly fieldErrors?: FieldErrors,
    readonly fieldCodes?: FieldCodes,
  ) {
    super(message);
  }

  /** The refusal's code, sent next to `message` (see `refused`). */
  code: string | undefined;

  /** A refusal with a machine-readable `code` next to its English `message`. */
  static refused(status: ErrorStatus, code: string, message: string): HttpError {
    const error = new HttpError(status, message);
    error.code = code;
    return error;
  }

  get body(): ErrorBody {
    if (!this.fieldErrors)
      return this.code ? { message: this.message, code: this.code } : { message: this.message };
    return this.fieldCodes
      ? { message: this.message, errors: this.fieldErrors, codes: this.fieldCodes }
      : { message: this.message, errors: this.fieldErrors };
  }

  static badRequest(message: string): HttpError {
    return new HttpError(400, message);
  }

  static forbidden(message = "This action is unauthorized."): HttpError {
    return new HttpError(403, message);
  }

  static notFound(message = "Resource not found"): HttpError {
    return new HttpError(404, message);
  }

  /**
   * 422 for reasons only the server can find (a taken email, an unknown organizer), each a code
   * of the domain's `Reason`: worded in English like the domain's zod answers, and sent with its code.
   */
  static unprocessable(refusals: FieldRefusals): HttpError {
    return HttpError.fromZod(new z.ZodError(refusalIssues(refusals)));
  }

  /** 422 from a failed parse with one of the domain's schemas. */
  static fromZod(error: z.ZodError): HttpError {
    const { message, errors, codes } = unprocessableBodyFromZod(error);
    return new HttpError(422, message, errors, codes);
  }
}

/** Refusals as zod issues, so they join a schema's own issues in one 422. */
export function refusalIssues(refusals: FieldRefusals): z.core.$ZodIssue[] {
  return Object.entries(refusals).flatMap(([field, reasons]) =>
    reasons.map((reason) => ({
      code: "custom" as const,
      path: field === bodyErrorKey ? [] : field.split("."),
      ...reasonIssue(reason),
      input: undefined,
    })),
  );
}
