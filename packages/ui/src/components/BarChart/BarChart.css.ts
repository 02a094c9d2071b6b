import { style } from "@vanilla-extract/css";
import { stacked } from "../../theme/styleRules";
import { vars } from "../../theme/vars.css";

export const chart = style({
  ...stacked(vars.space.xs),
  margin: 0,
  minWidth: 0,
  // Its labels thin out by the chart's own width (a phone, a narrow card), not the window's.
  containerType: "inline-size",
});

export const caption = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.default,
});

export const scale = style({
  fontSize: vars.font.size.xs,
  color: vars.color.text.muted,
  fontVariantNumeric: "tabular-nums",
});

export const plot = style({
  display: "block",
  width: "100%",
  height: 160,
  borderBottom: `1px solid ${vars.color.border.strong}`,
});

export const bar = style({ fill: vars.color.primary.solid });

export const labels = style({
  display: "flex",
  margin: 0,
  padding: 0,
  listStyle: "none",
  fontSize: vars.font.size.xs,
  color: vars.color.text.muted,
});

export const axisLabel = style({
  flex: "1 1 0",
  minWidth: 0,
  overflow: "visible",
  whiteSpace: "nowrap",
  textAlign: "center",
  "@container": {
    // Narrow: every other label, so that a week's dates never run into each other.
    "(max-width: 28rem)": { selectors: { "&[data-thin]": { visibility: "hidden" } } },
  },
});
