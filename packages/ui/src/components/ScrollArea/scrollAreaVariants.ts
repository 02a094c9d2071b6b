/** Allowed values of ScrollArea's props, shared by the component, its styles and its stories. */
export const scrollAreaOrientations = ["vertical", "horizontal", "both"] as const;
export type ScrollAreaOrientation = (typeof scrollAreaOrientations)[number];

/** The scrollbars stay 1 s after scrolling stops: long enough to grab, then out of the way. */
export const SCROLL_AREA_HIDE_DELAY = 1000;
