import type { TestApp } from "../../test/testApp";
import { newCheckoutSession } from "./session";

/** A checkout session of its own, as the server issues one to a browser. */
export function newSession(api: TestApp): Promise<string> {
  return newCheckoutSession(api.db);
}

export interface ReserveLine {
  product_id: number;
  quantities: { price_id: number; quantity: number; price?: number }[];
}

export interface ReserveOptions {
  session?: string;
  promoCode?: string;
  /** Sent as `affiliate_code`, as the event page does after a tracking link. */
  affiliateCode?: string;
  headers?: Record<string, string>;
}

/** `POST public/events/{id}/order` as a buyer with this session (a new one unless given). */
export async function reserve(
  api: TestApp,
  eventId: number,
  products: ReserveLine[] | unknown,
  { session: given, promoCode, affiliateCode, headers = {} }: ReserveOptions = {},
): Promise<Response> {
  const session = given ?? (await newSession(api));
  return api.request(`/api/public/events/${eventId}/order`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: `session_identifier=${session}`, ...headers },
    body: JSON.stringify({
      products,
      ...(promoCode === undefined ? {} : { promo_code: promoCode }),
      ...(affiliateCode === undefined ? {} : { affiliate_code: affiliateCode }),
    }),
  });
}

/** One line: `quantity` units of one price. */
export function line(productId: number, priceId: number, quantity: number, price?: number): ReserveLine {
  return {
    product_id: productId,
    quantities: [{ price_id: priceId, quantity, ...(price === undefined ? {} : { price }) }],
  };
}

/** A request as the same browser: its session cookie. */
export function asSession(session: string, init: RequestInit = {}): RequestInit {
  return {
    ...init,
    headers: { ...(init.headers as Record<string, string>), cookie: `session_identifier=${session}` },
  };
}
