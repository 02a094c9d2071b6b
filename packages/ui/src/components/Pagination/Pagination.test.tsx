import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { itSupportsConformance } from "../../test/conformance";
import { ThemeProvider } from "../../theme/ThemeProvider";
import { Pagination } from "./Pagination";
import { pageCount, paginationItems } from "./paginationItems";

/** The page buttons' visible numbers and the gaps, as a user reads the bar. */
const shownRange = () =>
  within(screen.getByRole("list"))
    .getAllByRole("listitem", { hidden: true })
    .slice(1, -1)
    .map((item) => item.textContent);

/** Holds the page like an app would. */
function ControlledPagination() {
  const [page, setPage] = useState(9);
  return <Pagination page={page} totalPages={10} onPageChange={setPage} />;
}

describe("paginationItems", () => {
  it.each([
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [1, 10, [1, 2, "ellipsis-end", 10]],
    [3, 10, [1, 2, 3, 4, "ellipsis-end", 10]],
    [4, 10, [1, 2, 3, 4, 5, "ellipsis-end", 10]],
    [5, 10, [1, "ellipsis-start", 4, 5, 6, "ellipsis-end", 10]],
    [7, 10, [1, "ellipsis-start", 6, 7, 8, 9, 10]],
    [10, 10, [1, "ellipsis-start", 9, 10]],
    [50, 10, [1, "ellipsis-start", 9, 10]],
    [0, 0, [1]],
  ] as const)("page %i of %i", (page, total, expected) => {
    expect(paginationItems(page, total)).toEqual(expected);
  });

  it("counts pages from a total, at least one", () => {
    expect(pageCount(95, 20)).toBe(5);
    expect(pageCount(100, 20)).toBe(5);
    expect(pageCount(0, 20)).toBe(1);
  });
});

describe("Pagination", () => {
  itSupportsConformance({
    render: (props) => <Pagination page={1} totalPages={3} {...props} />,
  });

  it("is a navigation landmark named in the locale", () => {
    render(
      <ThemeProvider locale="en">
        <Pagination page={1} totalPages={3} />
      </ThemeProvider>,
    );
    expect(screen.getByRole("navigation", { name: "Pagination" })).toBeInTheDocument();
  });

  it.each([
    [1, ["1", "2", "…", "10"]],
    [5, ["1", "…", "4", "5", "6", "…", "10"]],
    [10, ["1", "…", "9", "10"]],
  ])("shows the right pages on page %i of 10", (page, expected) => {
    render(<Pagination page={page} totalPages={10} />);
    expect(shownRange()).toEqual(expected);
    const current = screen.getByRole("button", { current: "page" });
    expect(current).toHaveAccessibleName(`Page ${page}`);
    expect(
      screen.getAllByRole("button", { current: false }).every((b) => !b.hasAttribute("aria-current")),
    ).toBe(true);
  });

  it("disables previous on the first page and next on the last", () => {
    const { rerender } = render(<Pagination page={1} totalPages={10} />);
    expect(screen.getByRole("button", { name: "Previous page" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Next page" })).toBeEnabled();
    rerender(<Pagination page={10} totalPages={10} />);
    expect(screen.getByRole("button", { name: "Previous page" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Next page" })).toBeDisabled();
    rerender(<Pagination page={1} totalPages={1} />);
    expect(screen.getByRole("button", { name: "Previous page" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Next page" })).toBeDisabled();
  });

  it("asks for the previous, next and chosen page", async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={5} totalPages={10} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    await userEvent.click(screen.getByRole("button", { name: "Previous page" }));
    await userEvent.click(screen.getByRole("button", { name: "Page 10" }));
    await userEvent.click(screen.getByRole("button", { name: "Page 5" }));
    expect(onPageChange.mock.calls).toEqual([[6], [4], [10]]);
  });

  it("counts pages from total and perPage (20 by default) and shows the summary in the locale", () => {
    const { rerender } = render(
      <ThemeProvider locale="en">
        <Pagination page={2} total={95} showSummary />
      </ThemeProvider>,
    );
    expect(screen.getByRole("button", { name: "Page 5" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Page 6" })).toBeNull();
    expect(screen.getByText("21–40 of 95")).toBeInTheDocument();

    rerender(
      <ThemeProvider locale="de">
        <Pagination page={124} total={12345} perPage={100} showSummary />
      </ThemeProvider>,
    );
    expect(screen.getByRole("button", { name: "Seite 124" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByText("12.301–12.345 von 12.345")).toBeInTheDocument();
  });

  it("takes its words from props", () => {
    render(
      <Pagination
        page={2}
        totalPages={3}
        aria-label="Orders pages"
        previousPageLabel="Back"
        nextPageLabel="Forward"
        pageLabel={(page) => `Go to ${page}`}
        total={60}
        showSummary
        summaryLabel={({ start, end, total }) => `${start}/${end}/${total}`}
      />,
    );
    expect(screen.getByRole("navigation", { name: "Orders pages" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Back" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Forward" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Go to 2" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByText("21/40/60")).toBeInTheDocument();
  });

  it("keeps keyboard focus on the current page when next runs out", async () => {
    render(<ControlledPagination />);
    const next = screen.getByRole("button", { name: "Next page" });
    act(() => next.focus());
    await userEvent.keyboard("{Enter}");
    expect(next).toBeDisabled();
    expect(screen.getByRole("button", { name: "Page 10" })).toHaveFocus();
  });

  it("ignores presses when disabled", async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={2} totalPages={3} isDisabled onPageChange={onPageChange} />);
    for (const button of screen.getAllByRole("button")) await userEvent.click(button);
    expect(onPageChange).not.toHaveBeenCalled();
  });
});
