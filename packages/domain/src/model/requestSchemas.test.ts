import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { registerSchema } from "./auth";
import { capacityAssignmentBodySchema } from "./capacityAssignment";
import { checkInListBodySchema } from "./checkInList";
import { createOrderSchema } from "./checkout";
import { createEventSchema, updateEventSettingsSchema } from "./event";
import { listParamsSchema } from "./list";
import { sendMessageSchema } from "./message";
import { refundOrderSchema } from "./order";
import { organizerBodySchema } from "./organizer";
import { productBodySchema } from "./product";
import { promoCodeBodySchema } from "./promoCode";
import { questionBodySchema } from "./question";
import { updateCurrentUserSchema } from "./user";
import { fieldErrorsFromZod } from "./validation";
import { webhookBodySchema } from "./webhook";

/** The field errors a body gets, or `{}` when it is accepted. */
function errorsFor(schema: z.ZodType, body: unknown) {
  const result = schema.safeParse(body);
  return result.success ? {} : fieldErrorsFromZod(result.error);
}

const registration = {
  first_name: "Ada",
  email: "ada@example.com",
  password: "correct horse",
  password_confirmation: "correct horse",
};
const event = { title: "Gala", start_date: "2025-05-01T18:00:00Z", organizer_id: 1 };
const product = {
  title: "Entry",
  type: "PAID",
  product_type: "TICKET",
  product_category_id: 1,
  prices: [{ price: 10 }],
};

