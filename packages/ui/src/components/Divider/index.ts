export { Divider, type DividerProps } from "./Divider";
export * from "./dividerVariants";
