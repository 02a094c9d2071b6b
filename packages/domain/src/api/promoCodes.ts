import type { DataEnvelope, ListParams, Paginated } from "../model/list";
import type { PromoCode, PromoCodeBody, PromoCodeValidation } from "../model/promoCode";
import { withListDefaults } from "./query";
import { apiPath, dataOf, type Transport } from "./transport";

type Id = number;

/** An event's promo codes; the public check of one code (SPEC.md §7). */
export function promoCodesApi(transport: Transport) {
  const one = (method: "GET" | "POST" | "PUT", path: string, body?: unknown) =>
    dataOf(transport.request<DataEnvelope<PromoCode>>(method, path, { body }));
  return {
    list: (eventId: Id, params?: ListParams) =>
      transport.request<Paginated<PromoCode>>("GET", apiPath`events/${eventId}/promo-codes`, {
        query: { ...withListDefaults(params) },
      }),
    create: (eventId: Id, body: PromoCodeBody) => one("POST", apiPath`events/${eventId}/promo-codes`, body),
    get: (eventId: Id, promoCodeId: Id) => one("GET", apiPath`events/${eventId}/promo-codes/${promoCodeId}`),
    update: (eventId: Id, promoCodeId: Id, body: PromoCodeBody) =>
      one("PUT", apiPath`events/${eventId}/promo-codes/${promoCodeId}`, body),
    delete: (eventId: Id, promoCodeId: Id) =>
      transport.request<void>("DELETE", apiPath`events/${eventId}/promo-codes/${promoCodeId}`),
    /** `{ valid }`, never a 404: checked before the public event loads (SPEC.md §5). */
    validatePublic: (eventId: Id, code: string) =>
      transport.request<PromoCodeValidation>("GET", apiPath`public/events/${eventId}/promo-codes/${code}`),
  };
}
