import { useLingui } from "@lingui/react/macro";
import { isApiError, type User } from "@varco/domain";
import { useAccount } from "@varco/domain/swr";
import {
  type AppShellNavItem,
  ArrowLeftIcon,
  CalendarDaysIcon,
  CreditCardIcon,
  Link,
  PercentIcon,
  SettingsIcon,
  Spinner,
  Stack,
  UsersIcon,
} from "@varco/ui";
import { Outlet, useLocation } from "react-router-dom";
import { ResultScreen } from "../../shell/ErrorScreen";
import { SignedInShell } from "../../shell/SignedInShell";
import { type AccountArea, isAdminRole } from "./accountArea";

/**
 * /account: the account's own pages (settings, taxes and fees, event defaults, users, payment) in
 * the organiser's frame. The users page is for admins only, so organisers do not see it listed.
 */
export function AccountLayout() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  // Read here, not only in the render function below: SWR re-renders for the fields a render read.
  const { data: account, error: accountError } = useAccount();

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
      {(user) => {
        if (account) {
          const area: AccountArea = { user, account, isAdmin: isAdminRole(user.role) };
          return <Outlet context={area} />;
        }
        // 401/403 already sent the visitor to the login page (SPEC.md §8); anything else is a failure.
        if (
          accountError &&
          !(isApiError(accountError) && (accountError.status === 401 || accountError.status === 403))
        )
          return <ResultScreen variant="error" />;
        return (
          <Stack align="center" padding="xl">
            <Spinner size="lg" tone="brand" />
          </Stack>
        );
      }}
    </SignedInShell>
  );
}
