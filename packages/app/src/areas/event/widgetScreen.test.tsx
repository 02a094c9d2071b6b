import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { eventAnswer, fakeApi, renderApp, userAnswer } from "../../test/renderApp";

afterEach(() => vi.restoreAllMocks());

const frontendUrl = "https://biglietti.example.com";

function openWidgetScreen(event: Record<string, unknown> = {}) {
  const api = fakeApi({
    "GET users/me": { status: 200, body: { data: userAnswer() } },
    "GET events/7": {
      status: 200,
      body: {
        data: eventAnswer({
          settings: { homepage_primary_color: "#0e7c86", homepage_primary_text_color: "#000000" },
          ...event,
        }),
      },
    },
  });
  return renderApp("/manage/event/7/widget", { api, config: { frontendUrl } });
}

const preview = async () => (await screen.findByTitle("Widget preview")) as HTMLIFrameElement;
/** What the preview's frame asks the server for, as path and query. */
const previewAddress = (frame: HTMLIFrameElement) => {
  const address = new URL(frame.getAttribute("src")!, "http://app.test");
  return { path: address.pathname, query: Object.fromEntries(address.searchParams) };
};

async function copied(user: ReturnType<typeof userEvent.setup>, button: string) {
  await user.click(screen.getByRole("button", { name: button }));
  return navigator.clipboard.readText();
}

