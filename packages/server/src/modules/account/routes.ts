import {
  accountSchema,
  eventDefaultsSchema,
  updateAccountSchema,
  updateEventDefaultsSchema,
} from "@varco/domain";
import { z } from "zod";
import { defineRoute, errorBodySchema } from "../../http/route";
import { authenticated, authOf } from "../auth/session";
import { getEventDefaults, updateEventDefaults } from "./eventDefaults";
import { accountIdParams, ownAccountId } from "./scope";
import { getAccount, updateAccount } from "./service";

const accountEnvelope = z.object({ data: accountSchema });
const eventDefaultsEnvelope = z.object({ data: eventDefaultsSchema });
const signedIn = { 401: errorBodySchema } as const;
const adminOnly = { 401: errorBodySchema, 403: errorBodySchema } as const;

/**
 * `accounts/{account_id?}`: the id in the path is optional and ignored, as in Hi.Events (contract
 * §1.2, §2.3): the session's account is the one read or changed, so a path cannot reach another.
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
  handler: async (_input, c) =>
    c.json({ data: await getAccount(c.var.db, authOf(c).membership.accountId) }, 200),
});

export const getAccountByIdRoute = defineRoute({
  ...getAccountSpec,
  path: "/accounts/:account_id",
  request: { params: accountIdParams },
  responses: { ...getAccountSpec.responses, 404: errorBodySchema },
  handler: async (_input, c) =>
    c.json({ data: await getAccount(c.var.db, authOf(c).membership.accountId) }, 200),
});

const updateAccountSpec = {
  method: "put",
  summary: "Change the account's name, time zone and default currency (admins only)",
  description: ignoredIdNote,
  tags: ["account"],
  middleware: [authenticated("ADMIN")],
  responses: { 200: accountEnvelope, 422: errorBodySchema, ...adminOnly },
} as const;

export const updateAccountRoute = defineRoute({
  ...updateAccountSpec,
  path: "/accounts",
  request: { body: updateAccountSchema },
  handler: async ({ body }, c) =>
    c.json({ data: await updateAccount(c.var.db, authOf(c).membership.accountId, body) }, 200),
});

export const updateAccountByIdRoute = defineRoute({
  ...updateAccountSpec,
  path: "/accounts/:account_id",
  request: { params: accountIdParams, body: updateAccountSchema },
  responses: { ...updateAccountSpec.responses, 404: errorBodySchema },
  handler: async ({ body }, c) =>
    c.json({ data: await updateAccount(c.var.db, authOf(c).membership.accountId, body) }, 200),
});

export const getEventDefaultsRoute = defineRoute({
  method: "get",
  path: "/accounts/:account_id/event-defaults",
  summary: "The settings a new event of the account starts with",
  description: "A field is null until the account sets it; a new event then takes the built-in default.",
  tags: ["account"],
  middleware: [authenticated()],
  request: { params: accountIdParams },
  responses: { 200: eventDefaultsEnvelope, 404: errorBodySchema, ...signedIn },
  handler: async ({ params }, c) =>
    c.json({ data: await getEventDefaults(c.var.db, ownAccountId(c, params.account_id)) }, 200),
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
  responses: { 200: eventDefaultsEnvelope, 404: errorBodySchema, 422: errorBodySchema, ...adminOnly },
  handler: async ({ params, body }, c) =>
    c.json({ data: await updateEventDefaults(c.var.db, ownAccountId(c, params.account_id), body) }, 200),
});

export const accountRoutes = [
  getAccountRoute,
  getAccountByIdRoute,
  updateAccountRoute,
  updateAccountByIdRoute,
  getEventDefaultsRoute,
  updateEventDefaultsRoute,
];
