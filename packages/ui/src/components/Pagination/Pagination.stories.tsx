import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { Pagination, type PaginationProps } from "./Pagination";

const meta = {
  title: "Data display/Pagination",
  component: Pagination,
  args: { page: 5, totalPages: 10, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keeps the page in story state, so the bar can be clicked through. */
function Interactive(args: PaginationProps) {
  const [page, setPage] = useState(args.page);
  return (
    <Pagination
      {...args}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        args.onPageChange?.(next);
      }}
    />
  );
}

export const Middle: Story = {
  render: (args) => <Interactive {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("navigation")).toBeInTheDocument();
    const next = canvas.getAllByRole("button").at(-1)!;
    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(6);
    await expect(canvas.getByRole("button", { current: "page" })).toHaveTextContent("6");
  },
};

export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("button")[0]).toBeDisabled();
  },
};

export const LastPage: Story = {
  args: { page: 10 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("button").at(-1)).toBeDisabled();
  },
};

export const FewPages: Story = { args: { page: 2, totalPages: 3 } };

export const SinglePage: Story = { args: { page: 1, totalPages: 1 } };

/** Pages counted from the number of items (20 per page by default), with the summary. */
export const WithSummary: Story = {
  args: { page: 2, totalPages: undefined, total: 95, showSummary: true },
  render: (args) => <Interactive {...args} />,
};

export const ManyPages: Story = {
  args: { page: 1234, totalPages: undefined, total: 250000, perPage: 50, showSummary: true },
  render: (args) => <Interactive {...args} />,
};

export const Disabled: Story = { args: { isDisabled: true } };

/** On a narrow screen the bar wraps rather than overflowing. */
export const Narrow: Story = {
  args: { page: 5, totalPages: 2000, showSummary: true, total: 40000 },
  render: (args) => (
    <div style={{ maxWidth: 260 }}>
      <Interactive {...args} />
    </div>
  ),
};
