import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stringsFor } from "../../i18n/strings";
import { itSupportsConformance } from "../../test/conformance";
import { PoweredByFooter } from "./PoweredByFooter";

const provider = { providerName: "Varco", href: "https://varco.example" };

describe("PoweredByFooter", () => {
  itSupportsConformance({ render: (props) => <PoweredByFooter {...provider} {...props} /> });

  it("reads '<text> <provider>' with the provider linking to its site", () => {
    render(<PoweredByFooter {...provider} text="Organizza viaggi ed eventi con" />);
    const footer = screen.getByRole("contentinfo");
    expect(footer.textContent?.startsWith("Organizza viaggi ed eventi con Varco")).toBe(true);
    const link = screen.getByRole("link", { name: /^Varco/ });
    expect(link).toHaveAttribute("href", "https://varco.example");
  });

  it("opens the provider's site in a new tab unless told otherwise", () => {
    const { rerender } = render(<PoweredByFooter {...provider} />);
    expect(screen.getByRole("link")).toHaveAttribute("target", "_blank");
    rerender(<PoweredByFooter {...provider} isExternal={false} />);
    expect(screen.getByRole("link")).not.toHaveAttribute("target");
  });

  it("says 'Powered by' in the current locale when no text is given", () => {
    render(<PoweredByFooter {...provider} />);
    expect(screen.getByRole("contentinfo")).toHaveTextContent(`${stringsFor("en").poweredBy} Varco`);
  });

  it("gives the widget variant its own, compact class", () => {
    const { container } = render(
      <>
        <PoweredByFooter {...provider} />
        <PoweredByFooter {...provider} variant="widget" />
      </>,
    );
    const [page, widget] = Array.from(container.querySelectorAll("footer"));
    expect(page!.className).not.toBe(widget!.className);
    expect(widget).toHaveAttribute("data-variant", "widget");
  });
});
