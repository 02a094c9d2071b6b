import { taxAndFeeReads } from "../api/taxesAndFees";
import { apiPath } from "../api/transport";
import type { TaxAndFee } from "../model/taxAndFee";
import { anyOf, matching, under, useApiMutation } from "./mutation";
import { type QueryConfig, useApiRead } from "./query";

type Id = number;

/** Products show their taxes and fees, so product reads go stale with them. */
const taxesAndFees = ([accountId]: [Id, ...unknown[]]) =>
  anyOf(
    under(apiPath`accounts/${accountId}/taxes-and-fees`),
    matching(/(^|\/)(products|product-categories)(\/|$)/),
  );

export function useTaxesAndFees(accountId: Id | undefined, config?: QueryConfig<TaxAndFee[]>) {
  return useApiRead(
    accountId == null ? null : taxAndFeeReads.list(accountId),
    (client) => client.taxesAndFees.list(accountId!),
    config,
  );
}

export function useCreateTaxOrFee() {
  return useApiMutation((client) => client.taxesAndFees.create, taxesAndFees);
}

export function useUpdateTaxOrFee() {
  return useApiMutation((client) => client.taxesAndFees.update, taxesAndFees);
}

export function useDeleteTaxOrFee() {
  return useApiMutation((client) => client.taxesAndFees.delete, taxesAndFees);
}
