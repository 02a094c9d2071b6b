export { Inline, type InlineProps } from "./Inline";
export * from "./inlineVariants";
