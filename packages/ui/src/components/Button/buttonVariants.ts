/** Allowed values of Button's props, shared by the component, its styles and its stories. */
export const buttonVariants = ["solid", "outline", "subtle", "gradient"] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export const buttonTones = ["primary", "secondary", "neutral", "danger"] as const;
export type ButtonTone = (typeof buttonTones)[number];

export const buttonSizes = ["sm", "md", "lg"] as const;
export type ButtonSize = (typeof buttonSizes)[number];
