import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { itSupportsConformance } from "../../test/conformance";
import { Stack } from "./Stack";

describe("Stack", () => {
  itSupportsConformance({ render: (props) => <Stack {...props}>Content</Stack> });

  it("keeps its children in order", () => {
    render(
      <Stack as="ul" aria-label="Steps">
        <li>First</li>
        <li>Second</li>
      </Stack>,
    );
    const items = screen.getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["First", "Second"]);
    expect(screen.getByRole("list", { name: "Steps" })).toBeInTheDocument();
  });

  it("changes class with the gap and alignment", () => {
    render(
      <>
        <Stack data-testid="a" gap="sm" />
        <Stack data-testid="b" gap="xl" />
        <Stack data-testid="c" gap="sm" align="center" />
      </>,
    );
    const a = screen.getByTestId("a").className;
    expect(screen.getByTestId("b").className).not.toBe(a);
    expect(screen.getByTestId("c").className).not.toBe(a);
  });

  it("accepts Box props such as padding and background", () => {
    render(<Stack data-testid="s" />);
    const bare = screen.getByTestId("s").classList.length;
    render(<Stack data-testid="boxed" padding="lg" background="raised" />);
    expect(screen.getByTestId("boxed").classList.length).toBe(bare + 2);
  });

  it("changes class with how children spread down the column", () => {
    render(
      <>
        <Stack data-testid="start" />
        <Stack data-testid="center" justify="center" minHeight="tall" />
      </>,
    );
    expect(screen.getByTestId("center").classList.length).toBe(
      screen.getByTestId("start").classList.length + 2,
    );
  });
});
