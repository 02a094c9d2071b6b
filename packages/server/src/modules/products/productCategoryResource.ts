import type { Product, ProductCategory } from "@varco/domain";
import type { productCategories } from "../../db/schema";

/** A category as organisers see it, with its products (already in their order). */
export function productCategoryResource(
  row: typeof productCategories.$inferSelect,
  products: Product[],
): ProductCategory {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    is_hidden: row.isHidden,
    order: row.sortOrder,
    no_products_message: row.noProductsMessage,
    products,
  };
}
