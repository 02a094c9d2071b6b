import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { itSupportsConformance } from "../../test/conformance";
import { ThemeProvider } from "../../theme/ThemeProvider";
import { ProgressBar } from "./ProgressBar";

describe("ProgressBar", () => {
  itSupportsConformance({
    render: (props) => <ProgressBar label="Upload" value={40} {...props} />,
    refType: HTMLDivElement,
    label: "Upload",
  });

  it("announces its value as a percentage in the locale", () => {
    render(
      <ThemeProvider locale="de">
        <ProgressBar label="Hochladen" value={25} />
      </ThemeProvider>,
    );
    const bar = screen.getByRole("progressbar", { name: "Hochladen" });
    expect(bar).toHaveAttribute("aria-valuenow", "25");
    // German puts a (non-breaking) space before the percent sign.
    expect(bar.getAttribute("aria-valuetext")).toMatch(/^25\s%$/);
    expect(screen.getByText(/^25\s%$/)).toBeInTheDocument();
  });

  it("measures between min and max", () => {
    render(<ProgressBar label="Seats sold" value={30} minValue={0} maxValue={120} />);
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuetext", "25%");
  });

  it("formats the value with formatOptions and takes a custom value text", () => {
    const { rerender } = render(
      <ThemeProvider locale="en">
        <ProgressBar
          label="Raised"
          value={30}
          maxValue={120}
          formatOptions={{ style: "currency", currency: "EUR" }}
        />
      </ThemeProvider>,
    );
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuetext", "€30.00");
    rerender(
      <ThemeProvider locale="en">
        <ProgressBar label="Check-in" value={3} maxValue={10} valueLabel="3 of 10 guests" />
      </ThemeProvider>,
    );
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuetext", "3 of 10 guests");
    expect(screen.getByText("3 of 10 guests")).toBeInTheDocument();
  });

  it("has no value while indeterminate", () => {
    render(<ProgressBar label="Preparing export" isIndeterminate />);
    const bar = screen.getByRole("progressbar", { name: "Preparing export" });
    expect(bar).not.toHaveAttribute("aria-valuenow");
    expect(screen.queryByText(/%/)).toBeNull();
  });

  it("can hide the value text and still be named without a visible label", () => {
    render(<ProgressBar aria-label="Upload" value={50} showValueLabel={false} />);
    expect(screen.getByRole("progressbar", { name: "Upload" })).toHaveAttribute("aria-valuetext", "50%");
    expect(screen.queryByText("50%")).toBeNull();
  });
});
