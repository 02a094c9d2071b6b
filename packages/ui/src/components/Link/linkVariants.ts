/** Allowed values of Link's props, shared by the component, its styles and its stories. */
export const linkVariants = ["inline", "standalone"] as const;
export type LinkVariant = (typeof linkVariants)[number];
