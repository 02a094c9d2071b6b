import {
  defaultOrderTimeoutMinutes,
  type EventDefaultValues,
  type EventSettings,
  homepageContrastProblems,
  type OrganizerSettings,
  type updateEventSettingsSchema,
} from "@varco/domain";
import type { z } from "zod";
import { type FieldRefusals, HttpError } from "../../http/httpError";
import { sanitizeRichText } from "./richText";

export type EventSettingsUpdate = z.output<typeof updateEventSettingsSchema>;

/** A new event's waitlist offers last this long: two hours to take up a freed ticket. */
export const defaultWaitlistOfferTimeoutMinutes = 120;

/**
 * Every settings field with the value a new event starts with. Decisions behind the less obvious
 * ones:
 * - `payment_providers: []`: no way to pay until the organiser picks one (the account's event
 *   defaults may pick it for every new event). Offline payment needs no keys but needs
 *   instructions telling buyers how to pay, so it cannot be on before they are written; card
 *   payment needs the deployment's Stripe keys. Free tickets sell without either; the
 *   getting-started checklist asks for a way to pay.
 * - `invoice_prefix: "INV-"`, numbering from 1, invoicing off until the organiser turns it on.
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
  payment_providers: [],
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

/** The deployment's brand colours (APP_PRIMARY_COLOR, APP_SECONDARY_COLOR), each optional. */
export interface EventBrand {
  primary?: string | undefined;
  secondary?: string | undefined;
}

/** The ui's default brand (`defaultBrand` in packages/ui), for a deployment that sets none. */
const defaultBrand = { primary: "#40296C", secondary: "#3D0B44" } as const;

/** What a new event's look and words depend on beyond the account's and organizer's defaults. */
export interface NewEventContext {
  brand?: EventBrand | undefined;
  /** The creating user's language, for the words buyers read (button, invoice title). */
  locale?: string | undefined;
  organizerName?: string | undefined;
}

/** The checkout's continue button and the invoice's title, by user locale; English otherwise. */
const newEventWords: Record<string, { continueButton: string; invoice: string }> = {
  en: { continueButton: "Continue", invoice: "Invoice" },
  it: { continueButton: "Continua", invoice: "Fattura" },
  de: { continueButton: "Weiter", invoice: "Rechnung" },
  fr: { continueButton: "Continuer", invoice: "Facture" },
  nl: { continueButton: "Doorgaan", invoice: "Factuur" },
  hu: { continueButton: "Tovább", invoice: "Számla" },
  es: { continueButton: "Continuar", invoice: "Factura" },
  pt: { continueButton: "Continuar", invoice: "Fatura" },
  "pt-br": { continueButton: "Continuar", invoice: "Fatura" },
  "zh-cn": { continueButton: "继续", invoice: "发票" },
  "zh-hk": { continueButton: "繼續", invoice: "發票" },
  se: { continueButton: "Fortsätt", invoice: "Faktura" },
  vi: { continueButton: "Tiếp tục", invoice: "Hóa đơn" },
  tr: { continueButton: "Devam", invoice: "Fatura" },
  pl: { continueButton: "Dalej", invoice: "Faktura" },
};

