import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { itSupportsConformance } from "../../test/conformance";
import { ThemeProvider } from "../../theme/ThemeProvider";
import { Select, type SelectProps } from "./Select";
import { SelectItem, type SelectOption, SelectSection } from "./SelectItem";

// Typing and overlay round trips re-render react-aria many times; leave room for a busy machine.
const TYPING_TIMEOUT = 20_000;

const venues: SelectOption[] = [
  { id: "arena", label: "Arena di Verona" },
  { id: "scala", label: "Teatro alla Scala", description: "Milan" },
  { id: "fenice", label: "La Fenice", isDisabled: true },
  { id: "regio", label: "Teatro Regio" },
];

const renderSelect = (props: Partial<SelectProps> = {}) =>
  render(
    <ThemeProvider>
      <Select label="Venue" items={venues} {...props} />
    </ThemeProvider>,
  );

describe("Select", { timeout: TYPING_TIMEOUT }, () => {
  itSupportsConformance<HTMLDivElement>({
    render: (props) => <Select {...props} label="Venue" items={venues} />,
    refType: HTMLDivElement,
  });

  // Not the conformance `label` check: it looks for an input-like role, and a Select's labelled
  // control is react-aria's trigger button (aria-haspopup="listbox").
  it("connects its label to its trigger", () => {
    renderSelect();
    const label = screen.getByText("Venue");
    const trigger = screen.getByRole("button", { name: /Venue/ });
    expect(trigger.getAttribute("aria-labelledby")?.split(" ")).toContain(label.id);
    expect(trigger).toHaveAttribute("aria-haspopup", "listbox");
  });

  it("opens with ArrowDown, moves with the arrows and chooses with Enter", async () => {
    const onChange = vi.fn();
    renderSelect({ onChange });
    const trigger = screen.getByRole("button", { name: /Venue/ });
    await userEvent.tab();
    expect(trigger).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    const listbox = await screen.findByRole("listbox");
    await userEvent.keyboard("{ArrowDown}{Enter}");
    expect(onChange).toHaveBeenCalledWith("scala");
    expect(listbox).not.toBeInTheDocument();
    expect(trigger).toHaveTextContent("Teatro alla Scala");
    expect(trigger).not.toHaveTextContent("Milan");
  });

  it.each(["{Enter}", " "])("opens with %s", async (key) => {
    renderSelect();
    await userEvent.tab();
    await userEvent.keyboard(key);
    expect(await screen.findByRole("listbox")).toBeInTheDocument();
  });

  it("skips disabled options", async () => {
    const onChange = vi.fn();
    renderSelect({ onChange, defaultValue: "scala" });
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await screen.findByRole("listbox");
    await userEvent.keyboard("{ArrowDown}{Enter}");
    expect(onChange).toHaveBeenCalledWith("regio");
    expect(screen.getByRole("button", { name: /Venue/ })).toHaveTextContent("Teatro Regio");
  });

  it("marks the chosen option with a check", async () => {
    renderSelect({ defaultValue: "regio" });
    await userEvent.click(screen.getByRole("button", { name: /Venue/ }));
    const chosen = await screen.findByRole("option", { name: "Teatro Regio" });
    expect(chosen).toHaveAttribute("aria-selected", "true");
    expect(chosen.querySelector("svg")).not.toBeNull();
    expect(screen.getByRole("option", { name: "Arena di Verona" }).querySelector("svg")).toBeNull();
  });

  it("portals the list into the theme root and closes it on Escape, returning focus", async () => {
    const { container } = renderSelect();
    const trigger = screen.getByRole("button", { name: /Venue/ });
    await userEvent.click(trigger);
    const listbox = await screen.findByRole("listbox");
    expect(container.querySelector("[data-color-mode]")).toContainElement(listbox);
    expect(trigger.parentElement).not.toContainElement(listbox);
    await userEvent.keyboard("{Escape}");
    expect(listbox).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it("shows the placeholder until something is chosen", () => {
    renderSelect({ placeholder: "Choose a venue" });
    expect(screen.getByRole("button", { name: /Venue/ })).toHaveTextContent("Choose a venue");
  });

  it("shows the description and, when invalid, the error", () => {
    renderSelect({ description: "Where it happens", isInvalid: true, errorMessage: "Pick a venue" });
    const trigger = screen.getByRole("button", { name: /Venue/ });
    expect(screen.getByText("Pick a venue")).toBeInTheDocument();
    expect(trigger).toHaveAccessibleDescription(/Where it happens/);
    expect(trigger).toHaveAccessibleDescription(/Pick a venue/);
  });

  it("does not open when disabled", async () => {
    renderSelect({ isDisabled: true });
    await userEvent.click(screen.getByRole("button", { name: /Venue/ }));
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
  });

  it("accepts SelectItem children in titled sections", async () => {
    const onChange = vi.fn();
    render(
      <Select label="Ticket" onChange={onChange}>
        <SelectSection title="Seated">
          <SelectItem id="stalls">Stalls</SelectItem>
          <SelectItem id="box" description="Up to 4 people">
            Box
          </SelectItem>
        </SelectSection>
        <SelectSection title="Standing">
          <SelectItem id="pit">Pit</SelectItem>
        </SelectSection>
      </Select>,
    );
    await userEvent.click(screen.getByRole("button", { name: /Ticket/ }));
    const listbox = await screen.findByRole("listbox");
    const groups = within(listbox).getAllByRole("group");
    expect(groups).toHaveLength(2);
    expect(groups[1]).toHaveAccessibleName("Standing");
    await userEvent.click(within(groups[1]!).getByRole("option", { name: "Pit" }));
    expect(onChange).toHaveBeenCalledWith("pit");
  });
});
