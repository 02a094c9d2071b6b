export { Badge, type BadgeProps } from "./Badge";
export * from "./badgeVariants";
