import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { Reason } from "@varco/domain";
import type { Context, Hono, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import type { AppEnv } from "./appEnv";
import { HttpError, refusalIssues } from "./httpError";
import { type ListDefinition, type ListQuery, parseListQuery } from "./listQuery";
import { readFormBody, readJsonBody } from "./requestBody";
import { unstorableTextIssues } from "./storableText";
import { instantOfWallClock } from "./wallClock";
import { hasWallClockText, normaliseWireInput } from "./wireInput";

/**
 * The route registry: one declaration per route says its method, path, schemas and summary, and
 * the same declaration both mounts the handler (`mountRoutes`) and describes it in
 * `GET /api/openapi.json` (`openApiDocument`). A route that exists is documented; a documented
 * route exists.
 */

export const httpMethods = ["get", "post", "put", "patch", "delete"] as const;
export type HttpMethod = (typeof httpMethods)[number];

/** Every route lives under this prefix (docs/api/wire.md). */
export const apiPrefix = "/api";

/** 1 MiB: far more than any JSON form; an upload route raises its own limit. */
export const defaultMaxBodyBytes = 1024 * 1024;

/**
 * Room for a multipart form's boundaries, part headers and text fields on top of its files: a
 * multipart route's body limit is the sum of its files' `maxBytes` plus this.
 */
export const multipartOverheadBytes = 64 * 1024;

/** An answer that is a file rather than JSON (`fileResponse`). */
export class FileResponse {
  constructor(
    /** The Content-Types the route may answer with. */
    readonly mediaTypes: readonly string[],
    readonly description?: string,
  ) {}
}

/** Declares a file answer: `responses: { 200: fileResponse(["image/png"]) }`. */
export function fileResponse(mediaTypes: readonly string[], description?: string): FileResponse {
  return new FileResponse(mediaTypes, description);
}

/**
 * A status the route answers with on purpose, and the schema of that answer's body (`null`: none;
 * a `FileResponse`: a file of one of its types).
 */
export type RouteResponses = Partial<Record<number, z.ZodType | FileResponse | null>>;

/** A file part a multipart route takes (`request.files`). Every declared file is required. */
export interface FileField {
  /** Largest file in bytes: a larger one answers 422 on the field ("The file must be at most 5 MB."). */
  maxBytes: number;
  /** How messages name the field; defaults to the field's name, capitalised ("Image"). */
  label?: string;
  /** For the OpenAPI document. */
  description?: string;
  /** For the OpenAPI document: the media types the route accepts (it must still check the bytes). */
  mediaTypes?: readonly string[];
}

export interface RouteInput<Params, Query, Body, List, Files extends string = never> {
  params: Params;
  query: Query;
  /** The JSON body (`request.body`), or a multipart form's text fields (`request.form`). */
  body: Body;
  /** The parsed list parameters when the route declares `request.list`. */
  list: List extends ListDefinition ? ListQuery : undefined;
  /** A multipart form's files, one per name declared in `request.files` (present, within size). */
  files: Record<Files, File>;
}

export interface RouteSpec<
  Params,
  Query,
  Body,
  List extends ListDefinition | undefined,
  Files extends string = never,
> {
  method: HttpMethod;
  /** Below `/api`, in Hono's syntax: `/events/:event_id`. */
  path: string;
  summary: string;
  description?: string;
  /** Groups in the OpenAPI document; by convention the module's name. */
  tags?: readonly string[];
  /** Defaults to the method and path, e.g. `get_events_event_id`. */
  operationId?: string;
  request?: {
    /** A path that does not parse names nothing: 404, like an unknown id. */
    params?: z.ZodType<Params>;
    /** Plain query parameters (other than a list's); unknown ones are the schema's business. */
    query?: z.ZodType<Query>;
    /** JSON body: failures answer 422 `{ message, errors, codes }` (docs/api/wire.md). */
    body?: z.ZodType<Body>;
    /**
     * A multipart/form-data body instead of JSON: its text fields (empty ones left out, as not
     * given) through this schema into `body`; failures answer 422 like a JSON body's.
     */
    form?: z.ZodType<Body>;
    /** The form's files by field name (implies multipart even without `form`). */
    files?: { [Name in Files]: FileField };
    list?: List;
  };
  responses: RouteResponses;
  /** Defaults to 1 MiB for JSON; for multipart, the files' `maxBytes` + `multipartOverheadBytes`. */
  maxBodyBytes?: number;
  /**
   * Run before the body is read or validated, e.g. `authenticated()` (modules/auth): a request
   * without a session answers 401 before anything about it is looked at.
   */
  middleware?: readonly MiddlewareHandler<AppEnv>[];
  /**
   * The time zone a date without an offset in the body is read in (`2026-12-25T20:00`, as
   * Hi.Events' clients send an event's dates), from the parsed path and the body as sent. Asked
   * only when the body holds such a date; undefined reads it as UTC, so the handler can give its
   * own answer (an unknown organizer, say). A route without it refuses such dates.
   */
  wallClockZone?: WallClockZone<Params>;
  handler: (
    input: RouteInput<Params, Query, Body, List, Files>,
    c: Context<AppEnv>,
  ) => Response | Promise<Response>;
}

/** See `RouteSpec.wallClockZone`. */
export type WallClockZone<Params> = (
  input: { params: Params; body: unknown },
  c: Context<AppEnv>,
) => string | undefined | Promise<string | undefined>;

/** A declared route with its types erased, as the registry keeps it. */
export interface Route {
  method: HttpMethod;
  path: string;
  summary: string;
  description?: string | undefined;
  tags?: readonly string[] | undefined;
  operationId?: string | undefined;
  request: {
    params?: z.ZodType | undefined;
    query?: z.ZodType | undefined;
    body?: z.ZodType | undefined;
    form?: z.ZodType | undefined;
    files?: Readonly<Record<string, FileField>> | undefined;
    list?: ListDefinition | undefined;
  };
  responses: RouteResponses;
  maxBodyBytes?: number | undefined;
  middleware?: readonly MiddlewareHandler<AppEnv>[] | undefined;
  wallClockZone?: WallClockZone<unknown> | undefined;
  handler: (
    input: RouteInput<unknown, unknown, unknown, ListDefinition | undefined, string>,
    c: Context<AppEnv>,
  ) => Response | Promise<Response>;
}

export function defineRoute<
  Params = Record<string, string>,
  Query = undefined,
  Body = undefined,
  List extends ListDefinition | undefined = undefined,
  Files extends string = never,
>(spec: RouteSpec<Params, Query, Body, List, Files>): Route {
  if (!spec.path.startsWith("/")) throw new Error(`Route path must start with "/": ${spec.path}`);
  if (spec.method === "get" && (spec.request?.body || isMultipart(spec.request))) {
    throw new Error(`GET ${spec.path} cannot take a body`);
  }
  if (spec.request?.body && isMultipart(spec.request)) {
    throw new Error(`${spec.path}: a body is JSON or multipart (form, files), not both`);
  }
  return { ...spec, request: { ...spec.request } } as Route;
}

/** Whether a route reads a multipart/form-data body (`request.form` or `request.files`). */
export function isMultipart(request: Route["request"] | undefined): boolean {
  return Boolean(request?.form || (request?.files && Object.keys(request.files).length > 0));
}

/** The body limit a route gets when it does not set `maxBodyBytes`. */
export function bodyLimitOf(route: Pick<Route, "request" | "maxBodyBytes">): number {
  if (route.maxBodyBytes !== undefined) return route.maxBodyBytes;
  if (!isMultipart(route.request)) return defaultMaxBodyBytes;
  const files = Object.values(route.request.files ?? {});
  return files.reduce((sum, file) => sum + file.maxBytes, multipartOverheadBytes);
}

/** Path parameters that are secrets (a mailed reset or invitation link's token), by name. */
const secretParamPattern = /token$/i;

/**
 * The request path as logs may show it: a route's secret path parameters (`:token`,
 * `:reset_token`, `:invite_token`…) become `[redacted]`, so a log reader cannot use the link.
 */
export function loggablePathOf(routes: readonly Route[]): (path: string) => string {
  const templates = routes
    .map((route) => `${apiPrefix}${route.path}`.split("/"))
    .filter((segments) => segments.some((segment) => secretParamPattern.test(paramNameOf(segment) ?? "")));
  return (path) => {
    const segments = path.split("/");
    const template = templates.find(
      (candidate) =>
        candidate.length === segments.length &&
        candidate.every(
          (segment, index) => paramNameOf(segment) !== undefined || segment === segments[index],
        ),
    );
    if (!template) return path;
    return segments
      .map((segment, index) =>
        secretParamPattern.test(paramNameOf(template[index] as string) ?? "") ? "[redacted]" : segment,
      )
      .join("/");
  };
}

/** `:reset_token` → `reset_token`; a fixed segment → undefined. */
function paramNameOf(segment: string): string | undefined {
  return /^:([A-Za-z_][A-Za-z0-9_]*)/.exec(segment)?.[1];
}

/** Answers with error bodies that the framework produces for every route (docs/api/wire.md). */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z
    .string()
    .optional()
    .describe("Why, as a code, on some refusals (a 409 at the door; a cross-origin 403)."),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  codes: z
    .record(z.string(), z.array(z.object({ code: z.string() }).catchall(z.unknown())))
    .optional()
    .describe(
      "For 422: each field's reasons as codes with their parameters, in the order of `errors` (docs/api/wire.md).",
    ),
});

