import { z } from "zod";
import { attendeeSchema, type CheckInRecord, checkInRecordSchema } from "./attendee";
import { publicEventSchema } from "./event";
import { isoDateTime, oneOf, optionalText, requiredText, rowId } from "./fields";
import { productSchema } from "./product";
import { reasonIssue } from "./reasons";

/** What a door scan does (`POST public/check-in-lists/{shortId}/check-ins`). */
export const checkInActions = ["check-in", "check-in-and-mark-order-as-paid"] as const;
export type CheckInAction = (typeof checkInActions)[number];
export const checkInActionSchema = z.enum(checkInActions);

/** Door lists page through at most this many attendees at a time. */
export const maxCheckInAttendeesPerPage = 250;

export const checkInListSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  expires_at: z.string().nullable(),
  activates_at: z.string().nullable(),
  short_id: z.string(),
  total_attendees: z.number(),
  checked_in_attendees: z.number(),
  is_expired: z.boolean().optional(),
  is_active: z.boolean().optional(),
  products: z.array(productSchema.partial().extend({ id: z.number(), title: z.string() })).optional(),
  event: publicEventSchema.optional(),
});
export type CheckInList = z.infer<typeof checkInListSchema>;

/** `POST` and `PUT events/{eventId}/check-in-lists[/{id}]`. */
export const checkInListBodySchema = z
  .object({
    name: requiredText("Name", 100),
    description: optionalText("Description", 255),
    activates_at: isoDateTime("Activation date").nullish(),
    expires_at: isoDateTime("Expiry date").nullish(),
    product_ids: z
      .array(rowId("Product"), { error: "Choose at least one product." })
      .min(1, "Choose at least one product."),
  })
  .refine(
    (body) =>
      !body.activates_at || !body.expires_at || Date.parse(body.activates_at) < Date.parse(body.expires_at),
    {
      path: ["expires_at"],
      ...reasonIssue({ code: "check_in_list_expires_before_opens" }),
    },
  );
export type CheckInListBody = z.input<typeof checkInListBodySchema>;

/** A check-in made at the door. */
export const checkInSchema = checkInRecordSchema;
export type CheckIn = CheckInRecord;

/**
 * An attendee on a door list, with their check-in on that list if any. Never its short id: that
 * opens the ticket page, which the door has no need of.
 */
export const checkInAttendeeSchema = attendeeSchema
  .pick({
    id: true,
    email: true,
    first_name: true,
    last_name: true,
    public_id: true,
    product_id: true,
    product_price_id: true,
    status: true,
    locale: true,
  })
  .extend({ order_id: z.number(), check_in: checkInRecordSchema.nullable() });
export type CheckInAttendee = z.infer<typeof checkInAttendeeSchema>;

/** `POST public/check-in-lists/{shortId}/check-ins`. */
export const createCheckInsSchema = z.object({
  attendees: z
    .array(
      z.object({
        /** A public id, or a ticket code as its QR carries it. */
        public_id: requiredText("Attendee", 400),
        action: oneOf(checkInActions, "Action"),
      }),
      { error: "Choose who to check in." },
    )
    .min(1, "Choose who to check in."),
});
export type CreateCheckInsBody = z.input<typeof createCheckInsSchema>;

/** Per-attendee failures come back in `errors` keyed by public id, not as an HTTP error. */
export const createCheckInsResponseSchema = z.object({
  data: z.array(checkInSchema),
  errors: z.record(z.string(), z.string()).optional(),
});
export type CreateCheckInsResponse = z.infer<typeof createCheckInsResponseSchema>;
