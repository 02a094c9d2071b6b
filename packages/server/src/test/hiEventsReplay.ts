import { expect } from "vitest";
import { checkoutSessionName } from "../modules/checkout/session";
import { authed } from "../modules/events/testFixtures";
import { type TestApp, testAppUrl } from "./testApp";

/**
 * Helpers for the replay of Hi.Events' web app: its requests go out as its axios clients send
 * them (JSON bodies, ids as its forms hold them), and every answer is read as its screens read it.
 */

/** A JSON value as it came off the wire: read with the fields a screen reads. */
// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field, as a screen reads them
export type Wire = any;

/**
 * Sends a request and checks that Varco accepted it (2xx); the parsed body (undefined for none).
 * The failure message names the request and repeats Varco's answer, so a refusal explains itself.
 */
export async function accepted(api: TestApp, path: string, init: RequestInit = {}): Promise<Wire> {
  const response = await api.request(path, init);
  const text = await response.text();
  const sent = typeof init.body === "string" ? ` ${init.body}` : "";
  expect(response.ok, `${init.method ?? "GET"} ${path}${sent}\n→ ${response.status} ${text}`).toBe(true);
  return text === "" ? undefined : JSON.parse(text);
}

/** `accepted`, with `expect.soft`: a form of several sections goes on to the next one after a refusal. */
export async function acceptedSoftly(api: TestApp, path: string, init: RequestInit = {}): Promise<Wire> {
  const response = await api.request(path, init);
  const text = await response.text();
  const sent = typeof init.body === "string" ? ` ${init.body}` : "";
  expect.soft(response.ok, `${init.method ?? "GET"} ${path}${sent}\n→ ${response.status} ${text}`).toBe(true);
  if (!response.ok || text === "") return undefined;
  return JSON.parse(text);
}

/** The `data` of an organiser's GET. */
export async function read(api: TestApp, token: string, path: string): Promise<Wire> {
  return (await accepted(api, path, authed(token))).data;
}

/**
 * A request of the buyer's browser: its checkout cookie (when it holds one) and, for a change, the
 * `Origin` a browser adds to every unsafe request of the app's own pages.
 */
export function fromBrowser(cookie: string | undefined, method = "GET", body?: unknown): RequestInit {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (method !== "GET") headers.origin = testAppUrl;
  if (body !== undefined) headers["content-type"] = "application/json";
  return { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) };
}

/** The `name=value` pair of a cookie the answer sets, as the browser sends it back. */
export function cookieSet(response: Response, name: string): string | undefined {
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(";")[0] ?? "";
    if (pair.startsWith(`${name}=`)) return pair;
  }
  return undefined;
}

/** The checkout cookie an answer sets. */
export function checkoutCookieOf(response: Response): string | undefined {
  return cookieSet(response, checkoutSessionName);
}

/**
 * What Hi.Events' browser sends as `session_identifier`: a hash of its fingerprint, eight hex digits.
 */
export const fingerprintSession = "9c41e07a";

/**
 * An instant as Hi.Events' forms show it in a `datetime-local` input: `YYYY-MM-DDTHH:mm`, the wall
 * clock of the event's zone.
 */
export function wallClock(instant: string | null | undefined, zone: string): string | undefined {
  if (!instant) return undefined;
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}T${part("hour")}:${part("minute")}`;
}

/** Whether two wire dates are the same instant (whatever their precision or offset). */
export function sameInstant(a: string | null | undefined, b: string | null | undefined): boolean {
  return !!a && !!b && new Date(a).getTime() === new Date(b).getTime();
}

/** `YYYY-MM-DD HH:mm:ss`, what the date-time picker of Hi.Events' create-event modal hands its form. */
export function pickerValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:00`;
}

/** An empty rich-text field as the settings forms send it: their editor's blank HTML becomes null. */
export function richTextOrNull(html: string | null | undefined): string | null {
  const text = (html ?? "").replace(/<[^>]*>/gu, "").trim();
  return text === "" ? null : (html ?? null);
}

/**
 * The cart Hi.Events' product selection form submits: every product of the event with every price,
 * at quantity 0 except those chosen; `price` only for donations.
 */
export function cartOf(publicEvent: Wire, chosen: Record<number, number>) {
  const products = (publicEvent.product_categories as Wire[]).flatMap((category) => category.products ?? []);
  return products.map((product: Wire) => ({
    product_id: Number(product.id),
    quantities: ((product.prices ?? []) as Wire[]).map((price) => ({
      quantity: chosen[Number(price.id)] ?? 0,
      price_id: Number(price.id),
      ...(product.type === "DONATION" ? { price: Number(price.price) } : {}),
    })),
  }));
}
