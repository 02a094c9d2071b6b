/** Allowed values of ResultPage's props, shared by the component, its styles and its stories. */
export const resultPageVariants = ["notFound", "error"] as const;
export type ResultPageVariant = (typeof resultPageVariants)[number];
