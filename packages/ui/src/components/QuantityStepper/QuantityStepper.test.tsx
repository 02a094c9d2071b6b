import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { itSupportsConformance } from "../../test/conformance";
import { QuantityStepper, type QuantityStepperProps } from "./QuantityStepper";

const labels = {
  label: "Tickets",
  decrementLabel: "One fewer: Tickets",
  incrementLabel: "One more: Tickets",
};

/** The quantity and what is being typed, kept by the caller as the component expects. */
function Controlled(props: Partial<QuantityStepperProps>) {
  const [value, setValue] = useState(props.value ?? 0);
  const [text, setText] = useState<string | null>(null);
  return (
    <QuantityStepper
      {...labels}
      min={0}
      max={5}
      {...props}
      value={value}
      text={text}
      onChange={(next, typed) => {
        setText(typed ?? null);
        setValue(Number.isNaN(next) ? 0 : Math.min(next, props.max ?? 5));
      }}
      onBlur={() => setText(null)}
    />
  );
}

describe("QuantityStepper", () => {
  itSupportsConformance({
    render: (props) => <QuantityStepper {...labels} {...props} value={1} onChange={() => {}} />,
    refType: HTMLSpanElement,
    label: "Tickets",
  });

  it("is a labelled number field between two named buttons, usable without script", () => {
    const html = renderToString(
      <QuantityStepper {...labels} name="q" value={2} min={0} max={4} onChange={() => {}} />,
    );
    expect(html).toMatch(/<input[^>]*type="number"[^>]*name="q"/u);
    expect(html).toMatch(/min="0" max="4"/u);
    expect(html).toMatch(/aria-label="One more: Tickets"/u);
    render(<QuantityStepper {...labels} value={2} min={0} max={4} onChange={() => {}} />);
    expect(screen.getByRole("spinbutton", { name: "Tickets" })).toHaveValue(2);
  });

  it("steps by one within its bounds, each button disabled where it would change nothing", async () => {
    const user = userEvent.setup();
    render(<Controlled max={2} />);
    const field = screen.getByRole("spinbutton", { name: "Tickets" });
    const fewer = screen.getByRole("button", { name: "One fewer: Tickets" });
    const more = screen.getByRole("button", { name: "One more: Tickets" });
    expect(fewer).toBeDisabled();
    await user.click(more);
    await user.click(more);
    expect(field).toHaveValue(2);
    expect(more).toBeDisabled();
    await user.click(fewer);
    expect(field).toHaveValue(1);
  });

  it("takes the caller's steps (from nothing straight to a minimum of 3)", async () => {
    const user = userEvent.setup();
    const next = (value: number, direction: -1 | 1) =>
      direction > 0 ? (value === 0 ? 3 : Math.min(value + 1, 5)) : value <= 3 ? 0 : value - 1;
    render(<Controlled next={next} />);
    await user.click(screen.getByRole("button", { name: "One more: Tickets" }));
    expect(screen.getByRole("spinbutton")).toHaveValue(3);
    await user.click(screen.getByRole("button", { name: "One fewer: Tickets" }));
    expect(screen.getByRole("spinbutton")).toHaveValue(0);
  });

  it("shows what is typed, cleared field included, and reports its number", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<QuantityStepper {...labels} value={1} text="" onChange={onChange} />);
    const field = screen.getByRole("spinbutton");
    expect(field).toHaveValue(null);
    await user.type(field, "4");
    expect(onChange).toHaveBeenLastCalledWith(4, "4");
  });

  it("is entirely disabled when asked", () => {
    render(<QuantityStepper {...labels} value={1} max={5} disabled onChange={() => {}} />);
    for (const control of [...screen.getAllByRole("button"), screen.getByRole("spinbutton")])
      expect(control).toBeDisabled();
  });
});
