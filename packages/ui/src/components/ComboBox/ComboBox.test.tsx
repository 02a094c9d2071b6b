import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { itSupportsConformance } from "../../test/conformance";
import { ThemeProvider } from "../../theme/ThemeProvider";
import type { SelectOption } from "../Select";
import { ComboBox, ComboBoxItem, type ComboBoxProps } from "./ComboBox";

// Typing and overlay round trips re-render react-aria many times; leave room for a busy machine.
const TYPING_TIMEOUT = 20_000;

const cities: SelectOption[] = [
  { id: "rome", label: "Rome" },
  { id: "milan", label: "Milan" },
  { id: "turin", label: "Turin", description: "Piedmont" },
  { id: "naples", label: "Naples" },
];

const renderComboBox = (props: Partial<ComboBoxProps> = {}, locale?: string) =>
  render(
    <ThemeProvider locale={locale}>
      <ComboBox label="City" items={cities} {...props} />
    </ThemeProvider>,
  );

describe("ComboBox", { timeout: TYPING_TIMEOUT }, () => {
  itSupportsConformance<HTMLDivElement>({
    render: (props) => <ComboBox {...props} label="City" items={cities} />,
    refType: HTMLDivElement,
    label: "City",
  });

  it("filters as the user types and chooses with the arrows and Enter", async () => {
    const onChange = vi.fn();
    renderComboBox({ onChange });
    const input = screen.getByRole("combobox", { name: "City" });
    await userEvent.type(input, "mi");
    const listbox = await screen.findByRole("listbox");
    expect(
      within(listbox)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Milan"]);
    await userEvent.keyboard("{ArrowDown}{Enter}");
    expect(onChange).toHaveBeenCalledWith("milan");
    expect(input).toHaveValue("Milan");
    expect(listbox).not.toBeInTheDocument();
  });

  it("opens the whole list with ArrowDown", async () => {
    renderComboBox();
    await userEvent.tab();
    await userEvent.keyboard("{ArrowDown}");
    const listbox = await screen.findByRole("listbox");
    expect(within(listbox).getAllByRole("option")).toHaveLength(4);
  });

  it("opens from its chevron button, which react-aria names", async () => {
    renderComboBox({}, "it");
    const button = screen.getByRole("button");
    expect(button).toHaveAccessibleName();
    expect(button).toHaveAttribute("tabindex", "-1");
    await userEvent.click(button);
    expect(await screen.findByRole("listbox")).toBeInTheDocument();
  });

  it("says so when nothing matches, in the locale or in the given words", async () => {
    const { unmount } = renderComboBox();
    await userEvent.type(screen.getByRole("combobox"), "zzz");
    expect(await screen.findByText("Nothing to show")).toBeInTheDocument();
    unmount();
    renderComboBox({ noResults: "No city by that name" });
    await userEvent.type(screen.getByRole("combobox"), "zzz");
    expect(await screen.findByText("No city by that name")).toBeInTheDocument();
  });

  it("portals its list into the theme root and closes it on Escape", async () => {
    const { container } = renderComboBox();
    const input = screen.getByRole("combobox");
    await userEvent.type(input, "r");
    const listbox = await screen.findByRole("listbox");
    expect(container.querySelector("[data-color-mode]")).toContainElement(listbox);
    expect(input.parentElement).not.toContainElement(listbox);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(listbox).not.toBeInTheDocument());
    expect(input).toHaveFocus();
  });

  it("keeps typed text that matches no option only with allowsCustomValue", async () => {
    const onInputChange = vi.fn();
    const { unmount } = renderComboBox({ allowsCustomValue: true, onInputChange });
    await userEvent.type(screen.getByRole("combobox"), "Bari");
    await userEvent.tab();
    expect(screen.getByRole("combobox")).toHaveValue("Bari");
    expect(onInputChange).toHaveBeenLastCalledWith("Bari");
    unmount();
    renderComboBox();
    await userEvent.type(screen.getByRole("combobox"), "Bari");
    await userEvent.tab();
    expect(screen.getByRole("combobox")).toHaveValue("");
  });

  it("shows the error when invalid and accepts ComboBoxItem children", async () => {
    render(
      <ComboBox label="Region" isInvalid errorMessage="Choose a region">
        <ComboBoxItem id="lazio">Lazio</ComboBoxItem>
        <ComboBoxItem id="umbria">Umbria</ComboBoxItem>
      </ComboBox>,
    );
    const input = screen.getByRole("combobox", { name: "Region" });
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Choose a region");
    await userEvent.type(input, "um");
    expect(await screen.findByRole("option", { name: "Umbria" })).toBeInTheDocument();
  });
});
