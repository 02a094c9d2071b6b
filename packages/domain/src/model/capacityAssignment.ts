import { z } from "zod";
import { oneOf, requiredText, rowId, wholeNumber } from "./fields";

export const capacityAssignmentStatuses = ["ACTIVE", "INACTIVE"] as const;
export type CapacityAssignmentStatus = (typeof capacityAssignmentStatuses)[number];
export const capacityAssignmentStatusSchema = z.enum(capacityAssignmentStatuses);

export const capacityAssignmentAppliesTo = ["PRODUCTS", "EVENT"] as const;
export type CapacityAssignmentAppliesTo = (typeof capacityAssignmentAppliesTo)[number];

export const capacityAssignmentSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** null = unlimited */
  capacity: z.number().nullable(),
  used_capacity: z.number(),
  percentage_used: z.number(),
  applies_to: z.enum(capacityAssignmentAppliesTo),
  status: capacityAssignmentStatusSchema,
  event_id: z.number(),
  products: z.array(z.object({ id: z.number(), title: z.string() })).optional(),
});
export type CapacityAssignment = z.infer<typeof capacityAssignmentSchema>;

/** `POST` and `PUT events/{eventId}/capacity-assignments[/{id}]`. */
export const capacityAssignmentBodySchema = z.object({
  name: requiredText("Name", 100),
  capacity: wholeNumber("Capacity", { min: 1 }).nullish(),
  status: oneOf(capacityAssignmentStatuses, "Status"),
  product_ids: z
    .array(rowId("Product"), { error: "Choose at least one product." })
    .min(1, "Choose at least one product."),
});
export type CapacityAssignmentBody = z.input<typeof capacityAssignmentBodySchema>;
