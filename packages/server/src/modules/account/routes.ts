import {
  accountSchema,
  eventDefaultsSchema,
  updateAccountSchema,
  updateEventDefaultsSchema,
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

export const accountRoutes = [
  getAccountRoute,
  getAccountByIdRoute,
  updateAccountRoute,
  updateAccountByIdRoute,
  getEventDefaultsRoute,
  updateEventDefaultsRoute,
];
