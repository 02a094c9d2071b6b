import { once } from "node:events";
import { existsSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { connectDatabase } from "./db/connect";
import { defaultAppDistDir } from "./http/appFiles";
import { connectionsCheckingIntervalMs, guardConnections } from "./http/connectionGuard";
import type { Route } from "./http/route";
import { startJobRunner } from "./jobs/runner";
import { createLogger, type Logger } from "./logger";
import { eventViewCounterOf } from "./modules/events/eventViews";
import { importLocalUploads } from "./modules/images/storage";
import { mailQueue } from "./modules/mail/outbox";
import { mailTransportOf } from "./modules/mail/transport";
import { mailJobHandler } from "./modules/mail/worker";
import { messageJobHandlers } from "./modules/messages/delivery";
import { startWaitlistSweeper } from "./modules/waitlist/sweeper";
import { startWebhookDelivery } from "./modules/webhooks/delivery";
import { addressPolicyOf } from "./modules/webhooks/service";
import { type DemoSeed, demoBanner, seedDemoOnStart } from "./seed";

/**
 * The process: read the configuration, connect, migrate, seed a demo on an empty database (seed.ts),
 * serve the API and the built app (APP_DIST_DIR); on SIGINT or SIGTERM stop taking
 * connections, let the requests in flight finish, close the database and exit 0.
 *
 * Run with `npm start -w @varco/server` (`node --import tsx src/server.ts`).
 */

export interface RunningServer {
  /** Where it listens, e.g. `http://127.0.0.1:3000`. */
  url: string;
  logger: Logger;
  /** The demo this start seeded on an empty database (its credentials were printed), if any. */
  demo: DemoSeed | undefined;
  /** Graceful stop; calling it again returns the same promise. */
  stop(): Promise<void>;
}

export interface StartOptions {
  env?: Record<string, string | undefined>;
  /** The API's routes; defaults to every module's (`routes.ts`). */
  routes?: readonly Route[];
  /** Where the demo's credentials are printed once; stdout by default. */
  print?: (text: string) => void;
}

export async function startServer({
  env = process.env,
  routes,
  print = (text) => process.stdout.write(text),
}: StartOptions = {}): Promise<RunningServer> {
  const loaded = loadConfig(env);
  // The built app of this repository when APP_DIST_DIR is unset and it has been built.
  const config =
    loaded.APP_DIST_DIR === undefined && existsSync(join(defaultAppDistDir, "index.html"))
      ? { ...loaded, APP_DIST_DIR: defaultAppDistDir }
      : loaded;
  const logger = createLogger(config);
  const database = await connectDatabase(config, logger);
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  logger.info({ database: database.kind }, "database ready");

  let demo: DemoSeed | undefined;
  try {
    await importLocalUploads(database, config, logger);
    demo = await seedDemoOnStart(database, config, logger);
  } catch (error) {
    await database.close();
    throw error;
  }

  // Page views wait in memory a few seconds; `stop` writes what is left.
  const viewCounter = eventViewCounterOf(database.db, { logger: logger.child({ module: "views" }) });
  const app = createApp({ config, database, logger, ...(routes ? { routes } : {}) });
  // Plain HTTP/1.1, so the server is a node:http Server (the adapter's type also covers HTTP/2).
  const server = serve({
    fetch: app.fetch,
    port: config.PORT,
    ...(config.HOST ? { hostname: config.HOST } : {}),
    serverOptions: { connectionsCheckingInterval: connectionsCheckingIntervalMs },
  }) as Server;
  // Node closes a connection idle for 5 s; a client or proxy that reuses it at that moment gets a
  // reset (ECONNRESET, a 502 behind nginx). Clients and load balancers keep idle connections up to
  // 60 s, so the server waits longer than they do and the client is always the one that closes.
  server.keepAliveTimeout = 65_000;
  // A request's headers and body have their own, shorter time (counted from its first byte, not
  // from the idle time before it), and one address its share of connections.
  guardConnections(server, {
    headersTimeoutMs: config.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: config.REQUEST_TIMEOUT_MS,
    // Behind proxies every connection is theirs: the cap is theirs to keep.
    maxPerAddress: config.TRUSTED_PROXY_COUNT > 0 ? 0 : config.MAX_CONNECTIONS_PER_ADDRESS,
    logger,
  });
  try {
    await once(server, "listening");
  } catch (error) {
    // The port is taken, say: nothing else will close the database.
    await database.close();
    throw error;
  }
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(":") ? `[${address}]` : address;
  const url = `http://${host}:${port}`;
  logger.info({ url, port, appUrl: config.APP_URL }, "listening");
  if (demo) {
    // APP_URL unless it is only the default guess, whose port is wrong under PORT=0.
    const openUrl =
      config.APP_URL === `http://localhost:${config.PORT}` ? `http://localhost:${port}` : config.APP_URL;
    print(demoBanner(demo, openUrl));
  }

  const mailTransport = mailTransportOf(config, logger);
  // The jobs queued in the database, by queue: mail, messages to attendees; webhooks will join.
  const jobRunner = startJobRunner(
    database.db,
    {
      [mailQueue]: mailJobHandler(database.db, mailTransport, {
        appName: config.APP_NAME,
        appUrl: config.APP_URL,
        from: config.MAIL_FROM,
        logger: logger.child({ module: "mail" }),
      }),
      ...messageJobHandlers(database.db, mailTransport, {
        appName: config.APP_NAME,
        from: config.MAIL_FROM,
        logger: logger.child({ module: "messages" }),
      }),
    },
    { leaseSeconds: config.JOB_LEASE_SECONDS, logger: logger.child({ module: "jobs" }) },
  );
  logger.info(
    { transport: mailTransport.kind, leaseSeconds: config.JOB_LEASE_SECONDS },
    "job runner started",
  );
  // Outgoing webhooks, from the activity log: runners of their own, so a slow receiver never
  // holds up mail (docs/decisions/0020-webhook-delivery.md).
  const webhookDelivery = startWebhookDelivery(database.db, {
    policy: addressPolicyOf(config),
    source: config.APP_NAME,
    appUrl: config.APP_URL,
    firstRetrySeconds: config.WEBHOOKS_FIRST_RETRY_SECONDS,
    leaseSeconds: config.JOB_LEASE_SECONDS,
    logger: logger.child({ module: "webhooks" }),
  });

  // Waitlist offers: expired ones marked, free units offered to the people first in line.
  const waitlistSweeper = startWaitlistSweeper(database.db, {
    appUrl: config.APP_URL,
    logger: logger.child({ module: "waitlist" }),
  });

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      logger.info("stopping: no new connections, waiting for requests in flight");
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // A keep-alive connection between requests would hold close() open until it times out:
      // close idle ones now, and each one as soon as its request in flight is answered.
      server.closeIdleConnections();
      const sweep = setInterval(() => server.closeIdleConnections(), 50);
      const deadline = setTimeout(() => {
        logger.warn(
          { timeoutMs: config.SHUTDOWN_TIMEOUT_MS },
          "cutting requests still running at the deadline",
        );
        server.closeAllConnections();
      }, config.SHUTDOWN_TIMEOUT_MS);
      try {
        await closed;
      } finally {
        clearInterval(sweep);
        clearTimeout(deadline);
      }
      // After the requests (which count views and queue mail), before the database they write.
      await viewCounter.stop();
      await jobRunner.stop();
      await webhookDelivery.stop();
      await waitlistSweeper.stop();
      mailTransport.close?.();
      await database.close();
      logger.info("stopped");
    })();
    return stopping;
  };

  return { url, logger, demo, stop };
}

/** The entry point: start, then stop on the first SIGINT/SIGTERM; a second one exits at once. */
export async function main(options: StartOptions = {}): Promise<void> {
  let running: RunningServer;
  try {
    running = await startServer(options);
  } catch (error) {
    // No logger yet when the configuration is wrong: say it plainly on stderr.
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
  const { logger } = running;
  let stopRequested = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (stopRequested) {
        logger.warn({ signal }, "second signal: exiting without waiting");
        process.exit(1);
      }
      stopRequested = true;
      logger.info({ signal }, "signal received");
      running.stop().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, "stop failed");
          process.exit(1);
        },
      );
    });
  }
  process.on("uncaughtException", (error) => {
    logger.fatal({ err: error }, "uncaught exception");
    process.exit(1);
  });
  process.on("unhandledRejection", (reason) => {
    logger.fatal({ err: reason }, "unhandled promise rejection");
    process.exit(1);
  });
}

const isEntry = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isEntry) await main();
