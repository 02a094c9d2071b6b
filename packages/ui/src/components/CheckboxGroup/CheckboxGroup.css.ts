import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/vars.css";

/** The list of choices, in a column or a wrapping row; RadioGroup lays out its radios with it too. */
export const items = recipe({
  base: { display: "flex", paddingBlock: vars.space.xxs },
  variants: {
    orientation: {
      vertical: { flexDirection: "column", gap: vars.space.sm },
      horizontal: { flexDirection: "row", flexWrap: "wrap", columnGap: vars.space.lg, rowGap: vars.space.sm },
    },
  },
  defaultVariants: { orientation: "vertical" },
});
