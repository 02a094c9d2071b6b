/** Allowed values of Skeleton's props, shared by the component, its styles and its stories. */
export const skeletonShapes = ["text", "rect", "circle"] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];
