import { paletteNames } from "../../theme/tokens";

/** Allowed values of Badge's props, shared by the component, its styles and its stories. */

/** Any palette: the role palettes, and the accent hues order statuses use (orange, red, teal). */
export const badgeTones = paletteNames;
export type BadgeTone = (typeof badgeTones)[number];

export const badgeVariants = ["subtle", "solid", "outline"] as const;
export type BadgeVariant = (typeof badgeVariants)[number];

export const badgeSizes = ["sm", "md"] as const;
export type BadgeSize = (typeof badgeSizes)[number];
