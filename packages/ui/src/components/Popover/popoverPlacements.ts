/** Where a popover may sit relative to its trigger ("start"/"end" follow the reading direction). */
export const popoverPlacements = [
  "bottom",
  "bottom start",
  "bottom end",
  "top",
  "top start",
  "top end",
  "start",
  "start top",
  "start bottom",
  "end",
  "end top",
  "end bottom",
] as const;
export type PopoverPlacement = (typeof popoverPlacements)[number];
