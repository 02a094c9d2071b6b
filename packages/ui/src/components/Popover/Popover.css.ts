import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/vars.css";

const slide = "4px";

/** The floating surface every picker, menu and popover dialog shares. */
export const popover = style({
  display: "flex",
  flexDirection: "column",
  minWidth: 0,
  maxWidth: "calc(100vw - 16px)",
  backgroundColor: vars.color.surface.overlay,
  color: vars.color.text.default,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.overlay,
  zIndex: vars.layer.popover,
  outline: "none",
  transitionProperty: "opacity, transform",
  transitionDuration: vars.motion.duration.default,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    // react-aria mounts with data-entering, then removes it: the transition runs from these values.
    "&[data-entering], &[data-exiting]": { opacity: 0 },
    "&[data-exiting]": { transitionTimingFunction: vars.motion.easing.exit },
    "&[data-placement=bottom][data-entering], &[data-placement=bottom][data-exiting]": {
      transform: `translateY(-${slide})`,
    },
    "&[data-placement=top][data-entering], &[data-placement=top][data-exiting]": {
      transform: `translateY(${slide})`,
    },
    "&[data-placement=left][data-entering], &[data-placement=left][data-exiting]": {
      transform: `translateX(${slide})`,
    },
    "&[data-placement=right][data-entering], &[data-placement=right][data-exiting]": {
      transform: `translateX(-${slide})`,
    },
  },
  "@media": {
    "(prefers-reduced-motion: reduce)": {
      transitionProperty: "opacity",
      selectors: { "&[data-entering], &[data-exiting]": { transform: "none" } },
    },
  },
});

/** The arrow's drawing points down; it is turned to face the trigger. */
export const arrowShape = style({
  display: "block",
  fill: vars.color.surface.overlay,
  stroke: vars.color.border.default,
  strokeWidth: 1,
  selectors: {
    "[data-placement=bottom] > &": { transform: "rotate(180deg)" },
    "[data-placement=left] > &": { transform: "rotate(-90deg)" },
    "[data-placement=right] > &": { transform: "rotate(90deg)" },
  },
});

/** Free content in a popover: padded, and scrolls when the popover is height-limited. */
export const dialog = style({
  padding: vars.space.lg,
  overflow: "auto",
  overflowWrap: "anywhere",
  minHeight: 0,
  outline: "none",
  borderRadius: "inherit",
});
