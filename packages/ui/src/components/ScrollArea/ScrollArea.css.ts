import { globalStyle, type StyleRule, style, styleVariants } from "@vanilla-extract/css";
import { insetFocusRing } from "../../theme/styleRules";
import { vars } from "../../theme/vars.css";
import type { ScrollAreaOrientation } from "./scrollAreaVariants";

const thumb = vars.color.neutral.borderStrong;

export const scrollArea = style({
  position: "relative",
  minWidth: 0,
  minHeight: 0,
  overscrollBehavior: "contain",
  outline: "none",
  // Thin native scrollbars: scrolling, momentum and assistive technology stay the browser's own.
  scrollbarWidth: "thin",
  scrollbarColor: "transparent transparent",
  transition: `scrollbar-color ${vars.motion.duration.default} ${vars.motion.easing.standard}`,
  selectors: {
    "&[data-scrollbars=visible], &:focus-visible": { scrollbarColor: `${thumb} transparent` },
    "&:focus-visible": insetFocusRing,
  },
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
});

// Browsers without `scrollbar-color` (older Safari) draw the same thin thumb from these.
globalStyle(`${scrollArea}::-webkit-scrollbar`, { width: 8, height: 8, background: "transparent" });
globalStyle(`${scrollArea}::-webkit-scrollbar-thumb`, {
  borderRadius: vars.radius.full,
  backgroundColor: "transparent",
});
globalStyle(
  `${scrollArea}[data-scrollbars=visible]::-webkit-scrollbar-thumb, ${scrollArea}:focus-visible::-webkit-scrollbar-thumb`,
  { backgroundColor: thumb },
);

export const scrollAreaOrientation = styleVariants<Record<ScrollAreaOrientation, StyleRule>>({
  vertical: { overflowX: "hidden", overflowY: "auto" },
  horizontal: { overflowX: "auto", overflowY: "hidden" },
  both: { overflow: "auto" },
});

/** The content box; its size changes tell the area when to re-measure. */
export const content = styleVariants({
  vertical: { display: "block" },
  // As wide as content that cannot wrap (code, wide tables), never narrower than the area.
  horizontal: { width: "fit-content", minWidth: "100%" },
  both: { width: "fit-content", minWidth: "100%" },
} satisfies Record<ScrollAreaOrientation, object>);
