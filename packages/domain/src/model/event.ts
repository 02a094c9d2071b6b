import { z } from "zod";
import { priceDisplayModes } from "../rules/priceDisplay";
import { locationDetailsInputSchema, locationDetailsSchema } from "./address";
import {
  currencyCode,
  emailAddress,
  flag,
  hexColor,
  isoDateTime,
  oneOf,
  optionalText,
  requiredText,
  rowId,
  timeZone,
  webAddress,
  wholeNumber,
} from "./fields";
import { imageSchema } from "./image";
import {
  attendeeDetailsCollectionMethodSchema,
  homepageBackgroundTypeSchema,
  homepageThemeSettingsInputSchema,
  homepageThemeSettingsSchema,
  organizerSchema,
  publicOrganizerSchema,
} from "./organizer";
import { productCategorySchema } from "./productCategory";
import { questionSchema } from "./question";
import { reasonIssue } from "./reasons";
import { salesTotalsSchema } from "./salesTotals";

/** Where an event stands as its organiser set it (PAUSED is Varco's, not in the newest Hi.Events). */
export const eventStatuses = ["DRAFT", "LIVE", "PAUSED", "ARCHIVED"] as const;
export type EventStatus = (typeof eventStatuses)[number];
export const eventStatusSchema = z.enum(eventStatuses);
/**
 * The statuses anyone may see on the public pages and lists: a PAUSED event stays visible and says
 * that its sales are paused; DRAFT and ARCHIVED events are seen only by their own account.
 */
export const publicEventStatuses = ["LIVE", "PAUSED"] as const satisfies readonly EventStatus[];

/** Where an event is in time: computed from its dates, never stored (`eventLifecycleStatus`). */
export const eventLifecycleStatuses = ["UPCOMING", "ONGOING", "ENDED"] as const;
export type EventLifecycleStatus = (typeof eventLifecycleStatuses)[number];
export const eventLifecycleStatusSchema = z.enum(eventLifecycleStatuses);

export const eventCategories = [
  "SOCIAL",
  "FOOD_DRINK",
  "CHARITY",
  "MUSIC",
  "ART",
  "COMEDY",
  "THEATER",
  "BUSINESS",
  "TECH",
  "EDUCATION",
  "WORKSHOP",
  "SPORTS",
  "FESTIVAL",
  "NIGHTLIFE",
  "OTHER",
] as const;
export type EventCategory = (typeof eventCategories)[number];
export const eventCategorySchema = z.enum(eventCategories);

export const paymentProviders = ["STRIPE", "OFFLINE"] as const;
export type PaymentProvider = (typeof paymentProviders)[number];
export const paymentProviderSchema = z.enum(paymentProviders);

export { type PriceDisplayMode, priceDisplayModes } from "../rules/priceDisplay";
export const priceDisplayModeSchema = z.enum(priceDisplayModes);

/** Order reservations last this long unless the event says otherwise, within these bounds. */
export const defaultOrderTimeoutMinutes = 15;
export const minOrderTimeoutMinutes = 1;
export const maxOrderTimeoutMinutes = 120;

export const ticketLayoutTypes = ["default", "modern"] as const;
export type TicketLayoutType = (typeof ticketLayoutTypes)[number];

export const eventAttributeSchema = z.object({ name: z.string(), value: z.string(), is_public: z.boolean() });
export type EventAttribute = z.infer<typeof eventAttributeSchema>;

export const ticketDesignSettingsSchema = z.object({
  accent_color: z.string().nullish(),
  logo_image_id: z.number().nullish(),
  footer_text: z.string().nullish(),
  layout_type: z.enum(ticketLayoutTypes).nullish(),
  enabled: z.boolean().nullish(),
});
export type TicketDesignSettings = z.infer<typeof ticketDesignSettingsSchema>;

