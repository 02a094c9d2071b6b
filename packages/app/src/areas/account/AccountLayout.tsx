import { useLingui } from "@lingui/react/macro";
import type { User } from "@varco/domain";
import { useAccount } from "@varco/domain/swr";
import {
  type AppShellNavItem,
  ArrowLeftIcon,
  CalendarDaysIcon,
  CreditCardIcon,
  Link,
  PercentIcon,
  SettingsIcon,
  UsersIcon,
} from "@varco/ui";
import { Outlet, useLocation } from "react-router-dom";
import { QueryView, readNow } from "../../shell/QueryView";
import { SignedInShell } from "../../shell/SignedInShell";
import { type AccountArea, isAdminRole } from "./accountArea";

/**
 * /account: the account's own pages (settings, taxes and fees, event defaults, users, payment) in
 * the organiser's frame. The users page is for admins only, so organisers do not see it listed.
 */
export function AccountLayout() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const account = readNow(useAccount());

  const section = (id: string, label: string, icon: AppShellNavItem["icon"]): AppShellNavItem => ({
    id,
    label,
    href: `/account/${id}`,
    icon,
    isCurrent: pathname === `/account/${id}` || pathname.startsWith(`/account/${id}/`),
  });
  const navigation = (user: User) => [
    section("settings", t`Account settings`, <SettingsIcon size={18} />),
    section("taxes-and-fees", t`Taxes and fees`, <PercentIcon size={18} />),
    section("event-defaults", t`Event defaults`, <CalendarDaysIcon size={18} />),
    ...(isAdminRole(user.role) ? [section("users", t`Users`, <UsersIcon size={18} />)] : []),
    section("payment", t`Payment`, <CreditCardIcon size={18} />),
  ];

  return (
    <SignedInShell
      navigation={navigation}
      navigationLabel={t`Account navigation`}
      leadingActions={
        <Link href="/manage/events" variant="standalone">
          <ArrowLeftIcon size={16} aria-hidden /> {t`Events`}
        </Link>
      }
    >
      {(user) => (
        <QueryView
          query={account}
          loadingLabel={t`Loading`}
          failure={t`The account could not be loaded.`}
          padding="lg"
        >
          {(loaded) => (
            <Outlet
              context={{ user, account: loaded, isAdmin: isAdminRole(user.role) } satisfies AccountArea}
            />
          )}
        </QueryView>
      )}
    </SignedInShell>
  );
}

export { AccountLayout as Component };
