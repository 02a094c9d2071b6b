import type { Affiliate, CreateAffiliateBody, UpdateAffiliateBody } from "../model/affiliate";
import type { DataEnvelope, ListParams, Paginated } from "../model/list";
import { withListDefaults } from "./query";
import { apiPath, dataOf, type Transport } from "./transport";

type Id = number;

/** An event's affiliates and their tracking codes (contract §2.13). */
export function affiliatesApi(transport: Transport) {
  const one = (method: "GET" | "POST" | "PUT", path: string, body?: unknown) =>
    dataOf(transport.request<DataEnvelope<Affiliate>>(method, path, { body }));
  return {
    list: (eventId: Id, params?: ListParams) =>
      transport.request<Paginated<Affiliate>>("GET", apiPath`events/${eventId}/affiliates`, {
        query: { ...withListDefaults(params) },
      }),
    create: (eventId: Id, body: CreateAffiliateBody) =>
      one("POST", apiPath`events/${eventId}/affiliates`, body),
    get: (eventId: Id, affiliateId: Id) => one("GET", apiPath`events/${eventId}/affiliates/${affiliateId}`),
    update: (eventId: Id, affiliateId: Id, body: UpdateAffiliateBody) =>
      one("PUT", apiPath`events/${eventId}/affiliates/${affiliateId}`, body),
    delete: (eventId: Id, affiliateId: Id) =>
      transport.request<void>("DELETE", apiPath`events/${eventId}/affiliates/${affiliateId}`),
    /** The affiliates spreadsheet. */
    export: (eventId: Id) =>
      transport.request<Blob>("POST", apiPath`events/${eventId}/affiliates/export`, { expect: "blob" }),
  };
}
