import { authReads } from "../api/auth";
import type { User } from "../model/user";
import { everything, nothing, useApiMutation } from "./mutation";
import { type QueryConfig, useApiRead } from "./query";

/** The invitation behind an accept-invitation link (410 expired, 400 invalid, 404 revoked). */
export function useInvitation(token: string | undefined, config?: QueryConfig<User>) {
  return useApiRead(
    token ? authReads.invitation(token) : null,
    (client) => client.auth.getInvitation(token!),
    config,
  );
}

/** Whether a password-reset link still works (resolves empty; a 404 ApiError when not). */
export function useResetPasswordToken(token: string | undefined, config?: QueryConfig<void>) {
  return useApiRead(
    token ? authReads.resetPasswordToken(token) : null,
    (client) => client.auth.checkResetPasswordToken(token!),
    config,
  );
}

/** Signing in changes whose data every read shows: all of them are asked again. */
export function useLogin() {
  return useApiMutation(
    (client) => client.auth.login,
    () => everything,
  );
}

/** Signing out forgets every cached answer, so the next person sees none of it. */
export function useLogout() {
  return useApiMutation(
    (client) => client.auth.logout,
    () => everything,
    { forget: true },
  );
}

export function useRefreshSession() {
  return useApiMutation(
    (client) => client.auth.refresh,
    () => nothing,
  );
}

/** Registration signs the new user in. */
export function useRegister() {
  return useApiMutation(
    (client) => client.auth.register,
    () => everything,
  );
}

export function useForgotPassword() {
  return useApiMutation(
    (client) => client.auth.forgotPassword,
    () => nothing,
  );
}

export function useResetPassword() {
  return useApiMutation(
    (client) => client.auth.resetPassword,
    () => nothing,
  );
}

export function useAcceptInvitation() {
  return useApiMutation(
    (client) => client.auth.acceptInvitation,
    () => nothing,
  );
}
