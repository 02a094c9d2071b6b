import { createVar, keyframes, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/vars.css";

const reducedMotion = "(prefers-reduced-motion: reduce)";

/** Where the panel starts its slide from, set per placement (and flipped for right-to-left). */
const slideFrom = createVar();

const fade = keyframes({ from: { opacity: 0 } });
const slide = keyframes({ from: { transform: slideFrom } });

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

export const panel = recipe({
  base: {
    position: "fixed",
    display: "flex",
    flexDirection: "column",
    overflow: "hidden",
    backgroundColor: vars.color.surface.overlay,
    color: vars.color.text.default,
    boxShadow: vars.shadow.overlay,
    outline: "none",
    selectors: {
      "&[data-entering]": {
        animation: `${slide} ${vars.motion.duration.modal} ${vars.motion.easing.standard}`,
      },
      "&[data-exiting]": {
        animation: `${slide} ${vars.motion.duration.modal} ${vars.motion.easing.exit} reverse forwards`,
      },
    },
    "@media": {
      // No sliding for people who asked for less motion: the panel only fades in and out.
      [reducedMotion]: {
        selectors: {
          "&[data-entering]": { animationName: fade },
          "&[data-exiting]": { animationName: fade },
        },
      },
    },
  },
  variants: {
    placement: {
      start: {
        insetBlock: 0,
        insetInlineStart: 0,
        width: "min(420px, calc(100% - 48px))",
        borderStartEndRadius: vars.radius.lg,
        borderEndEndRadius: vars.radius.lg,
        vars: { [slideFrom]: "translateX(-100%)" },
        selectors: { "&:dir(rtl)": { vars: { [slideFrom]: "translateX(100%)" } } },
      },
      end: {
        insetBlock: 0,
        insetInlineEnd: 0,
        width: "min(420px, calc(100% - 48px))",
        borderStartStartRadius: vars.radius.lg,
        borderEndStartRadius: vars.radius.lg,
        vars: { [slideFrom]: "translateX(100%)" },
        selectors: { "&:dir(rtl)": { vars: { [slideFrom]: "translateX(-100%)" } } },
      },
      bottom: {
        insetInline: 0,
        bottom: 0,
        maxHeight: "85%",
        borderStartStartRadius: vars.radius.lg,
        borderStartEndRadius: vars.radius.lg,
        vars: { [slideFrom]: "translateY(100%)" },
      },
    },
  },
  defaultVariants: { placement: "end" },
});
