import type { Affiliate, CreateAffiliateBody, UpdateAffiliateBody } from "../model/affiliate";
import type { DataEnvelope, ListParams, Paginated } from "../model/list";
import type { ExportFormat } from "../rules/exportFileName";
import { withListDefaults } from "./query";
import { bareRead, dataRead } from "./read";
import { apiPath, dataOf, type Transport } from "./transport";

type Id = number;

/** The reads of affiliates: each one's path and query, for the client and the hooks' cache keys. */
export const affiliateReads = {
  list: (eventId: Id, params?: ListParams) =>
    bareRead<Paginated<Affiliate>>(apiPath`events/${eventId}/affiliates`, {
      query: { ...withListDefaults(params) },
    }),
  get: (eventId: Id, affiliateId: Id) =>
    dataRead<Affiliate>(apiPath`events/${eventId}/affiliates/${affiliateId}`),
};

/** An event's affiliates and their tracking codes. */
export function affiliatesApi(transport: Transport) {
  const one = (method: "POST" | "PUT", path: string, body?: unknown) =>
    dataOf(transport.request<DataEnvelope<Affiliate>>(method, path, { body }));
  return {
    list: (eventId: Id, params?: ListParams) => transport.read(affiliateReads.list(eventId, params)),
    create: (eventId: Id, body: CreateAffiliateBody) =>
      one("POST", apiPath`events/${eventId}/affiliates`, body),
    get: (eventId: Id, affiliateId: Id) => transport.read(affiliateReads.get(eventId, affiliateId)),
    update: (eventId: Id, affiliateId: Id, body: UpdateAffiliateBody) =>
      one("PUT", apiPath`events/${eventId}/affiliates/${affiliateId}`, body),
    delete: (eventId: Id, affiliateId: Id) =>
      transport.request<void>("DELETE", apiPath`events/${eventId}/affiliates/${affiliateId}`),
    /** The affiliates and their figures as a spreadsheet (XLSX, the default) or a CSV file. */
    export: (eventId: Id, format: ExportFormat = "xlsx") =>
      transport.request<Blob>("POST", apiPath`events/${eventId}/affiliates/export`, {
        query: { format },
        expect: "blob",
      }),
  };
}