describe("the widget screen", () => {
  it("starts from the event's own design: a bare preview and snippet, axe-clean", async () => {
    await openWidgetScreen();
    const user = userEvent.setup();
    expect(previewAddress(await preview())).toEqual({
      path: "/widget/7",
      query: { iframeId: "varco-widget-preview" },
    });
    expect(await copied(user, "Copy the widget code")).toBe(
      [
        '<div class="varco-widget" data-varco-id="7"></div>',
        `<script async src="${frontendUrl}/widget.js"></script>`,
        `<noscript><a href="${frontendUrl}/event/7/concerto-d-estate">Buy tickets</a></noscript>`,
      ].join("\n"),
    );
    expect(screen.queryByText("The widget shows only once the event is live")).toBeNull();
    expect(await axeViolations()).toEqual([]);
  }, 30_000);

  it("each option changes the preview, once typing stops, and the code to copy", async () => {
    await openWidgetScreen();
    const frame = await preview();
    const user = userEvent.setup();

    const primary = screen.getByRole("textbox", { name: "Primary colour" });
    await user.type(primary, "#aa0000");
    await user.tab();
    await user.click(screen.getByRole("radio", { name: "A button that opens the ticket page" }));
    await user.type(screen.getByRole("textbox", { name: "Padding in pixels" }), "24");
    await user.tab();
    await user.click(screen.getByRole("button", { name: /Language/u }));
    await user.click(screen.getByRole("option", { name: "Deutsch" }));
    await user.click(screen.getByRole("switch", { name: "Grow the frame with its content" }));
    await user.type(screen.getByRole("textbox", { name: "Words of the continue button" }), "Prenota ora");

    await waitFor(() =>
      expect(previewAddress(frame).query).toEqual({
        PrimaryColor: "#aa0000",
        Padding: "24px",
        WidgetType: "button",
        Locale: "de",
        Autoresize: "false",
        ContinueButtonText: "Prenota ora",
        iframeId: "varco-widget-preview",
      }),
    );
    expect((await copied(user, "Copy the widget code")).split("\n")[0]).toBe(
      '<div class="varco-widget" data-varco-id="7" data-varco-primary-color="#aa0000" data-varco-padding="24px" data-varco-widget-type="button" data-varco-locale="de" data-varco-autoresize="false" data-varco-continue-button-text="Prenota ora"></div>',
    );
  }, 30_000);

  it("loads the preview once the typing pauses, not at every key", async () => {
    await openWidgetScreen();
    const frame = await preview();
    const user = userEvent.setup();
    const seen = new Set<string>();
    const watcher = new MutationObserver(() => seen.add(frame.getAttribute("src")!));
    watcher.observe(frame, { attributes: true, attributeFilter: ["src"] });
    await user.type(screen.getByRole("textbox", { name: "Words of the continue button" }), "Avanti");
    await waitFor(() => expect(previewAddress(frame).query.ContinueButtonText).toBe("Avanti"));
    watcher.disconnect();
    expect([...seen]).toHaveLength(1);
  }, 30_000);

  it("can be set with the keyboard alone", async () => {
    await openWidgetScreen();
    const frame = await preview();
    const user = userEvent.setup();
    // From the widget type's first choice, arrows pick the other.
    screen.getByRole("radio", { name: "Tickets and checkout in your page" }).focus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("radio", { name: "A button that opens the ticket page" })).toBeChecked();
    await user.tab();
    // Next: the primary colour's swatch button, then its text.
    await user.tab();
    expect(screen.getByRole("textbox", { name: "Primary colour" })).toHaveFocus();
    await user.keyboard("#123456{Tab}");
    await waitFor(() =>
      expect(previewAddress(frame).query).toMatchObject({ PrimaryColor: "#123456", WidgetType: "button" }),
    );
  }, 30_000);

  it("answers the widget's hello and grows the preview to the height it asks for, from this frame only", async () => {
    await openWidgetScreen();
    const frame = await preview();
    const view = frame.contentWindow!;
    const hello = vi.spyOn(view, "postMessage");
    const post = (data: unknown, { origin = window.location.origin, source = view as Window } = {}) =>
      act(() => {
        window.dispatchEvent(new MessageEvent("message", { origin, source, data }));
      });
    post({ type: "varco:ready", iframeId: "varco-widget-preview" });
    expect(hello).toHaveBeenCalledWith({ type: "varco:hello" }, window.location.origin);
    const resize = (height: number) => ({ type: "resize", height, iframeId: "varco-widget-preview" });
    post(resize(2000), { origin: "https://elsewhere.example.com" });
    post(resize(2000), { source: window });
    expect(frame.style.height).toBe("600px");
    post(resize(912));
    expect(frame.style.height).toBe("912px");
    // Without auto-resize the frame keeps the height the loader gives it.
    await userEvent.setup().click(screen.getByRole("switch", { name: "Grow the frame with its content" }));
    expect(frame.style.height).toBe("600px");
  }, 30_000);

  it("gives a plain link in the event's colour, then in the colour chosen, its words readable on it", async () => {
    await openWidgetScreen();
    const user = userEvent.setup();
    const sample = await screen.findByRole("link", { name: "Buy tickets" });
    expect(sample).toHaveAttribute("href", `${frontendUrl}/event/7/concerto-d-estate`);
    expect(sample.style.backgroundColor).toBe("rgb(14, 124, 134)");
    expect(await copied(user, "Copy the link code")).toContain("background-color:#0e7c86;color:#ffffff");

    await user.type(screen.getByRole("textbox", { name: "Primary colour" }), "#ffd43b");
    await user.tab();
    await user.type(screen.getByRole("textbox", { name: "Words of the continue button" }), "Prenota");
    const chosen = screen.getByRole("link", { name: "Prenota" });
    expect(chosen.style.backgroundColor).toBe("rgb(255, 212, 59)");
    expect(chosen.style.color).toBe("rgb(0, 0, 0)");
    expect(await copied(user, "Copy the link code")).toBe(
      `<a href="${frontendUrl}/event/7/concerto-d-estate" target="_blank" rel="noopener" style="display:inline-block;padding:0.75em 1.5em;border-radius:0.5em;background-color:#ffd43b;color:#000000;font-weight:600;line-height:1.25;text-decoration:none">Prenota</a>`,
    );
  }, 30_000);

  it("opens a test page holding the snippet in a new tab", async () => {
    await openWidgetScreen();
    await preview();
    const user = userEvent.setup();
    let page: Blob | undefined;
    const createObjectURL = vi.fn((blob: Blob) => {
      page = blob;
      return "blob:http://app.test/test-page";
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    await user.click(screen.getByRole("button", { name: "Open a test page" }));
    expect(open).toHaveBeenCalledWith("blob:http://app.test/test-page", "_blank", "noopener");
    expect(page?.type).toBe("text/html");
    const html = await page!.text();
    expect(html).toContain("<h1>Widget test page</h1>");
    expect(html).toContain('<div class="varco-widget" data-varco-id="7"></div>');
    expect(html).toContain(`<script async src="${frontendUrl}/widget.js"></script>`);
  }, 30_000);

  it("says that a draft's widget shows nothing until it is published, and offers to publish", async () => {
    await openWidgetScreen({ status: "DRAFT" });
    expect(
      await screen.findByRole("heading", { name: "The widget shows only once the event is live" }),
    ).toBeVisible();
    expect(screen.getByRole("button", { name: "Publish event" })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  }, 30_000);

  it("is listed in the event's navigation", async () => {
    await openWidgetScreen();
    const link = await screen.findByRole("link", { name: "Widget" });
    expect(link).toHaveAttribute("href", "/manage/event/7/widget");
    expect(link).toHaveAttribute("aria-current", "page");
  }, 30_000);
});
