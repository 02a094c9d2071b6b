/** Allowed values of Tabs' props, shared by the component, its styles and its stories. */
export const tabsVariants = ["underline", "pills"] as const;
export type TabsVariant = (typeof tabsVariants)[number];
