import type { DataEnvelope } from "../model/list";
import type { ProductCategory, ProductCategoryBody } from "../model/productCategory";
import { apiPath, dataOf, type Transport } from "./transport";

type Id = number;

/** An event's product categories, each with its products (contract §2.6). */
export function productCategoriesApi(transport: Transport) {
  const one = (method: "GET" | "POST" | "PUT", path: string, body?: unknown) =>
    dataOf(transport.request<DataEnvelope<ProductCategory>>(method, path, { body }));
  return {
    list: (eventId: Id) =>
      dataOf(
        transport.request<DataEnvelope<ProductCategory[]>>(
          "GET",
          apiPath`events/${eventId}/product-categories`,
        ),
      ),
    create: (eventId: Id, body: ProductCategoryBody) =>
      one("POST", apiPath`events/${eventId}/product-categories`, body),
    get: (eventId: Id, categoryId: Id) =>
      one("GET", apiPath`events/${eventId}/product-categories/${categoryId}`),
    update: (eventId: Id, categoryId: Id, body: ProductCategoryBody) =>
      one("PUT", apiPath`events/${eventId}/product-categories/${categoryId}`, body),
    delete: (eventId: Id, categoryId: Id) =>
      transport.request<void>("DELETE", apiPath`events/${eventId}/product-categories/${categoryId}`),
  };
}
