import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/vars.css";
import { bareInput, inputBox } from "../Field/Field.css";

// Sizes are written as `&.inputBox` so they win over the shared chrome whatever the CSS order.
export const box = recipe({
  base: {
    selectors: {
      [`&${inputBox}[data-readonly]`]: { backgroundColor: vars.color.surface.sunken },
    },
  },
  variants: {
    size: {
      sm: {
        selectors: {
          [`&${inputBox}`]: { minHeight: 32, paddingInline: vars.space.sm, fontSize: vars.font.size.sm },
        },
      },
      md: {},
      lg: { selectors: { [`&${inputBox}`]: { minHeight: 48, fontSize: vars.font.size.lg } } },
    },
  },
  defaultVariants: { size: "md" },
});

export const input = recipe({
  variants: {
    size: {
      sm: { selectors: { [`&${bareInput}`]: { minHeight: 30 } } },
      md: {},
      lg: { selectors: { [`&${bareInput}`]: { minHeight: 46 } } },
    },
  },
  defaultVariants: { size: "md" },
});

export const icon = style({
  display: "inline-flex",
  flexShrink: 0,
  color: vars.color.text.muted,
});
