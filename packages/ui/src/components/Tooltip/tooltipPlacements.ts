/** The side of its trigger a Tooltip prefers; it flips when there is no room. `start`/`end` follow the reading direction. */
export const tooltipPlacements = ["top", "bottom", "start", "end"] as const;
export type TooltipPlacement = (typeof tooltipPlacements)[number];
