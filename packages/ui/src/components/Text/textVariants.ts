/** Allowed values of Text's props, shared by the component, its styles and its stories. */
export const textSizes = ["xs", "sm", "md", "lg", "xl"] as const;
export type TextSize = (typeof textSizes)[number];

export const textTones = ["default", "muted", "danger", "success"] as const;
export type TextTone = (typeof textTones)[number];

export const textWeights = ["regular", "medium", "bold"] as const;
export type TextWeight = (typeof textWeights)[number];

export const textElements = ["span", "p", "div"] as const;
export type TextElement = (typeof textElements)[number];
