import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stringsFor } from "../../i18n/strings";
import { itSupportsConformance } from "../../test/conformance";
import { ownPoliteRegion } from "../../test/liveRegion";
import { CodeBlock } from "./CodeBlock";

const snippet =
  '<script src="https://widgets.example/embed.js" data-event="42"></script>\n<div id="varco"></div>';
const en = stringsFor("en");

describe("CodeBlock", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  itSupportsConformance({
    render: (props) => <CodeBlock code="let a = 1;" {...props} />,
    refType: HTMLDivElement,
  });

  it("shows the code verbatim in a pre/code pair", () => {
    const { container } = render(<CodeBlock code={snippet} />);
    const code = container.querySelector("pre > code");
    expect(code?.textContent).toBe(snippet);
  });

  it("shows the language label when given", () => {
    render(<CodeBlock code={snippet} language="HTML" />);
    expect(screen.getByText("HTML")).toBeInTheDocument();
  });

  it("copies the exact code with its copy button", async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
    render(<CodeBlock code={snippet} copyLabel="Copia codice" />);
    await user.click(screen.getByRole("button", { name: "Copia codice" }));
    expect(writeText).toHaveBeenCalledWith(snippet);
    await waitFor(() => expect(ownPoliteRegion()).toHaveTextContent(en.copied));
  });

  it("becomes a named, focusable region when the code is wider than the box", () => {
    vi.spyOn(HTMLElement.prototype, "scrollWidth", "get").mockReturnValue(1200);
    vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(300);
    render(<CodeBlock code={snippet} aria-label="Embed code" />);
    const region = screen.getByRole("region", { name: "Embed code" });
    expect(region).toHaveAttribute("tabindex", "0");
    expect(region.querySelector("pre")).not.toBeNull();
  });

  it("names its region 'Code' by default", () => {
    vi.spyOn(HTMLElement.prototype, "scrollWidth", "get").mockReturnValue(1200);
    vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(300);
    render(<CodeBlock code={snippet} />);
    expect(screen.getByRole("region", { name: en.code })).toBeInTheDocument();
  });
});
