import { contrastOf } from "./homepageDesign";
import { escapeHtml } from "./htmlText";
import { type WidgetOptions, widgetAttributesOf, widgetOptionsOf, widgetQueryOf } from "./widgetOptions";

/** What an organiser's page needs to sell one event's tickets. */
export interface WidgetEmbed {
  /** The deployment's address, where `/widget.js` is served ("https://tickets.example.com"). */
  appUrl: string;
  eventId: number;
  /** The event's public page, for visitors whose browser runs no scripts and for the plain link. */
  eventUrl: string;
  /** The words of a link to that page ("Buy tickets"), in the organiser's language. */
  linkText: string;
  options: Partial<WidgetOptions>;
}

/**
 * The options as the widget will read them from its address: a colour that is not hex, a padding
 * out of range or words too long are dropped or cut here exactly as the widget would, so what the
 * organiser copies never says more than what the widget shows.
 */
export function widgetOptionsAsRead(options: Partial<WidgetOptions>): WidgetOptions {
  return widgetOptionsOf(widgetQueryOf(options));
}

/**
 * The HTML to paste into a page: the element the loader turns into a frame, the loader, and a
 * link to the event's page for browsers without scripts. Every value is escaped.
 */
export function widgetSnippetOf({ appUrl, eventId, eventUrl, linkText, options }: WidgetEmbed): string {
  const attributes = widgetAttributesOf(eventId, widgetOptionsAsRead(options))
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join("");
  const loader = new URL("/widget.js", appUrl).href;
  return [
    `<div class="varco-widget"${attributes}></div>`,
    `<script async src="${escapeHtml(loader)}"></script>`,
    `<noscript><a href="${escapeHtml(eventUrl)}">${escapeHtml(linkText)}</a></noscript>`,
  ].join("\n");
}

/** The plain link's colour when neither the organiser nor the event chose one: the default brand's. */
export const widgetLinkDefaultColor = "#40296c";

/** Black or white, whichever reads better on `background`. */
function readableOn(background: string): string {
  const onWhite = contrastOf("#ffffff", background) ?? 0;
  const onBlack = contrastOf("#000000", background) ?? 0;
  return onWhite >= onBlack ? "#ffffff" : "#000000";
}

/**
 * The plain link's inline style, keyed as the DOM's `style` object names each property: the
 * primary colour as its ground, and black or white on it, whichever reads better (the widget's
 * text colours are the page's text, not the button's).
 */
export function widgetLinkStyleOf(options: Partial<WidgetOptions>): Record<string, string> {
  const background = widgetOptionsAsRead(options).primaryColor ?? widgetLinkDefaultColor;
  return {
    display: "inline-block",
    padding: "0.75em 1.5em",
    borderRadius: "0.5em",
    backgroundColor: background,
    color: readableOn(background),
    fontWeight: "600",
    lineHeight: "1.25",
    textDecoration: "none",
  };
}

/** The words of the plain link: the continue button's when the organiser wrote some. */
export function widgetLinkTextOf({ linkText, options }: Pick<WidgetEmbed, "linkText" | "options">): string {
  return widgetOptionsAsRead(options).continueButtonText ?? linkText;
}

/**
 * A link to the event's page dressed as a button in the chosen colours, with no script: for pages
 * that take no scripts (newsletters, site builders that strip them). It opens in a new tab.
 */
export function widgetLinkOf({
  eventUrl,
  linkText,
  options,
}: Omit<WidgetEmbed, "appUrl" | "eventId">): string {
  const style = Object.entries(widgetLinkStyleOf(options))
    .map(
      ([property, value]) => `${property.replace(/[A-Z]/gu, (upper) => `-${upper.toLowerCase()}`)}:${value}`,
    )
    .join(";");
  const text = widgetLinkTextOf({ linkText, options });
  return `<a href="${escapeHtml(eventUrl)}" target="_blank" rel="noopener" style="${escapeHtml(style)}">${escapeHtml(text)}</a>`;
}

/** The words of the page on which an organiser tries the snippet, in their language. */
export interface WidgetTestPage {
  /** The page's language, as an HTML `lang` ("it", "pt-BR"). */
  lang: string;
  title: string;
  text: string;
  snippet: string;
}

/** A whole page with a heading, a paragraph and the snippet, as a site that embeds the widget would be. */
export function widgetTestPageOf({ lang, title, text, snippet }: WidgetTestPage): string {
  return [
    "<!doctype html>",
    `<html lang="${escapeHtml(lang)}">`,
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    "<style>body{font-family:system-ui,sans-serif;line-height:1.5;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}</style>",
    "</head>",
    "<body>",
    "<main>",
    `<h1>${escapeHtml(title)}</h1>`,
    `<p>${escapeHtml(text)}</p>`,
    snippet,
    "</main>",
    "</body>",
    "</html>",
  ].join("\n");
}
