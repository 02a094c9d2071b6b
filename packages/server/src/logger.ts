import { pino } from "pino";
import type { ServerConfig } from "./config";

export type Logger = pino.Logger;

/**
 * One JSON line per event on stdout (or on `destination`, which tests use to read the lines).
 * Secrets that may ride on a request are censored wherever a later module logs them.
 */
export function createLogger(
  config: Pick<ServerConfig, "LOG_LEVEL">,
  destination?: pino.DestinationStream,
): Logger {
  const options: pino.LoggerOptions = {
    level: config.LOG_LEVEL,
    base: { service: "varco-server" },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: [
        "req.headers.authorization",
        "req.headers.cookie",
        "req.headers['x-auth-token']",
        "*.password",
        "*.password_confirmation",
        "*.current_password",
        "*.token",
      ],
      censor: "[redacted]",
    },
    serializers: { err: (error: unknown) => pino.stdSerializers.err(withoutQueryParameters(error) as Error) },
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * A failed query's error as Drizzle builds it carries the values bound to the query (emails,
 * password hashes, tokens) in its message, its stack and `params`; and PostgreSQL quotes the value
 * it refuses in a data exception's message (`invalid input syntax for type integer: "…"`). The log
 * keeps the SQL and the database's reason, never the values. Errors that wrap one are rebuilt.
 */
export function withoutQueryParameters(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 5) return error;
  const cause = withoutQueryParameters(error.cause, depth + 1);
  const isQueryError = "query" in error && "params" in error;
  const code = (error as { code?: unknown }).code;
  const quotesValues = typeof code === "string" && code.startsWith("22");
  if (!isQueryError && !quotesValues && cause === error.cause) return error;
  const query = isQueryError ? String((error as { query: unknown }).query) : undefined;
  const message =
    query !== undefined
      ? `Failed query: ${query}`
      : quotesValues
        ? `${error.message.replace(/"(?:[^"]|"")*"/g, '"[redacted]"')} (SQLSTATE ${code})`
        : error.message;
  const stripped = new FailedQueryLogEntry(message, { cause });
  stripped.name = error.name;
  const frames = error.stack?.indexOf("\n    at ") ?? -1;
  stripped.stack = `${error.name}: ${message}${frames >= 0 ? error.stack?.slice(frames) : ""}`;
  if (query !== undefined) stripped.query = query;
  return stripped;
}

/** What the log shows of an error that carried query parameters. */
class FailedQueryLogEntry extends Error {
  query?: string;
}
