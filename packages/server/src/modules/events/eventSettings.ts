import {
  defaultOrderTimeoutMinutes,
  type EventDefaultValues,
  type EventSettings,
  type FieldErrors,
  type OrganizerSettings,
  type updateEventSettingsSchema,
} from "@varco/domain";
import type { z } from "zod";
import { HttpError } from "../../http/httpError";
import { sanitizeRichText } from "./richText";

export type EventSettingsUpdate = z.output<typeof updateEventSettingsSchema>;

/** A new event's waitlist offers last this long (rules.md §12.5: new events 120 minutes). */
export const defaultWaitlistOfferTimeoutMinutes = 120;

/**
 * Every settings field with the value a new event starts with. Decisions behind the less obvious
 * ones:
 * - `payment_providers: ["OFFLINE"]`: offline payment (pay later, at the door) is Varco's embedded
 *   default (DESIGN.md, server); Stripe is added by the organiser once its keys exist. The
 *   instructions stay empty until the organiser writes them; the checkout words the empty case.
 * - `invoice_prefix: "INV-"`, numbering from 1, invoicing off (rules.md §12.4).
 * - Colours are null: the public pages use the deployment's brand until the organiser picks some.
 */
export const eventSettingsDefaults: EventSettings = {
  pre_checkout_message: null,
  post_checkout_message: null,
  product_page_message: null,
  continue_button_text: null,
  required_attendee_details: true,
  attendee_details_collection_method: "PER_TICKET",
  email_footer_message: null,
  support_email: null,
  order_timeout_in_minutes: defaultOrderTimeoutMinutes,
  homepage_body_background_color: null,
  homepage_background_color: null,
  homepage_primary_color: null,
  homepage_primary_text_color: null,
  homepage_secondary_color: null,
  homepage_secondary_text_color: null,
  homepage_background_type: "COLOR",
  website_url: null,
  maps_url: null,
  location_details: null,
  is_online_event: false,
  online_event_connection_details: null,
  seo_title: null,
  seo_description: null,
  seo_keywords: null,
  allow_search_engine_indexing: true,
  notify_organizer_of_new_orders: true,
  price_display_mode: "INCLUSIVE",
  hide_getting_started_page: false,
  ticket_design_settings: {
    accent_color: null,
    logo_image_id: null,
    footer_text: null,
    layout_type: "default",
    enabled: true,
  },
  payment_providers: ["OFFLINE"],
  offline_payment_instructions: null,
  allow_orders_awaiting_offline_payment_to_check_in: false,
  enable_invoicing: false,
  invoice_label: null,
  invoice_prefix: "INV-",
  invoice_start_number: 1,
  require_billing_address: false,
  organization_name: null,
  organization_address: null,
  invoice_tax_details: null,
  invoice_notes: null,
  invoice_payment_terms_days: null,
  show_marketing_opt_in: false,
  pass_platform_fee_to_buyer: false,
  homepage_theme_settings: null,
  allow_attendee_self_edit: false,
  waitlist_auto_process: true,
  waitlist_offer_timeout_minutes: defaultWaitlistOfferTimeoutMinutes,
};

/**
 * The settings a new event starts with: the defaults above, then what the account chose for new
 * events (`/account/event-defaults`), then the organizer's own defaults where it set them (the
 * most specific wins). The support address starts empty rather than as the organizer's email:
 * the public event page shows it, and the organizer's email is never public until someone
 * chooses to show it.
 */