/**
 * The request's address as the public sees it: APP_URL's origin (the server may sit behind a
 * proxy that renames the host), the request's path and query. Pagination links are built on it.
 */
export function publicRequestUrl(c: Context<AppEnv>): URL {
  const url = new URL(c.req.url);
  return new URL(`${url.pathname}${url.search}`, c.var.config.APP_URL);
}

export interface MountOptions {
  /**
   * Check every answer against the schema its route declares, and fail loudly (500) when it does
   * not match: the test harness turns this on so a route cannot drift from its documentation.
   */
  validateResponses?: boolean;
}

export function mountRoutes(app: Hono<AppEnv>, routes: readonly Route[], options: MountOptions = {}): void {
  const seen = new Set<string>();
  for (const route of routes) {
    const key = `${route.method} ${route.path}`;
    if (seen.has(key)) throw new Error(`Route declared twice: ${key}`);
    seen.add(key);

    const handle = async (c: Context<AppEnv>) => {
      const input = await inputOf(route, c);
      const response = await route.handler(input, c);
      if (options.validateResponses) await assertDeclaredResponse(route, response);
      return response;
    };
    const path = `${apiPrefix}${route.path}`;
    const before = [...(route.middleware ?? [])];
    if (route.request.body || isMultipart(route.request)) {
      // A declared Content-Length over the limit is refused before any byte is read; without one
      // the body is counted as it streams in and refused as soon as it passes the limit.
      before.push(
        bodyLimit({
          maxSize: bodyLimitOf(route),
          onError: (c) => c.json({ message: "The request body is too large." }, 413),
        }),
      );
    }
    // One registration for the whole chain, so a route's middleware runs for that route only.
    const chain: MiddlewareHandler<AppEnv>[] = [...before, handle];
    app.on(route.method.toUpperCase(), path, ...(chain as [MiddlewareHandler<AppEnv>]));
  }
}

