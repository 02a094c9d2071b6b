export { Box, type BoxProps } from "./Box";
export * from "./boxVariants";
