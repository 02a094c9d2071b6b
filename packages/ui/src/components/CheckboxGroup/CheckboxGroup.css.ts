import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/vars.css";

export const fieldRoot = style({ overflowWrap: "anywhere" });

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
