import { userReads } from "../api/users";
import type { User } from "../model/user";
import { under, useApiMutation } from "./mutation";
import { type QueryConfig, useApiRead } from "./query";

type Id = number;

/** Every write on users may change the current user or the account's list. */
const users = under("users");

/** The signed-in user. Never retried: a failure means "not signed in", which asking again will not change. */
export function useCurrentUser(config?: QueryConfig<User>) {
  return useApiRead(userReads.current(), (client) => client.users.getCurrent(), {
    ...config,
    shouldRetryOnError: false,
  });
}

export function useUsers(config?: QueryConfig<User[]>) {
  return useApiRead(userReads.list(), (client) => client.users.list(), config);
}

export function useUser(userId: Id | undefined, config?: QueryConfig<User>) {
  return useApiRead(
    userId == null ? null : userReads.get(userId),
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
