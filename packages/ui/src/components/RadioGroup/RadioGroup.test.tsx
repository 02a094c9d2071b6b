import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { itSupportsConformance } from "../../test/conformance";
import { Radio } from "./Radio";
import { RadioGroup, type RadioGroupProps } from "./RadioGroup";

const Delivery = (props: Partial<RadioGroupProps>) => (
  <RadioGroup label="Delivery" {...props}>
    <Radio value="email">Email</Radio>
    <Radio value="wallet" description="Apple or Google Wallet.">
      Wallet
    </Radio>
    <Radio value="print">Print at home</Radio>
  </RadioGroup>
);

describe("RadioGroup", () => {
  itSupportsConformance({
    render: (props) => <Delivery {...props} />,
    refType: HTMLDivElement,
    label: "Delivery",
  });

  describe("Radio", () => {
    itSupportsConformance({
      render: (props) => (
        <RadioGroup aria-label="Delivery">
          <Radio {...props} value="email">
            Email
          </Radio>
        </RadioGroup>
      ),
      refType: HTMLDivElement,
      label: "Email",
    });
  });

  it("is a radiogroup named by its label", () => {
    render(<Delivery />);
    expect(screen.getByRole("radiogroup", { name: "Delivery" })).toContainElement(
      screen.getByRole("radio", { name: "Email" }),
    );
  });

  it("chooses with a click", async () => {
    const onChange = vi.fn();
    render(<Delivery onChange={onChange} />);
    await userEvent.click(screen.getByText("Print at home"));
    expect(screen.getByRole("radio", { name: "Print at home" })).toBeChecked();
    expect(onChange).toHaveBeenCalledWith("print");
  });

  it("enters with Tab and chooses with the arrow keys", async () => {
    const onChange = vi.fn();
    render(<Delivery defaultValue="wallet" onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole("radio", { name: "Wallet" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    expect(screen.getByRole("radio", { name: "Print at home" })).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith("print");
  });

  it("describes a radio with its own help text", () => {
    render(<Delivery />);
    expect(screen.getByRole("radio", { name: "Wallet" })).toHaveAccessibleDescription(
      "Apple or Google Wallet.",
    );
  });

  it("shows the group's error and marks it invalid", () => {
    render(<Delivery isInvalid errorMessage="Choose how to get your tickets." />);
    expect(screen.getByRole("radiogroup")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("radiogroup")).toHaveAccessibleDescription("Choose how to get your tickets.");
  });

  it("sets the orientation react-aria uses for arrow keys", () => {
    render(<Delivery orientation="horizontal" />);
    expect(screen.getByRole("radiogroup")).toHaveAttribute("aria-orientation", "horizontal");
  });

  it("disables every radio", () => {
    render(<Delivery isDisabled />);
    for (const radio of screen.getAllByRole("radio")) expect(radio).toBeDisabled();
  });
});
