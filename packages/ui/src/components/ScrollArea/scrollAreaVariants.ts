/** Allowed values of ScrollArea's props, shared by the component, its styles and its stories. */
export const scrollAreaOrientations = ["vertical", "horizontal", "both"] as const;
export type ScrollAreaOrientation = (typeof scrollAreaOrientations)[number];

/** How long the scrollbars stay after scrolling stops (SPEC.md §9). */
export const SCROLL_AREA_HIDE_DELAY = 1000;
