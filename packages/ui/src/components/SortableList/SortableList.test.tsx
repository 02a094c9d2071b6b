import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { itSupportsConformance } from "../../test/conformance";
import { ThemeProvider } from "../../theme/ThemeProvider";
import { Button } from "../Button";
import { Menu, MenuItem, MenuTrigger } from "../Menu";
import { Dialog, Modal } from "../Modal";
import { moveItems } from "./moveItems";
import { SortableList, type SortableListProps } from "./SortableList";

// Keyboard drag and drop re-renders react-aria many times; leave room for a busy machine.
const KEYBOARD_TIMEOUT = 20_000;

type Product = { id: number; title: string };

const products: Product[] = [
  { id: 1, title: "Early bird" },
  { id: 2, title: "Standard" },
  { id: 3, title: "VIP" },
];

/** Holds the order like an app would, and shows each row with an edit button and a menu. */
function Products({
  onReorder = vi.fn(),
  onEdit = vi.fn(),
  onAction = vi.fn(),
  locale,
  ...props
}: Partial<SortableListProps<Product>> & {
  onEdit?: (product: Product) => void;
  onAction?: (key: unknown) => void;
  locale?: string;
}) {
  const [items, setItems] = useState(products);
  return (
    <ThemeProvider locale={locale}>
      <SortableList<Product>
        aria-label="Products of Tickets"
        items={items}
        textValueOf={(product) => product.title}
        onReorder={(next) => {
          setItems(next);
          onReorder(next);
        }}
        {...props}
      >
        {(product) => (
          <>
            <span>{product.title}</span>
            <Button size="sm" onPress={() => onEdit(product)}>
              Edit {product.title}
            </Button>
            <MenuTrigger>
              <Button size="sm">More for {product.title}</Button>
              <Menu onAction={onAction}>
                <MenuItem id="duplicate">Duplicate</MenuItem>
              </Menu>
            </MenuTrigger>
          </>
        )}
      </SortableList>
    </ThemeProvider>
  );
}

const rowTitles = () =>
  within(screen.getByRole("grid"))
    .getAllByRole("row")
    .map((row) => row.getAttribute("aria-label"));

