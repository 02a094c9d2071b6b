/**
 * Which artwork a Logo shows: `dark` is the dark-coloured logo, for light surfaces; `light` is the
 * light-coloured logo, for dark surfaces (dark mode, photos, the gradient).
 */
export const logoVariants = ["dark", "light"] as const;
export type LogoVariant = (typeof logoVariants)[number];

/** Default rendered width in pixels: the size the result pages use. */
export const LOGO_DEFAULT_WIDTH = 140;