describe("request schemas refuse what the server must refuse", () => {
  it.each([
    ["registration: accepted", registerSchema, registration, {}],
    [
      "registration: nothing given",
      registerSchema,
      {},
      {
        first_name: ["First name is required."],
        email: ["Email is required."],
        password: ["Password is required."],
        password_confirmation: ["Password confirmation is required."],
      },
    ],
    [
      "registration: bad email",
      registerSchema,
      { ...registration, email: "ada@" },
      {
        email: ["Email must be a valid email address."],
      },
    ],
    [
      "registration: short password",
      registerSchema,
      { ...registration, password: "short", password_confirmation: "short" },
      {
        password: ["Password must be at least 8 characters."],
      },
    ],
    [
      "registration: passwords differ",
      registerSchema,
      { ...registration, password_confirmation: "correct horsE" },
      {
        password_confirmation: ["The passwords do not match."],
      },
    ],
    [
      "profile: password change needs the current one",
      updateCurrentUserSchema,
      { password: "new password", password_confirmation: "new password" },
      {
        current_password: ["Current password is required."],
      },
    ],
    [
      "profile: names and email without password",
      updateCurrentUserSchema,
      { first_name: "Ada" },
      {
        email: ["Email is required."],
        timezone: ["Time zone is required."],
        locale: ["Locale is required."],
      },
    ],
    ["event: accepted", createEventSchema, event, {}],
    [
      "event: title too long",
      createEventSchema,
      { ...event, title: "x".repeat(151) },
      {
        title: ["Title must be at most 150 characters."],
      },
    ],
    [
      "event: not an ISO date",
      createEventSchema,
      { ...event, start_date: "01/05/2025" },
      {
        start_date: ["Start date must be an ISO 8601 date and time (e.g. 2025-05-01T18:00:00Z)."],
      },
    ],
    [
      "event: ends before it starts",
      createEventSchema,
      { ...event, end_date: "2025-05-01T17:00:00Z" },
      {
        end_date: ["The end date cannot be before the start date."],
      },
    ],
    [
      "event settings: timeout 1–120 minutes",
      updateEventSettingsSchema,
      { order_timeout_in_minutes: 121 },
      {
        order_timeout_in_minutes: ["Order timeout must be at most 120."],
      },
    ],
    [
      "event settings: hex colours",
      updateEventSettingsSchema,
      { homepage_primary_color: "purple" },
      {
        homepage_primary_color: ["Primary colour must be a hex colour such as #40296C."],
      },
    ],
    [
      "organizer: bad time zone and currency",
      organizerBodySchema,
      { name: "Acme", email: "a@example.com", timezone: "Mars/Olympus", currency: "eur" },
      {
        timezone: ["Time zone is not a known time zone."],
        currency: ["Currency must be a three-letter ISO 4217 code such as EUR."],
      },
    ],
    ["product: accepted", productBodySchema, product, {}],
    [
      "product: negative price",
      productBodySchema,
      { ...product, prices: [{ price: -1 }] },
      {
        "prices.0.price": ["Price cannot be negative."],
      },
    ],
    [
      "product: four decimals, more than any currency has",
      productBodySchema,
      { ...product, prices: [{ price: 10.0005 }] },
      {
        "prices.0.price": ["Price can have at most 3 decimals."],
      },
    ],
    [
      "product: tiers need labels",
      productBodySchema,
      { ...product, type: "TIERED", prices: [{ price: 5, label: "Early" }, { price: 8 }] },
      {
        "prices.1.label": ["Each tier needs a label."],
      },
    ],
    [
      "product: one price unless tiered",
      productBodySchema,
      { ...product, prices: [{ price: 5 }, { price: 8 }] },
      {
        prices: ["Only tiered products have several prices."],
      },
    ],
    [
      "promo code: percentage over 100",
      promoCodeBodySchema,
      { code: "spring", discount_type: "PERCENTAGE", discount: 120 },
      {
        discount: ["A percentage discount must be at most 100."],
      },
    ],
    [
      "promo code: fixed needs an amount",
      promoCodeBodySchema,
      { code: "spring", discount_type: "FIXED" },
      {
        discount: ["Enter the discount for this type of discount."],
      },
    ],
    [
      "promo code: too short",
      promoCodeBodySchema,
      { code: "a", discount_type: "NONE" },
      {
        code: ["Code must be at least 2 characters."],
      },
    ],
    [
      "question: choices need options",
      questionBodySchema,
      { title: "Size?", type: "RADIO", belongs_to: "ORDER", required: true, is_hidden: false },
      {
        options: ["Add the options people can choose from."],
      },
    ],
    [
      "capacity: at least one product",
      capacityAssignmentBodySchema,
      { name: "Hall", capacity: 0, status: "ACTIVE", product_ids: [] },
      {
        capacity: ["Capacity must be at least 1."],
        product_ids: ["Choose at least one product."],
      },
    ],
    [
      "check-in list: expires after it opens",
      checkInListBodySchema,
      {
        name: "Door",
        product_ids: [1],
        activates_at: "2025-05-02T00:00:00Z",
        expires_at: "2025-05-01T00:00:00Z",
      },
      {
        expires_at: ["The list must close after it opens."],
      },
    ],
    [
      "message: individual attendees need ids",
      sendMessageSchema,
      { subject: "Hi", message: "<p>Hi</p>", message_type: "INDIVIDUAL_ATTENDEES" },
      {
        attendee_ids: ["Choose the attendees to write to."],
      },
    ],
    [
      "refund: more than zero",
      refundOrderSchema,
      { amount: 0, notify_buyer: true, cancel_order: false },
      {
        amount: ["Refund amount must be more than zero."],
      },
    ],
    [
      "order: nothing selected",
      createOrderSchema,
      { products: [{ product_id: 1, quantities: [{ price_id: 1, quantity: 0 }] }] },
      {
        products: ["You haven't selected any products."],
      },
    ],
    [
      "webhook: needs an event type and a web URL",
      webhookBodySchema,
      { url: "ftp://example.com/hook", event_types: [] },
      {
        url: ["URL must start with http:// or https://."],
        event_types: ["Choose at least one event type."],
      },
    ],
  ])("%s", (_case, schema, body, expected) => {
    expect(errorsFor(schema as z.ZodType, body)).toEqual(expected);
  });
});

describe("what the schemas hand on", () => {
  it("stores promo codes lower-case and trimmed", () => {
    expect(promoCodeBodySchema.parse({ code: " Spring25 ", discount_type: "NONE" }).code).toBe("spring25");
  });

  it("reads list parameters from a query string with the defaults", () => {
    expect(listParamsSchema.parse({})).toEqual({ page: 1, per_page: 20 });
    expect(listParamsSchema.parse({ page: "2", per_page: "50", sort_direction: "DESC" })).toEqual({
      page: 2,
      per_page: 50,
      sort_direction: "desc",
    });
    expect(listParamsSchema.safeParse({ per_page: "101" }).success).toBe(false);
  });
});
