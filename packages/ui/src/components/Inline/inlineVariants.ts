/** Allowed values of Inline's props, shared by the component, its styles and its stories. */
export const inlineAlignments = ["start", "center", "end", "baseline", "stretch"] as const;
export type InlineAlign = (typeof inlineAlignments)[number];

export const inlineJustifications = ["start", "center", "end", "between"] as const;
export type InlineJustify = (typeof inlineJustifications)[number];

/** Viewport widths below which an Inline may turn into a column. */
export const inlineBreakpoints = ["sm", "md", "lg"] as const;
export type InlineBreakpoint = (typeof inlineBreakpoints)[number];

export const inlineBreakpointPixels: Record<InlineBreakpoint, number> = { sm: 480, md: 768, lg: 1024 };
