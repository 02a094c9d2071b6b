import { z } from "zod";
import { flag, oneOf, optionalText, requiredText } from "./fields";
import { reasonIssue } from "./reasons";

/** A tax or a fee; how they are charged is in docs/rules/prices.md. */
export const taxAndFeeTypes = ["TAX", "FEE"] as const;
export type TaxAndFeeType = (typeof taxAndFeeTypes)[number];
export const taxAndFeeTypeSchema = z.enum(taxAndFeeTypes);

export const taxAndFeeCalculationTypes = ["PERCENTAGE", "FIXED"] as const;
export type TaxAndFeeCalculationType = (typeof taxAndFeeCalculationTypes)[number];
export const taxAndFeeCalculationTypeSchema = z.enum(taxAndFeeCalculationTypes);

export const taxAndFeeSchema = z.object({
  id: z.number(),
  account_id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  calculation_type: taxAndFeeCalculationTypeSchema,
  rate: z.number(),
  is_active: z.boolean(),
  is_default: z.boolean(),
  type: taxAndFeeTypeSchema,
  /** The account's list only: the live products of live events that charge it. */
  used_by: z
    .array(
      z.object({
        product_id: z.number(),
        product_title: z.string(),
        event_id: z.number(),
        event_title: z.string(),
      }),
    )
    .optional(),
});
export type TaxAndFee = z.infer<typeof taxAndFeeSchema>;

/** `POST` and `PUT accounts/{id}/taxes-and-fees[/{id}]`. */
export const taxAndFeeBodySchema = z
  .object({
    name: requiredText("Name", 255),
    description: optionalText("Description", 255),
    calculation_type: oneOf(taxAndFeeCalculationTypes, "Calculation type"),
    type: oneOf(taxAndFeeTypes, "Type"),
    rate: z
      .number({ error: "Rate is required." })
      .min(0, "Rate cannot be negative.")
      .max(999_999_999, "Rate is too large."),
    is_active: flag("Active"),
    is_default: flag("Default"),
  })
  .refine((body) => body.calculation_type !== "PERCENTAGE" || body.rate <= 100, {
    path: ["rate"],
    ...reasonIssue({ code: "rate_over_100" }),
  });
export type TaxAndFeeBody = z.input<typeof taxAndFeeBodySchema>;
