import { describe, expect, it } from "vitest";
import { widgetOptionsOf } from "./widgetOptions";
import { widgetLinkOf, widgetSnippetOf, widgetTestPageOf } from "./widgetSnippet";

const embed = {
  appUrl: "https://biglietti.example.com",
  eventId: 12,
  eventUrl: "https://biglietti.example.com/event/12/concerto-d-estate",
  linkText: "Acquista i biglietti",
};
const loader = '<script async src="https://biglietti.example.com/widget.js"></script>';
const noscript =
  '<noscript><a href="https://biglietti.example.com/event/12/concerto-d-estate">Acquista i biglietti</a></noscript>';

describe("widgetSnippetOf", () => {
  it.each([
    [
      "no options: a bare element, the event wears its own design",
      {},
      '<div class="varco-widget" data-varco-id="12"></div>',
    ],
    [
      "every option, named as the loader reads it back",
      {
        primaryColor: "#1F4E5F",
        primaryTextColor: "#fff",
        secondaryColor: "#eeeeee",
        secondaryTextColor: "#111111",
        backgroundColor: "#fafafa",
        padding: 16,
        widgetType: "button",
        locale: "de",
        autoResize: false,
        continueButtonText: "Weiter",
      },
      '<div class="varco-widget" data-varco-id="12" data-varco-primary-color="#1f4e5f" data-varco-primary-text-color="#fff" data-varco-secondary-color="#eeeeee" data-varco-secondary-text-color="#111111" data-varco-background-color="#fafafa" data-varco-padding="16px" data-varco-widget-type="button" data-varco-locale="de" data-varco-autoresize="false" data-varco-continue-button-text="Weiter"></div>',
    ],
    [
      "defaults left out: the widget type, resizing on",
      { widgetType: "widget", autoResize: true, padding: 0 },
      '<div class="varco-widget" data-varco-id="12" data-varco-padding="0px"></div>',
    ],
    [
      "words that could end the attribute are escaped",
      { continueButtonText: `"><script>alert('x')</script>` },
      '<div class="varco-widget" data-varco-id="12" data-varco-continue-button-text="&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"></div>',
    ],
    [
      "what the widget would not read is not written: a colour by name, a padding too wide",
      { primaryColor: "red", padding: 500, continueButtonText: "a".repeat(120) },
      `<div class="varco-widget" data-varco-id="12" data-varco-padding="64px" data-varco-continue-button-text="${"a".repeat(100)}"></div>`,
    ],
  ] as const)("%s", (_, options, element) => {
    expect(widgetSnippetOf({ ...embed, options }).split("\n")).toEqual([element, loader, noscript]);
  });

  it("takes the loader from the deployment's address, whatever path it was given with", () => {
    const snippet = widgetSnippetOf({
      ...embed,
      appUrl: "https://biglietti.example.com/manage/",
      options: {},
    });
    expect(snippet).toContain(loader);
  });

  it("escapes the page's address and the link's words", () => {
    const snippet = widgetSnippetOf({
      ...embed,
      eventUrl: 'https://x.test/event/1/a"b',
      linkText: "Tickets <now> & more",
      options: {},
    });
    expect(snippet).toContain(
      '<noscript><a href="https://x.test/event/1/a&quot;b">Tickets &lt;now&gt; &amp; more</a></noscript>',
    );
  });

  it("asks for the options it was given, as the widget reads them from the element", () => {
    const options = { primaryColor: "#123456", padding: 8, locale: "pt-br", autoResize: false } as const;
    const element = widgetSnippetOf({ ...embed, options }).split("\n")[0]!;
    // What the loader does: each data-varco-x-y becomes the query parameter XY.
    const query = new URLSearchParams();
    for (const [, name, value] of element.matchAll(/data-varco-([a-z-]+)="([^"]*)"/gu)) {
      if (name === "id") continue;
      query.set(
        name!.replace(/(?:^|-)([a-z])/gu, (_, letter: string) => letter.toUpperCase()),
        value!,
      );
    }
    expect(widgetOptionsOf(query)).toEqual({ ...options, widgetType: "widget" });
  });
});

describe("widgetLinkOf", () => {
  it.each([
    [
      "the default brand when no colour was chosen",
      {},
      '<a href="https://biglietti.example.com/event/12/concerto-d-estate" target="_blank" rel="noopener" style="display:inline-block;padding:0.75em 1.5em;border-radius:0.5em;background-color:#40296c;color:#ffffff;font-weight:600;line-height:1.25;text-decoration:none">Acquista i biglietti</a>',
    ],
    [
      "the chosen primary colour, white on a dark one, and the continue button's words",
      { primaryColor: "#1F4E5F", primaryTextColor: "#FFEEDD", continueButtonText: "Prenota & paga" },
      '<a href="https://biglietti.example.com/event/12/concerto-d-estate" target="_blank" rel="noopener" style="display:inline-block;padding:0.75em 1.5em;border-radius:0.5em;background-color:#1f4e5f;color:#ffffff;font-weight:600;line-height:1.25;text-decoration:none">Prenota &amp; paga</a>',
    ],
    [
      "black on a light primary colour",
      { primaryColor: "#ffd43b" },
      '<a href="https://biglietti.example.com/event/12/concerto-d-estate" target="_blank" rel="noopener" style="display:inline-block;padding:0.75em 1.5em;border-radius:0.5em;background-color:#ffd43b;color:#000000;font-weight:600;line-height:1.25;text-decoration:none">Acquista i biglietti</a>',
    ],
    [
      "a colour that could break out of the style is not used",
      { primaryColor: '#fff" onclick="x' },
      '<a href="https://biglietti.example.com/event/12/concerto-d-estate" target="_blank" rel="noopener" style="display:inline-block;padding:0.75em 1.5em;border-radius:0.5em;background-color:#40296c;color:#ffffff;font-weight:600;line-height:1.25;text-decoration:none">Acquista i biglietti</a>',
    ],
  ] as const)("%s", (_, options, link) => {
    expect(widgetLinkOf({ ...embed, options })).toBe(link);
  });
});

describe("widgetTestPageOf", () => {
  it("puts the snippet, as is, in a page with its heading and words escaped", () => {
    const snippet = widgetSnippetOf({ ...embed, options: {} });
    const page = widgetTestPageOf({ lang: "it", title: "Prova <del> widget", text: "Così & così", snippet });
    expect(page).toMatch(/^<!doctype html>\n<html lang="it">/u);
    expect(page).toContain("<title>Prova &lt;del&gt; widget</title>");
    expect(page).toContain("<h1>Prova &lt;del&gt; widget</h1>\n<p>Così &amp; così</p>");
    expect(page).toContain(`\n${snippet}\n</main>`);
  });
});
