import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { Badge } from "../Badge";
import { Button } from "../Button";
import { Heading } from "../Heading";
import { MoreHorizontalIcon, PencilIcon } from "../Icon/icons";
import { IconButton } from "../IconButton";
import { Inline } from "../Inline";
import { Menu, MenuItem, MenuTrigger } from "../Menu";
import { Dialog, DialogTrigger, Modal } from "../Modal";
import { Stack } from "../Stack";
import { Text } from "../Text";
import { SortableList } from "./SortableList";

type Product = { id: number; title: string; price: string; hidden?: boolean; soldOut?: boolean };

const tickets: Product[] = [
  { id: 11, title: "Early bird", price: "€25.00", soldOut: true },
  { id: 12, title: "Standard", price: "€35.00" },
  { id: 13, title: "VIP", price: "€90.00" },
  { id: 14, title: "Crew", price: "Free", hidden: true },
];

/**
 * Keyboard: Tab into the list (a row takes focus), ArrowUp/ArrowDown to a row, ArrowRight to its
 * drag handle ("Reorder {name}"), Enter to pick it up, ArrowUp/ArrowDown to move the drop line
 * (it starts just below the row: one ArrowDown moves the row one place down, moving up takes one
 * ArrowUp more), Enter to drop (Escape puts it back). ArrowLeft/ArrowRight also reach the row's
 * other buttons. The mouse drags a row from anywhere that is not one of its buttons.
 */
const meta = {
  title: "Data display/SortableList",
  component: SortableList,
  args: {
    "aria-label": "Products of Tickets",
    items: tickets,
    textValueOf: (product: { id: number; title?: string }) => product.title ?? String(product.id),
    onReorder: fn(),
    children: () => null,
  },
} satisfies Meta<typeof SortableList<{ id: number; title?: string }>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A product row as the organiser's products screen draws it: title, badges, edit and a menu. */
function ProductRow({ product }: { product: Product }) {
  return (
    <Inline gap="sm" align="center" justify="between" wrap={false}>
      <Stack gap="xxs">
        <Text weight="medium">{product.title}</Text>
        <Text size="sm" tone="muted">
          {product.price}
        </Text>
      </Stack>
      <Inline gap="xs" align="center" wrap={false}>
        {product.soldOut ? <Badge tone="red">Sold out</Badge> : null}
        {product.hidden ? <Badge tone="neutral">Hidden</Badge> : null}
        <IconButton aria-label={`Edit ${product.title}`} size="sm">
          <PencilIcon size={16} />
        </IconButton>
        <MenuTrigger>
          <IconButton aria-label={`More actions for ${product.title}`} size="sm">
            <MoreHorizontalIcon size={16} />
          </IconButton>
          <Menu>
            <MenuItem id="duplicate">Duplicate</MenuItem>
            <MenuItem id="delete" tone="danger">
              Delete
            </MenuItem>
          </Menu>
        </MenuTrigger>
      </Inline>
    </Inline>
  );
}

/** Holds the order in story state, as an app would (the list shows what `onReorder` gives). */
function Products({
  onReorder,
  isDisabled,
  initial = tickets,
}: {
  onReorder?: (next: Product[]) => void;
  isDisabled?: boolean;
  initial?: Product[];
}) {
  const [items, setItems] = useState(initial);
  return (
    <SortableList<Product>
      aria-label="Products of Tickets"
      items={items}
      textValueOf={(product) => product.title}
      isDisabled={isDisabled}
      onReorder={(next) => {
        setItems(next);
        onReorder?.(next);
      }}
    >
      {(product) => <ProductRow product={product} />}
    </SortableList>
  );
}

const rowNames = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole("row")
    .map((row) => row.getAttribute("aria-label"))
    .filter(Boolean);

/** Products with badges, an edit button and a menu in each row; reordered here with the keyboard. */
export const ProductsWithActions: Story = {
  render: (args) => <Products onReorder={args.onReorder} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("row", { name: "Early bird" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("button", { name: "Reorder Early bird" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard("{ArrowDown}");
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(args.onReorder).toHaveBeenCalledTimes(1));
    await expect(rowNames(canvasElement)).toEqual(["Standard", "Early bird", "VIP", "Crew"]);
  },
};

/** The rows' own buttons keep working: the menu opens from the keyboard inside a row. */
export const MenuInARow: Story = {
  render: (args) => <Products onReorder={args.onReorder} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard("{ArrowDown}{ArrowRight}{ArrowRight}{ArrowRight}");
    await expect(canvas.getByRole("button", { name: "More actions for Standard" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const menu = await within(document.body).findByRole("menu");
    await expect(within(menu).getByRole("menuitem", { name: "Duplicate" })).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(menu).not.toBeInTheDocument());
  },
};

/**
 * In a dialog: Escape cancels the drag (focus back on the handle) without closing the dialog. The
 * drop line starts just below the row picked up, so moving up takes one ArrowUp more than places.
 */
export const InADialog: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button>Reorder products</Button>
      <Modal>
        <Dialog title="Reorder products" footer={({ close }) => <Button onPress={close}>Done</Button>}>
          <Products onReorder={args.onReorder} initial={tickets.slice(0, 3)} />
        </Dialog>
      </Modal>
    </DialogTrigger>
  ),
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Reorder products" }));
    const dialog = await screen.findByRole("dialog", { name: "Reorder products" });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.click(within(dialog).getByText("VIP"));
    await userEvent.keyboard("{ArrowRight}");
    await expect(within(dialog).getByRole("button", { name: "Reorder VIP" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard("{ArrowUp}");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Reorder VIP" })).toHaveFocus());
    await expect(dialog).toBeInTheDocument();
    await expect(args.onReorder).not.toHaveBeenCalled();

    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard("{ArrowUp}");
    await userEvent.keyboard("{ArrowUp}");
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(args.onReorder).toHaveBeenCalledTimes(1));
    await expect(rowNames(dialog)).toEqual(["Early bird", "VIP", "Standard"]);
  },
};

/** Categories: short rows with a visible heading naming the list. */
export const Categories: Story = {
  render: (args) => {
    const [categories, setCategories] = useState([
      { id: 1, name: "Tickets" },
      { id: 2, name: "Merchandise" },
      { id: 3, name: "Parking" },
    ]);
    return (
      <Stack gap="sm">
        <Heading level={2} id="categories-heading">
          Categories
        </Heading>
        <SortableList
          aria-labelledby="categories-heading"
          items={categories}
          textValueOf={(category) => category.name}
          onReorder={(next) => {
            setCategories(next);
            args.onReorder(next);
          }}
        >
          {(category) => <Text weight="medium">{category.name}</Text>}
        </SortableList>
      </Stack>
    );
  },
};

/** Reordering off (e.g. while the new order is saved): the handles are disabled, the buttons work. */
export const Disabled: Story = {
  render: () => <Products isDisabled />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Reorder VIP" })).toBeDisabled();
  },
};

export const Empty: Story = {
  render: () => <Products initial={[]} />,
};

/** A single long title wraps instead of pushing the buttons out of the row. */
export const Narrow: Story = {
  render: () => (
    <div style={{ maxWidth: 320 }}>
      <Products
        initial={[
          { id: 1, title: "Weekend pass with guided tour of the castle and dinner", price: "€120.00" },
          { id: 2, title: "Day pass", price: "€40.00" },
        ]}
      />
    </div>
  ),
};
