import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "./vars.css";

// The default brand as static CSS on :root is in rootTheme.css.ts, an entry of its own
// (`@varco/ui/root-theme`): a page drawn entirely inside ThemeProvider does without it.

/** The element a ThemeProvider renders; the brand is set on it as inline CSS variables. */
export const themeRoot = style({
  colorScheme: vars.colorScheme as "light" | "dark",
  fontFamily: vars.font.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.default,
  backgroundColor: vars.color.surface.base,
  WebkitFontSmoothing: "antialiased",
});

/** A page's root: at least the screen's height, its parts in a column (a growing main part pushes the rest down). */
export const screenColumn = style({ minHeight: "100vh", display: "flex", flexDirection: "column" });

globalStyle(`${themeRoot} *, ${themeRoot} *::before, ${themeRoot} *::after`, {
  boxSizing: "border-box",
});

globalStyle(`${themeRoot} :focus-visible`, {
  outlineColor: vars.color.border.focus,
});

/** Visually hidden but read by assistive technology. */
export const visuallyHidden = style({
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
});

/** A focus ring drawn outside the element, in the brand's focus colour. */
export const focusRing = {
  outline: `2px solid ${vars.color.border.focus}`,
  outlineOffset: 2,
} as const;
