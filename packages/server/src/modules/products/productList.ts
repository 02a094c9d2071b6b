import { productPriceTypes, productTypes } from "@varco/domain";
import { products } from "../../db/schema";
import { defineList } from "../../http/listQuery";

/** `GET events/{e}/products`: in the organiser's order by default, searchable by title. */
export const productList = defineList({
  sorts: {
    order: { column: products.sortOrder, labels: { asc: "In order", desc: "Reverse order" } },
    title: { column: products.title, labels: { asc: "Title A–Z", desc: "Title Z–A" } },
    created_at: { column: products.createdAt, labels: { asc: "Oldest first", desc: "Newest first" } },
  },
  defaultSort: "order",
  defaultSortDirection: "asc",
  tiebreaker: products.id,
  filters: {
    type: {
      column: products.priceType,
      type: { kind: "enum", values: productPriceTypes },
      operators: ["eq", "ne", "in"],
    },
    product_type: {
      column: products.productType,
      type: { kind: "enum", values: productTypes },
      operators: ["eq", "ne", "in"],
    },
    product_category_id: {
      column: products.productCategoryId,
      type: { kind: "integer" },
      operators: ["eq", "ne", "in"],
    },
  },
  search: [products.title],
});