/** Black or white, whichever reads better on `background` (#rrggbb), by WCAG relative luminance. */
export function readableTextOn(background: string): "#000000" | "#ffffff" {
  const channels = [1, 3, 5].map((start) => {
    const value = Number.parseInt(background.slice(start, start + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  const [red = 0, green = 0, blue = 0] = channels;
  const luminance = 0.2126 * red + 0.7152 * green + 0.0722 * blue;
  // Contrast with black is (L + 0.05) / 0.05, with white 1.05 / (L + 0.05): equal at L ≈ 0.179.
  return (luminance + 0.05) / 0.05 >= 1.05 / (luminance + 0.05) ? "#000000" : "#ffffff";
}

/**
 * The values Hi.Events' clients read where Varco's defaults say "none yet" (colour pickers, the
 * checkout button, the invoice title): the brand's colours — the organizer's theme accent if it
 * chose one, else the deployment's —, text readable on them, and words in the creator's language.
 */
function newEventLook(
  { brand, locale, organizerName }: NewEventContext,
  organizerSettings: Partial<OrganizerSettings> | undefined,
): Partial<EventSettings> {
  const theme = organizerSettings?.homepage_theme_settings ?? undefined;
  const accent = theme?.accent ?? brand?.primary ?? defaultBrand.primary;
  const secondary = brand?.secondary ?? defaultBrand.secondary;
  const background = theme?.background ?? "#ffffff";
  const words = newEventWords[locale ?? "en"] ?? newEventWords.en;
  return {
    homepage_primary_color: accent,
    homepage_secondary_color: secondary,
    homepage_primary_text_color: "#000000",
    homepage_secondary_text_color: /^#[0-9a-fA-F]{6}$/.test(secondary)
      ? readableTextOn(secondary)
      : "#ffffff",
    homepage_background_color: "#ffffff",
    homepage_body_background_color: background,
    homepage_background_type: theme?.background_type ?? "COLOR",
    homepage_theme_settings: {
      accent,
      background,
      mode: theme?.mode ?? "light",
      background_type: theme?.background_type ?? "COLOR",
    },
    ticket_design_settings: { ...eventSettingsDefaults.ticket_design_settings, accent_color: accent },
    continue_button_text: words?.continueButton ?? "Continue",
    invoice_label: words?.invoice ?? "Invoice",
    organization_name: organizerName ?? null,
  };
}

/**
 * The settings a new event starts with: the defaults above with the brand's look and words
 * (`newEventLook`), then what the account chose for new events (`/account/event-defaults`), then
 * the organizer's own defaults where it set them (the most specific wins). The support address
 * starts empty rather than as the organizer's email: the public event page shows it, and the
 * organizer's email is never public until someone chooses to show it.
 */
export function newEventSettings(
  accountDefaults: EventDefaultValues,
  organizerSettings: Partial<OrganizerSettings> | undefined,
  context: NewEventContext = {},
): EventSettings {
  const settings: EventSettings = { ...eventSettingsDefaults, ...newEventLook(context, organizerSettings) };
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

/** Fields only the organiser's account sees: the public event page's settings leave them out. */
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
 * into what was saved (null clears them). The result must hold together: offline payment has its
 * instructions, invoicing its organisation details and a changed homepage design readable text,
 * or the answer is 422 on the field.
 */
export function updatedEventSettings(current: EventSettings, body: EventSettingsUpdate): EventSettings {
  const next: Record<string, unknown> = { ...current };
  for (const [field, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (field === "require_attendee_details") next.required_attendee_details = value;
    else if ((richTextSettingFields as readonly string[]).includes(field)) {
      next[field] = sanitizeRichText(value as string | null);
    } else if (field === "ticket_design_settings" || field === "homepage_theme_settings") {
      // null clears; an object merges into what was saved.
      next[field] =
        value === null ? null : { ...((current[field] as object | null) ?? {}), ...(value as object) };
    } else next[field] = value;
  }
  const settings = next as EventSettings;
  const errors: FieldRefusals = {};
  const sent = (field: keyof EventSettingsUpdate) => body[field] !== undefined;
  // Offline payment is offered only with words telling buyers how to pay.
  if (offlineWithoutInstructions(settings)) {
    errors.offline_payment_instructions = [{ code: "offline_instructions_required" }];
  }
  if (settings.enable_invoicing) {
    for (const [field, label] of [
      ["organization_name", "Organisation name"],
      ["organization_address", "Organisation address"],
    ] as const) {
      if (sent(field) && !settings[field]?.trim()) errors[field] = [{ code: "required_for_invoices", label }];
    }
  }
  // A new design must read: its text at WCAG AA on its backgrounds (docs/rules/homepage-design.md).
  if (
    Object.keys(body).some(
      (field) => field.startsWith("homepage_") && sent(field as keyof EventSettingsUpdate),
    )
  ) {
    for (const { field, ...reason } of homepageContrastProblems(settings)) errors[field] = [reason];
  }
  if (Object.keys(errors).length > 0) throw HttpError.unprocessable(errors);
  return settings;
}

function offlineWithoutInstructions(settings: EventSettings): boolean {
  return settings.payment_providers.includes("OFFLINE") && !hasWords(settings.offline_payment_instructions);
}

/** Whether rich text says anything: `<p></p>`, what an emptied editor leaves, does not. */
function hasWords(html: string | null): boolean {
  return (
    (html ?? "")
      .replace(/<[^>]*>/gu, "")
      .replace(/&nbsp;/gu, " ")
      .trim() !== ""
  );
}
