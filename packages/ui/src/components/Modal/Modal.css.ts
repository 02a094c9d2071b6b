import { keyframes, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { focusRing } from "../../theme/theme.css";
import { vars } from "../../theme/vars.css";
import type { ModalSize } from "./modalSizes";

const reducedMotion = "(prefers-reduced-motion: reduce)";
/** Below this width, `fullscreen-on-mobile` modals fill the viewport. */
const narrowScreen = "screen and (max-width: 40em)";

const fade = keyframes({ from: { opacity: 0 } });
const rise = keyframes({ from: { opacity: 0, transform: "scale(0.96)" } });

/** The dimmed layer behind a modal; clicking it dismisses a dismissable modal. */
export const backdrop = style({
  position: "fixed",
  inset: 0,
  zIndex: vars.layer.modal,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  padding: vars.space.lg,
  backgroundColor: vars.color.surface.backdrop,
  selectors: {
    "&[data-entering]": { animation: `${fade} ${vars.motion.duration.modal} ${vars.motion.easing.standard}` },
    "&[data-exiting]": {
      animation: `${fade} ${vars.motion.duration.modal} ${vars.motion.easing.exit} reverse forwards`,
    },
  },
});

const sizeWidths: Record<ModalSize, string> = {
  sm: "400px",
  md: "560px",
  lg: "800px",
  "fullscreen-on-mobile": "560px",
};

export const panel = recipe({
  base: {
    display: "flex",
    flexDirection: "column",
    maxWidth: "100%",
    maxHeight: "100%",
    overflow: "hidden",
    backgroundColor: vars.color.surface.overlay,
    color: vars.color.text.default,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.overlay,
    outline: "none",
    selectors: {
      "&[data-entering]": {
        animation: `${rise} ${vars.motion.duration.modal} ${vars.motion.easing.standard}`,
      },
      "&[data-exiting]": {
        animation: `${rise} ${vars.motion.duration.modal} ${vars.motion.easing.exit} reverse forwards`,
      },
    },
    "@media": {
      // No zoom for people who asked for less motion: the panel only fades, with the backdrop.
      [reducedMotion]: {
        selectors: {
          "&[data-entering]": { animationName: fade },
          "&[data-exiting]": { animationName: fade },
        },
      },
    },
  },
  variants: {
    size: {
      sm: { width: sizeWidths.sm },
      md: { width: sizeWidths.md },
      lg: { width: sizeWidths.lg },
      "fullscreen-on-mobile": {
        width: sizeWidths["fullscreen-on-mobile"],
        "@media": {
          [narrowScreen]: {
            position: "fixed",
            inset: 0,
            width: "100%",
            height: "100%",
            borderRadius: 0,
          },
        },
      },
    },
  },
  defaultVariants: { size: "md" },
});

/** The dialog fills its panel (modal or drawer) so that only its body scrolls. */
export const dialog = style({
  display: "flex",
  flexDirection: "column",
  flex: "1 1 auto",
  minHeight: 0,
  outline: "none",
});

export const header = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.sm} ${vars.space.xl}`,
});

export const headingGroup = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  flex: 1,
  minWidth: 0,
  paddingBlockStart: vars.space.xs,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.default,
  overflowWrap: "anywhere",
});

export const description = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
  overflowWrap: "anywhere",
});

export const closeButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  width: 32,
  height: 32,
  padding: 0,
  border: "none",
  borderRadius: vars.radius.md,
  backgroundColor: "transparent",
  color: vars.color.text.muted,
  cursor: "pointer",
  outline: "none",
  transition: `background-color ${vars.motion.duration.fast}`,
  selectors: {
    "&[data-hovered]": { backgroundColor: vars.color.neutral.subtleHover, color: vars.color.text.default },
    "&[data-pressed]": { backgroundColor: vars.color.neutral.subtleActive, color: vars.color.text.default },
    "&[data-focus-visible]": focusRing,
  },
});

export const body = style({
  flex: "1 1 auto",
  minHeight: 0,
  overflowY: "auto",
  overscrollBehavior: "contain",
  padding: `${vars.space.sm} ${vars.space.xl} ${vars.space.lg}`,
  overflowWrap: "anywhere",
  outline: "none",
  selectors: { "&:focus-visible": { ...focusRing, outlineOffset: -2 } },
});

export const footer = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "flex-end",
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.xl}`,
  borderTop: `1px solid ${vars.color.border.default}`,
});
