import type { StyleRule } from "@vanilla-extract/css";
import { overlaySurface } from "../../theme/styleRules";
import { vars } from "../../theme/vars.css";
import { fade } from "./overlay.css";

// A style rule to build on, not a class: Modal.css.ts and Drawer.css.ts add their own shape.

const reducedMotion = "(prefers-reduced-motion: reduce)";

/**
 * The panel on the backdrop: an overlay surface laid out as a column, entering with `enter` and
 * leaving with it reversed. People who asked for less motion get a plain fade with the backdrop.
 */
export function overlayPanel(enter: string): StyleRule {
  return {
    display: "flex",
    flexDirection: "column",
    overflow: "hidden",
    ...overlaySurface,
    selectors: {
      "&[data-entering]": {
        animation: `${enter} ${vars.motion.duration.modal} ${vars.motion.easing.standard}`,
      },
      "&[data-exiting]": {
        animation: `${enter} ${vars.motion.duration.modal} ${vars.motion.easing.exit} reverse forwards`,
      },
    },
    "@media": {
      [reducedMotion]: {
        selectors: {
          "&[data-entering]": { animationName: fade },
          "&[data-exiting]": { animationName: fade },
        },
      },
    },
  };
}
