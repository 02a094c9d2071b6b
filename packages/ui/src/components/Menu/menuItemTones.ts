/** Allowed values of MenuItem's `tone`, shared by the component, its styles and its stories. */
export const menuItemTones = ["neutral", "danger"] as const;
export type MenuItemTone = (typeof menuItemTones)[number];
