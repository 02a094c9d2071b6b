import { z } from "zod";
import { attendeeStatuses } from "../rules/canTransitionAttendee";
import { orderStatuses } from "../rules/canTransitionOrder";
import { questionResponsesSchema } from "./checkout";
import { emailAddress, money, oneOf, optionalName, optionalText, requiredName, rowId } from "./fields";
import { productSchema } from "./product";
import { questionAnswerSchema } from "./question";
import { userLocales } from "./user";

// The list lives beside the moves between its values.
export { type AttendeeStatus, attendeeStatuses } from "../rules/canTransitionAttendee";
export const attendeeStatusSchema = z.enum(attendeeStatuses);

/** Staff check-in from the attendee page (`POST events/{e}/attendees/{publicId}/check_in`). */
export const attendeeCheckInActions = ["check_in", "check_out"] as const;
export type AttendeeCheckInAction = (typeof attendeeCheckInActions)[number];

export const checkInRecordSchema = z.object({
  id: z.number(),
  short_id: z.string(),
  attendee_id: z.number(),
  check_in_list_id: z.number(),
  product_id: z.number().optional(),
  event_id: z.number().optional(),
  order_id: z.number().optional(),
  created_at: z.string().optional(),
  checked_in_at: z.string().optional(),
  /** The device that admitted the attendee, as its holder named it (null: by hand, or unnamed). */
  device_name: z.string().nullable().optional(),
  /** The id the admitting device made for itself; null when an organiser checked in by hand. */
  device_id: z.string().nullable().optional(),
  check_in_list: z.object({ id: z.number(), name: z.string(), short_id: z.string() }).partial().optional(),
});
export type CheckInRecord = z.infer<typeof checkInRecordSchema>;

export const attendeeSchema = z.object({
  id: z.number(),
  order_id: z.number().optional(),
  product_id: z.number(),
  product_price_id: z.number(),
  event_id: z.number().optional(),
  email: z.string(),
  status: attendeeStatusSchema,
  first_name: z.string(),
  last_name: z.string(),
  public_id: z.string(),
  short_id: z.string(),
  locale: z.string(),
  notes: z.string().nullable().optional(),
  product: productSchema.partial().extend({ id: z.number(), title: z.string() }).optional(),
  /** The price (tier) the attendee holds: its label (null for a product with one price) and amount. */
  product_price: z.object({ id: z.number(), label: z.string().nullable(), price: z.number() }).optional(),
  /** A summary of the attendee's order, for the organiser's lists and detail. */
  order: z
    .object({
      id: z.number(),
      short_id: z.string(),
      public_id: z.string(),
      status: z.enum(orderStatuses),
      payment_status: z.string().nullable(),
      first_name: z.string().nullable(),
      last_name: z.string().nullable(),
      email: z.string().nullable(),
      currency: z.string(),
      total_gross: z.number(),
      is_manually_created: z.boolean(),
      created_at: z.string(),
    })
    .optional(),
  check_ins: z.array(checkInRecordSchema).optional(),
  /** Public check-in lists report the attendee's check-in on that list, if any. */
  check_in: checkInRecordSchema.nullable().optional(),
  question_answers: z.array(questionAnswerSchema).optional(),
  /** The signed code its QR carries; only on a ticket that admits (never a sequential id). */
  ticket_code: z.string().optional(),
  /** That QR code as SVG markup, drawn by the server. */
  qr_code_svg: z.string().optional(),
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
  /**
   * On an order's detail (organiser's and buyer's), a Varco addition: what the ticket was paid
   * (its share of its line's total) and what of it came back or is on its way, in the order's
   * currency.
   */
  amount_paid: z.number().optional(),
  amount_refunded: z.number().optional(),
});
export type Attendee = z.infer<typeof attendeeSchema>;

/** `POST events/{eventId}/attendees`: an organiser adds someone by hand. */
export const createAttendeeSchema = z.object({
  product_id: rowId("Product"),
  product_price_id: rowId("Price"),
  email: emailAddress(),
  first_name: requiredName("First name", 40),
  last_name: optionalName("Last name", 40),
  amount_paid: money("Amount paid"),
  send_confirmation_email: z.boolean({ error: "Say whether to send a confirmation email." }),
  taxes_and_fees: z
    .array(z.object({ tax_or_fee_id: rowId("Tax or fee"), amount: money("Amount") }))
    .optional(),
  locale: oneOf(userLocales, "Locale"),
});
export type CreateAttendeeBody = z.input<typeof createAttendeeSchema>;

/** `PUT events/{eventId}/attendees/{id}`. */
export const updateAttendeeSchema = z.object({
  email: emailAddress("Email", 100),
  first_name: requiredName("First name", 100),
  last_name: requiredName("Last name", 100),
  product_id: rowId("Product"),
  /** The price sold; left out (or `""`, as Hi.Events' form sends for a single-price product), it stays. */
  product_price_id: rowId("Price").optional(),
  notes: optionalText("Notes", 2000),
  /**
   * Answers to the questions asked for the attendee's product; when given they replace the
   * attendee's answers (checked as the checkout checks them), when left out they stay.
   */
  questions: questionResponsesSchema,
});
export type UpdateAttendeeBody = z.input<typeof updateAttendeeSchema>;

/** `PATCH events/{eventId}/attendees/{id}`: cancel, reactivate or rename. */
export const patchAttendeeSchema = z.object({
  status: z
    .string()
    .transform((status) => status.toUpperCase())
    .pipe(oneOf(attendeeStatuses, "Status"))
    .optional(),
  first_name: requiredName("First name", 100).optional(),
  last_name: requiredName("Last name", 100).optional(),
  email: emailAddress("Email", 100).optional(),
});
export type PatchAttendeeBody = z.input<typeof patchAttendeeSchema>;

/**
 * `POST events/{eventId}/attendees/{publicId}/check_in`: an organiser admits someone by hand, or
 * undoes their admission. `check_in_list_id` names the list; it may be left out when exactly one
 * of the event's lists holds the attendee's product.
 */
export const attendeeCheckInSchema = z.object({
  action: oneOf(attendeeCheckInActions, "Action"),
  check_in_list_id: rowId("Check-in list").nullish(),
});
export type AttendeeCheckInBody = z.input<typeof attendeeCheckInSchema>;
