import type { VatValidationStatus } from "@varco/domain";

/** What a check of a VAT number found: its status and, when it failed, why. */
export interface VatCheckResult {
  status: VatValidationStatus;
  error: string | null;
}

/** Checks a VAT number (its two-letter prefix and the rest) with the EU's VIES service. */
export type VatNumberChecker = (countryCode: string, number: string) => Promise<VatCheckResult>;

/**
 * The one place a VAT number would be checked with VIES. This installation does not call VIES
 * (it cannot reach it, and a check is a call to a third party the organiser did not ask for), so
 * every number stays PENDING: stored as given, not validated, and the account's screen says so.
 * Tests pass their own checker (`vatCheckTestDouble`) to the service.
 */
export const checkVatNumber: VatNumberChecker = async () => ({ status: "PENDING", error: null });
