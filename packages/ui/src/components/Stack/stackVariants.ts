/** Allowed values of Stack's props, shared by the component, its styles and its stories. */
export const stackAlignments = ["start", "center", "end", "stretch"] as const;
export type StackAlign = (typeof stackAlignments)[number];
