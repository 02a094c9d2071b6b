import { z } from "zod";
import { currencyCode, requiredText, timeZone } from "./fields";

/** Card payment platforms (and the country codes SPEC.md §3 saw): Canada and Ireland. */
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

/** `POST accounts/{id}/vat-settings`. */
export const updateVatSettingSchema = z.object({
  vat_registered: z.boolean({ error: "VAT registered is required." }),
  vat_number: z.string().max(20, "VAT number must be at most 20 characters.").nullish(),
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
