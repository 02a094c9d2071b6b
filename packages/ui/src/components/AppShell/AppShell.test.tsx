import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { stringsFor } from "../../i18n/strings";
import { itSupportsConformance } from "../../test/conformance";
import { ThemeProvider } from "../../theme/ThemeProvider";
import { AppShell, type AppShellNavItem } from "./AppShell";

const en = stringsFor("en");

const navigation: AppShellNavItem[] = [
  { id: "dashboard", label: "Dashboard", href: "/dashboard", icon: <svg data-testid="icon" /> },
  { id: "events", label: "Events", href: "/events", isCurrent: true },
  { id: "orders", label: "Orders", href: "/orders" },
];

function renderShell() {
  return render(
    <ThemeProvider>
      <AppShell
        navigation={navigation}
        title={<h1>Events</h1>}
        actions={<button type="button">Account</button>}
      >
        <p>Page content</p>
        <button type="button">Create event</button>
      </AppShell>
    </ThemeProvider>,
  );
}

describe("AppShell", () => {
  itSupportsConformance({
    render: (props) => (
      <AppShell navigation={navigation} {...props}>
        Content
      </AppShell>
    ),
    refType: HTMLDivElement,
  });

  it("lays the page out in banner, navigation and main landmarks", () => {
    renderShell();
    const banner = screen.getByRole("banner");
    expect(within(banner).getByRole("heading", { name: "Events" })).toBeInTheDocument();
    expect(within(banner).getByRole("button", { name: "Account" })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: en.mainNavigation })).toBeInTheDocument();
    expect(within(screen.getByRole("main")).getByText("Page content")).toBeInTheDocument();
  });

  it("marks only the current section with aria-current=page and hides icons", () => {
    renderShell();
    const nav = screen.getByRole("navigation", { name: en.mainNavigation });
    expect(within(nav).getByRole("link", { name: "Events" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current");
    expect(within(nav).getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
    expect(screen.getByTestId("icon").parentElement).toHaveAttribute("aria-hidden", "true");
  });

  it("offers a skip link first, which moves focus to the content", async () => {
    renderShell();
    await userEvent.tab();
    const skip = screen.getByRole("link", { name: en.skipToContent });
    expect(skip).toHaveFocus();
    await userEvent.click(skip);
    expect(screen.getByRole("main")).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole("button", { name: "Create event" })).toHaveFocus();
  });

  it("opens the navigation drawer from the menu button and closes it with Escape", async () => {
    renderShell();
    const menu = screen.getByRole("button", { name: en.openNavigation });
    await userEvent.click(menu);
    const drawer = screen.getByRole("dialog", { name: en.mainNavigation });
    const drawerNav = within(drawer).getByRole("navigation", { name: en.mainNavigation });
    expect(within(drawerNav).getByRole("link", { name: "Events" })).toHaveAttribute("aria-current", "page");
    // Focus moves into the drawer.
    expect(drawer.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    // react-aria restores focus to the trigger after the drawer unmounts.
    await waitFor(() => expect(menu).toHaveFocus());
  });

  it("closes the drawer on a click outside it", async () => {
    renderShell();
    await userEvent.click(screen.getByRole("button", { name: en.openNavigation }));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    await userEvent.click(document.body);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("closes the drawer from its close button and after choosing a section", async () => {
    renderShell();
    await userEvent.click(screen.getByRole("button", { name: en.openNavigation }));
    await userEvent.click(screen.getByRole("button", { name: en.closeNavigation }));
    expect(screen.queryByRole("dialog")).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: en.openNavigation }));
    const drawer = screen.getByRole("dialog");
    const orders = within(drawer).getByRole("link", { name: "Orders" });
    // Keep jsdom from attempting a real navigation.
    orders.addEventListener("click", (event) => event.preventDefault());
    await userEvent.click(orders);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("uses overridden labels", async () => {
    render(
      <AppShell
        navigation={navigation}
        navigationLabel="Menu principale"
        openNavigationLabel="Apri menu"
        closeNavigationLabel="Chiudi menu"
        skipToContentLabel="Vai al contenuto"
      >
        Content
      </AppShell>,
    );
    expect(screen.getByRole("navigation", { name: "Menu principale" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Vai al contenuto" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Apri menu" }));
    expect(screen.getByRole("button", { name: "Chiudi menu" })).toBeInTheDocument();
  });
});
