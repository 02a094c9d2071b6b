import type { ServerConfig } from "../config";
import type { Database, DatabaseConnection } from "../db/connect";
import type { accountUsers, users } from "../db/schema";
import type { Logger } from "../logger";
import type { RateLimits } from "./rateLimit";

/** What the app is built from: nothing global, so tests build as many apps as they like. */
export interface AppDependencies {
  config: ServerConfig;
  database: DatabaseConnection;
  logger: Logger;
  /** Where anonymous requests' limits are counted; by default `rateLimitsFor(database)`. */
  rateLimits?: RateLimits;
}

/** What every handler finds on `c.var`. */
export interface AppVariables {
  config: ServerConfig;
  database: DatabaseConnection;
  db: Database;
  /** The app's logger with this request's id bound, so a handler's lines tie to its request line. */
  logger: Logger;
  requestId: string;
  rateLimits: RateLimits;
  /** Set by `authenticated()` (modules/auth) on routes that need a session; absent elsewhere. */
  auth?: AuthContext;
}

/** Who is asking: the session, its user and that user's membership of the session's account. */
export interface AuthContext {
  sessionId: number;
  user: typeof users.$inferSelect;
  membership: typeof accountUsers.$inferSelect;
}

export interface AppEnv {
  Variables: AppVariables;
}
