import { createHash, randomBytes } from "node:crypto";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../../http/appEnv";

/** The cookie (and query parameter) that ties a reservation to the browser that made it. */
export const checkoutSessionName = "session_identifier";

const sessionPattern = /^[A-Za-z0-9_-]{16,128}$/;
const sessionLifetimeSeconds = 24 * 60 * 60;

/**
 * The checkout session the request carries: `?session_identifier=` first (Hi.Events' widget passes
 * it so), else the body's `session_identifier` when given, else the cookie. Anything that does not
 * look like one is ignored.
 */
export function checkoutSessionOf(c: Context<AppEnv>, bodySession?: unknown): string | undefined {
  for (const candidate of [
    c.req.query(checkoutSessionName),
    bodySession,
    getCookie(c, checkoutSessionName),
  ]) {
    if (typeof candidate === "string" && sessionPattern.test(candidate)) return candidate;
  }
  return undefined;
}

/** A new checkout session: 160 random bits in hex. */
export function newCheckoutSession(): string {
  return randomBytes(20).toString("hex");
}

/** What an order stores of its session: the SHA-256 in hex, never the session itself. */
export function checkoutSessionHash(session: string): string {
  return createHash("sha256").update(session).digest("hex");
}

/** The hash of the session a buyer's request carries, if it carries one. */
export function checkoutSessionHashOf(session: string | undefined): string | undefined {
  return session === undefined ? undefined : checkoutSessionHash(session);
}

export function setCheckoutSession(c: Context<AppEnv>, session: string): void {
  setCookie(c, checkoutSessionName, session, {
    httpOnly: true,
    sameSite: "Lax",
    path: "/",
    secure: c.var.config.APP_URL.startsWith("https:"),
    maxAge: sessionLifetimeSeconds,
  });
}
