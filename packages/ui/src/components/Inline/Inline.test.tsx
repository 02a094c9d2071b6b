import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { itSupportsConformance } from "../../test/conformance";
import { Inline } from "./Inline";
import { inlineBreakpointPixels } from "./inlineVariants";

describe("Inline", () => {
  itSupportsConformance({ render: (props) => <Inline {...props}>Content</Inline> });

  it("changes class with gap, alignment, justification and wrapping", () => {
    render(
      <>
        <Inline data-testid="base" />
        <Inline data-testid="gap" gap="xl" />
        <Inline data-testid="align" align="baseline" />
        <Inline data-testid="justify" justify="between" />
        <Inline data-testid="nowrap" wrap={false} />
      </>,
    );
    const base = screen.getByTestId("base").className;
    for (const id of ["gap", "align", "justify", "nowrap"]) {
      expect(screen.getByTestId(id).className).not.toBe(base);
    }
  });

  it("adds a collapsing class only when asked to collapse", () => {
    render(
      <>
        <Inline data-testid="row" />
        <Inline data-testid="collapsing" collapseBelow="md" />
      </>,
    );
    expect(screen.getByTestId("collapsing").classList.length).toBe(
      screen.getByTestId("row").classList.length + 1,
    );
    expect(inlineBreakpointPixels.md).toBe(768);
  });
});
