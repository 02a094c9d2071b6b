import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { itSupportsConformance } from "../../test/conformance";
import { Divider } from "./Divider";

describe("Divider", () => {
  itSupportsConformance({ render: (props) => <Divider {...props} />, refType: HTMLHRElement });

  describe("with a label", () => {
    itSupportsConformance({ render: (props) => <Divider label="or" {...props} />, refType: HTMLDivElement });
  });

  it("is a horizontal separator by default", () => {
    render(<Divider />);
    const separator = screen.getByRole("separator");
    expect(separator.tagName).toBe("HR");
    expect(separator).not.toHaveAttribute("aria-orientation", "vertical");
  });

  it("announces a vertical orientation", () => {
    render(<Divider orientation="vertical" />);
    expect(screen.getByRole("separator")).toHaveAttribute("aria-orientation", "vertical");
  });

  it("reads its label as text next to a single separator", () => {
    render(<Divider label="or continue with" />);
    expect(screen.getAllByRole("separator")).toHaveLength(1);
    expect(screen.getByText("or continue with")).toBeVisible();
  });

  it("changes its spacing with the space scale", () => {
    const { container, rerender } = render(<Divider spacing="sm" />);
    const small = container.firstElementChild!.className;
    rerender(<Divider spacing="xl" />);
    expect(container.firstElementChild!.className).not.toBe(small);
  });
});
