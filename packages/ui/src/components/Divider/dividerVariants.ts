/** Allowed values of Divider's props, shared by the component, its styles and its stories. */
export const dividerOrientations = ["horizontal", "vertical"] as const;
export type DividerOrientation = (typeof dividerOrientations)[number];
