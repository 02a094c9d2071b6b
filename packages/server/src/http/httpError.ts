import { bodyErrorKey, type FieldErrors, unprocessableBodyFromZod } from "@varco/domain";
import { z } from "zod";

/** The body of every error answer: a message, and for 422 the reasons per field (docs/api/wire.md). */
export interface ErrorBody {
  message: string;
  errors?: FieldErrors;
}

export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 503;

/**
 * An answer a route gives by throwing, from any depth (a service finding no row, a rule refusing a
 * transition): the app's error handler turns it into `{ message, errors? }` with its status.
 */
export class HttpError extends Error {
  override readonly name = "HttpError";

  constructor(
    readonly status: ErrorStatus,
    message: string,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
  }

  get body(): ErrorBody {
    return this.fieldErrors ? { message: this.message, errors: this.fieldErrors } : { message: this.message };
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

  /** 422 from field errors built by hand, worded like the domain's zod answers. */
  static unprocessable(fieldErrors: FieldErrors): HttpError {
    // Through a ZodError so the summary message has exactly the domain's wording.
    const issues = Object.entries(fieldErrors).flatMap(([field, reasons]) =>
      reasons.map((message) => ({
        code: "custom" as const,
        path: field === bodyErrorKey ? [] : field.split("."),
        message,
        input: undefined,
      })),
    );
    return HttpError.fromZod(new z.ZodError(issues));
  }

  /** 422 from a failed parse with one of the domain's schemas. */
  static fromZod(error: z.ZodError): HttpError {
    const { message, errors } = unprocessableBodyFromZod(error);
    return new HttpError(422, message, errors);
  }
}
