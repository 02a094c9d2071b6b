import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/vars.css";

/** The dash between the start and end dates. */
export const rangeDash = style({
  paddingInline: vars.space.xs,
  color: vars.color.text.muted,
});
