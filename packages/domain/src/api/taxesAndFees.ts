import type { DataEnvelope } from "../model/list";
import type { TaxAndFee, TaxAndFeeBody } from "../model/taxAndFee";
import { dataRead } from "./read";
import { apiPath, dataOf, type Transport } from "./transport";

type Id = number;

/** The reads of taxes and fees: each one's path, for the client and the hooks' cache keys. */
export const taxAndFeeReads = {
  list: (accountId: Id) => dataRead<TaxAndFee[]>(apiPath`accounts/${accountId}/taxes-and-fees`),
};

/** The account's taxes and fees; not paginated. */
export function taxesAndFeesApi(transport: Transport) {
  return {
    list: (accountId: Id) => transport.read(taxAndFeeReads.list(accountId)),
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
