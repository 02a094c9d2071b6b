import { style, styleVariants } from "@vanilla-extract/css";
import {
  type InlineAlign,
  type InlineBreakpoint,
  type InlineJustify,
  inlineBreakpointPixels,
} from "./inlineVariants";

export const inline = style({ display: "flex", flexDirection: "row" });

export const inlineWrap = styleVariants({ true: { flexWrap: "wrap" }, false: { flexWrap: "nowrap" } });

export const inlineAlign = styleVariants({
  start: { alignItems: "flex-start" },
  center: { alignItems: "center" },
  end: { alignItems: "flex-end" },
  baseline: { alignItems: "baseline" },
  stretch: { alignItems: "stretch" },
} satisfies Record<InlineAlign, object>);

export const inlineJustify = styleVariants({
  start: { justifyContent: "flex-start" },
  center: { justifyContent: "center" },
  end: { justifyContent: "flex-end" },
  between: { justifyContent: "space-between" },
} satisfies Record<InlineJustify, object>);

// Defined last so the column wins over the row settings above at the same specificity.
export const inlineCollapse = styleVariants(inlineBreakpointPixels, (px) => ({
  "@media": {
    [`(max-width: ${px - 0.02}px)`]: { flexDirection: "column", alignItems: "stretch" },
  },
})) as Record<InlineBreakpoint, string>;
