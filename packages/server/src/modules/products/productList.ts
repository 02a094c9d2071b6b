import { productPriceTypes, productTypes } from "@varco/domain";
import { products } from "../../db/schema";
import { alphabeticalSort, createdSort, defineList, enumFilter, idFilter } from "../../http/listQuery";

/** `GET events/{e}/products`: in the organiser's order by default, searchable by title. */
export const productList = defineList({
  sorts: {
    order: { column: products.sortOrder, labels: { asc: "In order", desc: "Reverse order" } },
    title: alphabeticalSort(products.title, "Title"),
    created_at: createdSort(products.createdAt),
  },
  defaultSort: "order",
  defaultSortDirection: "asc",
  tiebreaker: products.id,
  filters: {
    type: enumFilter(products.priceType, productPriceTypes),
    product_type: enumFilter(products.productType, productTypes),
    product_category_id: idFilter(products.productCategoryId),
  },
  search: [products.title],
});
