import { globalStyle, style } from "@vanilla-extract/css";
import { insetFocusRing, quickTransition } from "../../theme/styleRules";
import { focusRing } from "../../theme/theme.css";
import { vars } from "../../theme/vars.css";

/** Scrolls sideways on narrow screens (and down, within `maxHeight`) instead of squeezing columns. */
export const scrollArea = style({
  position: "relative",
  // Its own stacking context: the sticky header's layer stays inside the table, under app chrome.
  isolation: "isolate",
  maxWidth: "100%",
  overflow: "auto",
  backgroundColor: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  WebkitOverflowScrolling: "touch",
  // The width the empty state takes (below), whatever the columns' width.
  containerType: "inline-size",
});

/**
 * The empty state of a table wider than its scroll area (many columns on a phone): as wide as
 * the area and held at its start, so it reads whole instead of cut at the area's edge.
 */
export const emptyInView = style({ position: "sticky", insetInlineStart: 0, width: "100cqi" });

export const table = style({
  width: "100%",
  borderCollapse: "separate",
  borderSpacing: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.default,
  outline: "none",
  selectors: { "&[data-focus-visible]": insetFocusRing },
});

export const header = style({});

export const column = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  textAlign: "start",
  verticalAlign: "middle",
  whiteSpace: "nowrap",
  backgroundColor: vars.color.surface.sunken,
  borderBottom: `1px solid ${vars.color.border.default}`,
  color: vars.color.text.muted,
  fontWeight: vars.font.weight.medium,
  outline: "none",
  selectors: {
    "&[data-allows-sorting]": { cursor: "pointer", userSelect: "none" },
    "&[data-allows-sorting][data-hovered], &[data-sort-direction]": { color: vars.color.text.default },
    "&[data-focus-visible]": insetFocusRing,
  },
});

/** Keeps the header in view while rows scroll under it (within the scroll area). */
export const stickyColumn = style({ position: "sticky", top: 0, zIndex: vars.layer.app });

export const columnContent = style({ display: "inline-flex", alignItems: "center", gap: vars.space.xs });

export const sortIcon = style({
  display: "inline-flex",
  flexShrink: 0,
  color: vars.color.text.muted,
  selectors: { "[data-sort-direction] &": { color: vars.color.text.default } },
});

export const body = style({});

export const row = style({
  outline: "none",
  ...quickTransition("background-color"),
  selectors: {
    "&[data-hovered]": { backgroundColor: vars.color.neutral.subtle, cursor: "pointer" },
    "&[data-pressed]": { backgroundColor: vars.color.neutral.subtleHover },
    "&[data-selected]": { backgroundColor: vars.color.primary.subtle },
    "&[data-selected][data-hovered]": { backgroundColor: vars.color.primary.subtleHover },
    "&[data-focus-visible]": insetFocusRing,
    "&[data-disabled]": { cursor: "not-allowed", opacity: 0.5 },
  },
});

export const cell = style({
  paddingBlock: vars.space.md,
  paddingInline: vars.space.md,
  verticalAlign: "middle",
  textAlign: "start",
  overflowWrap: "break-word",
  borderBottom: `1px solid ${vars.color.border.default}`,
  outline: "none",
  selectors: {
    "tr:last-child > &": { borderBottom: 0 },
    "&[data-focus-visible]": insetFocusRing,
  },
});

/** The narrow first column holding the selection checkboxes. */
export const selectionCell = style({ width: 1, paddingInlineEnd: 0 });

export const checkbox = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: 24,
  minHeight: 24,
  cursor: "pointer",
  outline: "none",
  selectors: { "&[data-disabled]": { cursor: "not-allowed", opacity: 0.5 } },
});

export const checkboxBox = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 18,
  height: 18,
  borderRadius: vars.radius.sm,
  border: `1.5px solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.primary.onSolid,
  ...quickTransition("background-color", "border-color"),
  selectors: {
    [`${checkbox}[data-hovered] > &`]: { borderColor: vars.color.primary.borderStrong },
    [`${checkbox}[data-selected] > &, ${checkbox}[data-indeterminate] > &`]: {
      backgroundColor: vars.color.primary.solid,
      borderColor: vars.color.primary.solid,
    },
    [`${checkbox}[data-focus-visible] > &`]: focusRing,
  },
});

export const loadingBody = style({});

// While loading, react-aria's single empty-state row and cell step out of the layout, so the
// skeleton rows inside them line up with the header's columns like real rows.
globalStyle(`${loadingBody} > tr, ${loadingBody} > tr > td`, { display: "contents" });

export const loadingRows = style({ display: "contents" });

export const loadingRow = style({ display: "table-row" });

export const loadingCell = style([cell, { display: "table-cell" }]);

globalStyle(`${loadingRow}:last-child > ${loadingCell}`, { borderBottom: 0 });
