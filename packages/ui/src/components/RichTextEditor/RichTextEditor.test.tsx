import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type Ref, useState } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { itSupportsConformance } from "../../test/conformance";
import { ThemeProvider } from "../../theme/ThemeProvider";
import { isAllowedLinkHref, toLinkHref } from "./linkHref";
import { RichTextEditor } from "./RichTextEditor";

const textbox = () => screen.findByRole("textbox", { name: "Description" });

// jsdom does no layout, and ProseMirror measures text ranges to scroll the cursor into view.
// (Each test file gets its own jsdom, so these stand-ins do not leak.)
beforeAll(() => {
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  document.elementFromPoint = () => null;
});

/** A parent that owns the HTML and can replace it. */
function Controlled() {
  const [html, setHtml] = useState("<p>One</p>");
  return (
    <>
      <button type="button" onClick={() => setHtml("<p>Two</p>")}>
        Replace
      </button>
      <RichTextEditor label="Description" value={html} onChange={setHtml} />
    </>
  );
}

describe("RichTextEditor", () => {
  itSupportsConformance({
    render: ({ ref, ...props }) => (
      <RichTextEditor {...props} ref={ref as Ref<HTMLDivElement>} label="Event description" />
    ),
    refType: HTMLDivElement,
    label: "Event description",
  });

  it("is a multi-line textbox named by its label and described by its help text", async () => {
    render(<RichTextEditor label="Description" description="Shown on the event page" />);
    const editor = await textbox();
    expect(editor).toHaveAttribute("aria-multiline", "true");
    expect(editor).toHaveAccessibleDescription("Shown on the event page");
  });

  it("shows the initial HTML and the toolbar's state for it", async () => {
    render(
      <RichTextEditor label="Description" defaultValue="<h2>Programme</h2><p><strong>Doors</strong></p>" />,
    );
    const editor = await textbox();
    expect(editor.querySelector("h2")).toHaveTextContent("Programme");
    expect(editor.querySelector("strong")).toHaveTextContent("Doors");
    expect(screen.getByRole("toolbar", { name: "Formatting" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Bold" })).toHaveAttribute("aria-pressed", "false");
  });

  it("drops links with a refused scheme from the initial HTML but keeps their text", async () => {
    render(
      <RichTextEditor
        label="Description"
        defaultValue='<p><a href="javascript:alert(1)">click</a> and <a href="https://varco.example">site</a></p>'
      />,
    );
    const editor = await textbox();
    expect(editor).toHaveTextContent("click and site");
    const links = editor.querySelectorAll("a");
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute("href", "https://varco.example");
  });

  it("follows a controlled value", async () => {
    render(<Controlled />);
    const editor = await textbox();
    expect(editor).toHaveTextContent("One");
    await userEvent.click(screen.getByRole("button", { name: "Replace" }));
    await waitFor(() => expect(editor).toHaveTextContent("Two"));
  });

  it("is announced as invalid with its error message", async () => {
    render(<RichTextEditor label="Description" isInvalid errorMessage="Tell people what to expect" />);
    const editor = await textbox();
    expect(editor).toHaveAttribute("aria-invalid", "true");
    expect(editor).toHaveAccessibleDescription("Tell people what to expect");
  });

  it("cannot be edited or formatted when disabled", async () => {
    render(<RichTextEditor label="Description" isDisabled defaultValue="<p>Fixed</p>" />);
    const editor = await textbox();
    expect(editor).toHaveAttribute("contenteditable", "false");
    expect(editor).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByRole("button", { name: "Bold" })).toBeDisabled();
  });

  it("shows the placeholder only while empty and exposes it to assistive technology", async () => {
    render(<RichTextEditor label="Description" placeholder="What happens at the event?" />);
    const editor = await textbox();
    expect(editor).toHaveAttribute("aria-placeholder", "What happens at the event?");
    expect(screen.getByText("What happens at the event?")).toHaveAttribute("aria-hidden", "true");
  });

  it("takes its words from the locale and lets a prop override them", async () => {
    render(
      <ThemeProvider locale="en">
        <RichTextEditor label="Description" strings={{ bold: "Strong" }} />
      </ThemeProvider>,
    );
    await textbox();
    expect(screen.getByRole("button", { name: "Strong" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Heading 2" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Numbered list" })).toBeInTheDocument();
  });

  it("sends what is typed out as HTML", async () => {
    const onChange = vi.fn();
    render(<RichTextEditor label="Description" onChange={onChange} />);
    await userEvent.click(await textbox());
    await userEvent.keyboard("Doors open at eight");
    expect(onChange).toHaveBeenLastCalledWith("<p>Doors open at eight</p>");
  });

  it("wraps text in <strong> when Bold is pressed and shows Bold as pressed", async () => {
    const onChange = vi.fn();
    render(<RichTextEditor label="Description" onChange={onChange} />);
    await userEvent.click(await textbox());
    const bold = screen.getByRole("button", { name: "Bold" });
    await userEvent.click(bold);
    expect(bold).toHaveAttribute("aria-pressed", "true");
    // Tiptap hands focus back to the document on the next animation frame.
    const editor = await textbox();
    await waitFor(() => expect(editor).toHaveFocus());
    await userEvent.keyboard("Sold out");
    expect(onChange).toHaveBeenLastCalledWith("<p><strong>Sold out</strong></p>");
  });

  it("turns a list on from the toolbar", async () => {
    const onChange = vi.fn();
    render(<RichTextEditor label="Description" defaultValue="<p>Lunch</p>" onChange={onChange} />);
    await textbox();
    await userEvent.click(screen.getByRole("button", { name: "Bulleted list" }));
    expect(onChange).toHaveBeenLastCalledWith("<ul><li><p>Lunch</p></li></ul>");
    expect(screen.getByRole("button", { name: "Bulleted list" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Paragraph" })).toHaveAttribute("aria-pressed", "false");
  });

  it("adds a link from the link form", async () => {
    const onChange = vi.fn();
    render(<RichTextEditor label="Description" onChange={onChange} />);
    await userEvent.click(await textbox());
    await userEvent.click(screen.getByRole("button", { name: "Link" }));
    await userEvent.type(
      screen.getByRole("textbox", { name: "Link address" }),
      "varco.example/tickets{Enter}",
    );
    const link =
      '<a target="_blank" rel="noopener noreferrer nofollow" href="https://varco.example/tickets">';
    expect(onChange).toHaveBeenLastCalledWith(`<p>${link}https://varco.example/tickets</a></p>`);
    expect(screen.queryByRole("textbox", { name: "Link address" })).not.toBeInTheDocument();
    // Tiptap hands focus back to the document on the next animation frame.
    const editor = await textbox();
    await waitFor(() => expect(editor).toHaveFocus());
    // Typing on after the new link does not lengthen it.
    await userEvent.keyboard(" now");
    expect(onChange).toHaveBeenLastCalledWith(`<p>${link}https://varco.example/tickets</a> now</p>`);
  });

  it("links the selected text and shows Link as pressed inside it", async () => {
    const onChange = vi.fn();
    render(<RichTextEditor label="Description" defaultValue="<p>Buy tickets</p>" onChange={onChange} />);
    const editor = await textbox();
    await userEvent.click(editor);
    await userEvent.keyboard("{Control>}a{/Control}");
    await userEvent.click(screen.getByRole("button", { name: "Link" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Link address" }), "mailto:box@varco.example");
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(onChange).toHaveBeenLastCalledWith(
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="mailto:box@varco.example">Buy tickets</a></p>',
    );
    expect(screen.getByRole("button", { name: "Link" })).toHaveAttribute("aria-pressed", "true");
  });

  it("opens the link form from the toolbar and refuses a javascript: address", async () => {
    const onChange = vi.fn();
    render(<RichTextEditor label="Description" defaultValue="<p>Tickets</p>" onChange={onChange} />);
    await textbox();
    const linkButton = screen.getByRole("button", { name: "Link" });
    expect(linkButton).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(linkButton);
    expect(linkButton).toHaveAttribute("aria-expanded", "true");
    const address = screen.getByRole("textbox", { name: "Link address" });
    expect(address).toHaveFocus();
    await userEvent.type(address, "javascript:alert(1){Enter}");
    expect(address).toHaveAttribute("aria-invalid", "true");
    expect(address).toHaveAccessibleDescription(/web address/);
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("textbox", { name: "Link address" })).not.toBeInTheDocument();
  });
});

describe("link addresses", () => {
  it.each([
    ["https://varco.example/events", true],
    ["http://varco.example", true],
    ["mailto:info@varco.example", true],
    ["MAILTO:info@varco.example", true],
    ["javascript:alert(1)", false],
    ["java\tscript:alert(1)", false],
    [" javascript:alert(1)", false],
    ["JaVaScRiPt:alert(1)", false],
    ["data:text/html,<script>alert(1)</script>", false],
    ["vbscript:msgbox", false],
    ["ftp://files.example", false],
    ["/relative/path", false],
    ["https://", false],
    ["mailto:", false],
    ["", false],
  ])("%j allowed: %s", (href, allowed) => {
    expect(isAllowedLinkHref(href)).toBe(allowed);
  });

  it.each([
    ["varco.example", "https://varco.example"],
    ["  https://varco.example/a  ", "https://varco.example/a"],
    ["info@varco.example", "mailto:info@varco.example"],
    ["varco.example:8080/x", "https://varco.example:8080/x"],
    ["javascript:alert(1)", null],
    ["https://not a host", null],
    ["   ", null],
  ])("typed %j becomes %j", (typed, href) => {
    expect(toLinkHref(typed)).toBe(href);
  });
});
