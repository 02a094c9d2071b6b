import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { insetFocusRing, quickTransition, stacked, tabLabel } from "../../theme/styleRules";
import { focusRing } from "../../theme/theme.css";
import { vars } from "../../theme/vars.css";

export const tabs = style({
  ...stacked(vars.space.md),
  minWidth: 0,
  selectors: { "&[data-orientation=vertical]": { flexDirection: "row" } },
});

export const tabList = recipe({
  base: {
    display: "flex",
    minWidth: 0,
    selectors: {
      "&[data-orientation=horizontal]": { overflowX: "auto", scrollbarWidth: "thin" },
      "&[data-orientation=vertical]": { flexDirection: "column", flexShrink: 0 },
    },
  },
  variants: {
    variant: {
      underline: {
        selectors: {
          "&[data-orientation=horizontal]": { boxShadow: `inset 0 -1px 0 ${vars.color.border.default}` },
          "&[data-orientation=vertical]": { boxShadow: `inset -1px 0 0 ${vars.color.border.default}` },
        },
      },
      pills: { gap: vars.space.xs, padding: vars.space.xxs },
    },
  },
});

export const tab = recipe({
  base: {
    ...tabLabel,
    gap: vars.space.sm,
    flexShrink: 0,
    cursor: "pointer",
    userSelect: "none",
    ...quickTransition("color", "background-color", "box-shadow"),
    selectors: {
      "&[data-hovered]": { color: vars.color.text.default },
      "&[data-focus-visible]": insetFocusRing,
      "&[data-disabled]": { cursor: "not-allowed", opacity: 0.5 },
    },
  },
  variants: {
    variant: {
      // The indicator is drawn with an inset shadow so the selected tab never shifts the layout.
      underline: {
        selectors: {
          "&[data-selected]": { color: vars.color.primary.text },
          "[data-orientation=horizontal] > &[data-selected]": {
            boxShadow: `inset 0 -2px 0 ${vars.color.primary.text}`,
          },
          "[data-orientation=vertical] > &[data-selected]": {
            boxShadow: `inset -2px 0 0 ${vars.color.primary.text}`,
          },
        },
      },
      pills: {
        minHeight: 36,
        borderRadius: vars.radius.full,
        selectors: {
          "&[data-hovered]": { backgroundColor: vars.color.neutral.subtleHover },
          "&[data-pressed]": { backgroundColor: vars.color.neutral.subtleActive },
          "&[data-selected]": {
            backgroundColor: vars.color.primary.solid,
            color: vars.color.primary.onSolid,
          },
          "&[data-selected][data-hovered]": { backgroundColor: vars.color.primary.solidHover },
        },
      },
    },
  },
});

export const tabPanel = style({
  flex: 1,
  minWidth: 0,
  outline: "none",
  borderRadius: vars.radius.sm,
  selectors: { "&[data-focus-visible]": focusRing },
});
