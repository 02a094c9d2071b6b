import type { Account } from "../model/account";
import type {
  AcceptInvitationBody,
  ForgotPasswordBody,
  LoginBody,
  LoginResponse,
  RegisterBody,
  ResetPasswordBody,
} from "../model/auth";
import type { DataEnvelope, MessageResponse } from "../model/list";
import type { User } from "../model/user";
import { bareRead, dataRead } from "./read";
import { apiPath, dataOf, type Transport } from "./transport";

/** The reads behind mailed links: each one's path, for the client and the hooks' cache keys. */
export const authReads = {
  /** Resolves when the reset token is still valid; a 404 ApiError otherwise. */
  resetPasswordToken: (token: string) => bareRead<void>(apiPath`auth/reset-password/${token}`),
  invitation: (token: string) => dataRead<User>(apiPath`auth/invitation/${token}`),
};

/** Signing in and out, registration, password reset and invitations. */
export function authApi(transport: Transport) {
  return {
    /** The session cookie comes with the answer; `token` is null until a multi-account user picks one. */
    login: (body: LoginBody) => transport.request<LoginResponse>("POST", "auth/login", { body }),
    logout: () => transport.request<MessageResponse>("POST", "auth/logout"),
    refresh: () => transport.request<LoginResponse>("POST", "auth/refresh"),
    register: (body: RegisterBody) =>
      dataOf(transport.request<DataEnvelope<Account>>("POST", "auth/register", { body })),
    /** Always answers the same, whether the address is known or not. */
    forgotPassword: (body: ForgotPasswordBody) =>
      transport.request<MessageResponse>("POST", "auth/forgot-password", { body }),
    checkResetPasswordToken: (token: string) => transport.read(authReads.resetPasswordToken(token)),
    resetPassword: (token: string, body: ResetPasswordBody) =>
      transport.request<MessageResponse>("POST", apiPath`auth/reset-password/${token}`, { body }),
    getInvitation: (token: string) => transport.read(authReads.invitation(token)),
    acceptInvitation: (token: string, body: AcceptInvitationBody) =>
      transport.request<void>("POST", apiPath`auth/invitation/${token}`, { body }),
  };
}
