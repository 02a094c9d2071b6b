import { style, styleVariants } from "@vanilla-extract/css";
import { radiusScale } from "../../theme/tokens";
import { vars } from "../../theme/vars.css";
import type { CoverImageHeight } from "./coverImageHeights";

/**
 * Fills the container's width and crops (never stretches) what does not fit the height; with its
 * `width` and `height` attributes, the height follows their ratio before the file arrives.
 */
export const coverImage = style({ display: "block", width: "100%", height: "auto", objectFit: "cover" });

export const coverImageHeight = styleVariants({
  sm: { maxHeight: 240 },
  md: { maxHeight: 360 },
  lg: { maxHeight: 480 },
} satisfies Record<CoverImageHeight, object>);

export const coverImageRadius = styleVariants(
  Object.fromEntries(radiusScale.map((step) => [step, step])) as Record<
    (typeof radiusScale)[number],
    (typeof radiusScale)[number]
  >,
  (step) => ({ borderRadius: vars.radius[step] }),
);
