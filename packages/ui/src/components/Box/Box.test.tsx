import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { itSupportsConformance } from "../../test/conformance";
import { Box } from "./Box";

describe("Box", () => {
  itSupportsConformance({ render: (props) => <Box {...props}>Content</Box> });

  it("renders the element asked for", () => {
    render(
      <Box as="section" aria-label="Summary">
        Content
      </Box>,
    );
    expect(screen.getByRole("region", { name: "Summary" }).tagName).toBe("SECTION");
  });

  it("turns each scale prop into its own class, never an inline style", () => {
    render(<Box data-testid="plain">A</Box>);
    const plain = screen.getByTestId("plain").classList.length;
    render(
      <Box data-testid="styled" padding="lg" marginY="sm" background="sunken" radius="md" border="default">
        B
      </Box>,
    );
    const styled = screen.getByTestId("styled");
    expect(styled.classList.length).toBe(plain + 5);
    expect(styled).not.toHaveAttribute("style");
  });

  it("gives different steps different classes", () => {
    render(
      <>
        <Box data-testid="small" padding="sm" />
        <Box data-testid="large" padding="xl" />
      </>,
    );
    expect(screen.getByTestId("small").className).not.toBe(screen.getByTestId("large").className);
  });

  it("sizes itself from the width scale, with classes only", () => {
    render(<Box data-testid="plain">A</Box>);
    const plain = screen.getByTestId("plain").classList.length;
    render(
      <Box data-testid="sized" width="full" maxWidth="xl" minWidth="xs" grow minHeight="tall" clip breakWords>
        B
      </Box>,
    );
    const sized = screen.getByTestId("sized");
    expect(sized.classList.length).toBe(plain + 7);
    expect(sized).not.toHaveAttribute("style");
  });

  it("gives an equal share and a double share different classes", () => {
    render(
      <>
        <Box data-testid="one" grow />
        <Box data-testid="true" grow={1} />
        <Box data-testid="two" grow={2} />
      </>,
    );
    expect(screen.getByTestId("one").className).toBe(screen.getByTestId("true").className);
    expect(screen.getByTestId("two").className).not.toBe(screen.getByTestId("one").className);
  });

  it("centres with an auto margin", () => {
    render(
      <>
        <Box data-testid="none" />
        <Box data-testid="auto" marginX="auto" />
      </>,
    );
    expect(screen.getByTestId("auto").classList.length).toBe(screen.getByTestId("none").classList.length + 1);
  });

  it("renders a list without bullets, still announced as a list", () => {
    render(
      <Box as="ul" aria-label="Steps" data-testid="list">
        <li>First</li>
      </Box>,
    );
    render(<Box data-testid="div" />);
    expect(screen.getByRole("list", { name: "Steps" })).toBeInTheDocument();
    expect(screen.getByTestId("list").classList.length).toBe(screen.getByTestId("div").classList.length + 1);
  });
});
