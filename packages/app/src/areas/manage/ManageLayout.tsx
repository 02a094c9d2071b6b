import { useLingui } from "@lingui/react/macro";
import { isApiError, loginPath } from "@varco/domain";
import { useCurrentUser, useLogout } from "@varco/domain/swr";
import { AppShell, Button, CalendarDaysIcon, Inline, LogOutIcon, Logo, Text } from "@varco/ui";
import { Outlet, useLocation, useNavigate } from "react-router-dom";
import { useAdoptUserLocale } from "../../i18n/LocaleProvider";
import { ResultScreen } from "../../shell/ErrorScreen";
import { PageLoading } from "../../shell/PageLoading";
import { useRuntimeConfig } from "../../shell/RuntimeConfigContext";

/** The organiser's frame: the sections, who is signed in, and a way out. */
export function ManageLayout() {
  const { t } = useLingui();
  const { appName, logoDarkUrl, logoLightUrl } = useRuntimeConfig();
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
      navigation={[
        {
          id: "events",
          label: t`Events`,
          href: "/manage/events",
          icon: <CalendarDaysIcon size={18} />,
          isCurrent: pathname.startsWith("/manage/events"),
        },
      ]}
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
