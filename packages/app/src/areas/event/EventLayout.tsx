import { useLingui } from "@lingui/react/macro";
import { isApiError, loginPath } from "@varco/domain";
import { useCurrentUser, useLogout } from "@varco/domain/swr";
import {
  AppShell,
  ArrowLeftIcon,
  Button,
  ClipboardCheckIcon,
  Inline,
  LayoutDashboardIcon,
  LogOutIcon,
  Logo,
  SettingsIcon,
  Text,
} from "@varco/ui";
import { Outlet, useLocation, useNavigate } from "react-router-dom";
import { useAdoptUserLocale } from "../../i18n/LocaleProvider";
import { ResultScreen } from "../../shell/ErrorScreen";
import { PageLoading } from "../../shell/PageLoading";
import { useRuntimeConfig } from "../../shell/RuntimeConfigContext";
import { EventLoadError, EventLoading, useCurrentEvent } from "./eventArea";

/**
 * The frame of one event (`/manage/event/:eventId/*`): its own sections in the sidebar and a way
 * back to every event. An unknown event, or another account's, shows the not-found page.
 */
export function EventLayout() {
  const { t } = useLingui();
  const { appName, logoDarkUrl, logoLightUrl } = useRuntimeConfig();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { data: user, error: userError } = useCurrentUser();
  const logout = useLogout();
  const { eventId, data: event, error, mutate } = useCurrentEvent();
  useAdoptUserLocale(user?.locale);

  if (!user) {
    // 401/403 already sent the visitor to the login page (SPEC.md §8); anything else is a failure.
    if (userError && !(isApiError(userError) && (userError.status === 401 || userError.status === 403)))
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

  const base = `/manage/event/${eventId}`;
  const section = (path: string) => pathname === `${base}/${path}` || pathname.startsWith(`${base}/${path}/`);

  return (
    <AppShell
      title={<Logo alt={appName} darkSrc={logoDarkUrl} lightSrc={logoLightUrl} />}
      navigation={[
        {
          id: "events",
          label: t`All events`,
          href: "/manage/events",
          icon: <ArrowLeftIcon size={18} />,
        },
        {
          id: "dashboard",
          label: t`Dashboard`,
          href: `${base}/dashboard`,
          icon: <LayoutDashboardIcon size={18} />,
          isCurrent: section("dashboard"),
        },
        {
          id: "getting-started",
          label: t`Getting started`,
          href: `${base}/getting-started`,
          icon: <ClipboardCheckIcon size={18} />,
          isCurrent: section("getting-started"),
        },
        {
          id: "settings",
          label: t`Settings`,
          href: `${base}/settings`,
          icon: <SettingsIcon size={18} />,
          isCurrent: section("settings"),
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
      navigationLabel={t`Event navigation`}
      openNavigationLabel={t`Open navigation`}
      closeNavigationLabel={t`Close navigation`}
      skipToContentLabel={t`Skip to content`}
    >
      {event ? (
        <Outlet />
      ) : error || eventId === undefined ? (
        <EventLoadError error={error} onRetry={() => void mutate()} />
      ) : (
        <EventLoading />
      )}
    </AppShell>
  );
}
