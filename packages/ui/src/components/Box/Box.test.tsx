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
});
