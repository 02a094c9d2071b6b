export { Text, type TextProps } from "./Text";
export * from "./textVariants";
