import { z } from "zod";
import { booleanVariable, runtimeConfigVariables } from "./runtimeConfig";

const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/** `https://tickets.example.com/` → `https://tickets.example.com`; anything with a path is refused. */
function origin(label: string) {
  return z
    .url({ protocol: /^https?$/, error: `${label} must be an http(s) URL` })
    .transform((text, context) => {
      const url = new URL(text);
      if (url.pathname !== "/" || url.search !== "" || url.hash !== "") {
        context.addIssue({
          code: "custom",
          message: `${label} must be an origin only, e.g. https://tickets.example.com`,
        });
        return z.NEVER;
      }
      return url.origin;
    });
}

/**
 * The bucket's address, path style: the provider's endpoint, the bucket, and optionally a folder in
 * it (`https://s3.eu-central-1.amazonaws.com/varco-images`, `https://minio.internal:9000/images/varco`).
 * No keys in it (they have variables of their own, never logged), no query: `https://host/bucket/folder`.
 */
const bucketUrl = z
  .url({ protocol: /^https?$/, error: "UPLOADS_URL must be an http(s) URL: the endpoint, then the bucket" })
  .transform((text, context) => {
    const url = new URL(text);
    const refuse = (message: string) => {
      context.addIssue({ code: "custom", message });
      return z.NEVER;
    };
    if (url.username !== "" || url.password !== "")
      return refuse(
        "UPLOADS_URL must not hold keys: set UPLOADS_ACCESS_KEY_ID and UPLOADS_SECRET_ACCESS_KEY",
      );
    if (url.search !== "" || url.hash !== "")
      return refuse("UPLOADS_URL must be the endpoint and the bucket only, e.g. https://host/bucket");
    const path = url.pathname.replace(/\/+$/, "");
    if (path === "")
      return refuse("UPLOADS_URL must name the bucket after the endpoint: https://host/bucket");
    return `${url.origin}${path}`;
  });

