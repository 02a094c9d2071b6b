/** Allowed values of Box's props, shared by the component, its styles and its stories. */

/** Elements a Box may render: layout and sectioning elements, never interactive ones. */
export const boxElements = [
  "div",
  "span",
  "section",
  "article",
  "aside",
  "header",
  "footer",
  "main",
  "nav",
  "ul",
  "ol",
  "li",
  "form",
  "fieldset",
] as const;
export type BoxElement = (typeof boxElements)[number];

/**
 * Backgrounds a Box may paint: the page surfaces and the neutral/brand subtle steps, the only fills
 * on which both default and muted text are guaranteed to read.
 */
export const boxBackgrounds = [
  "base",
  "raised",
  "sunken",
  "overlay",
  "neutralSubtle",
  "primarySubtle",
  "secondarySubtle",
] as const;
export type BoxBackground = (typeof boxBackgrounds)[number];

export const boxBorders = ["none", "default", "strong"] as const;
export type BoxBorder = (typeof boxBorders)[number];

/**
 * Widths a Box may take (`width`), keep at least (`minWidth`) or be held to (`maxWidth`), narrowest
 * first: a compact control, tiles that share a row, then form, text and page columns.
 */
export const boxWidths = ["xxs", "xs", "sm", "md", "lg", "xl", "xxl", "xxxl"] as const;
export type BoxWidth = (typeof boxWidths)[number];

export const boxWidthValues: Record<BoxWidth, string> = {
  xxs: "140px",
  xs: "12rem",
  sm: "14rem",
  md: "420px",
  lg: "480px",
  xl: "640px",
  xxl: "720px",
  xxxl: "960px",
};

/** How much of a row's (or column's) spare room a Box takes: an equal share, or twice that. */
export const boxGrowFactors = [1, 2] as const;
export type BoxGrow = (typeof boxGrowFactors)[number];

/** Heights a Box keeps at least: the whole screen (a page's root), or most of it (a loading area). */
export const boxMinHeights = ["screen", "tall"] as const;
export type BoxMinHeight = (typeof boxMinHeights)[number];
