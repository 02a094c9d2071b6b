import { z } from "zod";
import { paymentProviderSchema, priceDisplayModeSchema, updateEventSettingsSchema } from "./event";
import { currencyCode, optionalText, requiredText, timeZone } from "./fields";
import { attendeeDetailsCollectionMethodSchema } from "./organizer";
import { reasonIssue } from "./reasons";

/** Card payment platforms, by country code: Canada and Ireland. */
export const stripePlatforms = ["ca", "ie"] as const;
export type StripePlatform = (typeof stripePlatforms)[number];
export const stripePlatformSchema = z.enum(stripePlatforms);

export const vatValidationStatuses = ["PENDING", "VALIDATING", "VALID", "INVALID", "FAILED"] as const;
export type VatValidationStatus = (typeof vatValidationStatuses)[number];
export const vatValidationStatusSchema = z.enum(vatValidationStatuses);

export const accountSchema = z.object({
  id: z.number(),
  name: z.string(),
  currency_code: z.string(),
  timezone: z.string(),
  updated_at: z.string().optional(),
  is_account_email_confirmed: z.boolean(),
  is_saas_mode_enabled: z.boolean(),
  requires_manual_verification: z.boolean().optional(),
  stripe_account_id: z.string().nullable().optional(),
  stripe_connect_setup_complete: z.boolean().optional(),
  stripe_account_details: z.record(z.string(), z.unknown()).nullable().optional(),
  stripe_platform: stripePlatformSchema.nullable().optional(),
  configuration: z
    .object({
      id: z.number(),
      name: z.string(),
      is_system_default: z.boolean(),
      application_fees: z.object({
        percentage: z.number(),
        fixed: z.number(),
        currency: z.string().optional(),
      }),
      bypass_application_fees: z.boolean().optional(),
    })
    .optional(),
});
export type Account = z.infer<typeof accountSchema>;

/** `PUT accounts`. */
export const updateAccountSchema = z.object({
  name: requiredText("Account name", 255),
  timezone: timeZone(),
  currency_code: currencyCode().optional(),
});
export type UpdateAccountBody = z.input<typeof updateAccountSchema>;

