import type { Account, User } from "@varco/domain";
import { useOutletContext } from "react-router-dom";

/** What the account area's layout knows and gives each of its screens. */
export interface AccountArea {
  user: User;
  account: Account;
  /** Admins (and the platform's super admins) change the account; organisers mostly read. */
  isAdmin: boolean;
}

export function isAdminRole(role: User["role"]): boolean {
  return role === "ADMIN" || role === "SUPERADMIN";
}

export function useAccountArea(): AccountArea {
  return useOutletContext<AccountArea>();
}
