export { Link, type LinkProps } from "./Link";
export * from "./linkVariants";
