import type { DataEnvelope } from "../model/list";
import type { TaxAndFee, TaxAndFeeBody } from "../model/taxAndFee";
import { apiPath, dataOf, type Transport } from "./transport";

type Id = number;

/** The account's taxes and fees (contract §2.3); not paginated. */
export function taxesAndFeesApi(transport: Transport) {
  return {
    list: (accountId: Id) =>
      dataOf(
        transport.request<DataEnvelope<TaxAndFee[]>>("GET", apiPath`accounts/${accountId}/taxes-and-fees`),
      ),
    create: (accountId: Id, body: TaxAndFeeBody) =>
      dataOf(
        transport.request<DataEnvelope<TaxAndFee>>("POST", apiPath`accounts/${accountId}/taxes-and-fees`, {
          body,
        }),
      ),
    update: (accountId: Id, taxOrFeeId: Id, body: TaxAndFeeBody) =>
      dataOf(
        transport.request<DataEnvelope<TaxAndFee>>(
          "PUT",
          apiPath`accounts/${accountId}/taxes-and-fees/${taxOrFeeId}`,
          { body },
        ),
      ),
    delete: (accountId: Id, taxOrFeeId: Id) =>
      transport.request<void>("DELETE", apiPath`accounts/${accountId}/taxes-and-fees/${taxOrFeeId}`),
  };
}
