import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/vars.css";
import { bareInput, inputBox } from "../Field/Field.css";

export const box = style({
  selectors: {
    [`&${inputBox}`]: { paddingInlineEnd: vars.space.xs },
    [`&${inputBox}[data-readonly]`]: { backgroundColor: vars.color.surface.sunken },
  },
});

// Our clear button replaces the browser's own.
export const input = style({
  selectors: {
    [`&${bareInput}::-webkit-search-cancel-button`]: { display: "none" },
    [`&${bareInput}::-webkit-search-decoration`]: { display: "none" },
  },
});

export const icon = style({ display: "inline-flex", flexShrink: 0, color: vars.color.text.muted });

export const clearButton = style({ flexShrink: 0 });
