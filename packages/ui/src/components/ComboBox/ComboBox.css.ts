import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/vars.css";

/** The chevron button sits near the edge, so the box keeps less padding on that side. */
export const inputGroup = style({ paddingInlineEnd: vars.space.xs });

export const chevron = style({
  transition: `transform ${vars.motion.duration.fast}`,
  selectors: { "[data-open] &": { transform: "rotate(180deg)" } },
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
});
