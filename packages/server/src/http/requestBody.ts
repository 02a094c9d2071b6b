import type { Context } from "hono";
import { HttpError } from "./httpError";

const jsonContentType = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

/**
 * The JSON body of a request. An empty body reads as `{}`, so a schema with required fields
 * answers "X is required." per field rather than one vague complaint; anything else must be
 * declared JSON (415 otherwise, which also keeps cross-site HTML forms out) and parse (400).
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === "") return {};
  if (!jsonContentType.test(c.req.header("content-type") ?? "")) {
    throw new HttpError(415, "Send the body as JSON, with Content-Type: application/json.");
  }
  try {
    return JSON.parse(text);
  } catch {
    throw HttpError.badRequest("The request body is not valid JSON.");
  }
}
