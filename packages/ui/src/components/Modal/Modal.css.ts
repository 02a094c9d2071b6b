import { keyframes, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { insetFocusRing, quietIconButton, stacked, supportingText, titleText } from "../../theme/styleRules";
import { vars } from "../../theme/vars.css";
import type { ModalSize } from "./modalSizes";
import { overlayPanel } from "./overlayPanel";

/** Below this width, `fullscreen-on-mobile` modals fill the viewport. */
const narrowScreen = "screen and (max-width: 40em)";

const rise = keyframes({ from: { opacity: 0, transform: "scale(0.96)" } });

/** A modal sits in the middle of the backdrop, clear of the screen's edges. */
export const centered = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  padding: vars.space.lg,
});

const sizeWidths: Record<ModalSize, string> = {
  sm: "400px",
  md: "560px",
  lg: "800px",
  "fullscreen-on-mobile": "560px",
};

export const panel = recipe({
  base: { ...overlayPanel(rise), maxWidth: "100%", maxHeight: "100%", borderRadius: vars.radius.lg },
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
  ...stacked(vars.space.xs),
  flex: 1,
  minWidth: 0,
  paddingBlockStart: vars.space.xs,
});

export const title = style(titleText);

export const description = style(supportingText);

export const closeButton = style({
  ...quietIconButton,
  flexShrink: 0,
  width: 32,
  height: 32,
  borderRadius: vars.radius.md,
});

export const body = style({
  flex: "1 1 auto",
  minHeight: 0,
  overflowY: "auto",
  overscrollBehavior: "contain",
  padding: `${vars.space.sm} ${vars.space.xl} ${vars.space.lg}`,
  overflowWrap: "anywhere",
  outline: "none",
  selectors: { "&:focus-visible": insetFocusRing },
});

export const footer = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "flex-end",
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.xl}`,
  borderTop: `1px solid ${vars.color.border.default}`,
});
