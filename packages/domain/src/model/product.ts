import { z } from "zod";
import { isoDateTime, money, oneOf, optionalText, requiredText, rowId, wholeNumber } from "./fields";
import { reasonIssue } from "./reasons";
import { taxAndFeeSchema } from "./taxAndFee";

/** How a product is priced: see docs/rules/prices.md. */
export const productPriceTypes = ["PAID", "DONATION", "FREE", "TIERED"] as const;
export type ProductPriceType = (typeof productPriceTypes)[number];
export const productPriceTypeSchema = z.enum(productPriceTypes);

/** A TICKET admits someone and creates an attendee; a GENERAL product does not (merchandise). */
export const productTypes = ["TICKET", "GENERAL"] as const;
export type ProductType = (typeof productTypes)[number];
export const productTypeSchema = z.enum(productTypes);

/** `max_per_order` the API reports when none is set, and the cap order creation applies. */
export const defaultMaxPerOrderShown = 10;
export const defaultMaxPerOrderEnforced = 100;
/** Unlimited quantities are stored as this sentinel, larger than any real stock. */
export const unlimitedQuantity = 999_999_999;

export const productPriceSchema = z.object({
  id: z.number(),
  label: z.string().nullable(),
  price: z.number(),
  sale_start_date: z.string().nullable(),
  sale_end_date: z.string().nullable(),
  is_before_sale_start_date: z.boolean(),
  is_after_sale_end_date: z.boolean(),
  is_available: z.boolean(),
  initial_quantity_available: z.number().nullable().optional(),
  quantity_sold: z.number().optional(),
  quantity_remaining: z.number().optional(),
  is_sold_out: z.boolean(),
  is_hidden: z.boolean().nullable().optional(),
  off_sale_reason: z.string().nullable().optional(),
  price_including_taxes_and_fees: z.number(),
  price_before_discount: z.number().nullable().optional(),
  is_discounted: z.boolean().optional(),
  tax_total: z.number().optional(),
  fee_total: z.number().optional(),
});
export type ProductPrice = z.infer<typeof productPriceSchema>;

/** A product as organisers see it; public pages get a subset (some fields then absent). */
export const productSchema = z.object({
  id: z.number(),
  title: z.string(),
  type: productPriceTypeSchema,
  product_type: productTypeSchema,
  order: z.number().optional(),
  description: z.string().nullable(),
  price: z.number().optional(),
  max_per_order: z.number().nullable(),
  min_per_order: z.number().nullable(),
  quantity_sold: z.number().optional(),
  quantity_available: z.number().optional(),
  sale_start_date: z.string().nullable(),
  sale_end_date: z.string().nullable(),
  event_id: z.number(),
  product_category_id: z.number().nullable(),
  initial_quantity_available: z.number().nullable().optional(),
  hide_before_sale_start_date: z.boolean().optional(),
  hide_after_sale_end_date: z.boolean().optional(),
  start_collapsed: z.boolean(),
  show_quantity_remaining: z.boolean().optional(),
  hide_when_sold_out: z.boolean().optional(),
  is_hidden_without_promo_code: z.boolean().optional(),
  is_hidden: z.boolean().optional(),
  is_before_sale_start_date: z.boolean(),
  is_after_sale_end_date: z.boolean(),
  is_available: z.boolean().optional(),
  is_sold_out: z.boolean().optional(),
  is_highlighted: z.boolean().optional(),
  highlight_message: z.string().nullable().optional(),
  waitlist_enabled: z.boolean().nullable().optional(),
  taxes_and_fees: z.array(taxAndFeeSchema).optional(),
  /** The public product names its taxes and fees `taxes`. */
  taxes: z.array(taxAndFeeSchema).optional(),
  prices: z.array(productPriceSchema).optional(),
});
export type Product = z.infer<typeof productSchema>;

const productPriceBodySchema = z.object({
  id: rowId("Price").optional(),
  price: money("Price"),
  label: optionalText("Label", 100),
  sale_start_date: isoDateTime("Sale start date").nullish(),
  sale_end_date: isoDateTime("Sale end date").nullish(),
  initial_quantity_available: wholeNumber("Quantity available", { min: 0 }).nullish(),
  is_hidden: z.boolean().optional(),
});
export type ProductPriceBody = z.input<typeof productPriceBodySchema>;

const isBefore = (start: string | null | undefined, end: string | null | undefined) =>
  !start || !end || Date.parse(start) < Date.parse(end);

/** `POST` and `PUT events/{eventId}/products[/{id}]`. */
export const productBodySchema = z
  .object({
    title: requiredText("Title", 255),
    type: oneOf(productPriceTypes, "Price type"),
    product_type: oneOf(productTypes, "Product type"),
    product_category_id: rowId("Category"),
    prices: z
      .array(productPriceBodySchema, { error: "Prices are required." })
      .min(1, "Add at least one price."),
    description: optionalText("Description", 50_000),
    sale_start_date: isoDateTime("Sale start date").nullish(),
    sale_end_date: isoDateTime("Sale end date").nullish(),
    max_per_order: wholeNumber("Maximum per order", { min: 1 }).nullish(),
    min_per_order: wholeNumber("Minimum per order", { min: 1 }).nullish(),
    initial_quantity_available: wholeNumber("Quantity available", { min: 0 }).nullish(),
    is_hidden: z.boolean().optional(),
    hide_before_sale_start_date: z.boolean().optional(),
    hide_after_sale_end_date: z.boolean().optional(),
    hide_when_sold_out: z.boolean().optional(),
    start_collapsed: z.boolean().optional(),
    show_quantity_remaining: z.boolean().optional(),
    is_hidden_without_promo_code: z.boolean().optional(),
    is_highlighted: z.boolean().optional(),
    highlight_message: optionalText("Highlight message", 255),
    tax_and_fee_ids: z.array(rowId("Tax or fee")).nullish(),
    waitlist_enabled: z.boolean().optional(),
  })
  .superRefine((body, context) => {
    if (!isBefore(body.sale_start_date, body.sale_end_date)) {
      context.addIssue({
        code: "custom",
        path: ["sale_end_date"],
        ...reasonIssue({ code: "sale_ends_before_start" }),
      });
    }
    if (body.min_per_order && body.max_per_order && body.min_per_order > body.max_per_order) {
      context.addIssue({
        code: "custom",
        path: ["min_per_order"],
        ...reasonIssue({ code: "min_over_max" }),
      });
    }
    if (body.type !== "TIERED" && body.prices.length !== 1) {
      context.addIssue({
        code: "custom",
        path: ["prices"],
        ...reasonIssue({ code: "prices_only_tiered" }),
      });
    }
    body.prices.forEach((price, index) => {
      if (body.type === "TIERED" && !price.label?.trim()) {
        context.addIssue({
          code: "custom",
          path: ["prices", index, "label"],
          ...reasonIssue({ code: "tier_label_required" }),
        });
      }
      if (!isBefore(price.sale_start_date, price.sale_end_date)) {
        context.addIssue({
          code: "custom",
          path: ["prices", index, "sale_end_date"],
          ...reasonIssue({ code: "sale_ends_before_start" }),
        });
      }
    });
  });
export type ProductBody = z.input<typeof productBodySchema>;

/** `POST events/{eventId}/products/sort`: the new order of products within each category. */
export const sortProductsSchema = z.object({
  sorted_categories: z.array(
    z.object({
      product_category_id: rowId("Category"),
      sorted_products: z.array(z.object({ id: rowId("Product"), order: wholeNumber("Order", { min: 0 }) })),
    }),
  ),
});
export type SortProductsBody = z.input<typeof sortProductsSchema>;
