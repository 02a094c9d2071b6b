import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/vars.css";

/** Two columns: the labels, and the figures aligned to the end. */
export const list = style({
  display: "grid",
  gridTemplateColumns: "1fr auto",
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  margin: 0,
  fontVariantNumeric: "tabular-nums",
});

export const term = style({ margin: 0, overflowWrap: "anywhere" });

export const value = style({ margin: 0, textAlign: "end" });

export const strong = style({ fontWeight: vars.font.weight.bold, fontSize: vars.font.size.lg });
