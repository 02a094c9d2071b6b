import { useLingui } from "@lingui/react/macro";
import { isApiError, loginPath } from "@varco/domain";
import { useAccount, useCurrentUser, useLogout } from "@varco/domain/swr";
import {
  AppShell,
  type AppShellNavItem,
  ArrowLeftIcon,
  Button,
  CalendarDaysIcon,
  CreditCardIcon,
  Inline,
  Link,
  LogOutIcon,
  Logo,
  PercentIcon,
  SettingsIcon,
  UserIcon,
  UsersIcon,
} from "@varco/ui";
import { Outlet, useLocation, useNavigate } from "react-router-dom";
import { useAdoptUserLocale } from "../../i18n/LocaleProvider";
import { ResultScreen } from "../../shell/ErrorScreen";
import { PageLoading } from "../../shell/PageLoading";
import { useRuntimeConfig } from "../../shell/RuntimeConfigContext";
import { type AccountArea, isAdminRole } from "./accountArea";

/**
 * /account: the account's own pages (settings, taxes and fees, event defaults, users, payment) in
 * the organiser's frame. The users page is for admins only, so organisers do not see it listed.
 */
export function AccountLayout() {
  const { t } = useLingui();
  const { appName, logoDarkUrl, logoLightUrl } = useRuntimeConfig();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const currentUser = useCurrentUser();
  const account = useAccount();
  const logout = useLogout();
  useAdoptUserLocale(currentUser.data?.locale);

  const user = currentUser.data;
  if (!user || !account.data) {
    // 401/403 already sent the visitor to the login page (SPEC.md §8); anything else is a failure.
    const error = currentUser.error ?? account.error;
    if (error && !(isApiError(error) && (error.status === 401 || error.status === 403)))
      return (
        <main style={{ flex: 1 }}>
          <ResultScreen variant="error" />
        </main>
      );
    return <PageLoading />;
  }

  const isAdmin = isAdminRole(user.role);
  const section = (id: string, label: string, icon: AppShellNavItem["icon"]): AppShellNavItem => ({
    id,
    label,
    href: `/account/${id}`,
    icon,
    isCurrent: pathname === `/account/${id}` || pathname.startsWith(`/account/${id}/`),
  });
  const navigation = [
    section("settings", t`Account settings`, <SettingsIcon size={18} />),
    section("taxes-and-fees", t`Taxes and fees`, <PercentIcon size={18} />),
    section("event-defaults", t`Event defaults`, <CalendarDaysIcon size={18} />),
    ...(isAdmin ? [section("users", t`Users`, <UsersIcon size={18} />)] : []),
    section("payment", t`Payment`, <CreditCardIcon size={18} />),
  ];

  const signOut = () => {
    logout.trigger().then(
      () => navigate(loginPath, { replace: true }),
      () => navigate(loginPath, { replace: true }),
    );
  };

  const area: AccountArea = { user, account: account.data, isAdmin };
  return (
    <AppShell
      title={<Logo alt={appName} darkSrc={logoDarkUrl} lightSrc={logoLightUrl} />}
      navigation={navigation}
      actions={
        <Inline gap="sm" align="center">
          <Link href="/manage/events" variant="standalone">
            <ArrowLeftIcon size={16} aria-hidden /> {t`Events`}
          </Link>
          <Link href="/manage/profile" variant="standalone">
            <UserIcon size={16} aria-hidden /> {user.full_name}
          </Link>
          <Button
            variant="subtle"
            size="sm"
            iconStart={<LogOutIcon size={16} />}
            isPending={logout.isMutating}
            onPress={signOut}
          >
            {t`Sign out`}
          </Button>
        </Inline>
      }
      navigationLabel={t`Account navigation`}
      openNavigationLabel={t`Open navigation`}
      closeNavigationLabel={t`Close navigation`}
      skipToContentLabel={t`Skip to content`}
    >
      <Outlet context={area} />
    </AppShell>
  );
}
