import { normalVatNumber, type UpdateVatSettingBody, type VatSetting } from "@varco/domain";
import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/connect";
import { vatSettings } from "../../db/schema";
import type { Caller } from "../auth/caller";
import { checkVatNumber, type VatNumberChecker } from "./vatCheck";

type VatRow = typeof vatSettings.$inferSelect;

function vatSettingResource(row: VatRow): VatSetting {
  return {
    id: row.id,
    account_id: row.accountId,
    vat_registered: row.vatRegistered,
    vat_number: row.vatNumber,
    vat_validated: row.validationStatus === "VALID",
    vat_validation_status: row.validationStatus,
    vat_validation_error: row.validationError,
    vat_validation_attempts: row.validationAttempts,
    vat_validation_date: row.validationDate?.toISOString() ?? null,
    business_name: row.businessName,
    business_address: row.businessAddress,
    vat_country_code: row.vatCountryCode,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The account's VAT details, or null before it saved any. */
export async function vatSettingOf(db: Executor, accountId: number): Promise<VatSetting | null> {
  const [row] = await db.select().from(vatSettings).where(eq(vatSettings.accountId, accountId));
  return row ? vatSettingResource(row) : null;
}

/** `GET accounts/{id}/vat-settings`. */
export function getVatSettings(caller: Caller): Promise<VatSetting | null> {
  return vatSettingOf(caller.db, caller.accountId);
}

/**
 * `POST`/`PUT accounts/{id}/vat-settings` (admins): registered or not, the number (stored upper
 * case without separators, its prefix as `vat_country_code`), the business name and address. A
 * changed number is checked by `checker` (VIES; here `checkVatNumber`, which leaves it PENDING:
 * not validated); an unchanged one keeps its status. Not registered clears the number. One row
 * per account: the unique index vat_settings_account_unique makes concurrent first saves one row.
 */
export async function saveVatSettings(
  caller: Caller,
  body: UpdateVatSettingBody,
  checker: VatNumberChecker = checkVatNumber,
): Promise<VatSetting> {
  const number = body.vat_registered && body.vat_number ? normalVatNumber(body.vat_number) : null;
  const [current] = await caller.db
    .select()
    .from(vatSettings)
    .where(eq(vatSettings.accountId, caller.accountId));
  const changed = number !== (current?.vatNumber ?? null);
  const check = number && changed ? await checker(number.slice(0, 2), number.slice(2)) : undefined;
  const values = {
    vatRegistered: body.vat_registered,
    vatNumber: number,
    vatCountryCode: number ? number.slice(0, 2) : null,
    businessName: body.business_name?.trim() || null,
    businessAddress: body.business_address?.trim() || null,
    ...(changed
      ? {
          validationStatus: check?.status ?? null,
          validationError: check?.error ?? null,
          validationAttempts: check ? (current?.validationAttempts ?? 0) + 1 : 0,
          validationDate: check ? caller.now : null,
        }
      : {}),
    updatedAt: caller.now,
  };
  // One row per account (vat_settings_account_unique): a concurrent first save updates the other's row.
  const [row] = await caller.db
    .insert(vatSettings)
    .values({ accountId: caller.accountId, ...values })
    .onConflictDoUpdate({ target: vatSettings.accountId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error("VAT settings not saved");
  return vatSettingResource(row);
}
