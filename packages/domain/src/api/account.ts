import type {
  Account,
  EventDefaults,
  StripeConnectAccounts,
  StripeConnectBody,
  StripeConnectResult,
  UpdateAccountBody,
  UpdateEventDefaultsBody,
  UpdateVatSettingBody,
  VatSetting,
} from "../model/account";
import type { DataEnvelope } from "../model/list";
import { apiPath, dataOf, type Transport } from "./transport";

type Id = number;

/** The signed-in user's account, its VAT settings and card-payment connection (contract §2.3). */
export function accountApi(transport: Transport) {
  return {
    /** The account comes from the session, never from the URL. */
    get: () => dataOf(transport.request<DataEnvelope<Account>>("GET", "accounts")),
    update: (body: UpdateAccountBody) =>
      dataOf(transport.request<DataEnvelope<Account>>("PUT", "accounts", { body })),
    getVatSettings: (accountId: Id) =>
      dataOf(
        transport.request<DataEnvelope<VatSetting | null>>(
          "GET",
          apiPath`accounts/${accountId}/vat-settings`,
        ),
      ),
    updateVatSettings: (accountId: Id, body: UpdateVatSettingBody) =>
      dataOf(
        transport.request<DataEnvelope<VatSetting>>("POST", apiPath`accounts/${accountId}/vat-settings`, {
          body,
        }),
      ),
    getStripeConnectAccounts: (accountId: Id) =>
      dataOf(
        transport.request<DataEnvelope<StripeConnectAccounts>>(
          "GET",
          apiPath`accounts/${accountId}/stripe/connect_accounts`,
        ),
      ),
    /** What a new event of the account starts with; null where the built-in default applies. */
    getEventDefaults: (accountId: Id) =>
      dataOf(
        transport.request<DataEnvelope<EventDefaults>>("GET", apiPath`accounts/${accountId}/event-defaults`),
      ),
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
