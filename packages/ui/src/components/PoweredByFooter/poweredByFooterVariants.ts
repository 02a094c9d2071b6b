/** Allowed values of PoweredByFooter's props, shared by the component, its styles and its stories. */
export const poweredByFooterVariants = ["page", "widget"] as const;
export type PoweredByFooterVariant = (typeof poweredByFooterVariants)[number];
