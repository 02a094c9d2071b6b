import type { Meta, StoryObj } from "@storybook/react-vite";
import { Archive, Copy, Pencil, Share2, Trash2 } from "lucide-react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { settlePopover } from "../../test/settlePopover";
import { Button } from "../Button";
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger, SubmenuTrigger } from "./Menu";
import { menuItemTones } from "./menuItemTones";

// Annotated rather than `satisfies`: the inferred type names react-aria internals tsc cannot emit.
const meta: Meta<typeof Menu> = {
  title: "Overlays/Menu",
  component: Menu,
  args: { onAction: fn() },
  render: (args) => (
    <MenuTrigger>
      <Button variant="outline">Event actions</Button>
      <Menu {...args}>
        <MenuItem id="edit" icon={<Pencil size={16} />} shortcut="⌘E">
          Edit
        </MenuItem>
        <MenuItem id="duplicate" icon={<Copy size={16} />} shortcut="⌘D">
          Duplicate
        </MenuItem>
        <MenuItem id="archive" icon={<Archive size={16} />} isDisabled>
          Archive
        </MenuItem>
        <SubmenuTrigger>
          <MenuItem id="share" icon={<Share2 size={16} />}>
            Share
          </MenuItem>
          <Menu {...args}>
            <MenuItem id="email">By email</MenuItem>
            <MenuItem id="link">Copy link</MenuItem>
          </Menu>
        </SubmenuTrigger>
        <MenuSeparator />
        <MenuSection title="Danger zone">
          <MenuItem id="delete" tone="danger" icon={<Trash2 size={16} />} description="Refunds every ticket">
            Cancel event
          </MenuItem>
        </MenuSection>
      </Menu>
    </MenuTrigger>
  ),
  decorators: [(Story) => <div style={{ minHeight: 380 }}>{Story()}</div>],
};

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** Opened from the keyboard with the first item focused; axe checks the open menu. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole("button", { name: "Event actions" }).focus();
    await userEvent.keyboard("{Enter}");
    const menu = await screen.findByRole("menu", { name: "Event actions" });
    await expect(within(menu).getByRole("menuitem", { name: "Edit" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(within(menu).getByRole("menuitem", { name: "Duplicate" })).toHaveFocus();
    await settlePopover(menu);
  },
};

export const ChooseWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Event actions" });
    trigger.focus();
    await userEvent.keyboard("{ArrowDown}");
    await screen.findByRole("menu");
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(args.onAction).toHaveBeenCalledWith("duplicate", undefined);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const OpenSubmenu: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Event actions" }));
    const share = await screen.findByRole("menuitem", { name: "Share" });
    share.focus();
    await userEvent.keyboard("{ArrowRight}");
    const submenu = await screen.findByRole("menu", { name: "Share" });
    await settlePopover(submenu);
  },
};

/** The danger row focused: its text must stay readable on its highlight in every brand. */
export const EveryTone: Story = {
  render: (args) => (
    <MenuTrigger>
      <Button variant="outline">Event actions</Button>
      <Menu {...args}>
        {menuItemTones.flatMap((tone) => [
          <MenuItem key={tone} id={tone} tone={tone} icon={<Pencil size={16} />} shortcut="⌘K">
            {`${tone} item`}
          </MenuItem>,
          <MenuItem
            key={`${tone}-described`}
            id={`${tone}-described`}
            tone={tone}
            description="With a description"
          >
            {`${tone} described`}
          </MenuItem>,
          <MenuItem key={`${tone}-disabled`} id={`${tone}-disabled`} tone={tone} isDisabled>
            {`${tone} disabled`}
          </MenuItem>,
        ])}
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole("button", { name: "Event actions" }).focus();
    await userEvent.keyboard("{ArrowUp}");
    const menu = await screen.findByRole("menu");
    // The last item is disabled, so the described danger row above it takes focus.
    await expect(within(menu).getByRole("menuitem", { name: /danger described/ })).toHaveFocus();
    await settlePopover(menu);
  },
};

export const Selectable: Story = {
  render: (args) => (
    <MenuTrigger>
      <Button variant="outline">Sort by</Button>
      <Menu {...args} selectionMode="single" defaultSelectedKeys={["date"]}>
        <MenuSection aria-label="Field">
          <MenuItem id="date">Date</MenuItem>
          <MenuItem id="price">Price</MenuItem>
          <MenuItem id="name">Name</MenuItem>
        </MenuSection>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Sort by" }));
    const date = await screen.findByRole("menuitemradio", { name: "Date" });
    await expect(date).toHaveAttribute("aria-checked", "true");
    await settlePopover(date);
  },
};

const longWord = "Donaudampfschifffahrtsgesellschaftskapitänskajütenschlüsselanhänger";

export const LongLabels: Story = {
  render: (args) => (
    <MenuTrigger>
      <Button variant="outline">Event actions</Button>
      <Menu {...args}>
        <MenuItem
          id="long"
          shortcut="⌘⇧L"
        >{`Esporta l'elenco completo dei partecipanti ${longWord}`}</MenuItem>
        <MenuItem id="word" description={longWord}>
          {longWord}
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Event actions" }));
    await settlePopover(await screen.findByRole("menu"));
  },
};
