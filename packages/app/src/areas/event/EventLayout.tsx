import { useLingui } from "@lingui/react/macro";
import {
  type AppShellNavItem,
  ArrowLeftIcon,
  ClipboardCheckIcon,
  LayoutDashboardIcon,
  SettingsIcon,
} from "@varco/ui";
import { Outlet, useLocation } from "react-router-dom";
import { SignedInShell } from "../../shell/SignedInShell";
import { EventLoadError, EventLoading, useCurrentEvent } from "./eventArea";

/**
 * The frame of one event (`/manage/event/:eventId/*`): its own sections in the sidebar and a way
 * back to every event. An unknown event, or another account's, shows the not-found page.
 */
export function EventLayout() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const { eventId, data: event, error, mutate } = useCurrentEvent();

  const base = `/manage/event/${eventId}`;
  const section = (path: string) => pathname === `${base}/${path}` || pathname.startsWith(`${base}/${path}/`);
  const navigation = (): AppShellNavItem[] => [
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
  ];

  return (
    <SignedInShell navigation={navigation} navigationLabel={t`Event navigation`}>
      {() =>
        event ? (
          <Outlet />
        ) : error || eventId === undefined ? (
          <EventLoadError error={error} onRetry={() => void mutate()} />
        ) : (
          <EventLoading />
        )
      }
    </SignedInShell>
  );
}
