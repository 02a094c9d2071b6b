import { useLingui } from "@lingui/react/macro";
import { isApiError, loginPath, type User } from "@varco/domain";
import { useCurrentUser, useLogout } from "@varco/domain/swr";
import { AppShell, type AppShellNavItem, Button, Inline, Link, LogOutIcon, Logo, UserIcon } from "@varco/ui";
import type { ReactNode } from "react";
import { useNavigate } from "react-router-dom";
import { useAdoptUserLocale } from "../i18n/LocaleProvider";
import { ResultMain } from "./ErrorScreen";
import { PageLoading } from "./PageLoading";
import { useRuntimeConfig } from "./RuntimeConfigContext";

export interface SignedInShellProps {
  /** The area's sections; they may depend on who is signed in (an organiser sees no users page). */
  navigation: (user: User) => AppShellNavItem[];
  /** Names the area's navigation landmark ("Event navigation"). */
  navigationLabel: string;
  /** Links before the signed-in person's name (a way back to every event). */
  leadingActions?: ReactNode;
  /** The area's content, once the signed-in user is known. */
  children: (user: User) => ReactNode;
}

/**
 * The frame of every signed-in area (manage, account, event): the reseller's logo, the area's
 * sections, the signed-in person (a link to their profile) and a way out. It speaks the user's
 * saved language. Until the user is known it shows a spinner; a failure other than 401/403 (those
 * already sent the visitor to the login page) shows the error result.
 */
export function SignedInShell({ navigation, navigationLabel, leadingActions, children }: SignedInShellProps) {
  const { t } = useLingui();
  const { appName, logoDarkUrl, logoLightUrl } = useRuntimeConfig();
  const navigate = useNavigate();
  const { data: user, error } = useCurrentUser();
  const logout = useLogout();
  useAdoptUserLocale(user?.locale);

  if (!user) {
    if (error && !(isApiError(error) && (error.status === 401 || error.status === 403)))
      return <ResultMain variant="error" />;
    return <PageLoading />;
  }

  // Signed out either way: a failed call leaves a session the server no longer honours.
  const signOut = () => {
    const toLogin = () => navigate(loginPath, { replace: true });
    logout.trigger().then(toLogin, toLogin);
  };

  return (
    <AppShell
      // As high as the top bar allows (56 px less its padding), whatever the artwork's shape.
      title={<Logo alt={appName} darkSrc={logoDarkUrl} lightSrc={logoLightUrl} height={40} />}
      navigation={navigation(user)}
      actions={
        <Inline gap="sm" align="center">
          {leadingActions}
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
      navigationLabel={navigationLabel}
      openNavigationLabel={t`Open navigation`}
      closeNavigationLabel={t`Close navigation`}
      skipToContentLabel={t`Skip to content`}
    >
      {children(user)}
    </AppShell>
  );
}