async function inputOf(route: Route, c: Context<AppEnv>) {
  const { params: paramsSchema, query: querySchema, body: bodySchema, list } = route.request;
  let params: unknown = c.req.param();
  // A path segment that cannot be stored names nothing, as one that does not parse.
  if (unstorableTextIssues(params).length > 0) throw HttpError.notFound();
  if (paramsSchema) {
    const parsed = paramsSchema.safeParse(params);
    if (!parsed.success) throw HttpError.notFound();
    params = parsed.data;
  }
  const search = new URL(c.req.url).searchParams;
  refuseUnstorableText(
    [...search].flatMap(([name, value]) =>
      unstorableTextIssues({ [name]: value }).map((issue) => ({ ...issue, path: queryPathOf(issue.path) })),
    ),
  );
  let query: unknown;
  if (querySchema)
    query = parseOr422(querySchema, normaliseWireInput(querySchema, Object.fromEntries(search)));
  let body: unknown;
  let files: Record<string, File> = {};
  if (bodySchema) {
    const json = await readJsonBody(c);
    refuseUnstorableText(unstorableTextIssues(json));
    const wallClock = await wallClockReaderOf(route, params, json, c);
    body = parseOr422(bodySchema, normaliseWireInput(bodySchema, json, { wallClock }));
  } else if (isMultipart(route.request)) ({ body, files } = await formInputOf(route, c));
  return { params, query, body, files, list: list ? parseListQuery(list, search) : undefined };
}

/**
 * How the route reads a date without an offset in this body: in the zone it declares, found only
 * when the body holds such a date (finding it may take a query); without a declaration, not at all.
 */
