import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { itSupportsConformance } from "../../test/conformance";
import { ThemeProvider } from "../../theme/ThemeProvider";
import { Spinner } from "./Spinner";

describe("Spinner", () => {
  itSupportsConformance({ render: (props) => <Spinner {...props} />, refType: HTMLSpanElement });

  it("is announced as loading in the locale", () => {
    render(
      <ThemeProvider locale="it">
        <Spinner />
      </ThemeProvider>,
    );
    expect(screen.getByRole("progressbar", { name: "Caricamento" })).toBeInTheDocument();
  });

  it("takes a custom label", () => {
    render(<Spinner label="Saving the event" />);
    expect(screen.getByRole("progressbar", { name: "Saving the event" })).toBeInTheDocument();
  });

  it("is hidden from assistive technology when decorative", () => {
    const { container } = render(<Spinner label={null} />);
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(container.firstElementChild).toHaveAttribute("aria-hidden", "true");
  });
});
