export { Drawer, type DrawerProps } from "./Drawer";
export * from "./drawerPlacements";
