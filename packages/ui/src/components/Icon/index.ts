export { Icon, type IconProps } from "./Icon";
export * from "./iconSizes";
export * from "./icons";