export const vatSettingSchema = z.object({
  id: z.number(),
  account_id: z.number(),
  vat_registered: z.boolean(),
  vat_number: z.string().nullable(),
  vat_validated: z.boolean(),
  vat_validation_status: vatValidationStatusSchema.nullable(),
  vat_validation_error: z.string().nullable(),
  vat_validation_attempts: z.number(),
  vat_validation_date: z.string().nullable(),
  business_name: z.string().nullable(),
  business_address: z.string().nullable(),
  vat_country_code: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type VatSetting = z.infer<typeof vatSettingSchema>;

/**
 * The shape of an EU VAT number after its two-letter prefix (EL is Greece, XI Northern Ireland),
 * as each country writes it. Only the shape: whether the number is registered is the EU's VIES
 * service's to say.
 */
const vatNumberShapes: Record<string, RegExp> = {
  AT: /^U\d{8}$/u,
  BE: /^[01]\d{9}$/u,
  BG: /^\d{9,10}$/u,
  CY: /^\d{8}[A-Z]$/u,
  CZ: /^\d{8,10}$/u,
  DE: /^\d{9}$/u,
  DK: /^\d{8}$/u,
  EE: /^\d{9}$/u,
  EL: /^\d{9}$/u,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/u,
  FI: /^\d{8}$/u,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/u,
  HR: /^\d{11}$/u,
  HU: /^\d{8}$/u,
  IE: /^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/u,
  IT: /^\d{11}$/u,
  LT: /^(\d{9}|\d{12})$/u,
  LU: /^\d{8}$/u,
  LV: /^\d{11}$/u,
  MT: /^\d{8}$/u,
  NL: /^\d{9}B\d{2}$/u,
  PL: /^\d{10}$/u,
  PT: /^\d{9}$/u,
  RO: /^\d{2,10}$/u,
  SE: /^\d{10}01$/u,
  SI: /^\d{8}$/u,
  SK: /^\d{10}$/u,
  XI: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/u,
};

/** A VAT number as it is stored: upper case, without spaces, dots or dashes. */
export function normalVatNumber(value: string): string {
  return value.toUpperCase().replace(/[\s.-]/gu, "");
}

/** Whether `value` looks like an EU VAT number: a known country prefix and that country's shape. */
export function isPlausibleVatNumber(value: string): boolean {
  const normal = normalVatNumber(value);
  return vatNumberShapes[normal.slice(0, 2)]?.test(normal.slice(2)) ?? false;
}

/**
 * `POST`/`PUT accounts/{id}/vat-settings`. A VAT-registered account gives its number, which must
 * look like an EU VAT number (`vat_number_format`), and may give the business name and address
 * its invoices print.
 */
export const updateVatSettingSchema = z
  .object({
    vat_registered: z.boolean({ error: "VAT registered is required." }),
    vat_number: z.string().max(20, "VAT number must be at most 20 characters.").nullish(),
    business_name: optionalText("Business name", 255),
    business_address: optionalText("Business address", 255),
  })
  .superRefine((body, context) => {
    if (!body.vat_registered) return;
    const number = body.vat_number?.trim() ?? "";
    if (number === "")
      context.addIssue({
        code: "custom",
        path: ["vat_number"],
        ...reasonIssue({ code: "required", label: "VAT number" }),
      });
    else if (!isPlausibleVatNumber(number))
      context.addIssue({
        code: "custom",
        path: ["vat_number"],
        ...reasonIssue({ code: "vat_number_format" }),
      });
  });
export type UpdateVatSettingBody = z.input<typeof updateVatSettingSchema>;

export const stripeConnectAccountSchema = z.object({
  stripe_account_id: z.string(),
  connect_url: z.string().nullable(),
  is_setup_complete: z.boolean(),
  platform: stripePlatformSchema.nullable(),
  account_type: z.string(),
  is_primary: z.boolean(),
  country: z.string().nullable(),
});

export const stripeConnectAccountsSchema = z.object({
  account: z.object({ id: z.number(), stripe_platform: stripePlatformSchema.nullable() }),
  stripe_connect_accounts: z.array(stripeConnectAccountSchema),
  primary_stripe_account_id: z.string().nullable(),
  has_completed_setup: z.boolean(),
});
export type StripeConnectAccounts = z.infer<typeof stripeConnectAccountsSchema>;

export const stripeConnectResultSchema = z.object({
  stripe_connect_account_type: z.string().nullable(),
  stripe_account_id: z.string(),
  is_connect_setup_complete: z.boolean(),
  connect_url: z.string().nullable(),
  account: accountSchema,
});
export type StripeConnectResult = z.infer<typeof stripeConnectResultSchema>;

/** `POST accounts/{id}/stripe/connect`. */
export const stripeConnectSchema = z.object({ platform: stripePlatformSchema.optional() });
export type StripeConnectBody = z.input<typeof stripeConnectSchema>;

/**
 * `GET accounts/{id}/event-defaults`: the settings a new event of the account starts with
 * (`/account/event-defaults`). A field is null until the account sets it; a new event then takes
 * the built-in default of its settings.
 */
export const eventDefaultsSchema = z.object({
  attendee_details_collection_method: attendeeDetailsCollectionMethodSchema.nullable(),
  show_marketing_opt_in: z.boolean().nullable(),
  pass_platform_fee_to_buyer: z.boolean().nullable(),
  allow_attendee_self_edit: z.boolean().nullable(),
  order_timeout_in_minutes: z.number().nullable(),
  price_display_mode: priceDisplayModeSchema.nullable(),
  payment_providers: z.array(paymentProviderSchema).nullable(),
  offline_payment_instructions: z.string().nullable(),
  require_billing_address: z.boolean().nullable(),
  enable_invoicing: z.boolean().nullable(),
  invoice_label: z.string().nullable(),
  invoice_prefix: z.string().nullable(),
  invoice_notes: z.string().nullable(),
  invoice_payment_terms_days: z.number().nullable(),
});
export type EventDefaults = z.infer<typeof eventDefaultsSchema>;
export type EventDefaultField = keyof EventDefaults;
export const eventDefaultFields = Object.keys(eventDefaultsSchema.shape) as EventDefaultField[];

/** The defaults an account has set, without the unset ones: what a new event's settings take. */
export type EventDefaultValues = { [Field in EventDefaultField]?: NonNullable<EventDefaults[Field]> };

const settingsField = updateEventSettingsSchema.shape;

export const offlineInstructionsRequiredMessage =
  "Offline payment instructions are required when offline payment is offered.";

/**
 * `PUT accounts/{id}/event-defaults`: only the fields sent change; null clears one (back to the
 * built-in default). Each field is checked like the same event setting.
 */
export const updateEventDefaultsSchema = z
  .object({
    attendee_details_collection_method: settingsField.attendee_details_collection_method.nullish(),
    show_marketing_opt_in: settingsField.show_marketing_opt_in.nullish(),
    pass_platform_fee_to_buyer: settingsField.pass_platform_fee_to_buyer.nullish(),
    allow_attendee_self_edit: settingsField.allow_attendee_self_edit.nullish(),
    order_timeout_in_minutes: settingsField.order_timeout_in_minutes.nullish(),
    price_display_mode: settingsField.price_display_mode.nullish(),
    payment_providers: settingsField.payment_providers
      .unwrap()
      .min(1, "Choose at least one payment provider.")
      .refine(
        (providers) => new Set(providers).size === providers.length,
        reasonIssue({ code: "payment_provider_repeated" }),
      )
      .nullish(),
    offline_payment_instructions: settingsField.offline_payment_instructions,
    require_billing_address: settingsField.require_billing_address.nullish(),
    enable_invoicing: settingsField.enable_invoicing.nullish(),
    invoice_label: settingsField.invoice_label,
    invoice_prefix: settingsField.invoice_prefix,
    invoice_notes: settingsField.invoice_notes,
    invoice_payment_terms_days: settingsField.invoice_payment_terms_days,
  })
  .superRefine((body, context) => {
    // Instructions left out may be stored already: the server checks the result of the change.
    if (
      body.payment_providers?.includes("OFFLINE") &&
      body.offline_payment_instructions !== undefined &&
      !body.offline_payment_instructions?.trim()
    ) {
      context.addIssue({
        code: "custom",
        path: ["offline_payment_instructions"],
        ...reasonIssue({ code: "offline_instructions_required" }),
      });
    }
  });
export type UpdateEventDefaultsBody = z.input<typeof updateEventDefaultsSchema>;
