import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { itSupportsConformance } from "../../test/conformance";
import { ThemeProvider } from "../../theme/ThemeProvider";
import { SearchField } from "./SearchField";

describe("SearchField", () => {
  itSupportsConformance({
    render: (props) => <SearchField {...props} label="Search events" />,
    refType: HTMLDivElement,
    label: "Search events",
  });

  it("submits the query with Enter", async () => {
    const onSubmit = vi.fn();
    render(<SearchField label="Search events" onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole("searchbox", { name: "Search events" }), "jazz{Enter}");
    expect(onSubmit).toHaveBeenCalledWith("jazz");
  });

  it("clears with Escape", async () => {
    const onClear = vi.fn();
    render(<SearchField label="Search events" onClear={onClear} />);
    const input = screen.getByRole("searchbox");
    await userEvent.type(input, "jazz{Escape}");
    expect(input).toHaveValue("");
    expect(onClear).toHaveBeenCalledOnce();
  });

  it("shows a clear button, named by react-aria, only when there is text", async () => {
    render(<SearchField label="Search events" />);
    expect(screen.queryByRole("button")).toBeNull();
    const input = screen.getByRole("searchbox");
    await userEvent.type(input, "jazz");
    await userEvent.click(screen.getByRole("button", { name: "Clear search" }));
    expect(input).toHaveValue("");
    expect(input).toHaveFocus();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("names the clear button in the provider's locale, or from clearLabel", async () => {
    const { unmount } = render(
      <ThemeProvider locale="it-IT">
        <SearchField label="Cerca" defaultValue="jazz" />
      </ThemeProvider>,
    );
    expect(screen.getByRole("button").getAttribute("aria-label")).not.toBe("Clear search");
    unmount();
    render(<SearchField label="Search" defaultValue="jazz" clearLabel="Empty the search" />);
    expect(screen.getByRole("button", { name: "Empty the search" })).toBeInTheDocument();
  });

  it("hides the search icon from assistive technology", () => {
    const { container } = render(<SearchField label="Search events" />);
    expect(container.querySelector("svg")?.parentElement).toHaveAttribute("aria-hidden", "true");
  });

  it("wires help text and error to the input", () => {
    render(
      <SearchField
        label="Search"
        description="By name or city."
        isInvalid
        errorMessage="Type at least 2 letters."
      />,
    );
    expect(screen.getByRole("searchbox")).toHaveAccessibleDescription(
      "By name or city. Type at least 2 letters.",
    );
  });
});
