import {
  confirmEmailWithCodeSchema,
  inviteUserSchema,
  messageResponseSchema,
  paginatedSchema,
  updateCurrentUserSchema,
  updateUserSchema,
  userSchema,
} from "@varco/domain";
import { clientIp } from "../../http/clientIp";
import { pageOf } from "../../http/listQuery";
import { answerRetryAfter, tooManyAttempts } from "../../http/rateLimit";
import { defineRoute, errorBodySchema, publicRequestUrl } from "../../http/route";
import {
  adminMember,
  adminOnly,
  dataEnvelope,
  invalidInput,
  member,
  rateLimited,
  signedIn,
  tokenParam,
  userIdParams,
} from "../../http/routeParts";
import { callerOf } from "../auth/caller";
import { limitPerClient } from "../auth/clientLimit";
import { authenticated, authOf } from "../auth/session";
import {
  cancelEmailChange,
  confirmEmailChange,
  emailChangeAddressLimit,
  emailChangeClientLimit,
  emailChangeLimit,
} from "./emailChange";
import {
  confirmEmailWithCode,
  confirmEmailWithToken,
  resendClientLimit,
  resendCooldownSeconds,
  resendEmailConfirmation,
  resendUserDailyLimit,
  resendUserHourlyLimit,
  returnPathOf,
} from "./emailVerification";
import { deleteInvitation, inviteUser, resendInvitation } from "./invitations";
import { currentUser, getUser, listUsers, updateCurrentUser, updateUser, userList } from "./service";

const userEnvelope = dataEnvelope(userSchema);

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
  description: `A password change needs \`current_password\` (422 on it when wrong) and revokes every other session of the user. A new \`email\` stays in \`pending_email\` and a link to confirm it is mailed to that address (valid 24 hours); an address another user has is answered the same (pending) but mailed nothing and can never be confirmed, so the answer does not tell whether an account has it; sending the current email cancels a pending change. At most ${emailChangeLimit.max} new addresses per hour per user, ${emailChangeClientLimit.max} per hour per client address and ${emailChangeAddressLimit.max} mails per day to one address; more answer 429 with Retry-After.`,
  tags: ["users"],
  middleware: [authenticated(), answerRetryAfter],
  request: { body: updateCurrentUserSchema },
  responses: { 200: userEnvelope, ...invalidInput, ...rateLimited, ...signedIn },
  handler: async ({ body }, c) =>
    c.json({ data: await updateCurrentUser(callerOf(c), authOf(c), body, clientIp(c)) }, 200),
});

