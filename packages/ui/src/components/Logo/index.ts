export { Logo, type LogoProps } from "./Logo";
export * from "./logoVariants";
