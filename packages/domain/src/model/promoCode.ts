import { z } from "zod";
import { isoDateTime, oneOf, rowId, wholeNumber } from "./fields";
import { reasonIssue } from "./reasons";

/** How a code changes prices (docs/rules/prices.md). NONE is an access code that unlocks hidden products. */
export const promoCodeDiscountTypes = ["PERCENTAGE", "FIXED", "NONE"] as const;
export type PromoCodeDiscountType = (typeof promoCodeDiscountTypes)[number];
export const promoCodeDiscountTypeSchema = z.enum(promoCodeDiscountTypes);

export const maxPromoCodeUsages = 9_999_999;

export const promoCodeSchema = z.object({
  id: z.number(),
  code: z.string(),
  applicable_product_ids: z.array(z.number()).nullable(),
  discount: z.number(),
  discount_type: promoCodeDiscountTypeSchema,
  created_at: z.string(),
  updated_at: z.string(),
  expiry_date: z.string().nullable(),
  attendee_usage_count: z.number(),
  order_usage_count: z.number(),
  max_allowed_usages: z.number().nullable(),
});
export type PromoCode = z.infer<typeof promoCodeSchema>;

/** `POST` and `PUT events/{eventId}/promo-codes[/{id}]`; codes are stored lower-case. */
export const promoCodeBodySchema = z
  .object({
    code: z
      .string({ error: "Code is required." })
      .trim()
      .min(2, "Code must be at least 2 characters.")
      .max(50, "Code must be at most 50 characters.")
      .transform((code) => code.toLowerCase()),
    discount_type: oneOf(promoCodeDiscountTypes, "Discount type"),
    discount: z
      .number({ error: "Discount must be a number." })
      .min(0, "Discount cannot be negative.")
      .nullish(),
    applicable_product_ids: z.array(rowId("Product")).nullish(),
    expiry_date: isoDateTime("Expiry date").nullish(),
    max_allowed_usages: wholeNumber("Maximum uses", { min: 1, max: maxPromoCodeUsages }).nullish(),
  })
  .superRefine((body, context) => {
    if (body.discount_type === "NONE") return;
    if (body.discount === undefined || body.discount === null) {
      context.addIssue({
        code: "custom",
        path: ["discount"],
        ...reasonIssue({ code: "discount_required" }),
      });
    } else if (body.discount_type === "PERCENTAGE" && body.discount > 100) {
      context.addIssue({
        code: "custom",
        path: ["discount"],
        ...reasonIssue({ code: "discount_over_100" }),
      });
    }
  });
export type PromoCodeBody = z.input<typeof promoCodeBodySchema>;

/** `GET public/events/{eventId}/promo-codes/{code}`. */
export const promoCodeValidationSchema = z.object({ valid: z.boolean() });
export type PromoCodeValidation = z.infer<typeof promoCodeValidationSchema>;
