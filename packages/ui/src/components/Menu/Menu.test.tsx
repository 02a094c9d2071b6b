import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { itSupportsConformance } from "../../test/conformance";
import { ThemeProvider } from "../../theme/ThemeProvider";
import { Button } from "../Button";
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger, SubmenuTrigger } from "./Menu";

// Typing and overlay round trips re-render react-aria many times; leave room for a busy machine.
const TYPING_TIMEOUT = 20_000;

function EventActions({
  onAction = vi.fn(),
  locale,
}: {
  onAction?: (key: unknown) => void;
  locale?: string;
}) {
  return (
    <ThemeProvider locale={locale}>
      <MenuTrigger>
        <Button>Actions</Button>
        <Menu onAction={onAction}>
          <MenuItem id="edit" icon={<svg data-testid="edit-icon" />} shortcut="⌘E">
            Edit
          </MenuItem>
          <MenuItem id="duplicate">Duplicate</MenuItem>
          <MenuItem id="archive" isDisabled>
            Archive
          </MenuItem>
          <SubmenuTrigger>
            <MenuItem id="share">Share</MenuItem>
            <Menu onAction={onAction}>
              <MenuItem id="email">By email</MenuItem>
              <MenuItem id="link">Copy link</MenuItem>
            </Menu>
          </SubmenuTrigger>
          <MenuSeparator />
          <MenuSection title="Danger zone">
            <MenuItem id="delete" tone="danger" description="This cannot be undone">
              Delete
            </MenuItem>
          </MenuSection>
        </Menu>
      </MenuTrigger>
    </ThemeProvider>
  );
}

describe("Menu", { timeout: TYPING_TIMEOUT }, () => {
  itSupportsConformance<HTMLDivElement>({
    render: (props) => (
      <MenuTrigger defaultOpen>
        <Button>Actions</Button>
        <Menu {...props}>
          <MenuItem>Edit</MenuItem>
        </Menu>
      </MenuTrigger>
    ),
    refType: HTMLDivElement,
  });

  it("opens with Enter on the first item, moves with the arrows and acts with Enter", async () => {
    const onAction = vi.fn();
    render(<EventActions onAction={onAction} />);
    const trigger = screen.getByRole("button", { name: "Actions" });
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    const menu = await screen.findByRole("menu", { name: "Actions" });
    expect(within(menu).getByRole("menuitem", { name: "Edit" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}{Enter}");
    expect(onAction).toHaveBeenCalledOnce();
    expect(onAction.mock.lastCall?.[0]).toBe("duplicate");
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it("opens with ArrowUp on the last item and skips disabled items", async () => {
    render(<EventActions />);
    await userEvent.tab();
    await userEvent.keyboard("{ArrowUp}");
    expect(await screen.findByRole("menuitem", { name: /Delete/ })).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}{ArrowUp}");
    expect(screen.getByRole("menuitem", { name: "Duplicate" })).toHaveFocus();
    expect(screen.getByRole("menuitem", { name: "Archive" })).toHaveAttribute("aria-disabled", "true");
  });

  it("portals into the theme root and closes on Escape", async () => {
    const { container } = render(<EventActions />);
    const trigger = screen.getByRole("button", { name: "Actions" });
    await userEvent.click(trigger);
    const menu = await screen.findByRole("menu");
    expect(container.querySelector("[data-color-mode]")).toContainElement(menu);
    await userEvent.keyboard("{Escape}");
    expect(menu).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it("opens a submenu with ArrowRight", async () => {
    const onAction = vi.fn();
    render(<EventActions onAction={onAction} />);
    await userEvent.click(screen.getByRole("button", { name: "Actions" }));
    const share = await screen.findByRole("menuitem", { name: "Share" });
    expect(share).toHaveAttribute("aria-haspopup", "menu");
    share.focus();
    await userEvent.keyboard("{ArrowRight}");
    const submenu = await screen.findByRole("menu", { name: "Share" });
    await waitFor(() => expect(within(submenu).getByRole("menuitem", { name: "By email" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}{Enter}");
    expect(onAction.mock.lastCall?.[0]).toBe("link");
  });

  it("opens a submenu with ArrowLeft in right-to-left locales", async () => {
    render(<EventActions locale="ar-EG" />);
    await userEvent.click(screen.getByRole("button", { name: "Actions" }));
    const share = await screen.findByRole("menuitem", { name: "Share" });
    share.focus();
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.queryByRole("menu", { name: "Share" })).not.toBeInTheDocument();
    await userEvent.keyboard("{ArrowLeft}");
    expect(await screen.findByRole("menu", { name: "Share" })).toBeInTheDocument();
  });

  it("shows the shortcut, describes the item with it and hides the icon", async () => {
    render(<EventActions />);
    await userEvent.click(screen.getByRole("button", { name: "Actions" }));
    const edit = await screen.findByRole("menuitem", { name: "Edit" });
    expect(within(edit).getByText("⌘E").tagName).toBe("KBD");
    expect(edit).toHaveAccessibleDescription("⌘E");
    expect(screen.getByTestId("edit-icon").parentElement).toHaveAttribute("aria-hidden", "true");
  });

  it("groups items under a titled section and styles the danger tone apart", async () => {
    render(<EventActions />);
    await userEvent.click(screen.getByRole("button", { name: "Actions" }));
    const group = await screen.findByRole("group", { name: "Danger zone" });
    const remove = within(group).getByRole("menuitem", { name: "Delete" });
    expect(remove).toHaveAccessibleDescription("This cannot be undone");
    expect(remove.className).not.toBe(screen.getByRole("menuitem", { name: "Duplicate" }).className);
    expect(screen.getByRole("separator")).toBeInTheDocument();
  });

  it("checks the chosen item in a selectable menu", async () => {
    const onSelectionChange = vi.fn();
    render(
      <MenuTrigger>
        <Button>Sort</Button>
        <Menu selectionMode="single" defaultSelectedKeys={["date"]} onSelectionChange={onSelectionChange}>
          <MenuItem id="date">Date</MenuItem>
          <MenuItem id="price">Price</MenuItem>
        </Menu>
      </MenuTrigger>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Sort" }));
    const date = await screen.findByRole("menuitemradio", { name: "Date" });
    expect(date).toHaveAttribute("aria-checked", "true");
    expect(date.querySelector("svg")).not.toBeNull();
    await userEvent.click(screen.getByRole("menuitemradio", { name: "Price" }));
    expect([...(onSelectionChange.mock.lastCall?.[0] ?? [])]).toEqual(["price"]);
  });
});
