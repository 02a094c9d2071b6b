import {
  acceptInvitationSchema,
  accountSchema,
  forgotPasswordSchema,
  loginResponseSchema,
  loginSchema,
  messageResponseSchema,
  registerSchema,
  resetPasswordSchema,
  userSchema,
} from "@varco/domain";
import type { Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/appEnv";
import { clientIp } from "../../http/clientIp";
import { documentedSessionUse } from "../../http/openapiSecurity";
import { requestGate, tooManyAttempts } from "../../http/rateLimit";
import { defineRoute, errorBodySchema } from "../../http/route";
import { dataEnvelope, invalidInput, rateLimited, signedIn, tokenParam } from "../../http/routeParts";
import { acceptInvitation, acceptInvitationClientLimit, getInvitation } from "../users/invitations";
import { limitPerClient } from "./clientLimit";
import { loginWindowSeconds } from "./loginAttempts";
import {
  checkPasswordReset,
  forgotPasswordAddressLimit,
  forgotPasswordIpLimit,
  forgotPasswordMessage,
  passwordResetLifetimeSeconds,
  requestPasswordReset,
  resetPassword,
  resetPasswordClientLimit,
  resetPasswordMessage,
} from "./passwordReset";
import { login, refreshSession, register, registerClientLimit } from "./service";
import {
  authenticated,
  authOf,
  clearSessionCookie,
  revokeSessionByToken,
  sessionLifetimeSeconds,
  sessionTokenOf,
  setSessionCookie,
} from "./session";

/**
 * Anonymous routes that take a password or a mailed token share these caps, checked before any
 * database work: a flood from many addresses is refused at the door instead of queueing in front
 * of sign-ins (CREDENTIAL_REQUESTS_PER_SECOND, by default 20: far above what people register or
 * reset on one server).
 */
export const anonymousCredentialGate = requestGate({
  inFlight: 4,
  perSecond: (c) => c.var.config.CREDENTIAL_REQUESTS_PER_SECOND,
});

/** Login hands the token out in the body, in `X-Auth-Token` and in the cookie (docs/api/wire.md). */
function handOut(c: Context<AppEnv>, token: string): void {
  setSessionCookie(c, token);
  c.header("X-Auth-Token", token);
}

export const registerRoute = defineRoute({
  method: "post",
  path: "/auth/register",
  summary: "Create an account and its owner, and sign in",
  description: `Answers the account; the session token comes only in the \`token\` cookie and the \`X-Auth-Token\` header. An email that already has a user answers 422 on \`email\`. More than ${registerClientLimit.max} registrations per hour from one client address answer 429 with Retry-After.`,
  tags: ["auth"],
  middleware: [anonymousCredentialGate, limitPerClient(registerClientLimit)],
  request: { body: registerSchema },
  responses: { 201: dataEnvelope(accountSchema), ...invalidInput, ...rateLimited },
  async handler({ body }, c) {
    const { account, token } = await register(
      c.var.db,
      body,
      c.req.header("accept-language"),
      c.var.config.APP_URL,
    );
    handOut(c, token);
    return c.json({ data: account }, 201);
  },
});

export const loginRoute = defineRoute({
  method: "post",
  path: "/auth/login",
  summary: "Sign in with email and password",
  description: `A wrong email and a wrong password answer the same 401. After 10 failures in ${loginWindowSeconds / 60} minutes for one email or one client address, every attempt answers 429 until the window passes.`,
  tags: ["auth"],
  request: { body: loginSchema },
  responses: { 200: loginResponseSchema, 401: errorBodySchema, ...rateLimited },
  async handler({ body }, c) {
    const outcome = await login(c.var.db, body, clientIp(c));
    if (outcome.kind === "throttled") return tooManyAttempts(c, loginWindowSeconds);
    if (outcome.token !== null) handOut(c, outcome.token);
    return c.json(
      {
        token: outcome.token,
        token_type: "bearer" as const,
        expires_in: sessionLifetimeSeconds,
        user: outcome.user,
        accounts: outcome.accounts,
      },
      200,
    );
  },
});

const refreshRoute = (method: "get" | "post") =>
  defineRoute({
    method,
    path: "/auth/refresh",
    summary: "Trade this session for a new one",
    description:
      "A new token for the same user and account, answered (and set as the cookie) as a login is; the session the request came with stops working. Hi.Events' backend takes POST, its web app sends GET: both are served.",
    tags: ["auth"],
    middleware: [authenticated()],
    responses: { 200: loginResponseSchema, ...signedIn },
    async handler(_input, c) {
      const refreshed = await refreshSession(c.var.db, authOf(c));
      handOut(c, refreshed.token);
      return c.json({ ...refreshed, token_type: "bearer" as const, expires_in: sessionLifetimeSeconds }, 200);
    },
  });
const refreshRoutes = [refreshRoute("post"), refreshRoute("get")];

export const logoutRoute = defineRoute({
  method: "post",
  path: "/auth/logout",
  summary: "Sign out: revoke this session and clear its cookie",
  tags: ["auth"],
  responses: { 200: messageResponseSchema },
  async handler(_input, c) {
    const token = sessionTokenOf(c);
    if (token) await revokeSessionByToken(c.var.db, token);
    clearSessionCookie(c);
    return c.json({ message: "Logout Successful" }, 200);
  },
});
// It revokes the session it is sent with, if any: the document says so, so that a bearer client sends its token.
documentedSessionUse(logoutRoute, "optional");

const invitationParams = z.object({ invite_token: tokenParam });
/** An invitation token that is unknown (or expired, on accepting), withdrawn or already accepted. */
const invitationRefusals = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

export const getInvitationRoute = defineRoute({
  method: "get",
  path: "/auth/invitation/:invite_token",
  summary: "The invited user, before they accept",
  description: "400 unknown token, 404 withdrawn, 409 already accepted, 410 expired.",
  tags: ["auth"],
  request: { params: invitationParams },
  responses: {
    200: dataEnvelope(userSchema),
    ...invitationRefusals,
    410: errorBodySchema,
  },
  handler: async ({ params }, c) => c.json({ data: await getInvitation(c.var.db, params.invite_token) }, 200),
});

export const acceptInvitationRoute = defineRoute({
  method: "post",
  path: "/auth/invitation/:invite_token",
  summary: "Accept an invitation: set names, password and time zone, and sign in",
  description: `204 with the session in the \`token\` cookie and \`X-Auth-Token\`. 400 unknown or expired token, 404 withdrawn, 409 already accepted. More than ${acceptInvitationClientLimit.max} attempts per hour from one client address answer 429 with Retry-After.`,
  tags: ["auth"],
  middleware: [anonymousCredentialGate, limitPerClient(acceptInvitationClientLimit)],
  request: { params: invitationParams, body: acceptInvitationSchema },
  responses: {
    204: null,
    ...invitationRefusals,
    ...invalidInput,
    ...rateLimited,
  },
  async handler({ params, body }, c) {
    handOut(c, await acceptInvitation(c.var.db, params.invite_token, body));
    return c.body(null, 204);
  },
});

export const forgotPasswordRoute = defineRoute({
  method: "post",
  path: "/auth/forgot-password",
  summary: "Mail a password reset link",
  description: `The same 200 whether or not a user has the address. The link expires after ${passwordResetLifetimeSeconds / 60} minutes, works once and replaces any earlier one. At most ${forgotPasswordAddressLimit.max} mails per address per hour (further requests answer the same 200 and mail nothing); more than ${forgotPasswordIpLimit.max} requests per hour from one client address answer 429 with Retry-After.`,
  tags: ["auth"],
  middleware: [anonymousCredentialGate],
  request: { body: forgotPasswordSchema },
  responses: { 200: messageResponseSchema, ...invalidInput, ...rateLimited },
  async handler({ body }, c) {
    const outcome = await requestPasswordReset(
      c.var.db,
      c.var.rateLimits,
      body.email,
      c.var.config.APP_URL,
      clientIp(c),
    );
    if (outcome.kind === "throttled") return tooManyAttempts(c, outcome.retryAfterSeconds);
    return c.json({ message: forgotPasswordMessage }, 200);
  },
});

const resetParams = z.object({ reset_token: tokenParam });

export const checkResetPasswordRoute = defineRoute({
  method: "get",
  path: "/auth/reset-password/:reset_token",
  summary: "Whether a password reset link still works",
  description: "204 when it does; 404 when it is unknown, used, replaced or expired.",
  tags: ["auth"],
  request: { params: resetParams },
  responses: { 204: null, 404: errorBodySchema },
  async handler({ params }, c) {
    await checkPasswordReset(c.var.db, params.reset_token);
    return c.body(null, 204);
  },
});

export const resetPasswordRoute = defineRoute({
  method: "post",
  path: "/auth/reset-password/:reset_token",
  summary: "Set a new password with a reset link",
  description: `Uses up the link and signs the user out everywhere. 404 when the link does not work. More than ${resetPasswordClientLimit.max} attempts per hour from one client address answer 429 with Retry-After.`,
  tags: ["auth"],
  middleware: [anonymousCredentialGate, limitPerClient(resetPasswordClientLimit)],
  request: { params: resetParams, body: resetPasswordSchema },
  responses: { 200: messageResponseSchema, 404: errorBodySchema, ...invalidInput, ...rateLimited },
  async handler({ params, body }, c) {
    await resetPassword(c.var.db, params.reset_token, body.password);
    return c.json({ message: resetPasswordMessage }, 200);
  },
});

export const authRoutes = [
  registerRoute,
  loginRoute,
  ...refreshRoutes,
  logoutRoute,
  forgotPasswordRoute,
  checkResetPasswordRoute,
  resetPasswordRoute,
  getInvitationRoute,
  acceptInvitationRoute,
];
