import type { DataEnvelope, MessageResponse } from "../model/list";
import type {
  ConfirmEmailWithCodeBody,
  InviteUserBody,
  UpdateCurrentUserBody,
  UpdateUserBody,
  User,
} from "../model/user";
import { dataRead } from "./read";
import { apiPath, dataOf, type Transport } from "./transport";

type Id = number;

/** The reads of users: each one's path, for the client and the hooks' cache keys. */
export const userReads = {
  current: () => dataRead<User>("users/me"),
  list: () => dataRead<User[]>("users"),
  get: (userId: Id) => dataRead<User>(apiPath`users/${userId}`),
};

/** The signed-in user and the account's users. */
export function usersApi(transport: Transport) {
  const one = (method: "POST" | "PUT" | "DELETE", path: string, body?: unknown) =>
    dataOf(transport.request<DataEnvelope<User>>(method, path, { body }));
  return {
    getCurrent: () => transport.read(userReads.current()),
    updateCurrent: (body: UpdateCurrentUserBody) => one("PUT", "users/me", body),
    list: () => transport.read(userReads.list()),
    invite: (body: InviteUserBody) => one("POST", "users", body),
    get: (userId: Id) => transport.read(userReads.get(userId)),
    update: (userId: Id, body: UpdateUserBody) => one("PUT", apiPath`users/${userId}`, body),
    resendInvitation: (userId: Id) => transport.request<void>("POST", apiPath`users/${userId}/invitation`),
    deleteInvitation: (userId: Id) => transport.request<void>("DELETE", apiPath`users/${userId}/invitation`),
    confirmEmail: (userId: Id, token: string) =>
      transport.request<void>("POST", apiPath`users/${userId}/confirm-email/${token}`),
    confirmEmailChange: (userId: Id, token: string) =>
      one("POST", apiPath`users/${userId}/email-change/${token}`),
    cancelEmailChange: (userId: Id) => one("DELETE", apiPath`users/${userId}/email-change`),
    resendEmailConfirmation: (userId: Id) =>
      transport.request<void>("POST", apiPath`users/${userId}/resend-email-confirmation`),
    confirmEmailWithCode: (userId: Id, body: ConfirmEmailWithCodeBody) =>
      transport.request<MessageResponse>("POST", apiPath`users/${userId}/confirm-email-with-code`, { body }),
  };
}
