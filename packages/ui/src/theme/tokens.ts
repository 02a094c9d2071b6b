/** Allowed values of the design language, shared by types, styles and stories. */

import { accentPalettes, rolePalettes } from "./paletteGroups";

/** Every colour scale the theme has: the role palettes, then the accent hues (paletteGroups.ts). */
export const paletteNames = [...rolePalettes, ...accentPalettes] as const;
export type PaletteName = (typeof paletteNames)[number];

/**
 * The roles of one colour scale, lightest to darkest in light mode (darkest to lightest in dark):
 * surface · subtle · subtleHover · subtleActive · border · borderStrong · solid · solidHover ·
 * solidActive · text · textStrong, plus `onSolid`, the foreground for text on the solid steps.
 */
export const paletteRoles = [
  "surface",
  "subtle",
  "subtleHover",
  "subtleActive",
  "border",
  "borderStrong",
  "solid",
  "solidHover",
  "solidActive",
  "onSolid",
  "text",
  "textStrong",
] as const;
export type PaletteRole = (typeof paletteRoles)[number];
export type Palette = Record<PaletteRole, string>;

export const colorModes = ["light", "dark"] as const;
export type ColorMode = (typeof colorModes)[number];

export const spaceScale = ["none", "xxs", "xs", "sm", "md", "lg", "xl", "xxl", "xxxl"] as const;
export type Space = (typeof spaceScale)[number];

export const radiusScale = ["none", "sm", "md", "lg", "xl", "full"] as const;
export type Radius = (typeof radiusScale)[number];

export const fontSizes = ["xs", "sm", "md", "lg", "xl", "xxl", "xxxl"] as const;
export type FontSize = (typeof fontSizes)[number];

export const shadowScale = ["sm", "md", "lg", "overlay"] as const;
export type Shadow = (typeof shadowScale)[number];

/** Stacking layers, lowest first: the app, then modals, popovers above them, overlays, and a top layer. */
export const layers = { app: "100", modal: "200", popover: "300", overlay: "400", max: "9999" } as const;

/** Motion: 250 ms by default; modals a little quicker (200 ms) so opening one never feels slow. */
export const motion = {
  duration: { default: "250ms", modal: "200ms", fast: "120ms" },
  easing: { standard: "cubic-bezier(0.2, 0, 0, 1)", exit: "cubic-bezier(0.3, 0, 1, 1)" },
} as const;

export const defaultBrand = { primary: "#40296C", secondary: "#3D0B44" } as const;

export const space: Record<Space, string> = {
  none: "0",
  xxs: "2px",
  xs: "4px",
  sm: "8px",
  md: "12px",
  lg: "16px",
  xl: "24px",
  xxl: "32px",
  xxxl: "48px",
};

export const radius: Record<Radius, string> = {
  none: "0",
  sm: "4px",
  md: "6px",
  lg: "10px",
  xl: "16px",
  full: "9999px",
};

export const fontSize: Record<FontSize, string> = {
  xs: "0.75rem",
  sm: "0.875rem",
  md: "1rem",
  lg: "1.125rem",
  xl: "1.375rem",
  xxl: "1.75rem",
  xxxl: "2.25rem",
};

export const fontFamily = {
  body: '"Varela Round", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
} as const;
