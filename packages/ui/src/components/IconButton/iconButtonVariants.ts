/** Allowed values of IconButton's props, shared by the component, its styles and its stories. */
export const iconButtonVariants = ["solid", "outline", "subtle", "ghost"] as const;
export type IconButtonVariant = (typeof iconButtonVariants)[number];

export const iconButtonTones = ["primary", "secondary", "neutral", "danger"] as const;
export type IconButtonTone = (typeof iconButtonTones)[number];

export const iconButtonSizes = ["sm", "md", "lg"] as const;
export type IconButtonSize = (typeof iconButtonSizes)[number];
