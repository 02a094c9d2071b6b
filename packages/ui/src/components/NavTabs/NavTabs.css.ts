import { style } from "@vanilla-extract/css";
import { insetFocusRing, quickTransition, tabLabel } from "../../theme/styleRules";
import { vars } from "../../theme/vars.css";

export const navTabs = style({
  display: "flex",
  minWidth: 0,
  margin: 0,
  padding: 0,
  listStyle: "none",
  overflowX: "auto",
  scrollbarWidth: "thin",
  boxShadow: `inset 0 -1px 0 ${vars.color.border.default}`,
});

export const navTab = style({
  ...tabLabel,
  ...quickTransition("color", "box-shadow"),
  selectors: {
    "&:hover": { color: vars.color.text.default },
    "&:focus-visible": insetFocusRing,
    // Drawn with an inset shadow, as the Tabs' underline: the current page never shifts the row.
    '&[aria-current="page"]': {
      color: vars.color.primary.text,
      boxShadow: `inset 0 -2px 0 ${vars.color.primary.text}`,
    },
  },
});