export const eventSettingsSchema = z.object({
  pre_checkout_message: z.string().nullable(),
  post_checkout_message: z.string().nullable().optional(),
  product_page_message: z.string().nullable(),
  continue_button_text: z.string().nullable(),
  required_attendee_details: z.boolean(),
  attendee_details_collection_method: attendeeDetailsCollectionMethodSchema,
  email_footer_message: z.string().nullable(),
  support_email: z.string().nullable(),
  order_timeout_in_minutes: z.number(),
  homepage_body_background_color: z.string().nullable(),
  homepage_background_color: z.string().nullable(),
  homepage_primary_color: z.string().nullable(),
  homepage_primary_text_color: z.string().nullable(),
  homepage_secondary_color: z.string().nullable(),
  homepage_secondary_text_color: z.string().nullable(),
  homepage_background_type: homepageBackgroundTypeSchema.nullable(),
  website_url: z.string().nullable(),
  maps_url: z.string().nullable(),
  location_details: locationDetailsSchema.nullable(),
  is_online_event: z.boolean(),
  online_event_connection_details: z.string().nullable().optional(),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  seo_keywords: z.string().nullable(),
  allow_search_engine_indexing: z.boolean(),
  notify_organizer_of_new_orders: z.boolean().optional(),
  price_display_mode: priceDisplayModeSchema,
  hide_getting_started_page: z.boolean().optional(),
  ticket_design_settings: ticketDesignSettingsSchema.nullable(),
  payment_providers: z.array(paymentProviderSchema),
  offline_payment_instructions: z.string().nullable(),
  allow_orders_awaiting_offline_payment_to_check_in: z.boolean(),
  enable_invoicing: z.boolean().optional(),
  invoice_label: z.string().nullable(),
  invoice_prefix: z.string().nullable().optional(),
  invoice_start_number: z.number().optional(),
  require_billing_address: z.boolean(),
  organization_name: z.string().nullable().optional(),
  organization_address: z.string().nullable().optional(),
  invoice_tax_details: z.string().nullable().optional(),
  invoice_notes: z.string().nullable().optional(),
  invoice_payment_terms_days: z.number().nullable().optional(),
  show_marketing_opt_in: z.boolean(),
  pass_platform_fee_to_buyer: z.boolean(),
  homepage_theme_settings: homepageThemeSettingsSchema.nullable(),
  allow_attendee_self_edit: z.boolean(),
  waitlist_auto_process: z.boolean().optional(),
  waitlist_offer_timeout_minutes: z.number().nullable().optional(),
});
export type EventSettings = z.infer<typeof eventSettingsSchema>;

export const eventStatisticsSchema = z.object({
  unique_views: z.number(),
  total_views: z.number(),
  sales_total_gross: z.number(),
  total_tax: z.number(),
  sales_total_before_additions: z.number(),
  total_fee: z.number(),
  products_sold: z.number(),
  attendees_registered: z.number(),
  total_refunded: z.number(),
});
export type EventStatistics = z.infer<typeof eventStatisticsSchema>;

/**
 * An event as organisers see it. Relations (`product_categories`, `images`, `settings`…) are
 * present when the server loads them; the public variant adds `description_preview`.
 */
export const eventSchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  category: eventCategorySchema.optional(),
  description: z.string().nullable(),
  description_preview: z.string().nullable().optional(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  status: eventStatusSchema,
  lifecycle_status: eventLifecycleStatusSchema.optional(),
  currency: z.string(),
  timezone: z.string(),
  organizer_id: z.number().optional(),
  product_categories: z.array(productCategorySchema).optional(),
  attributes: z.array(eventAttributeSchema).optional(),
  images: z.array(imageSchema).optional(),
  location_details: locationDetailsSchema.nullable().optional(),
  settings: eventSettingsSchema.optional(),
  organizer: organizerSchema.optional(),
  statistics: eventStatisticsSchema.optional(),
});
export type Event = z.infer<typeof eventSchema>;

/** What anyone may see of an event (`GET public/events/{id}`). */
export const publicEventSchema = eventSchema.omit({ statistics: true, organizer: true }).extend({
  organizer: publicOrganizerSchema.optional(),
  questions: z.array(questionSchema).optional(),
});
export type PublicEvent = z.infer<typeof publicEventSchema>;

const eventAttributeInputSchema = z.object({
  name: requiredText("Attribute name", 50),
  value: requiredText("Attribute value", 1000),
  is_public: flag("Public"),
});

const eventInputShape = {
  title: requiredText("Title", 150),
  description: optionalText("Description", 50_000),
  start_date: isoDateTime("Start date"),
  end_date: isoDateTime("End date").nullish(),
  timezone: timeZone().optional(),
  currency: currencyCode().optional(),
  category: oneOf(eventCategories, "Category").optional(),
  attributes: z.array(eventAttributeInputSchema).optional(),
  location_details: locationDetailsInputSchema.nullish(),
};

