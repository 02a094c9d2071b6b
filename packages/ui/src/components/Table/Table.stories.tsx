import type { Meta, StoryObj } from "@storybook/react-vite";
import { useMemo, useState } from "react";
import { useNumberFormatter } from "react-aria";
import type { SortDescriptor } from "react-aria-components";
import { expect, fn, userEvent, within } from "storybook/test";
import { Badge, type BadgeTone } from "../Badge";
import { EmptyState } from "../EmptyState";
import { Cell, Column, Row, Table, TableBody, TableHeader } from "./Table";

type OrderStatus = "paid" | "pending" | "refunded" | "cancelled";
type Order = { id: string; buyer: string; event: string; status: OrderStatus; total: number };

const statusTone: Record<OrderStatus, BadgeTone> = {
  paid: "teal",
  pending: "orange",
  refunded: "neutral",
  cancelled: "red",
};

const orders: Order[] = [
  { id: "V-1001", buyer: "Maria Grazia Rossi", event: "Jazz al Castello", status: "paid", total: 84 },
  { id: "V-1002", buyer: "Luca Bianchi", event: "Trekking Dolomiti", status: "pending", total: 240 },
  { id: "V-1003", buyer: "Chen Wei", event: "Jazz al Castello", status: "refunded", total: 42 },
  { id: "V-1004", buyer: "Anna Ferrari", event: "Cena sotto le stelle", status: "cancelled", total: 65 },
  { id: "V-1005", buyer: "Nguyễn Văn An", event: "Trekking Dolomiti", status: "paid", total: 480 },
];

function Money({ value }: { value: number }) {
  const formatter = useNumberFormatter({ style: "currency", currency: "EUR" });
  return <>{formatter.format(value)}</>;
}

function OrderRows({ items }: { items: Order[] }) {
  return (
    <TableBody items={items}>
      {(order) => (
        <Row id={order.id}>
          <Cell>{order.id}</Cell>
          <Cell>{order.buyer}</Cell>
          <Cell>{order.event}</Cell>
          <Cell>
            <Badge tone={statusTone[order.status]} dot>
              {order.status}
            </Badge>
          </Cell>
          <Cell>
            <Money value={order.total} />
          </Cell>
        </Row>
      )}
    </TableBody>
  );
}

function OrderColumns({ sortable = false }: { sortable?: boolean }) {
  return (
    <TableHeader>
      <Column id="id" allowsSorting={sortable}>
        Order
      </Column>
      <Column id="buyer" isRowHeader allowsSorting={sortable}>
        Buyer
      </Column>
      <Column id="event">Event</Column>
      <Column id="status">Status</Column>
      <Column id="total" allowsSorting={sortable}>
        Total
      </Column>
    </TableHeader>
  );
}

const meta = {
  title: "Data display/Table",
  component: Table,
  args: { "aria-label": "Orders", onRowAction: undefined },
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  render: (args) => (
    <Table {...args}>
      <OrderColumns />
      <OrderRows items={orders} />
    </Table>
  ),
};

function SortableOrders(args: Story["args"]) {
  const [sort, setSort] = useState<SortDescriptor>({ column: "buyer", direction: "ascending" });
  const sorted = useMemo(() => {
    const key = sort.column as keyof Order;
    return [...orders].sort((a, b) => {
      const order = a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0;
      return sort.direction === "descending" ? -order : order;
    });
  }, [sort]);
  return (
    <Table {...args} sortDescriptor={sort} onSortChange={setSort}>
      <OrderColumns sortable />
      <OrderRows items={sorted} />
    </Table>
  );
}

export const Sortable: Story = {
  render: (args) => <SortableOrders {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const total = canvas.getByRole("columnheader", { name: /Total/ });
    await userEvent.click(total);
    await expect(total).toHaveAttribute("aria-sort", "ascending");
    await userEvent.click(total);
    await expect(total).toHaveAttribute("aria-sort", "descending");
    const firstRow = canvas.getAllByRole("row")[1]!;
    await expect(within(firstRow).getByRole("rowheader")).toHaveTextContent("Nguyễn Văn An");
  },
};

export const Selectable: Story = {
  args: { selectionMode: "multiple", defaultSelectedKeys: ["V-1002"], onSelectionChange: fn() },
  render: (args) => (
    <Table {...args}>
      <OrderColumns />
      <OrderRows items={orders} />
    </Table>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("checkbox", { name: "Select all" }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith("all");
    for (const box of canvas.getAllByRole("checkbox")) await expect(box).toBeChecked();
  },
};

export const SingleSelection: Story = {
  args: { selectionMode: "single", defaultSelectedKeys: ["V-1003"] },
  render: Basic.render,
};

export const RowActions: Story = {
  args: { onRowAction: fn() },
  render: Basic.render,
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("rowheader", { name: "Chen Wei" }));
    await expect(args.onRowAction).toHaveBeenCalledWith("V-1003");
  },
};

export const Loading: Story = {
  args: { isLoading: true, selectionMode: "multiple" },
  render: Basic.render,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("grid");
    await expect(table).toHaveAttribute("aria-busy", "true");
    await expect(canvasElement.querySelectorAll("[data-loading-row]")).toHaveLength(5);
  },
};

export const Empty: Story = {
  render: (args) => (
    <Table {...args}>
      <OrderColumns />
      <OrderRows items={[]} />
    </Table>
  ),
};

export const CustomEmptyState: Story = {
  render: (args) => (
    <Table {...args}>
      <OrderColumns />
      <TableBody
        renderEmptyState={() => (
          <EmptyState
            size="sm"
            titleLevel="none"
            title="No orders yet"
            description="Orders appear here as soon as the first ticket is sold."
          />
        )}
      >
        {[]}
      </TableBody>
    </Table>
  ),
};

const manyOrders: Order[] = Array.from({ length: 20 }, (_, index) => {
  const base = orders[index % orders.length]!;
  return { ...base, id: `V-${2000 + index}` };
});

export const StickyHeader: Story = {
  args: { stickyHeader: true, maxHeight: 320, selectionMode: "multiple" },
  render: (args) => (
    <Table {...args}>
      <OrderColumns />
      <OrderRows items={manyOrders} />
    </Table>
  ),
};

const longOrders: Order[] = [
  {
    id: "V-9001",
    buyer: "Maria Grazia Benedetta Rossi Bianchi Ferrari Colombo",
    event: "Festivalinternazionaledellamusicaedelleartiperformativecontemporanee2025",
    status: "pending",
    total: 1234567.89,
  },
  ...orders,
];

/** Long unbroken values on a narrow screen: the table scrolls sideways instead of squeezing. */
export const LongContent: Story = {
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Table {...args} selectionMode="multiple">
        <OrderColumns />
        <OrderRows items={longOrders} />
      </Table>
    </div>
  ),
};
