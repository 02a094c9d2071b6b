import { afterEach, describe, expect, it, vi } from "vitest";
import { interceptLinkClicks } from "./clientNavigation";

function clickOn(html: string, init: MouseEventInit = {}) {
  document.body.innerHTML = html;
  const navigate = vi.fn();
  const stop = interceptLinkClicks(document, navigate);
  const target = document.querySelector("[data-click]") ?? document.querySelector("a");
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
  target?.dispatchEvent(event);
  stop();
  return { navigate, defaultPrevented: event.defaultPrevented };
}

describe("interceptLinkClicks", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("turns a click on an app link into a router navigation", () => {
    const { navigate, defaultPrevented } = clickOn(
      '<a href="/auth/register?x=1#f"><span data-click>Go</span></a>',
    );
    expect(navigate).toHaveBeenCalledWith("/auth/register?x=1#f");
    expect(defaultPrevented).toBe(true);
  });

  it.each([
    ["another site", '<a href="https://example.com/">x</a>', {}],
    ["a new tab", '<a href="/manage/events" target="_blank">x</a>', {}],
    ["a download", '<a href="/api/export.csv" download>x</a>', {}],
    ["the API", '<a href="/api/openapi.json">x</a>', {}],
    ["a ctrl-click", '<a href="/manage/events">x</a>', { ctrlKey: true }],
    ["a middle click", '<a href="/manage/events">x</a>', { button: 1 }],
  ])("leaves %s to the browser", (_case, html, init) => {
    const { navigate, defaultPrevented } = clickOn(html, init);
    expect(navigate).not.toHaveBeenCalled();
    expect(defaultPrevented).toBe(false);
  });
});