const endsAfterStart = {
  check: (body: { start_date: string; end_date?: string | null }) =>
    !body.end_date || Date.parse(body.start_date) <= Date.parse(body.end_date),
  issue: { path: ["end_date"], ...reasonIssue({ code: "end_before_start" }) },
};

/** `POST events`. */
export const createEventSchema = z
  .object({ ...eventInputShape, organizer_id: rowId("Organizer") })
  .refine(endsAfterStart.check, endsAfterStart.issue);
export type CreateEventBody = z.input<typeof createEventSchema>;

/** `PUT events/{id}`: as create, without the organizer. */
export const updateEventSchema = z.object(eventInputShape).refine(endsAfterStart.check, endsAfterStart.issue);
export type UpdateEventBody = z.input<typeof updateEventSchema>;

/** `PUT events/{id}/status`. */
export const updateEventStatusSchema = z.object({ status: oneOf(eventStatuses, "Status") });
export type UpdateEventStatusBody = z.input<typeof updateEventStatusSchema>;

/** What `POST events/{id}/duplicate` can copy along. */
export const duplicableEventParts = [
  "duplicate_products",
  "duplicate_questions",
  "duplicate_settings",
  "duplicate_promo_codes",
  "duplicate_capacity_assignments",
  "duplicate_check_in_lists",
  "duplicate_event_cover_image",
  "duplicate_webhooks",
  "duplicate_affiliates",
  "duplicate_ticket_logo",
] as const;

/** `POST events/{id}/duplicate`. */
export const duplicateEventSchema = z
  .object({
    title: requiredText("Title", 150),
    description: optionalText("Description", 50_000),
    start_date: isoDateTime("Start date"),
    end_date: isoDateTime("End date").nullish(),
    ...(Object.fromEntries(
      duplicableEventParts.map((part) => [part, flag(part.replaceAll("_", " "))]),
    ) as Record<(typeof duplicableEventParts)[number], ReturnType<typeof flag>>),
  })
  .refine(endsAfterStart.check, endsAfterStart.issue);
export type DuplicateEventBody = z.input<typeof duplicateEventSchema>;

/**
 * `PATCH events/{id}/settings`: any subset; `require_attendee_details` is the input name. Every
 * field takes the value it reads back as (null included), so settings read and saved unchanged
 * are valid.
 */
