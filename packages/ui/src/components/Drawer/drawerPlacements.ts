/** The edge a Drawer slides in from. `start` and `end` follow the reading direction. */
export const drawerPlacements = ["start", "end", "bottom"] as const;
export type DrawerPlacement = (typeof drawerPlacements)[number];