export const listUsersRoute = defineRoute({
  method: "get",
  path: "/users",
  summary: "The account's users (admins only)",
  tags: ["users"],
  middleware: [authenticated("ADMIN")],
  request: { list: userList },
  responses: { 200: paginatedSchema(userSchema), ...invalidInput, ...adminOnly },
  async handler({ list }, c) {
    const { rows, total } = await listUsers(callerOf(c), list);
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
  responses: { 200: userEnvelope, ...adminMember },
  handler: async ({ params }, c) => c.json({ data: await getUser(callerOf(c), params.user_id) }, 200),
});

export const updateUserRoute = defineRoute({
  method: "put",
  path: "/users/:user_id",
  summary: "Change a user's names, role or status in the account (admins only)",
  description: "The owner stays an active admin and the account keeps an active admin: 422 otherwise.",
  tags: ["users"],
  middleware: [authenticated("ADMIN")],
  request: { params: userIdParams, body: updateUserSchema },
  responses: { 200: userEnvelope, ...invalidInput, ...adminMember },
  handler: async ({ params, body }, c) =>
    c.json({ data: await updateUser(callerOf(c), params.user_id, body) }, 200),
});

export const inviteUserRoute = defineRoute({
  method: "post",
  path: "/users",
  summary: "Invite someone to the account (admins only)",
  description:
    "Creates an INVITED membership and a 7-day invitation. The invitation mail is queued in `mail_outbox` and sent by the mail worker.",
  tags: ["users"],
  middleware: [authenticated("ADMIN")],
  request: { body: inviteUserSchema },
  responses: { 201: userEnvelope, ...invalidInput, ...adminOnly },
  handler: async ({ body }, c) => c.json({ data: await inviteUser(callerOf(c), body) }, 201),
});

export const resendInvitationRoute = defineRoute({
  method: "post",
  path: "/users/:user_id/invitation",
  summary: "Send a fresh invitation; the previous link stops working (admins only)",
  tags: ["users"],
  middleware: [authenticated("ADMIN")],
  request: { params: userIdParams },
  responses: { 204: null, 400: errorBodySchema, ...adminMember },
  async handler({ params }, c) {
    await resendInvitation(callerOf(c), params.user_id);
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
  responses: { 204: null, 400: errorBodySchema, ...adminMember },
  async handler({ params }, c) {
    await deleteInvitation(callerOf(c), params.user_id);
    return c.body(null, 204);
  },
});

const confirmTokenParams = userIdParams.extend({ token: tokenParam });

export const confirmEmailRoute = defineRoute({
  method: "post",
  path: "/users/:user_id/confirm-email/:token",
  summary: "Confirm a user's email address with the link from the confirmation mail",
  description:
    "204; 400 when the link is unknown, replaced, used or expired; 404 for a user outside the account.",
  tags: ["users"],
  middleware: [authenticated()],
  request: { params: confirmTokenParams },
  responses: { 204: null, 400: errorBodySchema, ...member },
  async handler({ params }, c) {
    await confirmEmailWithToken(callerOf(c), params.user_id, params.token);
    return c.body(null, 204);
  },
});

export const confirmEmailWithCodeRoute = defineRoute({
  method: "post",
  path: "/users/:user_id/confirm-email-with-code",
  summary: "Confirm a user's email address with the 6-digit code from the confirmation mail",
  description:
    "The code works for 30 minutes; after 5 wrong codes it stops working until a resend. Failures answer 422 on `code`.",
  tags: ["users"],
  middleware: [authenticated()],
  request: { params: userIdParams, body: confirmEmailWithCodeSchema },
  responses: { 200: messageResponseSchema, ...invalidInput, ...member },
  async handler({ params, body }, c) {
    await confirmEmailWithCode(callerOf(c), params.user_id, body.code);
    return c.json({ message: "Email address confirmed." }, 200);
  },
});

export const resendEmailConfirmationRoute = defineRoute({
  method: "post",
  path: "/users/:user_id/resend-email-confirmation",
  summary: "Mail a new confirmation link and code",
  description: `The previous link and code stop working. 429 within ${resendCooldownSeconds} seconds of the last one, past ${resendUserHourlyLimit.max} mails per hour or ${resendUserDailyLimit.max} per day to the user, or past ${resendClientLimit.max} requests per hour from one client address; 204 without a mail when the address is already confirmed. 404 for a user who is not an active member of the account.`,
  tags: ["users"],
  middleware: [authenticated(), limitPerClient(resendClientLimit)],
  request: { params: userIdParams },
  responses: { 204: null, ...rateLimited, ...member },
  async handler({ params }, c) {
    const caller = callerOf(c);
    const returnTo = returnPathOf(c.req.header("referer"), caller.appUrl);
    const outcome = await resendEmailConfirmation(caller, params.user_id, returnTo);
    if (outcome === "cooldown") return tooManyAttempts(c, resendCooldownSeconds);
    return c.body(null, 204);
  },
});

export const confirmEmailChangeRoute = defineRoute({
  method: "post",
  path: "/users/:user_id/email-change/:token",
  summary: "Make the pending email address the user's own, with the link mailed to it",
  description:
    "Only the user themselves. 404 when the link is unknown, used, replaced, cancelled or expired (or the id is not the caller's); 409 when another user has taken the address meanwhile.",
  tags: ["users"],
  middleware: [authenticated()],
  request: { params: confirmTokenParams },
  responses: { 200: userEnvelope, 409: errorBodySchema, ...member },
  handler: async ({ params }, c) =>
    c.json({ data: await confirmEmailChange(callerOf(c), authOf(c), params.user_id, params.token) }, 200),
});

export const cancelEmailChangeRoute = defineRoute({
  method: "delete",
  path: "/users/:user_id/email-change",
  summary: "Drop the pending email address; its link stops working",
  description: "Only the user themselves (another id answers 404). Answers the user either way.",
  tags: ["users"],
  middleware: [authenticated()],
  request: { params: userIdParams },
  responses: { 200: userEnvelope, ...member },
  handler: async ({ params }, c) =>
    c.json({ data: await cancelEmailChange(callerOf(c), authOf(c), params.user_id) }, 200),
});

export const userRoutes = [
  getCurrentUserRoute,
  updateCurrentUserRoute,
  listUsersRoute,
  getUserRoute,
  updateUserRoute,
  inviteUserRoute,
  resendInvitationRoute,
  deleteInvitationRoute,
  confirmEmailRoute,
  confirmEmailWithCodeRoute,
  resendEmailConfirmationRoute,
  confirmEmailChangeRoute,
  cancelEmailChangeRoute,
];
