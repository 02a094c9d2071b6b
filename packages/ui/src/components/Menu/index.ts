export {
  Menu,
  MenuItem,
  type MenuItemProps,
  type MenuProps,
  MenuSection,
  type MenuSectionProps,
  MenuSeparator,
  type MenuSeparatorProps,
  MenuTrigger,
  type MenuTriggerProps,
  SubmenuTrigger,
  type SubmenuTriggerProps,
} from "./Menu";
export * from "./menuItemTones";
