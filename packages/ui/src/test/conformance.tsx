import { render, screen } from "@testing-library/react";
import { type CSSProperties, createRef, type ReactElement, type Ref } from "react";
import { expect, it } from "vitest";
import { ThemeProvider } from "../theme/ThemeProvider";

type ConformanceProps<T extends HTMLElement> = { ref: Ref<T>; className: string; style: CSSProperties };

export type ConformanceOptions<T extends HTMLElement> = {
  /** Renders the component with the given ref, className and style spread onto it. */
  render: (props: ConformanceProps<NoInfer<T>>) => ReactElement;
  /** The element type the ref must point at (its type also types the ref passed to `render`). */
  refType?: abstract new (
    ...args: never[]
  ) => T;
  /** When the component is a field: its label, which must name the input. */
  label?: string;
};

/**
 * The shared contract every component meets: it forwards `ref`, merges `className`, applies
 * `style`, and (for fields) connects its label to its input. Call it in every component's test.
 */
export function itSupportsConformance<T extends HTMLElement = HTMLElement>({
  render: renderComponent,
  refType,
  label,
}: ConformanceOptions<T>) {
  const mount = () => {
    const ref = createRef<T>();
    const result = render(
      <ThemeProvider>
        {renderComponent({ ref, className: "conformance-class", style: { marginTop: "7px" } })}
      </ThemeProvider>,
    );
    return { ref, ...result };
  };

  it("forwards its ref", () => {
    const { ref } = mount();
    expect(ref.current).toBeInstanceOf(refType ?? HTMLElement);
  });

  it("merges className and keeps its own classes", () => {
    const { container } = mount();
    const element = container.querySelector(".conformance-class");
    expect(element).not.toBeNull();
    expect(element!.classList.length).toBeGreaterThan(1);
  });

  it("applies style", () => {
    const { container } = mount();
    const styled = container.querySelector<HTMLElement>('[style*="margin-top: 7px"]');
    expect(styled).not.toBeNull();
  });

  if (label) {
    it("connects its label to its input", () => {
      mount();
      // Fields may name helper buttons after their label too ("Increase Tickets"): at least one.
      expect(screen.getAllByLabelText(label).length).toBeGreaterThan(0);
    });
  }
}
