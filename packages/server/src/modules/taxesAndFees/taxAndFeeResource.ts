import type { TaxAndFee } from "@varco/domain";
import type { taxesAndFees } from "../../db/schema";

/** A tax or fee as the wire shows it, with the fields Hi.Events serialises. */
export function taxAndFeeResource(row: typeof taxesAndFees.$inferSelect): TaxAndFee {
  return {
    id: row.id,
    account_id: row.accountId,
    name: row.name,
    description: row.description,
    calculation_type: row.calculationType,
    rate: row.rate,
    is_active: row.isActive,
    is_default: row.isDefault,
    type: row.type,
  };
}
