import { insertCategory, insertProduct, insertTaxOrFee, liveEvent } from "../modules/storefront/testFixtures";
import type { TestApp } from "./testApp";

/** What `addProduct` takes: `insertProduct`'s values, the event and the category being given. */
export type ProductValues = Omit<Parameters<typeof insertProduct>[1], "eventId" | "categoryId"> & {
  categoryId?: number;
};

/**
 * A LIVE event with one visible category ("Tickets"); `addProduct` puts a product in it (one PAID
 * price of 25.00 unless given), or in the `categoryId` given.
 */
export async function eventWithCategory(api: TestApp) {
  const owner = await liveEvent(api);
  const category = await insertCategory(api, owner.event.id, { name: "Tickets", sortOrder: 1 });
  const addProduct = (values: ProductValues = {}) =>
    insertProduct(api, { eventId: owner.event.id, categoryId: category.id, ...values });
  return { ...owner, category, addProduct };
}

type TaxOrFeeValues = Partial<Parameters<typeof insertTaxOrFee>[2]>;

/** A tax of `rate` percent, on price and fees, of the account's products that name it. */
export function insertPercentageTax(api: TestApp, accountId: number, name: string, rate: number) {
  return insertTaxOrFee(api, accountId, { name, type: "TAX", calculationType: "PERCENTAGE", rate });
}

/** A fee of `rate` (in the event's currency) on each unit of the account's products that name it. */
export function insertFixedFee(
  api: TestApp,
  accountId: number,
  name: string,
  rate: number,
  values: TaxOrFeeValues = {},
) {
  return insertTaxOrFee(api, accountId, { name, type: "FEE", calculationType: "FIXED", rate, ...values });
}
