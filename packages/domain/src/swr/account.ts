import { accountReads } from "../api/account";
import { apiPath } from "../api/transport";
import type { Account, EventDefaults, StripeConnectAccounts, VatSetting } from "../model/account";
import { under, useApiMutation } from "./mutation";
import { type QueryConfig, useApiRead } from "./query";

type Id = number;

const account = under("accounts");

export function useAccount(config?: QueryConfig<Account>) {
  return useApiRead(accountReads.get(), (client) => client.account.get(), config);
}

export function useVatSettings(accountId: Id | undefined, config?: QueryConfig<VatSetting | null>) {
  return useApiRead(
    accountId == null ? null : accountReads.vatSettings(accountId),
    (client) => client.account.getVatSettings(accountId!),
    config,
  );
}

export function useStripeConnectAccounts(
  accountId: Id | undefined,
  config?: QueryConfig<StripeConnectAccounts>,
) {
  return useApiRead(
    accountId == null ? null : accountReads.stripeConnectAccounts(accountId),
    (client) => client.account.getStripeConnectAccounts(accountId!),
    config,
  );
}

export function useEventDefaults(accountId: Id | undefined, config?: QueryConfig<EventDefaults>) {
  return useApiRead(
    accountId == null ? null : accountReads.eventDefaults(accountId),
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
