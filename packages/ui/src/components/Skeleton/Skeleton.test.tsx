import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { itSupportsConformance } from "../../test/conformance";
import { vars } from "../../theme/vars.css";
import { Skeleton, SkeletonText, skeletonLength } from "./Skeleton";
import { skeletonHeight, skeletonWidth } from "./Skeleton.css";

/** createVar gives `var(--name)`; the inline style is keyed by the bare `--name`. */
const cssVarName = (reference: string) => reference.replace(/^var\((--[^,)]+).*$/, "$1");
const inlineVar = (element: Element, reference: string) =>
  (element as HTMLElement).style.getPropertyValue(cssVarName(reference));

describe("Skeleton", () => {
  itSupportsConformance({
    render: (props) => <Skeleton {...props} />,
    refType: HTMLDivElement,
  });

  it("is hidden from assistive technology", () => {
    const { container } = render(
      <>
        <Skeleton />
        <SkeletonText lines={2} />
      </>,
    );
    for (const element of container.children) expect(element).toHaveAttribute("aria-hidden", "true");
  });

  it.each([
    ["md", vars.space.md],
    [24, "24px"],
    ["60%", "60%"],
    ["12rem", "12rem"],
  ] as const)("reads the length %s as %s", (input, expected) => {
    expect(skeletonLength(input)).toBe(expected);
  });

  it("sizes itself from width and height", () => {
    const { container } = render(<Skeleton shape="rect" width="xl" height={120} />);
    const block = container.firstElementChild!;
    expect(inlineVar(block, skeletonWidth)).toBe(vars.space.xl);
    expect(inlineVar(block, skeletonHeight)).toBe("120px");
  });

  it("keeps a circle round when only the width is given", () => {
    const { container } = render(<Skeleton shape="circle" width={56} />);
    const circle = container.firstElementChild!;
    expect(circle).toHaveAttribute("data-shape", "circle");
    expect(inlineVar(circle, skeletonHeight)).toBe("56px");
  });

  it("keeps the shape's own size when none is given", () => {
    const { container } = render(<Skeleton shape="text" />);
    expect(inlineVar(container.firstElementChild!, skeletonWidth)).toBe("");
  });

  it("draws the requested number of lines, the last one shorter", () => {
    const { container } = render(<SkeletonText lines={4} lastLineWidth="40%" />);
    const lines = container.querySelectorAll("[data-shape=text]");
    expect(lines).toHaveLength(4);
    expect(inlineVar(lines[0]!, skeletonWidth)).toBe("100%");
    expect(inlineVar(lines[3]!, skeletonWidth)).toBe("40%");
  });

  it("draws at least one full line", () => {
    const { container } = render(<SkeletonText lines={0} />);
    const lines = container.querySelectorAll("[data-shape=text]");
    expect(lines).toHaveLength(1);
    expect(inlineVar(lines[0]!, skeletonWidth)).toBe("100%");
  });
});
