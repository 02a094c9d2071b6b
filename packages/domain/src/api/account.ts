import type {
  Account,
  EventDefaults,
  StripeConnectAccounts,
  StripeConnectBody,
  StripeConnectResult,
  UpdateAccountBody,
  UpdateEventDefaultsBody,
  VatSetting,
} from "../model/account";
import type { DataEnvelope } from "../model/list";
import type { UpdateVatSettingBody } from "../model/vat";
import { dataRead } from "./read";
import { apiPath, dataOf, type Transport } from "./transport";

type Id = number;

/** The reads of the account: each one's path, for the client and the hooks' cache keys alike. */
export const accountReads = {
  /** The account comes from the session, never from the URL. */
  get: () => dataRead<Account>("accounts"),
  vatSettings: (accountId: Id) => dataRead<VatSetting | null>(apiPath`accounts/${accountId}/vat-settings`),
  stripeConnectAccounts: (accountId: Id) =>
    dataRead<StripeConnectAccounts>(apiPath`accounts/${accountId}/stripe/connect_accounts`),
  /** What a new event of the account starts with; null where the built-in default applies. */
  eventDefaults: (accountId: Id) => dataRead<EventDefaults>(apiPath`accounts/${accountId}/event-defaults`),
};

/** The signed-in user's account, its VAT settings and card-payment connection. */
export function accountApi(transport: Transport) {
  return {
    get: () => transport.read(accountReads.get()),
    update: (body: UpdateAccountBody) =>
      dataOf(transport.request<DataEnvelope<Account>>("PUT", "accounts", { body })),
    getVatSettings: (accountId: Id) => transport.read(accountReads.vatSettings(accountId)),
    updateVatSettings: (accountId: Id, body: UpdateVatSettingBody) =>
      dataOf(
        transport.request<DataEnvelope<VatSetting>>("POST", apiPath`accounts/${accountId}/vat-settings`, {
          body,
        }),
      ),
    getStripeConnectAccounts: (accountId: Id) =>
      transport.read(accountReads.stripeConnectAccounts(accountId)),
    getEventDefaults: (accountId: Id) => transport.read(accountReads.eventDefaults(accountId)),
    /** Changes only the fields sent; null clears one. */
    updateEventDefaults: (accountId: Id, body: UpdateEventDefaultsBody) =>
      dataOf(
        transport.request<DataEnvelope<EventDefaults>>("PUT", apiPath`accounts/${accountId}/event-defaults`, {
          body,
        }),
      ),
    connectStripe: (accountId: Id, body: StripeConnectBody = {}) =>
      dataOf(
        transport.request<DataEnvelope<StripeConnectResult>>(
          "POST",
          apiPath`accounts/${accountId}/stripe/connect`,
          {
            body,
          },
        ),
      ),
  };
}
