export { Stack, type StackProps } from "./Stack";
export * from "./stackVariants";
