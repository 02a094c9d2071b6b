import { z } from "zod";
import { billingAddressInputSchema } from "./address";
import { emailAddress, money, requiredName, rowId, wholeNumber } from "./fields";
import { answerInputSchema } from "./question";
import { reasonIssue } from "./reasons";

/** `POST public/events/{eventId}/order`: reserve products (checked as docs/rules/availability.md says). */
export const createOrderSchema = z
  .object({
    products: z
      .array(
        z.object({
          product_id: rowId("Product"),
          quantities: z.array(
            z.object({
              price_id: rowId("Price"),
              quantity: wholeNumber("Quantity", { min: 0 }),
              /** What the buyer offers for a DONATION product. */
              price: money("Amount").optional(),
            }),
          ),
        }),
        { error: "You haven't selected any products." },
      )
      .min(1, "You haven't selected any products."),
    promo_code: z.string().trim().max(50).nullish(),
    affiliate_code: z.string().trim().max(50).nullish(),
    session_identifier: z.string().max(255).optional(),
  })
  .refine((body) => body.products.some((product) => product.quantities.some((line) => line.quantity > 0)), {
    path: ["products"],
    ...reasonIssue({ code: "no_products_selected" }),
  });
export type CreateOrderBody = z.input<typeof createOrderSchema>;

/** Answers to the event's questions: `{ question_id, response }`, the response bare or as `{ answer }`. */
export const questionResponsesSchema = z
  .array(
    z.object({
      question_id: rowId("Question"),
      response: z.object({ answer: answerInputSchema }).or(answerInputSchema),
    }),
  )
  .optional();

const confirmedEmail = {
  check: (person: { email?: string | null; email_confirmation?: string | null }) =>
    !person.email || person.email === person.email_confirmation,
  issue: { path: ["email_confirmation"], ...reasonIssue({ code: "emails_mismatch" }) },
};

/** `PUT public/events/{eventId}/order/{shortId}`: the buyer's and attendees' details. */
export const completeOrderSchema = z.object({
  order: z
    .object({
      first_name: requiredName("First name", 40),
      last_name: requiredName("Last name", 40),
      email: emailAddress(),
      email_confirmation: z.string({ error: "Confirm the email address." }),
      address: billingAddressInputSchema.optional(),
      questions: questionResponsesSchema,
      opted_into_marketing: z.boolean().optional(),
      /** Required (true) when the deployment publishes terms (runtime config `termsUrl`). */
      accepted_terms: z.boolean().optional(),
    })
    .refine(confirmedEmail.check, confirmedEmail.issue),
  /** One entry per purchased unit. */
  products: z.array(
    z
      .object({
        product_id: rowId("Product"),
        product_price_id: rowId("Price"),
        first_name: requiredName("First name", 100).optional(),
        last_name: requiredName("Last name", 100).optional(),
        email: emailAddress("Email", 100).optional(),
        email_confirmation: z.string().optional(),
        questions: questionResponsesSchema,
      })
      .refine(confirmedEmail.check, confirmedEmail.issue),
  ),
});
export type CompleteOrderBody = z.input<typeof completeOrderSchema>;

/** `POST …/order/{shortId}/stripe/payment_intent` answers unwrapped. */
export const stripePaymentIntentSchema = z.object({
  client_secret: z.string(),
  account_id: z.string().nullable(),
  public_key: z.string(),
  stripe_platform: z.string().nullable(),
});
export type StripePaymentIntent = z.infer<typeof stripePaymentIntentSchema>;

/** `GET …/order/{shortId}/stripe/payment_intent` (camelCase on the wire). */
export const stripePaymentIntentStatusSchema = z.object({
  status: z.string(),
  paymentIntentId: z.string(),
  amount: z.number(),
});
export type StripePaymentIntentStatus = z.infer<typeof stripePaymentIntentStatusSchema>;

/** Self-service edits of an order or one attendee (`PATCH …/order/{shortId}[/attendees/{shortId}]`). */
export const selfServiceEditSchema = z.object({
  first_name: requiredName("First name", 255).optional(),
  last_name: requiredName("Last name", 255).optional(),
  email: emailAddress().optional(),
});
export type SelfServiceEditBody = z.input<typeof selfServiceEditSchema>;

/** `new_short_id` is present when the edit issued a new link (the old one stops working). */
export const selfServiceEditResponseSchema = z.object({
  message: z.string(),
  new_short_id: z.string().optional(),
});
export type SelfServiceEditResponse = z.infer<typeof selfServiceEditResponseSchema>;

/** `POST public/ticket-lookup`. */
export const ticketLookupSchema = z.object({ email: emailAddress() });
export type TicketLookupBody = z.input<typeof ticketLookupSchema>;

/** Options for reading an order during checkout. */
export interface GetPublicOrderOptions {
  /** `event` adds the event, its settings, organizer and images. */
  include?: readonly "event"[];
  session_identifier?: string;
}
