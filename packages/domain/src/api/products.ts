import type { DataEnvelope, ListParams, Paginated } from "../model/list";
import type { Product, ProductBody, SortProductsBody } from "../model/product";
import { withListDefaults } from "./query";
import { bareRead, dataRead } from "./read";
import { apiPath, dataOf, type Transport } from "./transport";

type Id = number;

/** The reads of products: each one's path and query, for the client and the hooks' cache keys. */
export const productReads = {
  list: (eventId: Id, params?: ListParams) =>
    bareRead<Paginated<Product>>(apiPath`events/${eventId}/products`, {
      query: { ...withListDefaults(params) },
    }),
  get: (eventId: Id, productId: Id) => dataRead<Product>(apiPath`events/${eventId}/products/${productId}`),
};

/** An event's products (tickets and other items) and their prices. */
export function productsApi(transport: Transport) {
  const one = (method: "POST" | "PUT", path: string, body?: unknown) =>
    dataOf(transport.request<DataEnvelope<Product>>(method, path, { body }));
  return {
    list: (eventId: Id, params?: ListParams) => transport.read(productReads.list(eventId, params)),
    create: (eventId: Id, body: ProductBody) => one("POST", apiPath`events/${eventId}/products`, body),
    get: (eventId: Id, productId: Id) => transport.read(productReads.get(eventId, productId)),
    update: (eventId: Id, productId: Id, body: ProductBody) =>
      one("PUT", apiPath`events/${eventId}/products/${productId}`, body),
    delete: (eventId: Id, productId: Id) =>
      transport.request<void>("DELETE", apiPath`events/${eventId}/products/${productId}`),
    sort: (eventId: Id, body: SortProductsBody) =>
      transport.request<void>("POST", apiPath`events/${eventId}/products/sort`, { body }),
  };
}
