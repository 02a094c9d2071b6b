/**
 * Where a Switch's label sits: after the track (the default), or before it with the track pushed
 * to the far end of the row, as in a settings list.
 */
export const switchLabelPlacements = ["end", "start"] as const;
export type SwitchLabelPlacement = (typeof switchLabelPlacements)[number];
