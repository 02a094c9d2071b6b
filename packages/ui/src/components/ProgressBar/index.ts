export { ProgressBar, type ProgressBarProps } from "./ProgressBar";
export * from "./progressBarVariants";
