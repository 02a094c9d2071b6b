import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode, StatusCode } from "hono/utils/http-status";
import { allowedOriginsOf } from "./config";
import { answeringAnonymousPublicHits } from "./http/anonymousPublicHits";
import type { AppDependencies, AppEnv } from "./http/appEnv";
import { appFilesHandler, loadAppFiles, pageFormFallback } from "./http/appFiles";
import { compressJson } from "./http/compression";
import { isDataException } from "./http/databaseErrors";
import { HttpError } from "./http/httpError";
import { type OpenApiDocument, openApiDocument } from "./http/openapi";
import { loadPageRenderer, type PageRenderer } from "./http/pageRenderer";
import { forgetPublicAnswersOnWrite } from "./http/publicAnswers";
import { RateLimited, rateLimitsFor } from "./http/rateLimit";
import { apiPrefix, loggablePathOf, mountRoutes, type Route } from "./http/route";
import { apiSecurityHeaders, crossOriginResourceSharing, originGuard } from "./http/security";
import { eventPageViewsOf } from "./modules/events/eventViews";
import { ImageStorageError } from "./modules/images/bucket";
import { openApiRoute } from "./modules/platform/routes";
import { apiRoutes } from "./routes";
import { runtimeConfigOf } from "./runtimeConfig";
import { serverRoot } from "./serverRoot";

const { version } = JSON.parse(readFileSync(join(serverRoot, "package.json"), "utf8")) as {
  version: string;
};

export interface AppOptions extends AppDependencies {
  /** The API's routes; tests add their own (a route that throws, a slow one). */
  routes?: readonly Route[];
  /** See `MountOptions.validateResponses`: on in tests, off in production. */
  validateResponses?: boolean;
  /** Answer anonymous public hits before the stack (`http/anonymousPublicHits.ts`); off only to compare. */
  fastPublicHits?: boolean;
}

const requestIdPattern = /^[A-Za-z0-9._:-]{1,128}$/;
/** The client's `X-Request-Id` when it is well formed, else a new one. */
const requestIdOf = (given: string | undefined) =>
  given && requestIdPattern.test(given) ? given : randomUUID();

/** The whole HTTP app, not listening: `server.ts` serves it, tests call `app.request()`. */
export function createApp({
  config,
  database,
  logger,
  rateLimits = rateLimitsFor(database),
  routes = apiRoutes,
  validateResponses = false,
  fastPublicHits = true,
}: AppOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  let document: OpenApiDocument | undefined;
  const allRoutes: Route[] = [];
  allRoutes.push(
    ...routes,
    openApiRoute(() => {
      document ??= openApiDocument(allRoutes, { title: "Varco API", version });
      return document;
    }),
  );

  const loggablePath = loggablePathOf(allRoutes);
  // The headers the API adds around its answers: mounted below, and told to the fast path.
  const allowedOrigins = allowedOriginsOf(config);
  const cors = crossOriginResourceSharing(allowedOrigins);
  const securityHeaders = apiSecurityHeaders();
  app.use("*", async (c, next) => {
    const started = performance.now();
    const requestId = requestIdOf(c.req.header("x-request-id"));
    const requestLogger = logger.child({ requestId });
    c.set("config", config);
    c.set("database", database);
    c.set("db", database.db);
    c.set("logger", requestLogger);
    c.set("requestId", requestId);
    c.set("rateLimits", rateLimits);
    await next();
    // Set only now: an answer a handler built whole (a cached public read) has it too.
    c.res.headers.set("x-request-id", requestId);
    // Health checks come every few seconds from load balancers: worth a line only when debugging.
    const level = c.req.path === `${apiPrefix}/health` && c.res.status === 200 ? "debug" : "info";
    requestLogger[level](
      {
        method: c.req.method,
        path: loggablePath(c.req.path),
        status: c.res.status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
      },
      "request",
    );
  });
  // Inside the request log (which times the whole answer), around everything the API answers.
  app.use(`${apiPrefix}/*`, compressJson());
  app.use(`${apiPrefix}/*`, forgetPublicAnswersOnWrite());
  app.use(`${apiPrefix}/*`, cors);
  app.use("*", originGuard(allowedOrigins, logger));
  app.use(`${apiPrefix}/*`, securityHeaders);

  mountRoutes(app, allRoutes, { validateResponses });

  // The built app next to the API (APP_DIST_DIR): its files, and index.html for its pages.
  const appFiles = config.APP_DIST_DIR
    ? loadAppFiles(config.APP_DIST_DIR, runtimeConfigOf(config), logger)
    : undefined;
  if (appFiles) {
    const distDir = appFiles.distDir;
    let renderer: Promise<PageRenderer | undefined> | undefined;
    app.get(
      "*",
      appFilesHandler(appFiles, {
        renderer: () => {
          renderer ??= loadPageRenderer(distDir, runtimeConfigOf(config), logger);
          return renderer;
        },
        // The page's reads go through the whole API, as the browser's would (the same checks,
        // the same public cache), with the request's own environment (its client address).
        dispatch: async (request, c) => app.fetch(request, c.env),
        runtimeConfig: runtimeConfigOf(config),
        appUrl: config.APP_URL,
      }),
    );
    app.post("*", pageFormFallback());
  }

  // Anonymous hits of the public reads are answered before all of the above (routing included).
  if (fastPublicHits) {
    app.fetch = answeringAnonymousPublicHits(app.fetch, {
      config,
      database,
      logger,
      requestIdOf,
      around: [cors, securityHeaders],
      allowedOrigins,
      pageViewsOf: eventPageViewsOf,
    });
  }

  app.notFound((c) => c.json({ message: "Not found" }, 404));
  app.onError((error, c) => {
    // A limit reached deep in a service says when to try again, as one refused at the door does.
    if (error instanceof RateLimited) c.header("Retry-After", String(error.retryAfterSeconds));
    if (error instanceof HttpError) return c.json(error.body, error.status);
    // The images' bucket failed (any route that reads or writes images): 502/503, its words logged.
    if (error instanceof ImageStorageError) {
      (c.var.logger ?? logger).warn(
        { bucket: error.details, status: error.status },
        "a call to the images' bucket failed",
      );
      return c.json({ message: error.message }, error.status);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ message: error.message || "Bad request" }, error.status as ContentfulStatusCode);
    }
    // The client hung up (mid-body, say): nobody reads the answer and nothing failed here.
    // 499 is the status proxies log for it.
    if (c.req.raw.signal.aborted) return c.body(null, 499 as StatusCode);
    if (isDataException(error)) {
      (c.var.logger ?? logger).warn(
        { err: error, method: c.req.method, path: loggablePath(c.req.path) },
        "value refused by the database",
      );
      return c.json({ message: "A value in the request is out of the range the server can store." }, 422);
    }
    // The client learns only that it failed; the log keeps the stack for whoever fixes it.
    (c.var.logger ?? logger).error(
      { err: error, method: c.req.method, path: loggablePath(c.req.path) },
      "request failed",
    );
    return c.json({ message: "Server error" }, 500);
  });

  return app;
}
