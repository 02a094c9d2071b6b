import { useLingui } from "@lingui/react/macro";
import {
  type AppShellNavItem,
  ArrowLeftIcon,
  BarChart3Icon,
  ClipboardCheckIcon,
  ClockIcon,
  CodeIcon,
  CreditCardIcon,
  HelpCircleIcon,
  ImageIcon,
  LayoutDashboardIcon,
  Link2Icon,
  MailIcon,
  PaletteIcon,
  QrCodeIcon,
  SettingsIcon,
  TagIcon,
  TicketIcon,
  UserIcon,
  UsersIcon,
  WebhookIcon,
} from "@varco/ui";
import { Outlet, useLocation } from "react-router-dom";
import { SignedInShell } from "../../shell/SignedInShell";
import { type EventArea, EventOfAddress, useEventId } from "./eventArea";

/**
 * The frame of one event (`/manage/event/:eventId/*`): its own sections in the sidebar and a way
 * back to every event. An unknown event, or another account's, shows the not-found page; its
 * screens get the loaded event from `useEventArea()`.
 */
export function EventLayout() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const eventId = useEventId();

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
      id: "products",
      label: t`Tickets and products`,
      href: `${base}/products`,
      icon: <TicketIcon size={18} />,
      isCurrent: section("products"),
    },
    {
      id: "orders",
      label: t`Orders`,
      href: `${base}/orders`,
      icon: <CreditCardIcon size={18} />,
      isCurrent: section("orders"),
    },
    {
      id: "attendees",
      label: t`Attendees`,
      href: `${base}/attendees`,
      icon: <UserIcon size={18} />,
      isCurrent: section("attendees"),
    },
    {
      id: "check-in",
      label: t`Check-in`,
      href: `${base}/check-in`,
      icon: <QrCodeIcon size={18} />,
      isCurrent: section("check-in"),
    },
    {
      id: "messages",
      label: t`Messages`,
      href: `${base}/messages`,
      icon: <MailIcon size={18} />,
      isCurrent: section("messages"),
    },
    {
      id: "reports",
      label: t`Reports`,
      href: `${base}/reports`,
      icon: <BarChart3Icon size={18} />,
      isCurrent: section("reports") || section("report"),
    },
    {
      id: "capacity-assignments",
      label: t`Capacity`,
      href: `${base}/capacity-assignments`,
      icon: <UsersIcon size={18} />,
      isCurrent: section("capacity-assignments"),
    },
    {
      id: "promo-codes",
      label: t`Promo codes`,
      href: `${base}/promo-codes`,
      icon: <TagIcon size={18} />,
      isCurrent: section("promo-codes"),
    },
    {
      id: "affiliates",
      label: t`Affiliates`,
      href: `${base}/affiliates`,
      icon: <Link2Icon size={18} />,
      isCurrent: section("affiliates"),
    },
    {
      id: "waitlist",
      label: t`Waitlist`,
      href: `${base}/waitlist`,
      icon: <ClockIcon size={18} />,
      isCurrent: section("waitlist"),
    },
    {
      id: "questions",
      label: t`Questions`,
      href: `${base}/questions`,
      icon: <HelpCircleIcon size={18} />,
      isCurrent: section("questions"),
    },
    {
      id: "homepage-designer",
      label: t`Homepage designer`,
      href: `${base}/homepage-designer`,
      icon: <PaletteIcon size={18} />,
      isCurrent: section("homepage-designer"),
    },
    {
      id: "ticket-designer",
      label: t`Ticket designer`,
      href: `${base}/ticket-designer`,
      icon: <ImageIcon size={18} />,
      isCurrent: section("ticket-designer"),
    },
    {
      id: "widget",
      label: t`Widget`,
      href: `${base}/widget`,
      icon: <CodeIcon size={18} />,
      isCurrent: section("widget"),
    },
    {
      id: "webhooks",
      label: t`Webhooks`,
      href: `${base}/webhooks`,
      icon: <WebhookIcon size={18} />,
      isCurrent: section("webhooks"),
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
      {(user) => (
        <EventOfAddress>
          {(loaded) => <Outlet context={{ user, event: loaded } satisfies EventArea} />}
        </EventOfAddress>
      )}
    </SignedInShell>
  );
}

export { EventLayout as Component };
