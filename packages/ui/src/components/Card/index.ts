export { Card, type CardProps } from "./Card";
export * from "./cardVariants";
