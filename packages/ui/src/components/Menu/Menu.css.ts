import { style, styleVariants } from "@vanilla-extract/css";
import { stacked } from "../../theme/styleRules";
import { vars } from "../../theme/vars.css";
import { popoverList, popoverListHeading, popoverListRow } from "../Select/listStyles";
import type { MenuItemTone } from "./menuItemTones";

export const menuPopover = style({ minWidth: "max(var(--trigger-width, 0px), 180px)" });

export const menu = style(popoverList);

export const item = style(popoverListRow);

/** Each tone keeps its text on a background the theme pairs it with. */
export const itemTones = styleVariants({
  neutral: {
    color: vars.color.text.default,
    selectors: {
      "&[data-focused], &[data-open]": { backgroundColor: vars.color.primary.subtle },
      "&[data-pressed]": { backgroundColor: vars.color.primary.subtleHover },
    },
  },
  danger: {
    color: vars.color.danger.text,
    selectors: {
      "&[data-focused], &[data-open]": { backgroundColor: vars.color.danger.subtle },
      "&[data-pressed]": { backgroundColor: vars.color.danger.subtleHover },
    },
  },
} satisfies Record<MenuItemTone, object>);

export const itemText = style({ display: "flex", flexDirection: "column", flex: 1, minWidth: 0 });

/** Secondary text: muted on neutral rows; the danger rows keep their own readable colour. */
export const itemDescription = style({
  fontSize: vars.font.size.sm,
  selectors: {
    [`${itemTones.neutral} &`]: { color: vars.color.text.muted },
    [`${item}[data-disabled] &`]: { color: "inherit" },
  },
});

export const shortcut = style({
  flexShrink: 0,
  marginInlineStart: vars.space.lg,
  fontFamily: "inherit",
  fontSize: vars.font.size.sm,
  selectors: {
    [`${itemTones.neutral} &`]: { color: vars.color.text.muted },
    [`${item}[data-disabled] &`]: { color: "inherit" },
  },
});

export const icon = style({ display: "inline-flex", flexShrink: 0 });

/** Keeps its width when empty so labels line up in selectable menus. */
export const checkSlot = style({ display: "inline-flex", flexShrink: 0, width: 16 });

export const section = style(stacked(vars.space.xxs));

export const sectionHeader = style(popoverListHeading);

export const separator = style({
  height: 1,
  marginBlock: vars.space.xs,
  marginInline: vars.space.xs,
  border: 0,
  backgroundColor: vars.color.border.default,
});
