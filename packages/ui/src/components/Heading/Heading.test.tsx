import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { itSupportsConformance } from "../../test/conformance";
import { Heading } from "./Heading";
import { headingLevels } from "./headingVariants";

describe("Heading", () => {
  itSupportsConformance({
    render: (props) => <Heading {...props}>Events</Heading>,
    refType: HTMLHeadingElement,
  });

  it("renders the heading level asked for", () => {
    render(headingLevels.map((level) => <Heading key={level} level={level}>{`Level ${level}`}</Heading>));
    for (const level of headingLevels) {
      const heading = screen.getByRole("heading", { level, name: `Level ${level}` });
      expect(heading.tagName).toBe(`H${level}`);
    }
  });

  it("is an h2 by default", () => {
    render(<Heading>Events</Heading>);
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Events");
  });

  it("keeps the level when the visual size changes", () => {
    render(
      <>
        <Heading level={1}>Default size</Heading>
        <Heading level={1} size="md">
          Small look
        </Heading>
      </>,
    );
    const [big, small] = screen.getAllByRole("heading", { level: 1 });
    expect(big!.className).not.toBe(small!.className);
  });
});
