import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type ComponentProps, useState } from "react";
import type { Selection, SortDescriptor } from "react-aria-components";
import { describe, expect, it, vi } from "vitest";
import { itSupportsConformance } from "../../test/conformance";
import { ThemeProvider } from "../../theme/ThemeProvider";
import { Cell, Column, Row, Table, TableBody, TableHeader } from "./Table";

type Order = { id: string; buyer: string; total: number };

const orders: Order[] = [
  { id: "a", buyer: "Anna Bianchi", total: 40 },
  { id: "b", buyer: "Bruno Conti", total: 25 },
  { id: "c", buyer: "Carla Dotti", total: 90 },
];

function OrdersTable({
  rows = orders,
  ...props
}: Partial<ComponentProps<typeof Table>> & { rows?: Order[] }) {
  return (
    <Table aria-label="Orders" {...props}>
      <TableHeader>
        <Column id="buyer" isRowHeader allowsSorting>
          Buyer
        </Column>
        <Column id="total" allowsSorting>
          Total
        </Column>
      </TableHeader>
      <TableBody items={rows}>
        {(order) => (
          <Row id={order.id}>
            <Cell>{order.buyer}</Cell>
            <Cell>{order.total}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

/** react-aria reports a Set subclass (or "all"); compare its keys. */
const lastSelection = (onSelectionChange: { mock: { lastCall?: unknown[] } }) => {
  const keys = onSelectionChange.mock.lastCall?.[0] as Selection | undefined;
  return keys === "all" ? "all" : [...(keys ?? [])];
};

const bodyRows = () => within(screen.getAllByRole("rowgroup")[1]!).queryAllByRole("row");

/** Sorts its rows when the table asks, like an app would. */
function SortedOrders() {
  const [sort, setSort] = useState<SortDescriptor>({ column: "total", direction: "ascending" });
  const rows = [...orders].sort((a, b) => (a.total - b.total) * (sort.direction === "ascending" ? 1 : -1));
  return <OrdersTable rows={rows} sortDescriptor={sort} onSortChange={setSort} />;
}

// A react-aria table is heavy in jsdom; leave room when the machine is busy.
describe("Table", { timeout: 20_000 }, () => {
  itSupportsConformance({
    render: (props) => <OrdersTable {...props} />,
    refType: HTMLTableElement,
  });

  it("asks to sort by a column when its header is clicked", async () => {
    const onSortChange = vi.fn();
    render(
      <OrdersTable
        sortDescriptor={{ column: "buyer", direction: "ascending" }}
        onSortChange={onSortChange}
      />,
    );
    const buyer = screen.getByRole("columnheader", { name: /Buyer/ });
    expect(buyer).toHaveAttribute("aria-sort", "ascending");
    expect(screen.getByRole("columnheader", { name: /Total/ })).toHaveAttribute("aria-sort", "none");

    await userEvent.click(buyer);
    expect(onSortChange).toHaveBeenLastCalledWith({ column: "buyer", direction: "descending" });

    await userEvent.click(screen.getByRole("columnheader", { name: /Total/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: "total", direction: "ascending" });
  });

  it("asks to sort by the focused column on Enter", async () => {
    const onSortChange = vi.fn();
    render(
      <OrdersTable
        sortDescriptor={{ column: "total", direction: "ascending" }}
        onSortChange={onSortChange}
      />,
    );
    act(() => screen.getByRole("columnheader", { name: /Buyer/ }).focus());
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByRole("columnheader", { name: /Total/ })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(onSortChange).toHaveBeenCalledOnce();
    expect(onSortChange).toHaveBeenLastCalledWith({ column: "total", direction: "descending" });
  });

  it("shows the new sort direction once the parent sorts", async () => {
    render(<SortedOrders />);
    expect(bodyRows().map((r) => within(r).getAllByRole("gridcell")[0]!.textContent)).toEqual([
      "25",
      "40",
      "90",
    ]);
    await userEvent.click(screen.getByRole("columnheader", { name: /Total/ }));
    expect(screen.getByRole("columnheader", { name: /Total/ })).toHaveAttribute("aria-sort", "descending");
    expect(bodyRows().map((r) => within(r).getAllByRole("gridcell")[0]!.textContent)).toEqual([
      "90",
      "40",
      "25",
    ]);
  });

  it("selects rows with a click and with Space", async () => {
    const onSelectionChange = vi.fn<(keys: Selection) => void>();
    render(<OrdersTable selectionMode="multiple" onSelectionChange={onSelectionChange} />);
    const anna = screen.getByRole("checkbox", { name: /Select row Anna Bianchi/ });
    await userEvent.click(anna);
    expect(lastSelection(onSelectionChange)).toEqual(["a"]);
    expect(anna).toBeChecked();
    expect(bodyRows()[0]).toHaveAttribute("aria-selected", "true");

    // Space on a focused row toggles it.
    act(() => bodyRows()[1]!.focus());
    await userEvent.keyboard(" ");
    expect(lastSelection(onSelectionChange)).toEqual(["a", "b"]);
    expect(screen.getByRole("checkbox", { name: /Select row Bruno Conti/ })).toBeChecked();
  });

  it("selects and clears every row from the header", async () => {
    const onSelectionChange = vi.fn<(keys: Selection) => void>();
    render(<OrdersTable selectionMode="multiple" onSelectionChange={onSelectionChange} />);
    const selectAll = screen.getByRole("checkbox", { name: "Select all" });
    await userEvent.click(selectAll);
    expect(lastSelection(onSelectionChange)).toEqual("all");
    for (const checkbox of screen.getAllByRole("checkbox", { name: /Select row/ }))
      expect(checkbox).toBeChecked();
    await userEvent.click(selectAll);
    expect(lastSelection(onSelectionChange)).toEqual([]);
  });

  it("offers a single choice without a select-all box", async () => {
    const onSelectionChange = vi.fn();
    render(<OrdersTable selectionMode="single" onSelectionChange={onSelectionChange} />);
    expect(screen.queryByRole("checkbox", { name: "Select all" })).toBeNull();
    await userEvent.click(screen.getByRole("checkbox", { name: /Bruno Conti/ }));
    await userEvent.click(screen.getByRole("checkbox", { name: /Carla Dotti/ }));
    expect(lastSelection(onSelectionChange)).toEqual(["c"]);
  });

  it("runs the row action from a click and from Enter", async () => {
    const onRowAction = vi.fn();
    render(<OrdersTable onRowAction={onRowAction} />);
    await userEvent.click(screen.getByRole("rowheader", { name: "Carla Dotti" }));
    expect(onRowAction).toHaveBeenLastCalledWith("c");
    act(() => bodyRows()[0]!.focus());
    await userEvent.keyboard("{Enter}");
    expect(onRowAction).toHaveBeenLastCalledWith("a");
  });

  it("shows placeholder rows and marks the table busy while loading", () => {
    const { container, rerender } = render(<OrdersTable isLoading selectionMode="multiple" />);
    const table = screen.getByRole("grid", { name: "Orders" });
    expect(table).toHaveAttribute("aria-busy", "true");
    expect(container.querySelectorAll("[data-loading-row]")).toHaveLength(5);
    // One placeholder per column, the selection column included.
    expect(container.querySelector("[data-loading-row]")!.children).toHaveLength(3);
    expect(screen.queryByText("Anna Bianchi")).toBeNull();
    expect(screen.getByText("Loading")).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Select all" })).toBeDisabled();

    rerender(<OrdersTable isLoading loadingRows={2} />);
    expect(container.querySelectorAll("[data-loading-row]")).toHaveLength(2);

    rerender(<OrdersTable />);
    expect(table).not.toHaveAttribute("aria-busy");
    expect(container.querySelectorAll("[data-loading-row]")).toHaveLength(0);
    expect(screen.getByText("Anna Bianchi")).toBeInTheDocument();
  });

  it("shows the empty state in the locale, or the one given", () => {
    const { rerender } = render(
      <ThemeProvider locale="en">
        <OrdersTable rows={[]} />
      </ThemeProvider>,
    );
    expect(screen.getByText("Nothing to show")).toBeInTheDocument();
    rerender(
      <Table aria-label="Orders">
        <TableHeader>
          <Column isRowHeader>Buyer</Column>
        </TableHeader>
        <TableBody renderEmptyState={() => "No orders yet"}>{[]}</TableBody>
      </Table>,
    );
    expect(screen.getByText("No orders yet")).toBeInTheDocument();
  });
});
