import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/vars.css";
import { bareInput, inputBox } from "../Field/Field.css";

// `&.inputBox`: wins over the shared chrome whatever the CSS order.
export const group = style({
  selectors: {
    [`&${inputBox}`]: { paddingInlineEnd: vars.space.xs, gap: vars.space.xxs },
    [`&${inputBox}[data-readonly]`]: { backgroundColor: vars.color.surface.sunken },
  },
});

/** Figures line up from one value to the next. */
export const input = style({
  selectors: { [`&${bareInput}`]: { fontVariantNumeric: "tabular-nums" } },
});

export const stepButton = style({ flexShrink: 0 });
