import { style } from "@vanilla-extract/css";
import { stacked } from "../../theme/styleRules";
import { vars } from "../../theme/vars.css";
import { popoverList, popoverListHeading, popoverListRow } from "./listStyles";

/** The Select's own root, so its trigger can follow the field's state. */
export const selectRoot = style({});

export const trigger = style({
  justifyContent: "space-between",
  textAlign: "start",
  cursor: "pointer",
  selectors: {
    [`${selectRoot}[data-invalid] &`]: { borderColor: vars.color.danger.text },
  },
});

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  selectors: { "&[data-placeholder]": { color: vars.color.text.muted } },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.text.muted,
  transition: `transform ${vars.motion.duration.fast}`,
  selectors: { [`${selectRoot}[data-open] &`]: { transform: "rotate(180deg)" } },
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
});

/** A list popover is at least as wide as the field that opened it. */
export const listPopover = style({ minWidth: "var(--trigger-width)" });

export const listBox = style({ ...popoverList, flex: 1 });

export const item = style({
  ...popoverListRow,
  color: vars.color.text.default,
  selectors: {
    "&[data-hovered], &[data-focused]": { backgroundColor: vars.color.primary.subtle },
    "&[data-pressed]": { backgroundColor: vars.color.primary.subtleHover },
    "&[data-focus-visible]": popoverListRow.selectors["&[data-focus-visible]"],
    "&[data-selected]": { fontWeight: vars.font.weight.medium },
    "&[data-disabled]": popoverListRow.selectors["&[data-disabled]"],
  },
});

export const itemText = style({ display: "flex", flexDirection: "column", flex: 1, minWidth: 0 });

export const itemDescription = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.regular,
  color: vars.color.text.muted,
  selectors: { [`${item}[data-disabled] &`]: { color: "inherit" } },
});

/** Keeps its width when empty so labels line up whether or not a row is selected. */
export const check = style({
  display: "inline-flex",
  flexShrink: 0,
  width: 16,
  color: vars.color.primary.text,
});

export const section = style({
  ...stacked(vars.space.xxs),
  selectors: { "& + &": { marginTop: vars.space.xs } },
});

export const sectionHeader = style(popoverListHeading);

export const emptyState = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  color: vars.color.text.muted,
});
