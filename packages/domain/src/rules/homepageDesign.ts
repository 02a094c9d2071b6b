/**
 * The design a public page wears (an event's page, an organiser's page), worked out from the
 * homepage settings in one place: the app draws it, the designers preview it, the server refuses
 * a design whose text would not read. docs/rules/homepage-design.md says the same for people.
 *
 * Two generations of settings describe a design, and both are read:
 * - `homepage_theme_settings` (accent, background, mode, background_type): the current one, the
 *   only one an organiser has;
 * - the event's older `homepage_*_color` fields: the page's background (`body_background`), the
 *   content panels' background (`background`), the accent (`primary`), the body text
 *   (`primary_text`), the buttons' fill and text (`secondary`, `secondary_text`).
 * Field by field, the theme settings win where they say something and the older fields fill in the
 * rest: a client that writes only the theme (as Hi.Events' designer does) and one that writes
 * only the colours both get what they wrote. An event's settings already carry its organiser's
 * theme from when the event was made, so an event's page reads the event's settings alone.
 *
 * Colours are hex (`#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`). A translucent page background lies
 * on the mode's own background, a translucent content background on the page's: the design's
 * colours are opaque, so their contrast can be measured. Anything else than hex counts as unset.
 */

export type HomepageMode = "light" | "dark";
export type HomepageBackground = "COLOR" | "MIRROR_COVER_IMAGE";

/** The homepage settings an event's or an organiser's settings carry (each one optional). */
export interface HomepageDesignSettings {
  homepage_theme_settings?: {
    accent?: string | undefined;
    background?: string | undefined;
    mode?: HomepageMode | undefined;
    background_type?: HomepageBackground | undefined;
  } | null;
  homepage_body_background_color?: string | null;
  homepage_background_color?: string | null;
  homepage_primary_color?: string | null;
  homepage_primary_text_color?: string | null;
  homepage_secondary_color?: string | null;
  homepage_secondary_text_color?: string | null;
  homepage_background_type?: HomepageBackground | null;
}

/** A page's design; every colour is opaque `#rrggbb`. */
export interface HomepageDesign {
  mode: HomepageMode;
  /** The page's background. */
  background: string;
  /** The content panels' background (cards, fields). */
  surface: string;
  /** The accent: buttons, links and focus rings are drawn from it (null: the deployment's). */
  primary: string | null;
  /** The second brand colour, the buttons' fill where the page has any in it. */
  secondary: string | null;
  /** The text on the secondary colour. */
  secondaryText: string | null;
  /** The body text (null: the ui picks one that reads on the page). */
  text: string | null;
  /** A plain colour, or the event's cover blurred behind the page. */
  backgroundType: HomepageBackground;
}

/** WCAG AA for body text: the least contrast text may have with what it lies on. */
export const minTextContrast = 4.5;

/** The page and panel colours of a mode without a page colour. */
const modeColours: Record<HomepageMode, { background: string; surface: string; text: string }> = {
  light: { background: "#f8f8fa", surface: "#ffffff", text: "#000000" },
  dark: { background: "#121318", surface: "#1d1f26", text: "#ffffff" },
};

type Rgba = [red: number, green: number, blue: number, alpha: number];

const hexPattern = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/iu;

/** The channels (0..1) of a hex colour, or null when it is not one. */
function rgbaOf(value: string | null | undefined): Rgba | null {
  const hex = value?.trim();
  if (!hex || !hexPattern.test(hex)) return null;
  let digits = hex.slice(1);
  if (digits.length <= 4) digits = [...digits].map((digit) => digit + digit).join("");
  const channel = (index: number) => Number.parseInt(digits.slice(index * 2, index * 2 + 2), 16) / 255;
  return [channel(0), channel(1), channel(2), digits.length === 8 ? channel(3) : 1];
}

/** `top` laid over an opaque `bottom`. */
function over(top: Rgba, bottom: Rgba): Rgba {
  const [r, g, b, a] = top;
  return [r * a + bottom[0] * (1 - a), g * a + bottom[1] * (1 - a), b * a + bottom[2] * (1 - a), 1];
}

function hexOf([r, g, b]: Rgba): string {
  const two = (channel: number) =>
    Math.round(channel * 255)
      .toString(16)
      .padStart(2, "0");
  return `#${two(r)}${two(g)}${two(b)}`;
}

