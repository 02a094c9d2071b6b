import type { TaxAndFee } from "@varco/domain";
import type { taxesAndFees } from "../../db/schema";

/** A tax or fee as the wire shows it (contract §3.1). */
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