async function wallClockReaderOf(
  route: Route,
  params: unknown,
  body: unknown,
  c: Context<AppEnv>,
): Promise<((text: string) => string | undefined) | undefined> {
  if (!route.wallClockZone || !hasWallClockText(body)) return undefined;
  const zone = (await route.wallClockZone({ params, body }, c)) ?? "UTC";
  return (text) => instantOfWallClock(text, zone)?.toISOString();
}

/**
 * 422 naming every field (or query parameter) whose text the database cannot store: checked
 * here, for every route at once, before any schema or handler sees the input.
 */
function refuseUnstorableText(issues: z.core.$ZodIssue[]): void {
  if (issues.length > 0) throw HttpError.fromZod(new z.ZodError(issues));
}

/** `filter_fields[title][eq]` → `filter_fields.title.eq`, as a list's own problems are named. */
function queryPathOf([name, ...rest]: PropertyKey[]): PropertyKey[] {
  const match = typeof name === "string" ? /^([^[\]]+)((?:\[[^[\]]*\])+)$/.exec(name) : null;
  if (!match) return [name as PropertyKey, ...rest];
  const brackets = [...(match[2] as string).matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1] as string);
  return [match[1] as string, ...brackets, ...rest];
}

/**
 * A multipart body's text fields through `request.form` and its files as `request.files` says:
 * every problem (a field, a missing file, a file too large) in one 422, as for a JSON body.
 */
async function formInputOf(route: Route, c: Context<AppEnv>) {
  const { fields, files: parts } = await readFormBody(c);
  refuseUnstorableText(unstorableTextIssues(fields));
  const issues: z.core.$ZodIssue[] = [];
  const files: Record<string, File> = {};
  for (const [name, spec] of Object.entries(route.request.files ?? {})) {
    const label = spec.label ?? labelOf(name);
    const part = parts.get(name);
    const problem: Reason | undefined =
      part === undefined
        ? !Object.hasOwn(fields, name)
          ? { code: "required", label }
          : { code: "file_not_a_file", label }
        : part.size > spec.maxBytes
          ? { code: "file_too_large", label, max_bytes: spec.maxBytes }
          : undefined;
    if (problem) issues.push(...refusalIssues({ [name]: [problem] }));
    else if (part) files[name] = part;
  }
  let body: unknown;
  if (route.request.form) {
    const parsed = route.request.form.safeParse(normaliseWireInput(route.request.form, fields), {
      reportInput: true,
    });
    if (parsed.success) body = parsed.data;
    else issues.push(...parsed.error.issues);
  }
  if (issues.length > 0) throw HttpError.fromZod(new z.ZodError(issues));
  return { body, files };
}

/** `image` → `Image`, `logo_file` → `Logo file`. */
function labelOf(field: string): string {
  const words = field.replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function parseOr422(schema: z.ZodType, value: unknown): unknown {
  // With the input, a wrong type's code says whether anything was sent (wireReasonOf).
  const parsed = schema.safeParse(value, { reportInput: true });
  if (!parsed.success) throw HttpError.fromZod(parsed.error);
  return parsed.data;
}

/** A response's body as text, undoing the coding a cached public answer may already carry. */
async function decodedText(response: Response): Promise<string> {
  const bytes = Buffer.from(await response.clone().arrayBuffer());
  const coding = response.headers.get("content-encoding");
  if (coding === "br") return brotliDecompressSync(bytes).toString("utf8");
  if (coding === "gzip") return gunzipSync(bytes).toString("utf8");
  return bytes.toString("utf8");
}

async function assertDeclaredResponse(route: Route, response: Response): Promise<void> {
  const where = `${route.method.toUpperCase()} ${apiPrefix}${route.path} answered ${response.status}`;
  const declared = route.responses[response.status];
  const isError = response.status >= 400;
  if (declared === undefined && !isError) throw new Error(`${where}, which it does not declare`);
  if (declared instanceof FileResponse) {
    const type = (response.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
    if (!declared.mediaTypes.includes(type))
      throw new Error(`${where} with Content-Type ${type || "(none)"}`);
    return;
  }
  const schema = declared === undefined ? errorBodySchema : declared;
  const text = await decodedText(response);
  if (schema === null) {
    if (text !== "") throw new Error(`${where} with a body, but declares none`);
    return;
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`${where} with a body that is not JSON`);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new Error(`${where} with a body that does not match its schema: ${z.prettifyError(parsed.error)}`);
  }
}
