import { bodyErrorKey } from "@varco/domain";
import type { Context } from "hono";
import { HttpError } from "./httpError";

const jsonContentType = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

/**
 * How deep a body may nest arrays and objects. Every body a route takes is a few levels deep (an
 * order's products, their quantities, answers…); far more is an attack on whatever walks the value
 * recursively (a deep enough one overflows the stack: a 500).
 */
export const maxJsonDepth = 32;

/**
 * Whether JSON text nests arrays and objects deeper than `max`, read as text in one pass (no
 * recursion, nothing parsed), so it is answered before anything walks the value. Brackets inside
 * strings do not count; text that is not JSON at all is left for `JSON.parse` to refuse.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index++; // a backslash: the next character is escaped
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      depth++;
      if (depth > max) return true;
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return false;
}

/**
 * The JSON body of a request. An empty body reads as `{}`, so a schema with required fields
 * answers "X is required." per field rather than one vague complaint; anything else must be
 * declared JSON (415 otherwise, which also keeps cross-site HTML forms out) and parse (400). A
 * body nested deeper than `maxJsonDepth` is refused with 422 (`body_too_deep` on the whole body).
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === "") return {};
  if (!jsonContentType.test(c.req.header("content-type") ?? "")) {
    throw new HttpError(415, "Send the body as JSON, with Content-Type: application/json.");
  }
  if (nestsDeeperThan(text, maxJsonDepth)) {
    throw HttpError.unprocessable({ [bodyErrorKey]: [{ code: "body_too_deep", max: maxJsonDepth }] });
  }
  try {
    return JSON.parse(text);
  } catch {
    throw HttpError.badRequest("The request body is not valid JSON.");
  }
}

const multipartContentType = /^multipart\/form-data\s*(;|$)/i;

/** A multipart body: its text fields (empty ones left out) and its file parts, first of each name. */
export interface FormBody {
  fields: Record<string, string>;
  files: Map<string, File>;
}

/**
 * The multipart/form-data body of a request. An empty body reads as an empty form, so each
 * required field and file is named (as `readJsonBody` reads it as `{}`); any other body must be
 * declared multipart (415 otherwise) and parse (400). An empty text field counts as not given (an
 * HTML form sends every input, filled or not), and so does a file part a browser sends for a file
 * input left empty (no name, no bytes).
 */
export async function readFormBody(c: Context): Promise<FormBody> {
  // Maps, not objects, while reading: a field named `__proto__` must stay a field.
  const fields = new Map<string, string>();
  const files = new Map<string, File>();
  if (!multipartContentType.test(c.req.header("content-type") ?? "")) {
    if ((await c.req.arrayBuffer()).byteLength === 0) return { fields: {}, files };
    throw new HttpError(415, "Send the body as multipart/form-data.");
  }
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw HttpError.badRequest("The request body is not valid multipart/form-data.");
  }
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") {
      if (value !== "" && !fields.has(name)) fields.set(name, value);
    } else if (!(value.size === 0 && value.name === "") && !files.has(name)) {
      files.set(name, value);
    }
  }
  return { fields: Object.fromEntries(fields), files };
}
