import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../../theme/vars.css";

/** A plain fade: the backdrop's motion, and the panel's for people who asked for less motion. */
export const fade = keyframes({ from: { opacity: 0 } });

/** The dimmed layer behind a Modal or a Drawer; clicking it dismisses a dismissable one. */
export const backdrop = style({
  position: "fixed",
  inset: 0,
  zIndex: vars.layer.modal,
  backgroundColor: vars.color.surface.backdrop,
  selectors: {
    "&[data-entering]": { animation: `${fade} ${vars.motion.duration.modal} ${vars.motion.easing.standard}` },
    "&[data-exiting]": {
      animation: `${fade} ${vars.motion.duration.modal} ${vars.motion.easing.exit} reverse forwards`,
    },
  },
});
