/** Icon sizes in pixels, shared by Icon, its styles and its stories (and components that size icons). */
export const iconSizes = ["sm", "md", "lg"] as const;
export type IconSize = (typeof iconSizes)[number];

export const iconPixels: Record<IconSize, number> = { sm: 16, md: 20, lg: 24 };
