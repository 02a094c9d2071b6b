import { promoCodeReads } from "../api/promoCodes";
import { apiPath } from "../api/transport";
import type { ListParams, Paginated } from "../model/list";
import type { PromoCode, PromoCodeValidation } from "../model/promoCode";
import { type KeyMatcher, under, useApiMutation } from "./mutation";
import { type QueryConfig, useApiRead } from "./query";

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
  return useApiRead(
    eventId == null ? null : promoCodeReads.list(eventId, params),
    (client) => client.promoCodes.list(eventId!, params),
    config,
  );
}

export function usePromoCode(
  eventId: Id | undefined,
  promoCodeId: Id | undefined,
  config?: QueryConfig<PromoCode>,
) {
  return useApiRead(
    eventId == null || promoCodeId == null ? null : promoCodeReads.get(eventId, promoCodeId),
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
  return useApiRead(
    eventId == null || !code ? null : promoCodeReads.validatePublic(eventId, code),
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
