import { resolveLocale, type SupportedLocale, supportedLocales } from "./resolveLocale";

/**
 * How an embedded ticket widget looks and behaves, as its address carries it (`/widget/{eventId}?…`).
 * The names are Hi.Events' (its loader turns `data-hievents-primary-color` into `PrimaryColor`), so
 * a page that embeds Hi.Events works with Varco's loader unchanged. Every option may be absent:
 * the widget then wears the event's own design.
 */
export interface WidgetOptions {
  primaryColor?: string;
  primaryTextColor?: string;
  secondaryColor?: string;
  secondaryTextColor?: string;
  backgroundColor?: string;
  /** Space around the widget's content, in CSS pixels (0–64). */
  padding?: number;
  /** `widget`: the tickets and the checkout inside the frame; `button`: one button opening the event's page. */
  widgetType: WidgetType;
  locale?: SupportedLocale;
  /** The frame follows its content's height (on unless `false`). */
  autoResize: boolean;
  /** The words of the button that reserves the tickets (at most 100 characters). */
  continueButtonText?: string;
}

export const widgetTypes = ["widget", "button"] as const;
export type WidgetType = (typeof widgetTypes)[number];

/** The query parameter of each option, as the loaders write them. */
export const widgetParameters = {
  primaryColor: "PrimaryColor",
  primaryTextColor: "PrimaryTextColor",
  secondaryColor: "SecondaryColor",
  secondaryTextColor: "SecondaryTextColor",
  backgroundColor: "BackgroundColor",
  padding: "Padding",
  widgetType: "WidgetType",
  locale: "Locale",
  autoResize: "Autoresize",
  continueButtonText: "ContinueButtonText",
} as const satisfies Record<keyof WidgetOptions, string>;

/** The frame's own id on the embedding page, which its size messages name. */
export const widgetFrameParameter = "iframeId";

/** The options that are colours, in the order a form lists them. */
export const widgetColorKeys = [
  "primaryColor",
  "primaryTextColor",
  "secondaryColor",
  "secondaryTextColor",
  "backgroundColor",
] as const;

// Opaque colours only: the design system measures text against them.
const hexColorPattern = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/iu;
const mostPadding = 64;
const mostButtonText = 100;

/**
 * The options an address asks for. Names are matched whatever their case; a value that does not
 * make sense (not a hex colour, a padding that is not a length, an unknown type or language) is
 * left out rather than refused: a widget on someone else's page must still show.
 */
export function widgetOptionsOf(query: URLSearchParams): WidgetOptions {
  const byName = new Map<string, string>();
  for (const [name, value] of query) byName.set(name.toLowerCase(), value.trim());
  const value = (key: keyof WidgetOptions) => byName.get(widgetParameters[key].toLowerCase());
  const options: WidgetOptions = {
    widgetType: widgetTypes.find((type) => type === value("widgetType")?.toLowerCase()) ?? "widget",
    autoResize: value("autoResize")?.toLowerCase() !== "false",
  };
  for (const key of widgetColorKeys) {
    const color = value(key);
    if (color && hexColorPattern.test(color)) options[key] = color.toLowerCase();
  }
  const padding = /^(\d{1,3})(?:px)?$/u.exec(value("padding") ?? "")?.[1];
  if (padding !== undefined) options.padding = Math.min(Number(padding), mostPadding);
  const locale = value("locale");
  if (locale) {
    const resolved = resolveLocale(locale);
    // Only a language that is offered (or one of its regions): anything else keeps the visitor's.
    if (supportedLocales.some((offered) => offered.split("-")[0] === locale.toLowerCase().split(/[-_]/u)[0]))
      options.locale = resolved;
  }
  const text = value("continueButtonText");
  if (text) options.continueButtonText = text.slice(0, mostButtonText);
  return options;
}

/**
 * The query that asks for `options` (the inverse of `widgetOptionsOf`): defaults are left out, so
 * a widget with none of its own options has a bare address.
 */
export function widgetQueryOf(options: Partial<WidgetOptions>): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of widgetColorKeys) if (options[key]) query.set(widgetParameters[key], options[key]);
  if (options.padding !== undefined) query.set(widgetParameters.padding, `${options.padding}px`);
  if (options.widgetType && options.widgetType !== "widget")
    query.set(widgetParameters.widgetType, options.widgetType);
  if (options.locale) query.set(widgetParameters.locale, options.locale);
  if (options.autoResize === false) query.set(widgetParameters.autoResize, "false");
  if (options.continueButtonText) query.set(widgetParameters.continueButtonText, options.continueButtonText);
  return query;
}

/**
 * The messages between a widget's frame and the loader on the page that embeds it (the loader,
 * src/embed/widget.js in the app, writes them as plain strings): the frame says it is `ready` (to
 * any page: the message carries nothing), the loader answers `hello` from the page's origin, and
 * from then on the frame sends its size (`resize`) to that origin alone.
 */
export const widgetMessageTypes = { ready: "varco:ready", hello: "varco:hello", resize: "resize" } as const;

/** The message a widget's frame posts to the page that embeds it when its content's height changes. */
export interface WidgetResizeMessage {
  type: "resize";
  height: number;
  iframeId: string;
}

/**
 * The element's attributes that ask for `options` on an embedding page (`data-varco-id` first):
 * the loader turns each `data-varco-primary-color` back into the `PrimaryColor` query parameter.
 */
export function widgetAttributesOf(eventId: number, options: Partial<WidgetOptions>): [string, string][] {
  const attributes: [string, string][] = [["data-varco-id", String(eventId)]];
  for (const [name, value] of widgetQueryOf(options)) {
    const kebab = name.replace(/(?<=[a-z])(?=[A-Z])/gu, "-").toLowerCase();
    attributes.push([`data-varco-${kebab}`, value]);
  }
  return attributes;
}
