import { useLingui } from "@lingui/react/macro";
import { isApiError, loginPath } from "@varco/domain";
import { useCurrentUser, useLogout } from "@varco/domain/swr";
import {
  AppShell,
  type AppShellNavItem,
  Button,
  CalendarDaysIcon,
  HelpCircleIcon,
  Inline,
  LogOutIcon,
  Logo,
  SettingsIcon,
  StoreIcon,
  Text,
  UserIcon,
} from "@varco/ui";
import { Outlet, useLocation, useNavigate } from "react-router-dom";
import { useAdoptUserLocale } from "../../i18n/LocaleProvider";
import { ResultScreen } from "../../shell/ErrorScreen";
import { PageLoading } from "../../shell/PageLoading";
import { provider } from "../../shell/provider";
import { useRuntimeConfig } from "../../shell/RuntimeConfigContext";

/** The organiser's frame: the sections, who is signed in, and a way out. */
export function ManageLayout() {
  const { t } = useLingui();
  const { appName, logoDarkUrl, logoLightUrl, hideAboutLink } = useRuntimeConfig();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { data: user, error } = useCurrentUser();
  const logout = useLogout();
  useAdoptUserLocale(user?.locale);

  if (!user) {
    // 401/403 already sent the visitor to the login page (SPEC.md §8); anything else is a failure.
    if (error && !(isApiError(error) && (error.status === 401 || error.status === 403)))
      return (
        <main style={{ flex: 1 }}>
          <ResultScreen variant="error" />
        </main>
      );
    return <PageLoading />;
  }

  // The organiser's places, and (unless the deployment hides it, SPEC.md §1) the software's own site.
  const navigation: AppShellNavItem[] = [
    {
      id: "events",
      label: t`Events`,
      href: "/manage/events",
      icon: <CalendarDaysIcon size={18} />,
      isCurrent: pathname.startsWith("/manage/events"),
    },
    {
      id: "organizer",
      label: t`Organiser`,
      href: "/manage/organizer",
      icon: <StoreIcon size={18} />,
      isCurrent: pathname.startsWith("/manage/organizer"),
    },
    {
      id: "account",
      label: t`Account settings`,
      href: "/account/settings",
      icon: <SettingsIcon size={18} />,
      isCurrent: false,
    },
    {
      id: "profile",
      label: t`Your profile`,
      href: "/manage/profile",
      icon: <UserIcon size={18} />,
      isCurrent: pathname.startsWith("/manage/profile"),
    },
  ];
  const providerName = provider.name;
  if (!hideAboutLink)
    navigation.push({
      id: "about",
      label: t`About ${providerName}`,
      href: provider.url,
      icon: <HelpCircleIcon size={18} />,
      isCurrent: false,
    });

  const signOut = () => {
    logout.trigger().then(
      () => navigate(loginPath, { replace: true }),
      () => navigate(loginPath, { replace: true }),
    );
  };

  return (
    <AppShell
      // In the top bar (the banner landmark): AppShell's sidebar slot for it is outside every
      // landmark, which axe reports (a ui fix is due; see the note to the lead).
      title={<Logo alt={appName} darkSrc={logoDarkUrl} lightSrc={logoLightUrl} />}
      navigation={navigation}
      actions={
        <Inline gap="sm" align="center">
          <Text size="sm" tone="muted" truncate>
            {user.full_name}
          </Text>
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
      navigationLabel={t`Main navigation`}
      openNavigationLabel={t`Open navigation`}
      closeNavigationLabel={t`Close navigation`}
      skipToContentLabel={t`Skip to content`}
    >
      <Outlet />
    </AppShell>
  );
}
