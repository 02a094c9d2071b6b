import type { StyleRule } from "@vanilla-extract/css";
import { focusRing } from "./theme.css";
import { vars } from "./vars.css";

// Style rules that several components build on (spread into their own `style`). They are plain
// objects, not classes: each component keeps one class of its own and adds what differs.

/** A focus ring drawn inside the element: rows, cells and tabs, whose container would clip one outside. */
export const insetFocusRing = { ...focusRing, outlineOffset: -2 } satisfies StyleRule;

const reducedMotion = "(prefers-reduced-motion: reduce)";

/** A quick transition of the given properties, left out for people who ask for reduced motion. */
export const quickTransition = (...properties: string[]) =>
  ({
    transitionProperty: properties.join(", "),
    transitionDuration: vars.motion.duration.fast,
    "@media": { [reducedMotion]: { transition: "none" } },
  }) satisfies StyleRule;

/** The fills a pressable takes under the pointer and while pressed (react-aria's data attributes). */
export const pressFills = (hovered: string, pressed: string) => ({
  "&[data-hovered]": { backgroundColor: hovered },
  "&[data-pressed]": { backgroundColor: pressed },
});

/**
 * A borderless control that fills only under the pointer (a side-menu link, a toolbar toggle) and
 * takes the brand's subtle step while `on` (the current page, an active format). `on` is the data
 * attribute react-aria sets for that state on the element.
 */
export const quietToggle = (on: "[data-current]" | "[data-selected]") =>
  ({
    cursor: "pointer",
    outline: "none",
    transition: `background-color ${vars.motion.duration.fast}`,
    selectors: {
      ...pressFills(vars.color.neutral.subtleHover, vars.color.neutral.subtleActive),
      "&[data-focus-visible]": insetFocusRing,
      [`&${on}`]: { backgroundColor: vars.color.primary.subtle, color: vars.color.primary.text },
      [`&${on}[data-hovered]`]: { backgroundColor: vars.color.primary.subtleHover },
    },
    "@media": { [reducedMotion]: { transition: "none" } },
  }) satisfies StyleRule;

/** The title of a card, dialog or panel. */
export const titleText: StyleRule = {
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.default,
  overflowWrap: "anywhere",
};

/** The quieter line under a title. */
export const supportingText: StyleRule = {
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
  overflowWrap: "anywhere",
};

/** A surface floating over the page (dialog, drawer, side menu). */
export const overlaySurface: StyleRule = {
  backgroundColor: vars.color.surface.overlay,
  color: vars.color.text.default,
  boxShadow: vars.shadow.overlay,
  outline: "none",
};

/** A small borderless icon button (close, dismiss): muted until hovered. */
export const quietIconButton: StyleRule = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  padding: 0,
  border: "none",
  backgroundColor: "transparent",
  color: vars.color.text.muted,
  cursor: "pointer",
  outline: "none",
  transition: `background-color ${vars.motion.duration.fast}`,
  selectors: {
    "&[data-hovered]": { backgroundColor: vars.color.neutral.subtleHover, color: vars.color.text.default },
    "&[data-pressed]": { backgroundColor: vars.color.neutral.subtleActive, color: vars.color.text.default },
    "&[data-focus-visible]": focusRing,
  },
};

/** What every pressable (Button, IconButton) shares before its size and tone. */
export const pressable = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  border: "1px solid transparent",
  borderRadius: vars.radius.md,
  fontFamily: "inherit",
  cursor: "pointer",
  userSelect: "none",
  WebkitTapHighlightColor: "transparent",
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  outline: "none",
  selectors: {
    "&[data-focus-visible]": focusRing,
    "&[data-disabled]": { cursor: "not-allowed", opacity: 0.5 },
  },
} satisfies StyleRule;

/** A tab's label (a page's tab, a panel's tab): one muted line, tall enough to touch, no tap flash. */
export const tabLabel = {
  display: "inline-flex",
  alignItems: "center",
  minHeight: 40,
  paddingInline: vars.space.lg,
  color: vars.color.text.muted,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  textDecoration: "none",
  whiteSpace: "nowrap",
  outline: "none",
  WebkitTapHighlightColor: "transparent",
} satisfies StyleRule;

/**
 * A plain HTML <input> drawn as the design system's field box, with a focus ring flush with its
 * border. Its height, width and corner radius are the user's.
 */
export const plainInputBox = {
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.default,
  font: "inherit",
  selectors: { "&:focus-visible": { ...focusRing, outlineOffset: 0 } },
} satisfies StyleRule;

/**
 * A row whose first item keeps to the start and last to the end, `gap` apart at the least (a
 * header with its actions, a label with its value), its items aligned by `align`.
 */
export const spreadRow = (align: "center" | "flex-start" | "baseline", gap: string) =>
  ({ display: "flex", alignItems: align, justifyContent: "space-between", gap }) satisfies StyleRule;

/** Children one under another, `gap` apart: the Stack component's layout, for a part's own class. */
export const stacked = (gap: string) =>
  ({ display: "flex", flexDirection: "column", gap }) satisfies StyleRule;
