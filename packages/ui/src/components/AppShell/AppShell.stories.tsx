import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  BarChart3,
  CalendarDays,
  LayoutDashboard,
  LogOut,
  Settings,
  Store,
  Ticket,
  Users,
  Webhook,
} from "lucide-react";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { stringsFor } from "../../i18n/strings";
import { Breadcrumb, Breadcrumbs } from "../Breadcrumbs/Breadcrumbs";
import { Button } from "../Button";
import { Heading } from "../Heading/Heading";
import { IconButton } from "../IconButton/IconButton";
import { Logo } from "../Logo/Logo";
import { sampleLogo } from "../Logo/sampleLogos";
import { Text } from "../Text/Text";
import { AppShell, type AppShellNavItem } from "./AppShell";

/** Stories run in Italian by default (see .storybook/preview.tsx). */
// Stories render in English unless the toolbar says otherwise (see .storybook/preview.tsx).
const strings = stringsFor("en");

const icon = (Glyph: typeof Ticket) => <Glyph size={20} />;

const navigation: AppShellNavItem[] = [
  { id: "dashboard", label: "Panoramica", href: "#dashboard", icon: icon(LayoutDashboard) },
  { id: "events", label: "Eventi", href: "#events", icon: icon(CalendarDays), isCurrent: true },
  { id: "orders", label: "Ordini", href: "#orders", icon: icon(Ticket) },
  { id: "customers", label: "Clienti", href: "#customers", icon: icon(Users) },
  { id: "reports", label: "Statistiche", href: "#reports", icon: icon(BarChart3) },
  { id: "shop", label: "Vetrina", href: "#shop", icon: icon(Store) },
  { id: "webhooks", label: "Webhook", href: "#webhooks", icon: icon(Webhook) },
  { id: "settings", label: "Impostazioni", href: "#settings", icon: icon(Settings) },
];

const meta = {
  title: "Layout/AppShell",
  component: AppShell,
  args: {
    navigation,
    brand: <Logo {...sampleLogo} width={132} />,
    navigationFooter: (
      <Button variant="outline" tone="neutral" fullWidth iconStart={<LogOut size={16} />}>
        Esci
      </Button>
    ),
    title: (
      <Heading level={1} size="lg">
        Eventi
      </Heading>
    ),
    actions: (
      <>
        <IconButton aria-label="Impostazioni account" showTitle>
          <Settings size={20} />
        </IconButton>
        <Button size="sm">Nuovo evento</Button>
      </>
    ),
    children: (
      <div style={{ display: "grid", gap: 16 }}>
        <Breadcrumbs>
          <Breadcrumb id="home" href="#dashboard">
            Panoramica
          </Breadcrumb>
          <Breadcrumb id="events">Eventi</Breadcrumb>
        </Breadcrumbs>
        <Text as="p">12 eventi in vendita, 3 in bozza.</Text>
        <Text as="p" tone="muted">
          Le vendite del weekend sono aumentate del 18% rispetto alla settimana scorsa.
        </Text>
      </div>
    ),
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole("navigation", { name: strings.mainNavigation });
    await expect(nav).toBeVisible();
    await expect(within(nav).getByRole("link", { name: "Eventi" })).toHaveAttribute("aria-current", "page");
    // The menu button only exists for narrow screens.
    await expect(canvas.queryByRole("button", { name: strings.openNavigation })).toBeNull();
  },
};

/** A phone: the sidebar folds away behind the menu button, which opens it as a drawer. */
export const Narrow: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The sidebar is hidden (out of the accessibility tree too); the menu button replaces it.
    await expect(canvas.queryByRole("navigation", { name: strings.mainNavigation })).toBeNull();
    const menu = canvas.getByRole("button", { name: strings.openNavigation });
    await expect(menu).toBeVisible();

    await userEvent.click(menu);
    const drawer = await screen.findByRole("dialog");
    await expect(within(drawer).getByRole("link", { name: "Eventi" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(menu).toHaveFocus());
  },
};

/** The drawer open, for the overlay's looks and accessibility checks. */
export const NarrowDrawerOpen: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: strings.openNavigation }));
    const drawer = await screen.findByRole("dialog");
    // Let the slide-in finish so the checks see the drawer as people do.
    await waitFor(() => expect(drawer.closest("[data-entering]")).toBeNull(), { timeout: 5000 });
    // Visible once the fade has run, however slow the machine.
    await waitFor(() => expect(within(drawer).getByRole("navigation")).toBeVisible(), { timeout: 5000 });
  },
};

/** Keyboard users can jump past the navigation. */
export const SkipToContent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole("link", { name: strings.skipToContent });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("main")).toHaveFocus();
  },
};

export const WithoutBrandOrFooter: Story = { args: { brand: undefined, navigationFooter: undefined } };

export const LongLabels: Story = {
  args: {
    navigation: [
      ...navigation.slice(0, 2),
      {
        id: "long",
        label: "Gestione delle convenzioni con le associazioni del territorio",
        href: "#long",
        icon: icon(Users),
      },
    ],
    title: (
      <Heading level={1} size="lg">
        Festival d'estate 2025 — Serata inaugurale con ospiti internazionali in piazza
      </Heading>
    ),
  },
};
