import { style } from "@vanilla-extract/css";
import { insetFocusRing, quickTransition } from "../../theme/styleRules";
import { focusRing } from "../../theme/theme.css";
import { vars } from "../../theme/vars.css";

// While a row is carried, react-aria puts drop indicators between the rows, so rows cannot rely on
// :first-child or :last-child. Each row draws the line above it and the list clips the first one.
export const list = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  minWidth: 0,
  overflow: "hidden",
  backgroundColor: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  color: vars.color.text.default,
  fontSize: vars.font.size.sm,
  outline: "none",
  selectors: {
    "&[data-focus-visible]": focusRing,
    // An app's own empty state (often a line of text) gets room inside the border.
    "&[data-empty]": { padding: vars.space.md },
    // A row carried over the list from elsewhere: the whole list is the place to drop.
    "&[data-drop-target]": { borderColor: vars.color.primary.borderStrong },
  },
});

export const row = style({
  position: "relative",
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  minWidth: 0,
  marginTop: -1,
  paddingBlock: vars.space.sm,
  paddingInlineStart: vars.space.xs,
  paddingInlineEnd: vars.space.md,
  borderTop: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.surface.raised,
  outline: "none",
  cursor: "grab",
  ...quickTransition("background-color", "opacity"),
  selectors: {
    "&[data-hovered]": { backgroundColor: vars.color.neutral.subtle },
    "&[data-focus-visible]": insetFocusRing,
    // The row being carried stays in place, faded, until it is dropped.
    "&[data-dragging]": { opacity: 0.5, cursor: "grabbing" },
    "&[data-disabled]": { cursor: "default" },
  },
});

/** The drag handle; the pointer drags the whole row, so the handle only shows where to grab. */
export const handle = style({
  flexShrink: 0,
  color: vars.color.text.muted,
  cursor: "grab",
});

export const content = style({
  flex: "1 1 auto",
  minWidth: 0,
});

/** Where a carried row would land: a line between two rows, taking no room. */
export const dropIndicator = style({
  position: "relative",
  height: 0,
  outline: "none",
  selectors: {
    "&[data-drop-target]::before": {
      content: '""',
      position: "absolute",
      insetInline: 0,
      top: -2,
      height: 3,
      // The focus colour: it stands out on the surface in every brand and mode.
      backgroundColor: vars.color.border.focus,
      zIndex: 1,
    },
  },
});
