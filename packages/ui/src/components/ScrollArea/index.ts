export { ScrollArea, type ScrollAreaProps } from "./ScrollArea";
export * from "./scrollAreaVariants";