/** WCAG 2's relative luminance of an opaque colour. */
function luminance([r, g, b]: Rgba): number {
  const linear = (channel: number) =>
    channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * The WCAG 2 contrast ratio (1 to 21) of a text colour on a background; a translucent text colour
 * is laid over the background first, a translucent background over white. Null when either is
 * not a hex colour.
 */
export function contrastOf(text: string, background: string): number | null {
  const foreground = rgbaOf(text);
  const behind = rgbaOf(background);
  if (!foreground || !behind) return null;
  const ground = over(behind, [1, 1, 1, 1]);
  const [light, dark] = [luminance(over(foreground, ground)), luminance(ground)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** The mode a background reads in when nothing says: dark when white text reads better on it. */
function modeOfBackground(background: Rgba): HomepageMode {
  const level = luminance(background);
  return 1.05 / (level + 0.05) > (level + 0.05) / 0.05 ? "dark" : "light";
}

const opaque = (value: string | null | undefined, under: Rgba) => {
  const rgba = rgbaOf(value);
  return rgba ? over(rgba, under) : null;
};

/** The first of the values that is a hex colour. */
const firstColour = (...values: (string | null | undefined)[]) =>
  values.find((value) => rgbaOf(value) !== null) ?? null;

/**
 * The design the settings describe, or null when they choose no colour at all (the page then
 * wears the deployment's brand).
 */
export function homepageDesignOf(settings: HomepageDesignSettings | null | undefined): HomepageDesign | null {
  if (!settings) return null;
  const theme = settings.homepage_theme_settings ?? {};
  const pageColour = firstColour(theme.background, settings.homepage_body_background_color);
  const accent = firstColour(theme.accent, settings.homepage_primary_color);
  const content = firstColour(settings.homepage_background_color);
  const text = firstColour(settings.homepage_primary_text_color);
  const secondary = firstColour(settings.homepage_secondary_color);
  const secondaryText = firstColour(settings.homepage_secondary_text_color);
  if (![pageColour, accent, content, text, secondary, secondaryText].some(Boolean) && !theme.mode)
    return null;

  const pageRgba = rgbaOf(pageColour);
  // A translucent page background cannot say its own mode: it is read on white.
  const mode = theme.mode ?? (pageRgba ? modeOfBackground(over(pageRgba, [1, 1, 1, 1])) : "light");
  const defaults = modeColours[mode];
  const background =
    opaque(pageColour, rgbaOf(defaults.background) as Rgba) ?? (rgbaOf(defaults.background) as Rgba);
  // Without a panel colour, panels are the page's colour lifted toward white: near white on a
  // light page, a shade lighter on a dark one.
  const surface =
    opaque(content, background) ??
    (pageRgba
      ? over([1, 1, 1, mode === "light" ? 0.8 : 0.06], background)
      : (rgbaOf(defaults.surface) as Rgba));
  const opaqueOn = (value: string | null, under: Rgba) =>
    value ? hexOf(opaque(value, under) as Rgba) : null;
  const secondaryRgba = secondary ? opaque(secondary, background) : null;
  return {
    mode,
    background: hexOf(background),
    surface: hexOf(surface),
    primary: opaqueOn(accent, surface),
    secondary: secondaryRgba ? hexOf(secondaryRgba) : null,
    secondaryText: secondaryRgba ? opaqueOn(secondaryText, secondaryRgba) : null,
    text: opaqueOn(text, surface),
    backgroundType: theme.background_type ?? settings.homepage_background_type ?? "COLOR",
  };
}

/** A colour of a design that does not read on what it lies on, by the settings field that chose it. */
export interface ContrastProblem {
  /** The field to change, as the settings name it (`homepage_theme_settings.accent`). */
  field: string;
  /** The refusal's reason code, as a 422 names it. */
  code: "contrast_too_low";
  /** The contrast it has, rounded down to one decimal (4.49 is 4.4: never shown as enough). */
  ratio: number;
  minimum: number;
}

const shownRatio = (ratio: number) => Math.floor(ratio * 10) / 10;

/**
 * Where the design's text would read below WCAG AA, one problem per field, the lowest contrast
 * of that field's text. The pairs are the text a page shows on a colour:
 * - the body text on the content panels and on the page's background (the title lies on it);
 * - the buttons' text on the secondary colour;
 * - the accent, the links' colour, on the content panels;
 * - the mode's text (black in light mode, white in dark) on the page's background: the ui draws
 *   every other text from the mode, and can make it read only on a background of that mode.
 * Each is named by the field that chose the colour the organiser would change: the text's, or
 * the background's for the mode's text.
 */
export function homepageContrastProblems(
  settings: HomepageDesignSettings | null | undefined,
): ContrastProblem[] {
  const design = homepageDesignOf(settings);
  if (!design || !settings) return [];
  const theme = settings.homepage_theme_settings ?? {};
  const pairs: [field: string, text: string | null, on: string[]][] = [
    ["homepage_primary_text_color", design.text, [design.surface, design.background]],
    ["homepage_secondary_text_color", design.secondaryText, design.secondary ? [design.secondary] : []],
    [
      rgbaOf(theme.accent) ? "homepage_theme_settings.accent" : "homepage_primary_color",
      design.primary,
      [design.surface],
    ],
    [
      rgbaOf(theme.background) ? "homepage_theme_settings.background" : "homepage_body_background_color",
      modeColours[design.mode].text,
      [design.background],
    ],
  ];
  const problems: ContrastProblem[] = [];
  for (const [field, text, grounds] of pairs) {
    if (!text) continue;
    const ratio = Math.min(...grounds.map((ground) => contrastOf(text, ground) ?? Number.POSITIVE_INFINITY));
    if (ratio < minTextContrast)
      problems.push({ field, code: "contrast_too_low", ratio: shownRatio(ratio), minimum: minTextContrast });
  }
  return problems;
}
