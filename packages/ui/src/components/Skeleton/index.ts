export {
  Skeleton,
  type SkeletonLength,
  type SkeletonProps,
  SkeletonText,
  type SkeletonTextProps,
  skeletonLength,
} from "./Skeleton";
export * from "./skeletonShapes";
