import { apiPath } from "../api/transport";
import type { User } from "../model/user";
import { under, useApiMutation } from "./mutation";
import { type QueryConfig, queryKey, useApiQuery } from "./query";

type Id = number;

/** Every write on users may change the current user or the account's list. */
const users = under("users");

/** The signed-in user. Never retried: a failure means "not signed in" (SPEC.md §9). */
export function useCurrentUser(config?: QueryConfig<User>) {
  return useApiQuery(queryKey("users/me"), (client) => client.users.getCurrent(), {
    ...config,
    shouldRetryOnError: false,
  });
}

export function useUsers(config?: QueryConfig<User[]>) {
  return useApiQuery(queryKey("users"), (client) => client.users.list(), config);
}

export function useUser(userId: Id | undefined, config?: QueryConfig<User>) {
  return useApiQuery(
    userId == null ? null : queryKey(apiPath`users/${userId}`),
    (client) => client.users.get(userId!),
    config,
  );
}

export function useUpdateCurrentUser() {
  return useApiMutation(
    (client) => client.users.updateCurrent,
    () => users,
  );
}

export function useInviteUser() {
  return useApiMutation(
    (client) => client.users.invite,
    () => users,
  );
}

export function useUpdateUser() {
  return useApiMutation(
    (client) => client.users.update,
    () => users,
  );
}

export function useResendInvitation() {
  return useApiMutation(
    (client) => client.users.resendInvitation,
    () => users,
  );
}

export function useDeleteInvitation() {
  return useApiMutation(
    (client) => client.users.deleteInvitation,
    () => users,
  );
}

export function useConfirmEmail() {
  return useApiMutation(
    (client) => client.users.confirmEmail,
    () => users,
  );
}

export function useConfirmEmailChange() {
  return useApiMutation(
    (client) => client.users.confirmEmailChange,
    () => users,
  );
}

export function useCancelEmailChange() {
  return useApiMutation(
    (client) => client.users.cancelEmailChange,
    () => users,
  );
}

export function useResendEmailConfirmation() {
  return useApiMutation(
    (client) => client.users.resendEmailConfirmation,
    () => users,
  );
}

export function useConfirmEmailWithCode() {
  return useApiMutation(
    (client) => client.users.confirmEmailWithCode,
    () => users,
  );
}
