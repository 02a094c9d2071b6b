import { z } from "zod";
import { flag, optionalText, requiredText } from "./fields";
import { productSchema } from "./product";

export const productCategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  is_hidden: z.boolean(),
  order: z.number(),
  no_products_message: z.string().nullable(),
  products: z.array(productSchema).optional(),
});
export type ProductCategory = z.infer<typeof productCategorySchema>;

/** `POST` and `PUT events/{eventId}/product-categories[/{id}]`. */
export const productCategoryBodySchema = z.object({
  name: requiredText("Name", 50),
  description: optionalText("Description", 5000),
  is_hidden: flag("Hidden"),
  no_products_message: optionalText("Message when empty", 255),
});
export type ProductCategoryBody = z.input<typeof productCategoryBodySchema>;
