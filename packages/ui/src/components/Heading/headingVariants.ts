/** Allowed values of Heading's props, shared by the component, its styles and its stories. */
export const headingLevels = [1, 2, 3, 4, 5, 6] as const;
export type HeadingLevel = (typeof headingLevels)[number];

export const headingSizes = ["sm", "md", "lg", "xl", "xxl", "xxxl"] as const;
export type HeadingSize = (typeof headingSizes)[number];

/** The size each level gets when no `size` is given. */
export const headingSizeForLevel: Record<HeadingLevel, HeadingSize> = {
  1: "xxxl",
  2: "xxl",
  3: "xl",
  4: "lg",
  5: "md",
  6: "sm",
};
