export { Heading, type HeadingProps } from "./Heading";
export * from "./headingVariants";
