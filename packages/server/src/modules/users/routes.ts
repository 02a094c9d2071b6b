import {
  inviteUserSchema,
  paginatedSchema,
  updateCurrentUserSchema,
  updateUserSchema,
  userSchema,
} from "@varco/domain";
import type { Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/appEnv";
import { pageOf } from "../../http/listQuery";
import { defineRoute, errorBodySchema, publicRequestUrl } from "../../http/route";
import { authenticated, authOf } from "../auth/session";
import { deleteInvitation, inviteUser, resendInvitation } from "./invitations";
import { currentUser, getUser, listUsers, updateCurrentUser, updateUser, userList } from "./service";

const userEnvelope = z.object({ data: userSchema });
const userIdParams = z.object({ user_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const signedIn = { 401: errorBodySchema } as const;
const adminOnly = { 401: errorBodySchema, 403: errorBodySchema } as const;

export const getCurrentUserRoute = defineRoute({
  method: "get",
  path: "/users/me",
  summary: "The signed-in user, with their role in the session's account",
  tags: ["users"],
  middleware: [authenticated()],
  responses: { 200: userEnvelope, ...signedIn },
  handler: (_input, c) => c.json({ data: currentUser(authOf(c)) }, 200),
});

export const updateCurrentUserRoute = defineRoute({
  method: "put",
  path: "/users/me",
  summary: "Change the signed-in user's profile, or their password",
  description:
    "A password change needs `current_password` (422 on it when wrong) and revokes every other session of the user.",
  tags: ["users"],
  middleware: [authenticated()],
  request: { body: updateCurrentUserSchema },
  responses: { 200: userEnvelope, 422: errorBodySchema, ...signedIn },
  handler: async ({ body }, c) => c.json({ data: await updateCurrentUser(c.var.db, authOf(c), body) }, 200),
});

export const listUsersRoute = defineRoute({
  method: "get",
  path: "/users",
  summary: "The account's users (admins only)",
  tags: ["users"],
  middleware: [authenticated("ADMIN")],
  request: { list: userList },
  responses: { 200: paginatedSchema(userSchema), 422: errorBodySchema, ...adminOnly },
  async handler({ list }, c) {
    const { rows, total } = await listUsers(c.var.db, authOf(c).membership.accountId, list);
    return c.json(pageOf(userList, list, { rows, total, url: publicRequestUrl(c) }), 200);
  },
});

export const getUserRoute = defineRoute({
  method: "get",
  path: "/users/:user_id",
  summary: "One of the account's users (admins only)",
  tags: ["users"],
  middleware: [authenticated("ADMIN")],
  request: { params: userIdParams },
  responses: { 200: userEnvelope, 404: errorBodySchema, ...adminOnly },
  handler: async ({ params }, c) =>
    c.json({ data: await getUser(c.var.db, authOf(c).membership.accountId, params.user_id) }, 200),
});

export const updateUserRoute = defineRoute({
  method: "put",
  path: "/users/:user_id",
  summary: "Change a user's names, role or status in the account (admins only)",
  description: "The owner stays an active admin and the account keeps an active admin: 422 otherwise.",
  tags: ["users"],
  middleware: [authenticated("ADMIN")],
  request: { params: userIdParams, body: updateUserSchema },
  responses: { 200: userEnvelope, 404: errorBodySchema, 422: errorBodySchema, ...adminOnly },
  handler: async ({ params, body }, c) =>
    c.json({ data: await updateUser(c.var.db, authOf(c).membership.accountId, params.user_id, body) }, 200),
});

export const inviteUserRoute = defineRoute({
  method: "post",
  path: "/users",
  summary: "Invite someone to the account (admins only)",
  description:
    "Creates an INVITED membership and a 7-day invitation. The invitation mail is queued in `mail_outbox`; nothing delivers it yet.",
  tags: ["users"],
  middleware: [authenticated("ADMIN")],
  request: { body: inviteUserSchema },
  responses: { 201: userEnvelope, 422: errorBodySchema, ...adminOnly },
  handler: async ({ body }, c) => c.json({ data: await inviteUser(c.var.db, inviterOf(c), body) }, 201),
});

export const resendInvitationRoute = defineRoute({
  method: "post",
  path: "/users/:user_id/invitation",
  summary: "Send a fresh invitation; the previous link stops working (admins only)",
  tags: ["users"],
  middleware: [authenticated("ADMIN")],
  request: { params: userIdParams },
  responses: { 204: null, 400: errorBodySchema, 404: errorBodySchema, ...adminOnly },
  async handler({ params }, c) {
    await resendInvitation(c.var.db, inviterOf(c), params.user_id);
    return c.body(null, 204);
  },
});

export const deleteInvitationRoute = defineRoute({
  method: "delete",
  path: "/users/:user_id/invitation",
  summary: "Withdraw an invitation and its membership (admins only)",
  tags: ["users"],
  middleware: [authenticated("ADMIN")],
  request: { params: userIdParams },
  responses: { 204: null, 400: errorBodySchema, 404: errorBodySchema, ...adminOnly },
  async handler({ params }, c) {
    await deleteInvitation(c.var.db, authOf(c).membership.accountId, params.user_id);
    return c.body(null, 204);
  },
});

function inviterOf(c: Context<AppEnv>) {
  const { membership, user } = authOf(c);
  return { accountId: membership.accountId, userId: user.id, appUrl: c.var.config.APP_URL };
}

export const userRoutes = [
  getCurrentUserRoute,
  updateCurrentUserRoute,
  listUsersRoute,
  getUserRoute,
  updateUserRoute,
  inviteUserRoute,
  resendInvitationRoute,
  deleteInvitationRoute,
];
