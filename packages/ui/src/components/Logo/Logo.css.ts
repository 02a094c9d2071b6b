import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/vars.css";

export const logo = style({ display: "inline-flex", alignItems: "center", maxWidth: "100%", lineHeight: 0 });

export const image = style({ display: "block", maxWidth: "100%", height: "auto" });

/** The app name standing in for a missing or broken image. */
export const nameFallback = style({
  // Inherits its colour so it reads on whatever surface the logo sits on.
  color: "inherit",
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: "anywhere",
});
