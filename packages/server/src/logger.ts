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
  };
  return destination ? pino(options, destination) : pino(options);
}