export const updateEventSettingsSchema = z
  .object({
    pre_checkout_message: optionalText("Pre-checkout message", 50_000),
    post_checkout_message: optionalText("Post-checkout message", 50_000),
    product_page_message: optionalText("Product page message", 50_000),
    continue_button_text: optionalText("Continue button text", 100),
    require_attendee_details: z.boolean().optional(),
    attendee_details_collection_method: attendeeDetailsCollectionMethodSchema.optional(),
    email_footer_message: optionalText("Email footer", 50_000),
    support_email: emailAddress("Support email").nullish(),
    order_timeout_in_minutes: wholeNumber("Order timeout", {
      min: minOrderTimeoutMinutes,
      max: maxOrderTimeoutMinutes,
    }).optional(),
    homepage_body_background_color: hexColor("Body background colour").nullish(),
    homepage_background_color: hexColor("Background colour").nullish(),
    homepage_primary_color: hexColor("Primary colour").nullish(),
    homepage_primary_text_color: hexColor("Primary text colour").nullish(),
    homepage_secondary_color: hexColor("Secondary colour").nullish(),
    homepage_secondary_text_color: hexColor("Secondary text colour").nullish(),
    homepage_background_type: homepageBackgroundTypeSchema.nullish(),
    website_url: webAddress("Website").nullish(),
    maps_url: webAddress("Map link", 2048).nullish(),
    location_details: locationDetailsInputSchema.nullish(),
    is_online_event: z.boolean().optional(),
    online_event_connection_details: optionalText("Online connection details", 50_000),
    seo_title: optionalText("SEO title", 255),
    seo_description: optionalText("SEO description", 255),
    seo_keywords: optionalText("SEO keywords", 255),
    allow_search_engine_indexing: z.boolean().optional(),
    notify_organizer_of_new_orders: z.boolean().optional(),
    price_display_mode: oneOf(priceDisplayModes, "Price display mode").optional(),
    hide_getting_started_page: z.boolean().optional(),
    ticket_design_settings: z
      .object({
        accent_color: hexColor("Accent colour").nullish(),
        logo_image_id: rowId("Logo").nullish(),
        footer_text: optionalText("Ticket footer", 500),
        layout_type: z.enum(ticketLayoutTypes).nullish(),
        enabled: z.boolean().nullish(),
      })
      .nullish(),
    payment_providers: z.array(oneOf(paymentProviders, "Payment provider")).optional(),
    offline_payment_instructions: optionalText("Offline payment instructions", 50_000),
    allow_orders_awaiting_offline_payment_to_check_in: z.boolean().optional(),
    enable_invoicing: z.boolean().optional(),
    invoice_label: optionalText("Invoice label", 50),
    invoice_prefix: z
      .string()
      .max(10, "Invoice prefix must be at most 10 characters.")
      .regex(/^[A-Za-z0-9-]*$/, "Invoice prefix may use letters, digits and dashes only.")
      .nullish(),
    invoice_start_number: wholeNumber("Invoice start number", { min: 1 }).optional(),
    require_billing_address: z.boolean().optional(),
    organization_name: optionalText("Organisation name", 255),
    organization_address: optionalText("Organisation address", 255),
    invoice_tax_details: optionalText("Tax details", 1000),
    invoice_notes: optionalText("Invoice notes", 2000),
    invoice_payment_terms_days: wholeNumber("Payment terms", { min: 0, max: 1000 }).nullish(),
    show_marketing_opt_in: z.boolean().optional(),
    pass_platform_fee_to_buyer: z.boolean().optional(),
    homepage_theme_settings: homepageThemeSettingsInputSchema.nullish(),
    allow_attendee_self_edit: z.boolean().optional(),
    waitlist_auto_process: z.boolean().optional(),
    waitlist_offer_timeout_minutes: wholeNumber("Waitlist offer timeout", { min: 1, max: 10_080 }).nullish(),
  })
  // Offline payment's instructions are checked by the server against what is saved: the settings
  // read back (offline on, no instructions yet, as a new event starts) must save unchanged.
  .superRefine((body, context) => {
    if (body.enable_invoicing === true) {
      for (const [field, label] of [
        ["organization_name", "Organisation name"],
        ["organization_address", "Organisation address"],
      ] as const) {
        if (!body[field]?.trim()) {
          context.addIssue({
            code: "custom",
            path: [field],
            ...reasonIssue({ code: "required_for_invoices", label }),
          });
        }
      }
    }
  });
export type UpdateEventSettingsBody = z.input<typeof updateEventSettingsSchema>;

/** One day of `GET events/{id}/stats`. */
export const eventDailyStatsSchema = z.object({
  date: z.string(),
  total_fees: z.number(),
  total_tax: z.number(),
  total_sales_gross: z.number(),
  products_sold: z.number(),
  orders_created: z.number(),
  attendees_registered: z.number(),
  total_refunded: z.number(),
});
export type EventDailyStats = z.infer<typeof eventDailyStatsSchema>;

/** `GET events/{id}/stats`: totals and the last seven days. */
export const eventStatsSchema = z.object({
  daily_stats: z.array(eventDailyStatsSchema),
  start_date: z.string(),
  end_date: z.string(),
  ...salesTotalsSchema.shape,
});
export type EventStats = z.infer<typeof eventStatsSchema>;

/** `GET events/{id}/check_in_stats`. */
export const eventCheckInStatsSchema = z.object({
  total_checked_in_attendees: z.number(),
  total_attendees: z.number(),
});
export type EventCheckInStats = z.infer<typeof eventCheckInStatsSchema>;

/** `GET events/{id}/settings/platform-fee-preview?price=`. */
export const platformFeePreviewSchema = z.object({
  event_currency: z.string(),
  fee_currency: z.string().nullable(),
  fixed_fee_original: z.number(),
  fixed_fee_converted: z.number(),
  percentage_fee: z.number(),
  sample_price: z.number(),
  platform_fee: z.number(),
  total: z.number(),
});
export type PlatformFeePreview = z.infer<typeof platformFeePreviewSchema>;
