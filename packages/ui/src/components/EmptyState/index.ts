export { EmptyState, type EmptyStateProps } from "./EmptyState";
export * from "./emptyStateVariants";
