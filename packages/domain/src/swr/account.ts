import { apiPath } from "../api/transport";
import type { Account, EventDefaults, StripeConnectAccounts, VatSetting } from "../model/account";
import { under, useApiMutation } from "./mutation";
import { type QueryConfig, queryKey, useApiQuery } from "./query";

type Id = number;

const account = under("accounts");

export function useAccount(config?: QueryConfig<Account>) {
  return useApiQuery(queryKey("accounts"), (client) => client.account.get(), config);
}

export function useVatSettings(accountId: Id | undefined, config?: QueryConfig<VatSetting | null>) {
  return useApiQuery(
    accountId == null ? null : queryKey(apiPath`accounts/${accountId}/vat-settings`),
    (client) => client.account.getVatSettings(accountId!),
    config,
  );
}

export function useStripeConnectAccounts(
  accountId: Id | undefined,
  config?: QueryConfig<StripeConnectAccounts>,
) {
  return useApiQuery(
    accountId == null ? null : queryKey(apiPath`accounts/${accountId}/stripe/connect_accounts`),
    (client) => client.account.getStripeConnectAccounts(accountId!),
    config,
  );
}

export function useEventDefaults(accountId: Id | undefined, config?: QueryConfig<EventDefaults>) {
  return useApiQuery(
    accountId == null ? null : queryKey(apiPath`accounts/${accountId}/event-defaults`),
    (client) => client.account.getEventDefaults(accountId!),
    config,
  );
}

export function useUpdateEventDefaults() {
  return useApiMutation(
    (client) => client.account.updateEventDefaults,
    ([accountId]) => under(apiPath`accounts/${accountId}/event-defaults`),
  );
}

export function useUpdateAccount() {
  return useApiMutation(
    (client) => client.account.update,
    () => account,
  );
}

export function useUpdateVatSettings() {
  return useApiMutation(
    (client) => client.account.updateVatSettings,
    () => account,
  );
}

export function useConnectStripe() {
  return useApiMutation(
    (client) => client.account.connectStripe,
    () => account,
  );
}
