import { createVar, keyframes } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/vars.css";
import { overlayPanel } from "../Modal/overlayPanel";

/** Where the panel starts its slide from, set per placement (and flipped for right-to-left). */
const slideFrom = createVar();

const slide = keyframes({ from: { transform: slideFrom } });

export const panel = recipe({
  base: { ...overlayPanel(slide), position: "fixed" },
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