/** react-aria's drag and drop moves focus and announces in timers and animation frames. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe("moveItems", () => {
  const list = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];
  const ids = (items: { id: number }[]) => items.map((item) => item.id);

  it.each([
    [[1], "after", 3, [2, 3, 1, 4]],
    [[1], "after", 2, [2, 1, 3, 4]],
    [[4], "before", 1, [4, 1, 2, 3]],
    [[3], "before", 2, [1, 3, 2, 4]],
    [[2, 4], "before", 1, [2, 4, 1, 3]],
    [[2], "after", 2, [1, 2, 3, 4]],
    [[9], "after", 2, [1, 2, 3, 4]],
  ] as const)("moves %j %s %i: %j", (keys, position, target, expected) => {
    expect(ids(moveItems(list, keys, target, position))).toEqual(expected);
  });

  it("matches a numeric id and its text, and leaves the list itself unchanged", () => {
    expect(ids(moveItems(list, ["1"], "3", "after"))).toEqual([2, 3, 1, 4]);
    expect(ids(list)).toEqual([1, 2, 3, 4]);
  });
});

describe("SortableList", { timeout: KEYBOARD_TIMEOUT }, () => {
  itSupportsConformance<HTMLDivElement>({
    render: (props) => (
      <SortableList
        aria-label="Products"
        items={products}
        textValueOf={(p) => p.title}
        onReorder={vi.fn()}
        {...props}
      >
        {(product) => product.title}
      </SortableList>
    ),
    refType: HTMLDivElement,
  });

  it("shows the rows in order, each with a drag handle named after it", () => {
    render(<Products />);
    expect(screen.getByRole("grid", { name: "Products of Tickets" })).toBeInTheDocument();
    expect(rowTitles()).toEqual(["Early bird", "Standard", "VIP"]);
    expect(
      screen.getAllByRole("button", { name: /^Reorder / }).map((b) => b.getAttribute("aria-label")),
    ).toEqual(["Reorder Early bird", "Reorder Standard", "Reorder VIP"]);
  });

  it("names the handle in the locale, or as told", () => {
    const { unmount } = render(<Products locale="de" />);
    expect(screen.getByRole("button", { name: "Standard verschieben" })).toBeInTheDocument();
    unmount();
    render(<Products reorderLabel={(name) => `Move ${name}`} />);
    expect(screen.getByRole("button", { name: "Move VIP" })).toBeInTheDocument();
  });

  it("reorders with the keyboard alone: the handle, Enter, ArrowDown, Enter", async () => {
    const user = userEvent.setup();
    const onReorder = vi.fn();
    render(<Products onReorder={onReorder} />);

    await user.tab();
    expect(screen.getByRole("row", { name: "Early bird" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("button", { name: "Reorder Early bird" })).toHaveFocus();
    await user.keyboard("{Enter}");
    await settle();
    await user.keyboard("{ArrowDown}");
    await settle();
    await user.keyboard("{Enter}");
    await settle();

    expect(onReorder).toHaveBeenCalledTimes(1);
    expect(onReorder.mock.calls[0]![0].map((p: Product) => p.title)).toEqual([
      "Standard",
      "Early bird",
      "VIP",
    ]);
    expect(rowTitles()).toEqual(["Standard", "Early bird", "VIP"]);
    expect(screen.getByRole("row", { name: "Early bird" })).toHaveFocus();
  });

  it("puts the row back on Escape", async () => {
    const user = userEvent.setup();
    const onReorder = vi.fn();
    render(<Products onReorder={onReorder} />);
    await user.tab();
    await user.keyboard("{ArrowRight}{Enter}");
    await settle();
    await user.keyboard("{ArrowDown}");
    await settle();
    await user.keyboard("{Escape}");
    await settle();
    expect(onReorder).not.toHaveBeenCalled();
    expect(rowTitles()).toEqual(["Early bird", "Standard", "VIP"]);
  });

  it("keeps the rows' buttons and menus working with mouse and keyboard", async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    const onAction = vi.fn();
    render(<Products onEdit={onEdit} onAction={onAction} />);

    // Keyboard: to the second row, then across it, past its handle, to its edit button.
    await user.tab();
    await user.keyboard("{ArrowDown}{ArrowRight}{ArrowRight}");
    expect(screen.getByRole("button", { name: "Edit Standard" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(onEdit).toHaveBeenLastCalledWith(products[1]);

    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("button", { name: "More for Standard" })).toHaveFocus();
    await user.keyboard("{Enter}");
    const menu = await screen.findByRole("menu");
    await user.keyboard("{Enter}");
    expect(onAction.mock.lastCall?.[0]).toBe("duplicate");
    expect(menu).not.toBeInTheDocument();

    // Mouse.
    await user.click(screen.getByRole("button", { name: "Edit VIP" }));
    expect(onEdit).toHaveBeenLastCalledWith(products[2]);
    await user.click(screen.getByRole("button", { name: "More for Early bird" }));
    await user.click(within(await screen.findByRole("menu")).getByRole("menuitem", { name: "Duplicate" }));
    expect(onAction).toHaveBeenCalledTimes(2);
    expect(onEdit).toHaveBeenCalledTimes(2);
  });

  it("keeps each list's rows to itself when a screen has several", async () => {
    const user = userEvent.setup();
    const onReorderTickets = vi.fn();
    const onReorderMerchandise = vi.fn();
    render(
      <>
        <SortableList<Product>
          aria-label="Tickets"
          items={products}
          textValueOf={(product) => product.title}
          onReorder={onReorderTickets}
        >
          {(product) => product.title}
        </SortableList>
        <SortableList<Product>
          aria-label="Merchandise"
          items={[
            { id: 7, title: "T-shirt" },
            { id: 8, title: "Poster" },
          ]}
          textValueOf={(product) => product.title}
          onReorder={onReorderMerchandise}
        >
          {(product) => product.title}
        </SortableList>
      </>,
    );
    await user.tab();
    await user.keyboard("{ArrowRight}{Enter}");
    await settle();
    // The arrows go round the places of the row's own list (four for three rows), never into the
    // other list: two steps reach the end, four more come round to it again.
    for (let step = 0; step < 6; step++) await user.keyboard("{ArrowDown}");
    await settle();
    await user.keyboard("{Enter}");
    await settle();
    expect(onReorderMerchandise).not.toHaveBeenCalled();
    expect(onReorderTickets.mock.lastCall?.[0].map((p: Product) => p.title)).toEqual([
      "Standard",
      "VIP",
      "Early bird",
    ]);
  });

  it("works in a dialog: Escape puts the row back and leaves the dialog open, Enter drops", async () => {
    const user = userEvent.setup();
    const onReorder = vi.fn();
    render(
      <Modal isOpen>
        <Dialog title="Reorder categories">
          <Products onReorder={onReorder} />
        </Dialog>
      </Modal>,
    );
    const dialog = screen.getByRole("dialog", { name: "Reorder categories" });
    await user.click(within(dialog).getByText("VIP"));
    expect(within(dialog).getByRole("row", { name: "VIP" })).toHaveFocus();
    await user.keyboard("{ArrowRight}{Enter}");
    await settle();
    await user.keyboard("{ArrowUp}");
    await settle();
    await user.keyboard("{Escape}");
    await settle();
    expect(dialog).toBeInTheDocument();
    expect(onReorder).not.toHaveBeenCalled();
    // Focus is back on the handle, ready to pick the row up again.
    expect(within(dialog).getByRole("button", { name: "Reorder VIP" })).toHaveFocus();

    await user.keyboard("{Enter}");
    await settle();
    // The drop line starts just below the row picked up: the first ArrowUp puts it just above the
    // row (where it already is), the second one place higher.
    await user.keyboard("{ArrowUp}{ArrowUp}");
    await settle();
    await user.keyboard("{Enter}");
    await settle();
    expect(dialog).toBeInTheDocument();
    expect(rowTitles()).toEqual(["Early bird", "VIP", "Standard"]);
    expect(onReorder).toHaveBeenCalledTimes(1);
  });

  it("redraws its rows when what they show changes, not only when the items do", () => {
    const list = (badge: string, locale: string) => (
      <ThemeProvider locale={locale}>
        <SortableList<Product>
          aria-label="Products"
          items={products}
          textValueOf={(p) => p.title}
          onReorder={vi.fn()}
        >
          {(product) => `${product.title} (${badge})`}
        </SortableList>
      </ThemeProvider>
    );
    const { rerender } = render(list("on sale", "en"));
    expect(screen.getByText("VIP (on sale)")).toBeInTheDocument();
    rerender(list("sold out", "de"));
    expect(screen.getByText("VIP (sold out)")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "VIP verschieben" })).toBeInTheDocument();
  });

  it("turns reordering off while disabled, leaving the rows' buttons usable", async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    render(<Products isDisabled onEdit={onEdit} />);
    expect(screen.getByRole("button", { name: "Reorder VIP" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Edit VIP" }));
    expect(onEdit).toHaveBeenCalledWith(products[2]);
  });

  it("shows an empty state when there are no rows", () => {
    const { unmount } = render(
      <ThemeProvider locale="en">
        <SortableList<Product>
          aria-label="Products"
          items={[]}
          textValueOf={(p) => p.title}
          onReorder={vi.fn()}
        >
          {(product) => product.title}
        </SortableList>
      </ThemeProvider>,
    );
    expect(screen.getByText("Nothing to show")).toBeInTheDocument();
    unmount();
    render(
      <SortableList<Product>
        aria-label="Products"
        items={[]}
        textValueOf={(p) => p.title}
        onReorder={vi.fn()}
        renderEmptyState={() => "No products yet"}
      >
        {(product) => product.title}
      </SortableList>,
    );
    expect(screen.getByText("No products yet")).toBeInTheDocument();
  });
});
