import { productCategoryReads } from "../api/productCategories";
import type { ProductCategory } from "../model/productCategory";
import { useApiMutation } from "./mutation";
import { eventProducts } from "./products";
import { type QueryConfig, useApiRead } from "./query";

type Id = number;

export function useProductCategories(eventId: Id | undefined, config?: QueryConfig<ProductCategory[]>) {
  return useApiRead(
    eventId == null ? null : productCategoryReads.list(eventId),
    (client) => client.productCategories.list(eventId!),
    config,
  );
}

export function useProductCategory(
  eventId: Id | undefined,
  categoryId: Id | undefined,
  config?: QueryConfig<ProductCategory>,
) {
  return useApiRead(
    eventId == null || categoryId == null ? null : productCategoryReads.get(eventId, categoryId),
    (client) => client.productCategories.get(eventId!, categoryId!),
    config,
  );
}

export function useCreateProductCategory() {
  return useApiMutation(
    (client) => client.productCategories.create,
    ([eventId]) => eventProducts(eventId),
  );
}

export function useUpdateProductCategory() {
  return useApiMutation(
    (client) => client.productCategories.update,
    ([eventId]) => eventProducts(eventId),
  );
}

export function useDeleteProductCategory() {
  return useApiMutation(
    (client) => client.productCategories.delete,
    ([eventId]) => eventProducts(eventId),
  );
}
