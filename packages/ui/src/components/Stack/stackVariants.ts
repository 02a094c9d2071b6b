/** Allowed values of Stack's props, shared by the component, its styles and its stories. */
export const stackAlignments = ["start", "center", "end", "stretch"] as const;
export type StackAlign = (typeof stackAlignments)[number];

/** How children spread along the column when it is taller than they are (e.g. `minHeight`). */
export const stackJustifications = ["start", "center", "end", "between"] as const;
export type StackJustify = (typeof stackJustifications)[number];
