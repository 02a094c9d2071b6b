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
