import type { StyleRule } from "@vanilla-extract/css";
import { vars } from "../../theme/vars.css";

// Style rules shared by the lists in popovers (a Select's or ComboBox's options, a Menu's actions).

/** The scrolling column of rows inside the popover. */
export const popoverList: StyleRule = {
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  minHeight: 0,
  overflow: "auto",
  padding: vars.space.xs,
  outline: "none",
};

/** The heading of a group of rows. */
export const popoverListHeading: StyleRule = {
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.muted,
};

/** One row: icon or check, text, extras; the keyboard focus is an inset ring inside the popover. */
export const popoverListRow = {
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  cursor: "pointer",
  outline: "none",
  overflowWrap: "anywhere",
  selectors: {
    "&[data-focus-visible]": { boxShadow: `inset 0 0 0 2px ${vars.color.border.focus}` },
    "&[data-disabled]": { color: vars.color.text.disabled, cursor: "not-allowed" },
  },
} satisfies StyleRule;
