import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { Executor } from "../../db/connect";
import type { AppEnv } from "../../http/appEnv";
import { storedKey } from "../tickets/ticketCode";

/** The cookie (and query parameter) that ties a reservation to the browser that made it. */
export const checkoutSessionName = "session_identifier";

const sessionLifetimeSeconds = 24 * 60 * 60;

/**
 * A session the server issued: 160 random bits and a mac of them by the deployment's own key
 * (`<27 base64url>.<22 base64url>`), so a value made up elsewhere, or chosen by whoever wrote a
 * link, is no session at all (docs/decisions/0017-signed-checkout-sessions.md).
 */
const sessionPattern = /^([A-Za-z0-9_-]{27})\.([A-Za-z0-9_-]{22})$/u;
const keyName = "checkout_session";

const macOf = (key: Buffer, random: string) =>
  createHmac("sha256", key)
    .update(`checkout-session:${random}`)
    .digest()
    .subarray(0, 16)
    .toString("base64url");

/** The key read through a database handle: it never changes once stored, so it is read once. */
const keysByDatabase = new WeakMap<Executor, Promise<Buffer>>();

function sessionKey(db: Executor): Promise<Buffer> {
  let key = keysByDatabase.get(db);
  if (!key) {
    key = storedKey(db, keyName);
    keysByDatabase.set(db, key);
    key.catch(() => keysByDatabase.delete(db));
  }
  return key;
}

/** Whether `value` is a session this deployment issued. */
export async function isIssuedSession(db: Executor, value: unknown): Promise<boolean> {
  if (typeof value !== "string") return false;
  const parts = sessionPattern.exec(value);
  if (!parts) return false;
  const [, random = "", mac = ""] = parts;
  const expected = Buffer.from(macOf(await sessionKey(db), random));
  return timingSafeEqual(expected, Buffer.from(mac));
}

/** Where the request's session came from: a link or a body names it, a cookie keeps it. */
export interface CarriedSession {
  session: string;
  from: "query" | "body" | "cookie";
}

/**
 * The checkout session the request carries: `?session_identifier=` first (the widget's frame,
 * where no cookie of ours exists, passes it so), else the body's `session_identifier`, else the
 * cookie. A value the server did not issue is ignored.
 */
export async function carriedSessionOf(
  c: Context<AppEnv>,
  bodySession?: unknown,
): Promise<CarriedSession | undefined> {
  const candidates = [
    { session: c.req.query(checkoutSessionName), from: "query" },
    { session: bodySession, from: "body" },
    { session: getCookie(c, checkoutSessionName), from: "cookie" },
  ] as const;
  for (const { session, from } of candidates)
    if (typeof session === "string" && (await isIssuedSession(c.var.db, session))) return { session, from };
  return undefined;
}

/** The session alone (see `carriedSessionOf`). */
export async function checkoutSessionOf(
  c: Context<AppEnv>,
  bodySession?: unknown,
): Promise<string | undefined> {
  return (await carriedSessionOf(c, bodySession))?.session;
}

/** A new checkout session, signed. */
export async function newCheckoutSession(db: Executor): Promise<string> {
  const random = randomBytes(20).toString("base64url");
  return `${random}.${macOf(await sessionKey(db), random)}`;
}

/** What an order stores of its session: the SHA-256 in hex, never the session itself. */
export function checkoutSessionHash(session: string): string {
  return createHash("sha256").update(session).digest("hex");
}

/** The hash of the session a buyer's request carries, if it carries one. */
export function checkoutSessionHashOf(session: string | undefined): string | undefined {
  return session === undefined ? undefined : checkoutSessionHash(session);
}

/**
 * Keeps `session` as the browser's cookie, unless the browser already holds a live session of
 * ours: a link (or a body) naming a session acts with it for that request, but never takes the
 * place of the session the browser has, so nobody can slip their session into someone's browser.
 */
export async function keepCheckoutSession(c: Context<AppEnv>, session: string): Promise<void> {
  const held = getCookie(c, checkoutSessionName);
  if (held !== session && (await isIssuedSession(c.var.db, held))) return;
  setCookie(c, checkoutSessionName, session, {
    httpOnly: true,
    sameSite: "Lax",
    path: "/",
    secure: c.var.config.APP_URL.startsWith("https:"),
    maxAge: sessionLifetimeSeconds,
  });
}
