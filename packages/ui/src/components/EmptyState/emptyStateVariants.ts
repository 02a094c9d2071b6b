/** Allowed values of EmptyState's props, shared by the component, its styles and its stories. */
export const emptyStateSizes = ["sm", "md"] as const;
export type EmptyStateSize = (typeof emptyStateSizes)[number];

export const emptyStateTitleLevels = [2, 3, 4, 5, 6] as const;
export type EmptyStateTitleLevel = (typeof emptyStateTitleLevels)[number];