export function newEventSettings(
  accountDefaults: EventDefaultValues,
  organizerSettings: Partial<OrganizerSettings> | undefined,
): EventSettings {
  const settings: EventSettings = { ...eventSettingsDefaults };
  for (const [field, value] of Object.entries(accountDefaults)) {
    if (value === undefined || value === null) continue;
    (settings as Record<string, unknown>)[field] =
      field === "offline_payment_instructions" ? sanitizeRichText(value as string) : value;
  }
  const method = organizerSettings?.default_attendee_details_collection_method;
  if (method) settings.attendee_details_collection_method = method;
  const marketing = organizerSettings?.default_show_marketing_opt_in;
  if (typeof marketing === "boolean") settings.show_marketing_opt_in = marketing;
  const platformFee = organizerSettings?.default_pass_platform_fee_to_buyer;
  if (typeof platformFee === "boolean") settings.pass_platform_fee_to_buyer = platformFee;
  const selfEdit = organizerSettings?.default_allow_attendee_self_edit;
  if (typeof selfEdit === "boolean") settings.allow_attendee_self_edit = selfEdit;
  return settings;
}

/**
 * The settings as the organiser's account sees them: what was saved over the defaults, so a field
 * added to Varco later reads its default on events made before it.
 */
export function eventSettingsResource(values: unknown): EventSettings {
  return { ...eventSettingsDefaults, ...(values as Partial<EventSettings>) };
}

/** Fields only the organiser's account sees (contract §3.1, public EventSettings). */
const privateSettingFields = [
  "notify_organizer_of_new_orders",
  "hide_getting_started_page",
  "enable_invoicing",
  "invoice_prefix",
  "invoice_start_number",
  "invoice_tax_details",
  "invoice_notes",
  "invoice_payment_terms_days",
  "organization_name",
  "organization_address",
  // Shown to buyers with a completed order only, never on the public event page.
  "post_checkout_message",
  "online_event_connection_details",
] as const satisfies readonly (keyof EventSettings)[];

/** What anyone may see of the settings: built by removing every private field by name. */
export function publicEventSettingsResource(values: unknown): EventSettings {
  const settings: Partial<EventSettings> = { ...eventSettingsResource(values) };
  for (const field of privateSettingFields) delete settings[field];
  return settings as EventSettings;
}

/** Settings that are shown as HTML: cleaned like the event's description. */
const richTextSettingFields = [
  "pre_checkout_message",
  "post_checkout_message",
  "product_page_message",
  "email_footer_message",
  "offline_payment_instructions",
  "online_event_connection_details",
] as const satisfies readonly (keyof EventSettings)[];

/**
 * `PUT`/`PATCH events/{id}/settings`: only the fields sent change (`require_attendee_details` is
 * the input name of `required_attendee_details`); nested theme and ticket-design objects merge
 * into what was saved. The result must still hold together: offline payment keeps its
 * instructions and invoicing its organisation details, or the answer is 422 on the field sent.
 */
export function updatedEventSettings(current: EventSettings, body: EventSettingsUpdate): EventSettings {
  const next: Record<string, unknown> = { ...current };
  for (const [field, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (field === "require_attendee_details") next.required_attendee_details = value;
    else if ((richTextSettingFields as readonly string[]).includes(field)) {
      next[field] = sanitizeRichText(value as string | null);
    } else if (field === "ticket_design_settings" || field === "homepage_theme_settings") {
      next[field] = { ...((current[field] as object | null) ?? {}), ...(value as object) };
    } else next[field] = value;
  }
  const settings = next as EventSettings;
  const errors: FieldErrors = {};
  const sent = (field: keyof EventSettingsUpdate) => body[field] !== undefined;
  if (
    (sent("payment_providers") || sent("offline_payment_instructions")) &&
    settings.payment_providers.includes("OFFLINE") &&
    !settings.offline_payment_instructions
  ) {
    errors.offline_payment_instructions = [
      "Offline payment instructions are required when offline payment is offered.",
    ];
  }
  if (settings.enable_invoicing) {
    for (const [field, label] of [
      ["organization_name", "Organisation name"],
      ["organization_address", "Organisation address"],
    ] as const) {
      if (sent(field) && !settings[field]?.trim()) errors[field] = [`${label} is required for invoices.`];
    }
  }
  if (Object.keys(errors).length > 0) throw HttpError.unprocessable(errors);
  return settings;
}
