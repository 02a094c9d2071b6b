import { withListDefaults } from "../api/query";
import { apiPath } from "../api/transport";
import type { ListParams, Paginated } from "../model/list";
import type { PromoCode, PromoCodeValidation } from "../model/promoCode";
import { type KeyMatcher, under, useApiMutation } from "./mutation";
import { type QueryConfig, queryKey, useApiQuery } from "./query";

type Id = number;

/** Codes, their public check, and the public event they re-price. */
function eventPromoCodes(eventId: Id): KeyMatcher {
  return under(apiPath`events/${eventId}/promo-codes`, apiPath`public/events/${eventId}`);
}

export function usePromoCodes(
  eventId: Id | undefined,
  params?: ListParams,
  config?: QueryConfig<Paginated<PromoCode>>,
) {
  return useApiQuery(
    eventId == null ? null : queryKey(apiPath`events/${eventId}/promo-codes`, withListDefaults(params)),
    (client) => client.promoCodes.list(eventId!, params),
    config,
  );
}

export function usePromoCode(
  eventId: Id | undefined,
  promoCodeId: Id | undefined,
  config?: QueryConfig<PromoCode>,
) {
  return useApiQuery(
    eventId == null || promoCodeId == null
      ? null
      : queryKey(apiPath`events/${eventId}/promo-codes/${promoCodeId}`),
    (client) => client.promoCodes.get(eventId!, promoCodeId!),
    config,
  );
}

/** `{ valid }` for a code typed or linked by a buyer; waits while there is no code. */
export function usePromoCodeValidation(
  eventId: Id | undefined,
  code: string | undefined,
  config?: QueryConfig<PromoCodeValidation>,
) {
  return useApiQuery(
    eventId == null || !code ? null : queryKey(apiPath`public/events/${eventId}/promo-codes/${code}`),
    (client) => client.promoCodes.validatePublic(eventId!, code!),
    config,
  );
}

export function useCreatePromoCode() {
  return useApiMutation(
    (client) => client.promoCodes.create,
    ([eventId]) => eventPromoCodes(eventId),
  );
}

export function useUpdatePromoCode() {
  return useApiMutation(
    (client) => client.promoCodes.update,
    ([eventId]) => eventPromoCodes(eventId),
  );
}

export function useDeletePromoCode() {
  return useApiMutation(
    (client) => client.promoCodes.delete,
    ([eventId]) => eventPromoCodes(eventId),
  );
}
