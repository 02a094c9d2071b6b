import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/vars.css";
import { type HeadingSize, headingSizes } from "./headingVariants";

export const heading = style({
  margin: 0,
  color: vars.color.text.default,
  fontFamily: "inherit",
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  // Long unbroken words (URLs, names) break instead of overflowing narrow screens.
  overflowWrap: "anywhere",
  textWrap: "balance",
});

export const headingSize = styleVariants(
  Object.fromEntries(headingSizes.map((size) => [size, size])) as Record<HeadingSize, HeadingSize>,
  (size) => ({ fontSize: vars.font.size[size] }),
);
