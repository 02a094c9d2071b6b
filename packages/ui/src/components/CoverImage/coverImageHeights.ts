/** Allowed values of CoverImage's props, shared by the component, its styles and its stories. */

/** How tall a cover image may get before it is cropped: a strip, a banner, a hero. */
export const coverImageHeights = ["sm", "md", "lg"] as const;
export type CoverImageHeight = (typeof coverImageHeights)[number];
