/** Allowed values of Card's props, shared by the component, its styles and its stories. */
export const cardVariants = ["outline", "elevated", "subtle"] as const;
export type CardVariant = (typeof cardVariants)[number];

/** Heading levels a card title may take. */
export const cardTitleLevels = [2, 3, 4, 5, 6] as const;
export type CardTitleLevel = (typeof cardTitleLevels)[number];
