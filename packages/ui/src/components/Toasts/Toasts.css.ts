import { createVar, keyframes, style, styleVariants } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { quietIconButton, stacked } from "../../theme/styleRules";
import { focusRing } from "../../theme/theme.css";
import { vars } from "../../theme/vars.css";
import type { ToastPosition, ToastTone } from "./toastStore";

const reducedMotion = "(prefers-reduced-motion: reduce)";

/** Where a toast comes from: up from the bottom edge, down from the top one. */
const enterFrom = createVar();
/** The tone's accent (stripe) and its readable text colour (icon). */
const accent = createVar();
const accentText = createVar();

const fade = keyframes({ from: { opacity: 0 } });
const slide = keyframes({ from: { opacity: 0, transform: enterFrom } });

/** Covers the viewport without catching the pointer; only the toasts do. */
export const toaster = style({
  position: "fixed",
  inset: 0,
  zIndex: vars.layer.overlay,
  pointerEvents: "none",
});

const edge = vars.space.lg;

export const region = recipe({
  base: {
    position: "absolute",
    width: `min(380px, calc(100% - 2 * ${edge}))`,
    outline: "none",
    selectors: { "&:focus-visible": focusRing },
  },
  variants: {
    position: {
      "top-left": { top: edge, insetInlineStart: edge, vars: { [enterFrom]: "translateY(-12px)" } },
      "top-center": {
        top: edge,
        left: "50%",
        transform: "translateX(-50%)",
        vars: { [enterFrom]: "translateY(-12px)" },
      },
      "top-right": { top: edge, insetInlineEnd: edge, vars: { [enterFrom]: "translateY(-12px)" } },
      "bottom-left": { bottom: edge, insetInlineStart: edge, vars: { [enterFrom]: "translateY(12px)" } },
      "bottom-center": {
        bottom: edge,
        left: "50%",
        transform: "translateX(-50%)",
        vars: { [enterFrom]: "translateY(12px)" },
      },
      "bottom-right": { bottom: edge, insetInlineEnd: edge, vars: { [enterFrom]: "translateY(12px)" } },
    } satisfies Record<ToastPosition, unknown>,
  },
});

export const list = style({
  ...stacked(vars.space.sm),
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const toast = style({
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr) auto",
  alignItems: "start",
  gap: vars.space.sm,
  padding: vars.space.md,
  paddingInlineStart: vars.space.md,
  pointerEvents: "auto",
  backgroundColor: vars.color.surface.overlay,
  color: vars.color.text.default,
  border: `1px solid ${vars.color.border.default}`,
  borderInlineStart: `4px solid ${accent}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  animation: `${slide} ${vars.motion.duration.default} ${vars.motion.easing.standard}`,
  selectors: {
    "&[data-exiting]": {
      animation: `${slide} ${vars.motion.duration.default} ${vars.motion.easing.exit} reverse forwards`,
    },
  },
  "@media": {
    // Without movement for people who asked for less motion: toasts only fade in and out.
    [reducedMotion]: { animationName: fade, selectors: { "&[data-exiting]": { animationName: fade } } },
  },
});

export const toastToneStyles = styleVariants(
  {
    info: vars.color.info,
    success: vars.color.success,
    warning: vars.color.warning,
    danger: vars.color.danger,
  } satisfies Record<ToastTone, unknown>,
  // Accent stripe in the solid step; the icon uses the text step, readable on the overlay surface.
  (palette) => ({ vars: { [accent]: palette.solid, [accentText]: palette.text } }),
);

export const icon = style({ display: "flex", paddingBlock: 2, color: accentText });

export const content = style({
  ...stacked(vars.space.xxs),
  minWidth: 0,
  paddingBlock: 2,
  overflowWrap: "anywhere",
});

export const title = style({
  margin: 0,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const message = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const dismiss = style({ ...quietIconButton, width: 28, height: 28, borderRadius: vars.radius.sm });