const schema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Interface to listen on; Node's default (every interface) when unset. */
    HOST: z.string().min(1).optional(),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
    /** Connections per server instance; several instances may share one PostgreSQL. */
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
    LOG_LEVEL: z.enum(logLevels).default("info"),
    /**
     * Where people reach the app: the base of the pagination links, and an origin allowed to send
     * unsafe requests and to call the API cross-origin. A page served by this server is allowed
     * whatever this says (its Origin is the request's own: `http/security.ts`).
     */
    APP_URL: origin("APP_URL").optional(),
    /**
     * More origins allowed to send unsafe requests and to call the API with credentials (CORS),
     * comma-separated: a dev server, a separately hosted client.
     */
    ALLOWED_ORIGINS: z
      .string()
      .transform((text) =>
        text
          .split(",")
          .map((item) => item.trim())
          .filter((item) => item !== ""),
      )
      .pipe(z.array(origin("each of ALLOWED_ORIGINS")))
      .default([]),
    /** How long in-flight requests may take to finish after SIGTERM before they are cut. */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    /**
     * How long a job (a mail, say) claimed by an instance stays its own: an instance that dies
     * mid-job leaves it to another this long after the claim. Longer than any one job takes.
     */
    JOB_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    /**
     * Outgoing webhooks (docs/operations.md, "Webhooks"): http:// addresses as well as https://
     * (off: https only), and addresses on this machine or a private network (off: only public
     * ones; tests and closed networks turn it on).
     */
    WEBHOOKS_ALLOW_HTTP: booleanVariable.optional(),
    WEBHOOKS_ALLOW_PRIVATE: booleanVariable.optional(),
    /** The first retry of a failing webhook, in seconds (default 30); later ones grow from it. */
    WEBHOOKS_FIRST_RETRY_SECONDS: z.coerce.number().min(0.05).max(3600).default(30),
    /**
     * What one account may send to the people of its events in 24 hours (docs/rules/messages.md):
     * messages, and recipients over all of them; past either, a send answers 429. Tests count
     * toward neither (they reach only the sender).
     */
    MESSAGES_PER_DAY: z.coerce.number().int().min(0).max(1_000_000).default(50),
    MESSAGE_RECIPIENTS_PER_DAY: z.coerce.number().int().min(0).max(100_000_000).default(20_000),
    /**
     * How many reverse proxies stand in front of the server, each appending to X-Forwarded-For.
     * 0 (default): the socket's peer is the client. Behind one proxy, 1: otherwise every login
     * would share the proxy's address and one client's failures would throttle all (login limit).
     */
    TRUSTED_PROXY_COUNT: z.coerce.number().int().min(0).max(10).default(0),
    /**
     * Slow clients: how long a request's headers may take to arrive, and the whole request (its
     * body too: a photo uploaded over a slow phone network); past either the connection is closed.
     */
    HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(10_000),
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(120_000),
    /**
     * Open connections one client address may hold at once; past it a new one is closed at once
     * (0: no cap). Applies only when the socket's peer is the client (TRUSTED_PROXY_COUNT 0): behind
     * a proxy every connection comes from the proxy, which must cap its clients itself.
     */
    MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(100_000).default(100),
    /**
     * Register, forgot and reset password and invitation accept together, per second per process,
     * from all clients: past it, 429 before any database work, so a flood from many addresses
     * leaves sign-ins their speed.
     */
    CREDENTIAL_REQUESTS_PER_SECOND: z.coerce.number().int().min(1).max(100_000).default(20),
    /** How long an anonymous public read (event, organizer page) is answered from memory; 0: never. */
    PUBLIC_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
    /**
     * Images in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Backblaze B2, …) rather than
     * in the database or under `DATA_DIR/uploads`: the bucket's address (`bucketUrl`), and the
     * access key that may read, write and delete in it, whose secret is never logged. The region
     * is the provider's (R2: `auto`); unset, `us-east-1`, which most S3-compatible servers take.
     */
    UPLOADS_URL: bucketUrl.optional(),
    UPLOADS_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
    UPLOADS_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
    UPLOADS_REGION: z
      .string()
      .trim()
      .regex(/^[a-z0-9-]{1,64}$/, "must be a region's name, e.g. eu-central-1")
      .optional(),
    /** The product's name in mail (subjects, greetings, signatures). */
    APP_NAME: z.string().trim().min(1).max(100).default("Varco"),
    /**
     * Where mail goes out: `smtp://user:pass@host:587` or `smtps://…:465`. Unset: every message is
     * written as an `.eml` file under `DATA_DIR/mail` and logged (development).
     */
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, error: "SMTP_URL must be an smtp:// or smtps:// URL" })
      .optional(),
    /** The From of every mail: `tickets@example.com` or `Varco <tickets@example.com>`. */
    MAIL_FROM: z
      .string()
      .trim()
      .regex(
        /^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/,
        "MAIL_FROM must be an address, e.g. Varco <tickets@example.com>",
      )
      .optional(),
    /**
     * Card payments (Stripe): the account's secret key (`sk_…`, or a restricted `rk_…`) and the
     * webhook endpoint's signing secret (`whsec_…`). Server only: never logged, never sent to a
     * browser. Card payment is offered only when both are set and so is the publishable key
     * (APP_CARD_PAYMENT_PUBLISHABLE_KEY, which the app reads).
     */
    STRIPE_SECRET_KEY: z
      .string()
      .trim()
      .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, "must be a secret key: sk_test_…, sk_live_… (or rk_…)")
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .trim()
      .regex(/^whsec_[A-Za-z0-9+/=_-]+$/, "must be a webhook signing secret: whsec_…")
      .optional(),
    /**
     * Where Stripe's API is reached; Stripe's own when unset. For a local stand-in of the API
     * (stripe-mock, tests): `http://127.0.0.1:12111`.
     */
    STRIPE_API_URL: origin("STRIPE_API_URL").optional(),
    /**
     * Stripe Connect (docs/rules/payments.md#connect): each account connects its own Stripe
     * account and its buyers' cards are charged on it (direct charges), so the installation never
     * holds organisers' money. Off (the default): every card payment goes to the one account of
     * STRIPE_SECRET_KEY, for an installation that sells for one organiser.
     */
    STRIPE_CONNECT: booleanVariable.optional(),
    /** The kind of account Connect creates: `express` (default: Stripe hosts its dashboard) or `standard`. */
    STRIPE_CONNECT_ACCOUNT_TYPE: z.enum(["express", "standard"]).default("express"),
    /** The signing secret of the Connect webhook endpoint (events of connected accounts), when it has its own. */
    STRIPE_CONNECT_WEBHOOK_SECRET: z
      .string()
      .trim()
      .regex(/^whsec_[A-Za-z0-9+/=_-]+$/, "must be a webhook signing secret: whsec_…")
      .optional(),
    /** The installation's fee on each card payment into a connected account, in percent (default 0). */
    STRIPE_PLATFORM_FEE_PERCENT: z.coerce.number().min(0).max(50).default(0),
    /** Branding and links the app boots with (`runtimeConfig.ts`); each optional. */
    ...runtimeConfigVariables,
    /**
     * The built app (`packages/app/dist`): when it holds an `index.html`, the server serves it
     * next to the API. Unset: `server.ts` looks in `packages/app/dist`.
     */
    APP_DIST_DIR: z.string().trim().min(1).optional(),
    /** Seed a demo account, organiser and event on an empty database (`seed.ts`); default true. */
    SEED_DEMO: booleanVariable.optional(),
    /** The demo owner's email (default `demo@varco.local`) and password (default: random, printed once). */
    DEMO_EMAIL: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: "must be an email address" }).max(255, "must be at most 255 characters"))
      .optional(),
    DEMO_PASSWORD: z
      .string()
      .min(8, "must be at least 8 characters")
      .max(255, "must be at most 255 characters")
      .optional(),
  })
  .superRefine((config, context) => {
    if (!config.UPLOADS_URL) return;
    for (const key of ["UPLOADS_ACCESS_KEY_ID", "UPLOADS_SECRET_ACCESS_KEY"] as const)
      if (!config[key])
        context.addIssue({ code: "custom", path: [key], message: "required with UPLOADS_URL" });
  })
  .transform(({ APP_URL, MAIL_FROM, ...config }) => ({
    ...config,
    APP_URL: APP_URL ?? `http://localhost:${config.PORT}`,
    MAIL_FROM: MAIL_FROM ?? `${config.APP_NAME} <no-reply@localhost>`,
  }));

export type ServerConfig = z.output<typeof schema>;

export class ConfigError extends Error {
  override readonly name = "ConfigError";
}

/** Reads the server's configuration from the environment; a bad variable is named in the error. */
export function loadConfig(env: Record<string, string | undefined>): ServerConfig {
  // An empty variable (`PORT=`) means "not set", as in most shells' habits of exporting blanks.
  const result = schema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== "")));
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n  ${problems.join("\n  ")}`);
}

/** Origins besides the request's own whose pages may send unsafe requests and call the API cross-origin. */
export function allowedOriginsOf(config: ServerConfig): ReadonlySet<string> {
  return new Set([config.APP_URL, ...config.ALLOWED_ORIGINS]);
}
