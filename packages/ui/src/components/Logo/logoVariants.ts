/**
 * Which artwork a Logo shows: `dark` is the dark-coloured logo, for light surfaces; `light` is the
 * light-coloured logo, for dark surfaces (dark mode, photos, the gradient).
 */
export const logoVariants = ["dark", "light"] as const;
export type LogoVariant = (typeof logoVariants)[number];

/** Default rendered width in pixels (SPEC.md §9, result page). */
export const LOGO_DEFAULT_WIDTH = 140;
