import type { Account } from "@varco/domain";
import type { accounts } from "../../db/schema";

/** An account as the wire shows it, with the fields Hi.Events serialises; email, short_id and country stay private. */
export function accountResource(account: typeof accounts.$inferSelect): Account {
  return {
    id: account.id,
    name: account.name,
    currency_code: account.currencyCode,
    timezone: account.timezone,
    updated_at: account.updatedAt.toISOString(),
    is_account_email_confirmed: account.accountVerifiedAt !== null,
    // Varco is self-hosted: no SaaS mode, no platform fees.
    is_saas_mode_enabled: false,
    requires_manual_verification: account.requiresManualVerification,
    // The connected Stripe account (Connect), ready once Stripe lets it take charges and pay out.
    stripe_account_id: account.stripeAccountId,
    stripe_connect_setup_complete: account.stripeSetupCompletedAt !== null,
  };
}
