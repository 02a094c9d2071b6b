export { type NavTab, NavTabs, type NavTabsProps } from "./NavTabs";
