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

// A label keeps its longest word whole (its column is never narrower than that); a value may
// break anywhere (an email, an order number), so a long one wraps instead of squeezing the label
// to one letter a line or pushing the page sideways on a phone.
export const term = style({ margin: 0, overflowWrap: "break-word" });

export const value = style({ margin: 0, textAlign: "end", overflowWrap: "anywhere" });

export const strong = style({ fontWeight: vars.font.weight.bold, fontSize: vars.font.size.lg });
