import type { DataEnvelope } from "../model/list";
import type { ProductCategory, ProductCategoryBody } from "../model/productCategory";
import { dataRead } from "./read";
import { apiPath, dataOf, type Transport } from "./transport";

type Id = number;

/** The reads of product categories: each one's path, for the client and the hooks' cache keys. */
export const productCategoryReads = {
  list: (eventId: Id) => dataRead<ProductCategory[]>(apiPath`events/${eventId}/product-categories`),
  get: (eventId: Id, categoryId: Id) =>
    dataRead<ProductCategory>(apiPath`events/${eventId}/product-categories/${categoryId}`),
};

/** An event's product categories, each with its products. */
export function productCategoriesApi(transport: Transport) {
  const one = (method: "POST" | "PUT", path: string, body?: unknown) =>
    dataOf(transport.request<DataEnvelope<ProductCategory>>(method, path, { body }));
  return {
    list: (eventId: Id) => transport.read(productCategoryReads.list(eventId)),
    create: (eventId: Id, body: ProductCategoryBody) =>
      one("POST", apiPath`events/${eventId}/product-categories`, body),
    get: (eventId: Id, categoryId: Id) => transport.read(productCategoryReads.get(eventId, categoryId)),
    update: (eventId: Id, categoryId: Id, body: ProductCategoryBody) =>
      one("PUT", apiPath`events/${eventId}/product-categories/${categoryId}`, body),
    delete: (eventId: Id, categoryId: Id) =>
      transport.request<void>("DELETE", apiPath`events/${eventId}/product-categories/${categoryId}`),
  };
}
