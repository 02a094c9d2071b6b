export { IconButton, type IconButtonProps } from "./IconButton";
export * from "./iconButtonVariants";
