import { z } from "zod";
import { paymentProviderSchema, priceDisplayModeSchema, updateEventSettingsSchema } from "./event";
import { currencyCode, requiredText, timeZone } from "./fields";
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
