import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import {
  type ApiClient,
  affiliateCodeLifetimeDays,
  createPageApiClient,
  type Order,
  type PublicEvent,
} from "@varco/domain";
import { affiliateKey, type ReservationBody } from "./ticketSelection";

/** Why a reservation was refused: by product (shown next to it), and what concerns the whole order. */
export interface ReservationRefusal {
  byProduct: Record<number, string[]>;
  general: string[];
}

export type ReservationResult = { ok: true; order: Order } | { ok: false; refusal: ReservationRefusal };

/**
 * Reserves a selection (loaded only when the buyer presses Continue, so the event page's first
 * visit does not carry it). Where the app runs it talks through the app's client; a page the
 * server drew has none and makes its own.
 */
export async function reserveSelection(
  client: ApiClient | null,
  apiUrl: string,
  eventId: number,
  body: ReservationBody,
  i18n: I18n,
): Promise<ReservationResult> {
  const api = client ?? createPageApiClient({ baseUrl: apiUrl, fetch: inLanguage(i18n.locale) });
  try {
    const affiliateCode = affiliateCodeOf(eventId, Date.now());
    const sent = affiliateCode ? { ...body, affiliate_code: affiliateCode } : body;
    return { ok: true, order: await api.checkout.createOrder(eventId, sent) };
  } catch (error) {
    // The words of refusals load only when there is one to say.
    const [{ errorsOfFailedCall }, { loadServerReasons }] = await Promise.all([
      import("../../forms/fieldErrors"),
      import("../../forms/reasonWords"),
    ]);
    await loadServerReasons(i18n);
    return { ok: false, refusal: refusalOf(errorsOfFailedCall(error, i18n, refusalWords(i18n)), body, i18n) };
  }
}

/**
 * The affiliate code this browser keeps for the event, while the link that gave it is at most
 * `affiliateCodeLifetimeDays` old (docs/rules/affiliates.md); none when it is older, or not a code.
 */
export function affiliateCodeOf(eventId: number, now: number): string | undefined {
  try {
    const kept = JSON.parse(localStorage.getItem(affiliateKey(eventId)) ?? "null") as {
      code?: unknown;
      at?: unknown;
    } | null;
    const { code, at } = kept ?? {};
    const fresh = typeof at === "number" && now - at <= affiliateCodeLifetimeDays * 86_400_000;
    if (fresh && typeof code === "string" && /^[\w-]{1,50}$/u.test(code)) return code;
  } catch {
    // Unreadable storage or a value not ours: no code.
  }
  return undefined;
}

/**
 * Calls that ask first for the page's language: the order keeps the language the buyer reads the
 * page in (its mails are written in it), which a widget's embedding page or the language links
 * may have chosen over the browser's own.
 */
function inLanguage(locale: string): typeof fetch {
  return (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set("accept-language", `${locale}, ${navigator.languages.join(", ")}`);
    return fetch(input, { ...init, headers });
  };
}

/** How a refused reservation names its fields and statuses. */
function refusalWords(i18n: I18n) {
  return {
    labels: { promo_code: i18n._(msg`Promo code`) },
    statuses: { 403: i18n._(msg`Tickets for this event are not on sale.`) },
  };
}

/**
 * A refused reservation in the buyer's words (as the forms word them): a reason on
 * `products.{n}…` belongs to the n-th product sent, and is shown next to it; anything else (the
 * promo code, the order as a whole) next to the Continue button.
 */
export function refusalOf(
  errors: { message?: string; errors?: Record<string, string[]> },
  body: ReservationBody,
  i18n: I18n,
): ReservationRefusal {
  const refusal: ReservationRefusal = { byProduct: {}, general: errors.message ? [errors.message] : [] };
  for (const [field, reasons] of Object.entries(errors.errors ?? {})) {
    const index = /^products\.(\d+)(?:\.|$)/u.exec(field)?.[1];
    const productId = index === undefined ? undefined : body.products[Number(index)]?.product_id;
    if (productId !== undefined) refusal.byProduct[productId] ??= [];
    const list = productId === undefined ? refusal.general : (refusal.byProduct[productId] ?? []);
    for (const reason of reasons) if (!list.includes(reason)) list.push(reason);
  }
  if (refusal.general.length === 0 && Object.keys(refusal.byProduct).length === 0)
    refusal.general.push(i18n._(msg`Something went wrong. Try again in a moment.`));
  return refusal;
}

/**
 * The event as it reads with a promo code (the products it unlocks, its prices), once the server
 * said it takes the code now (`GET public/events/{id}/promo-codes/{code}`); null when it does not.
 */
export async function eventWithPromoCode(
  client: ApiClient | null,
  apiUrl: string,
  eventId: number,
  code: string,
): Promise<PublicEvent | null> {
  const api = client ?? createPageApiClient({ baseUrl: apiUrl });
  if (!(await api.promoCodes.validatePublic(eventId, code)).valid) return null;
  return api.events.getPublic(eventId, code);
}
