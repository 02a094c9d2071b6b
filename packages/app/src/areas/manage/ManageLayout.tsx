import { useLingui } from "@lingui/react/macro";
import {
  type AppShellNavItem,
  CalendarDaysIcon,
  HelpCircleIcon,
  SettingsIcon,
  StoreIcon,
  UserIcon,
} from "@varco/ui";
import { Outlet, useLocation } from "react-router-dom";
import { provider } from "../../shell/provider";
import { useRuntimeConfig } from "../../shell/RuntimeConfigContext";
import { SignedInShell } from "../../shell/SignedInShell";

/** The organiser's frame: events, organiser, account and profile, who is signed in, and a way out. */
export function ManageLayout() {
  const { t } = useLingui();
  const { hideAboutLink } = useRuntimeConfig();
  const { pathname } = useLocation();

  // The organiser's places, and (unless the deployment hides it) the software's own site.
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

  return (
    <SignedInShell navigation={() => navigation} navigationLabel={t`Main navigation`}>
      {() => <Outlet />}
    </SignedInShell>
  );
}

export { ManageLayout as Component };
