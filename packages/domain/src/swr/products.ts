import { productReads } from "../api/products";
import { apiPath } from "../api/transport";
import type { ListParams, Paginated } from "../model/list";
import type { Product } from "../model/product";
import { eventDetail } from "./events";
import { anyOf, type KeyMatcher, under, useApiMutation } from "./mutation";
import { type QueryConfig, useApiRead } from "./query";

type Id = number;

/**
 * Everything that shows an event's products: products, categories (which hold them), the event
 * (which embeds them), capacity assignments and check-in lists (which name them).
 */
export function eventProducts(eventId: Id): KeyMatcher {
  return anyOf(
    under(
      apiPath`events/${eventId}/products`,
      apiPath`events/${eventId}/product-categories`,
      apiPath`events/${eventId}/capacity-assignments`,
      apiPath`events/${eventId}/check-in-lists`,
    ),
    eventDetail(eventId),
  );
}

export function useProducts(
  eventId: Id | undefined,
  params?: ListParams,
  config?: QueryConfig<Paginated<Product>>,
) {
  return useApiRead(
    eventId == null ? null : productReads.list(eventId, params),
    (client) => client.products.list(eventId!, params),
    config,
  );
}

export function useProduct(
  eventId: Id | undefined,
  productId: Id | undefined,
  config?: QueryConfig<Product>,
) {
  return useApiRead(
    eventId == null || productId == null ? null : productReads.get(eventId, productId),
    (client) => client.products.get(eventId!, productId!),
    config,
  );
}

export function useCreateProduct() {
  return useApiMutation(
    (client) => client.products.create,
    ([eventId]) => eventProducts(eventId),
  );
}

export function useUpdateProduct() {
  return useApiMutation(
    (client) => client.products.update,
    ([eventId]) => eventProducts(eventId),
  );
}

export function useDeleteProduct() {
  return useApiMutation(
    (client) => client.products.delete,
    ([eventId]) => eventProducts(eventId),
  );
}

export function useSortProducts() {
  return useApiMutation(
    (client) => client.products.sort,
    ([eventId]) => eventProducts(eventId),
  );
}
