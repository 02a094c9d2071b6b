import type { Context, Hono, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import type { AppEnv } from "./appEnv";
import { HttpError } from "./httpError";
import { type ListDefinition, type ListQuery, parseListQuery } from "./listQuery";
import { readJsonBody } from "./requestBody";

/**
 * The route registry: one declaration per route says its method, path, schemas and summary, and
 * the same declaration both mounts the handler (`mountRoutes`) and describes it in
 * `GET /api/openapi.json` (`openApiDocument`). A route that exists is documented; a documented
 * route exists.
 */

export const httpMethods = ["get", "post", "put", "patch", "delete"] as const;
export type HttpMethod = (typeof httpMethods)[number];

/** Every route lives under this prefix (contract §1.1). */
export const apiPrefix = "/api";

/** 1 MiB: far more than any JSON form; an upload route raises its own limit. */
export const defaultMaxBodyBytes = 1024 * 1024;

/** A status the route answers with on purpose, and the schema of that answer's body (`null`: none). */
export type RouteResponses = Partial<Record<number, z.ZodType | null>>;

export interface RouteInput<Params, Query, Body, List> {
  params: Params;
  query: Query;
  body: Body;
  /** The parsed list parameters when the route declares `request.list`. */
  list: List extends ListDefinition ? ListQuery : undefined;
}

export interface RouteSpec<Params, Query, Body, List extends ListDefinition | undefined> {
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
    /** JSON body: failures answer 422 `{ message, errors }` (contract §1.4). */
    body?: z.ZodType<Body>;
    list?: List;
  };
  responses: RouteResponses;
  maxBodyBytes?: number;
  /**
   * Run before the body is read or validated, e.g. `authenticated()` (modules/auth): a request
   * without a session answers 401 before anything about it is looked at.
   */
  middleware?: readonly MiddlewareHandler<AppEnv>[];
  handler: (input: RouteInput<Params, Query, Body, List>, c: Context<AppEnv>) => Response | Promise<Response>;
}

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
    list?: ListDefinition | undefined;
  };
  responses: RouteResponses;
  maxBodyBytes?: number | undefined;
  middleware?: readonly MiddlewareHandler<AppEnv>[] | undefined;
  handler: (
    input: RouteInput<unknown, unknown, unknown, ListDefinition | undefined>,
    c: Context<AppEnv>,
  ) => Response | Promise<Response>;
}

export function defineRoute<
  Params = Record<string, string>,
  Query = undefined,
  Body = undefined,
  List extends ListDefinition | undefined = undefined,
>(spec: RouteSpec<Params, Query, Body, List>): Route {
  if (!spec.path.startsWith("/")) throw new Error(`Route path must start with "/": ${spec.path}`);
  if (spec.request?.body && spec.method === "get") throw new Error(`GET ${spec.path} cannot take a body`);
  return { ...spec, request: { ...spec.request } } as Route;
}

/** Answers with error bodies that the framework produces for every route (contract §1.4). */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
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
    if (route.request.body) {
      before.push(
        bodyLimit({
          maxSize: route.maxBodyBytes ?? defaultMaxBodyBytes,
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
  if (paramsSchema) {
    const parsed = paramsSchema.safeParse(params);
    if (!parsed.success) throw HttpError.notFound();
    params = parsed.data;
  }
  const search = new URL(c.req.url).searchParams;
  let query: unknown;
  if (querySchema) query = parseOr422(querySchema, Object.fromEntries(search));
  const body = bodySchema ? parseOr422(bodySchema, await readJsonBody(c)) : undefined;
  return { params, query, body, list: list ? parseListQuery(list, search) : undefined };
}

function parseOr422(schema: z.ZodType, value: unknown): unknown {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw HttpError.fromZod(parsed.error);
  return parsed.data;
}

async function assertDeclaredResponse(route: Route, response: Response): Promise<void> {
  const where = `${route.method.toUpperCase()} ${apiPrefix}${route.path} answered ${response.status}`;
  const declared = route.responses[response.status];
  const isError = response.status >= 400;
  if (declared === undefined && !isError) throw new Error(`${where}, which it does not declare`);
  const schema = declared === undefined ? errorBodySchema : declared;
  const text = await response.clone().text();
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
