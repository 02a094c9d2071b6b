export { PoweredByFooter, type PoweredByFooterProps } from "./PoweredByFooter";
export * from "./poweredByFooterVariants";
