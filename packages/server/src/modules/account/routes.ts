import {
  accountSchema,
  eventDefaultsSchema,
  updateAccountSchema,
  updateEventDefaultsSchema,
  updateVatSettingSchema,
  vatSettingSchema,
} from "@varco/domain";
import { defineRoute, errorBodySchema } from "../../http/route";
import {
  accountIdParams,
  adminOnly,
  dataEnvelope,
  invalidInput,
  member,
  signedIn,
} from "../../http/routeParts";
import { callerOf, callerOfAccount } from "../auth/caller";
import { authenticated } from "../auth/session";
import { getEventDefaults, updateEventDefaults } from "./eventDefaults";
import { getAccount, updateAccount } from "./service";
import { getVatSettings, saveVatSettings } from "./vatSettings";

const accountEnvelope = dataEnvelope(accountSchema);
const eventDefaultsEnvelope = dataEnvelope(eventDefaultsSchema);

/**
 * `accounts/{account_id?}`: as Hi.Events has it, the id in the path may be left out and is ignored
 * when given: the session's account is the one read or changed, so no path can reach another.
 */
const ignoredIdNote = "The account is the session's; an id in the path is ignored.";

const getAccountSpec = {
  method: "get",
  summary: "The signed-in user's account",
  description: ignoredIdNote,
  tags: ["account"],
  middleware: [authenticated()],
  responses: { 200: accountEnvelope, ...signedIn },
} as const;

export const getAccountRoute = defineRoute({
  ...getAccountSpec,
  path: "/accounts",
  handler: async (_input, c) => c.json({ data: await getAccount(callerOf(c)) }, 200),
});

export const getAccountByIdRoute = defineRoute({
  ...getAccountSpec,
  path: "/accounts/:account_id",
  request: { params: accountIdParams },
  responses: { ...getAccountSpec.responses, 404: errorBodySchema },
  handler: async (_input, c) => c.json({ data: await getAccount(callerOf(c)) }, 200),
});

const updateAccountSpec = {
  method: "put",
  summary: "Change the account's name, time zone and default currency (admins only)",
  description: ignoredIdNote,
  tags: ["account"],
  middleware: [authenticated("ADMIN")],
  responses: { 200: accountEnvelope, ...invalidInput, ...adminOnly },
} as const;

export const updateAccountRoute = defineRoute({
  ...updateAccountSpec,
  path: "/accounts",
  request: { body: updateAccountSchema },
  handler: async ({ body }, c) => c.json({ data: await updateAccount(callerOf(c), body) }, 200),
});

export const updateAccountByIdRoute = defineRoute({
  ...updateAccountSpec,
  path: "/accounts/:account_id",
  request: { params: accountIdParams, body: updateAccountSchema },
  responses: { ...updateAccountSpec.responses, 404: errorBodySchema },
  handler: async ({ body }, c) => c.json({ data: await updateAccount(callerOf(c), body) }, 200),
});

export const getEventDefaultsRoute = defineRoute({
  method: "get",
  path: "/accounts/:account_id/event-defaults",
  summary: "The settings a new event of the account starts with",
  description: "A field is null until the account sets it; a new event then takes the built-in default.",
  tags: ["account"],
  middleware: [authenticated()],
  request: { params: accountIdParams },
  responses: { 200: eventDefaultsEnvelope, ...member },
  handler: async ({ params }, c) =>
    c.json({ data: await getEventDefaults(callerOfAccount(c, params.account_id)) }, 200),
});

export const updateEventDefaultsRoute = defineRoute({
  method: "put",
  path: "/accounts/:account_id/event-defaults",
  summary: "Change the settings new events start with (admins only)",
  description:
    "Only the fields sent change; null clears one. Events created before keep their settings. Offering OFFLINE payment needs instructions (422 on `offline_payment_instructions`).",
  tags: ["account"],
  middleware: [authenticated("ADMIN")],
  request: { params: accountIdParams, body: updateEventDefaultsSchema },
  responses: { 200: eventDefaultsEnvelope, ...invalidInput, ...adminOnly, ...member },
  handler: async ({ params, body }, c) =>
    c.json({ data: await updateEventDefaults(callerOfAccount(c, params.account_id), body) }, 200),
});

const vatEnvelope = dataEnvelope(vatSettingSchema.nullable());

export const getVatSettingsRoute = defineRoute({
  method: "get",
  path: "/accounts/:account_id/vat-settings",
  summary: "The account's VAT details, printed on its invoices",
  description:
    "`{ data: null }` before the account saved any. The number's status stays PENDING: this installation does not check numbers with the EU's VIES service, so none is validated.",
  tags: ["account"],
  middleware: [authenticated()],
  request: { params: accountIdParams },
  responses: { 200: vatEnvelope, ...member },
  handler: async ({ params }, c) =>
    c.json({ data: await getVatSettings(callerOfAccount(c, params.account_id)) }, 200),
});

const saveVatSpec = {
  path: "/accounts/:account_id/vat-settings",
  summary: "Save the account's VAT details (admins only)",
  description:
    "A VAT-registered account gives its number (422 `required` on `vat_number` without one, `vat_number_format` when it is not an EU VAT number: a country prefix, then that country's digits); stored upper case without spaces, dots or dashes, with its prefix as `vat_country_code`, and not validated (status PENDING). Not registered clears the number. `business_name` and `business_address` (each ≤255) replace the event's organisation on invoices.",
  tags: ["account"],
  middleware: [authenticated("ADMIN")],
  request: { params: accountIdParams, body: updateVatSettingSchema },
  responses: { 200: dataEnvelope(vatSettingSchema), ...invalidInput, ...adminOnly, ...member },
} as const;

export const createVatSettingsRoute = defineRoute({
  ...saveVatSpec,
  method: "post",
  handler: async ({ params, body }, c) =>
    c.json({ data: await saveVatSettings(callerOfAccount(c, params.account_id), body) }, 200),
});

export const updateVatSettingsRoute = defineRoute({
  ...saveVatSpec,
  method: "put",
  handler: async ({ params, body }, c) =>
    c.json({ data: await saveVatSettings(callerOfAccount(c, params.account_id), body) }, 200),
});

export const accountRoutes = [
  getVatSettingsRoute,
  createVatSettingsRoute,
  updateVatSettingsRoute,
  getAccountRoute,
  getAccountByIdRoute,
  updateAccountRoute,
  updateAccountByIdRoute,
  getEventDefaultsRoute,
  updateEventDefaultsRoute,
];
