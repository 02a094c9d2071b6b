import type { DataEnvelope, ListParams, Paginated } from "../model/list";
import type { PromoCode, PromoCodeBody, PromoCodeValidation } from "../model/promoCode";
import { withListDefaults } from "./query";
import { bareRead, dataRead } from "./read";
import { apiPath, dataOf, type Transport } from "./transport";

type Id = number;

/** The reads of promo codes: each one's path and query, for the client and the hooks' cache keys. */
export const promoCodeReads = {
  list: (eventId: Id, params?: ListParams) =>
    bareRead<Paginated<PromoCode>>(apiPath`events/${eventId}/promo-codes`, {
      query: { ...withListDefaults(params) },
    }),
  get: (eventId: Id, promoCodeId: Id) =>
    dataRead<PromoCode>(apiPath`events/${eventId}/promo-codes/${promoCodeId}`),
  /** `{ valid }`, never a 404: a buyer's code is checked before the public event loads. */
  validatePublic: (eventId: Id, code: string) =>
    bareRead<PromoCodeValidation>(apiPath`public/events/${eventId}/promo-codes/${code}`),
};

/** An event's promo codes; the public check of one code. */
export function promoCodesApi(transport: Transport) {
  const one = (method: "POST" | "PUT", path: string, body?: unknown) =>
    dataOf(transport.request<DataEnvelope<PromoCode>>(method, path, { body }));
  return {
    list: (eventId: Id, params?: ListParams) => transport.read(promoCodeReads.list(eventId, params)),
    create: (eventId: Id, body: PromoCodeBody) => one("POST", apiPath`events/${eventId}/promo-codes`, body),
    get: (eventId: Id, promoCodeId: Id) => transport.read(promoCodeReads.get(eventId, promoCodeId)),
    update: (eventId: Id, promoCodeId: Id, body: PromoCodeBody) =>
      one("PUT", apiPath`events/${eventId}/promo-codes/${promoCodeId}`, body),
    delete: (eventId: Id, promoCodeId: Id) =>
      transport.request<void>("DELETE", apiPath`events/${eventId}/promo-codes/${promoCodeId}`),
    validatePublic: (eventId: Id, code: string) =>
      transport.read(promoCodeReads.validatePublic(eventId, code)),
  };
}
