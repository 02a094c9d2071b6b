import { affiliateReads } from "../api/affiliates";
import { apiPath } from "../api/transport";
import type { Affiliate } from "../model/affiliate";
import type { ListParams, Paginated } from "../model/list";
import { nothing, under, useApiMutation } from "./mutation";
import { type QueryConfig, useApiRead } from "./query";

type Id = number;

export function useAffiliates(
  eventId: Id | undefined,
  params?: ListParams,
  config?: QueryConfig<Paginated<Affiliate>>,
) {
  return useApiRead(
    eventId == null ? null : affiliateReads.list(eventId, params),
    (client) => client.affiliates.list(eventId!, params),
    config,
  );
}

export function useAffiliate(
  eventId: Id | undefined,
  affiliateId: Id | undefined,
  config?: QueryConfig<Affiliate>,
) {
  return useApiRead(
    eventId == null || affiliateId == null ? null : affiliateReads.get(eventId, affiliateId),
    (client) => client.affiliates.get(eventId!, affiliateId!),
    config,
  );
}

export function useCreateAffiliate() {
  return useApiMutation(
    (client) => client.affiliates.create,
    ([eventId]) => under(apiPath`events/${eventId}/affiliates`),
  );
}

export function useUpdateAffiliate() {
  return useApiMutation(
    (client) => client.affiliates.update,
    ([eventId]) => under(apiPath`events/${eventId}/affiliates`),
  );
}

export function useDeleteAffiliate() {
  return useApiMutation(
    (client) => client.affiliates.delete,
    ([eventId]) => under(apiPath`events/${eventId}/affiliates`),
  );
}

/** Fetches the affiliates spreadsheet when triggered. */
export function useExportAffiliates() {
  return useApiMutation(
    (client) => client.affiliates.export,
    () => nothing,
  );
}
