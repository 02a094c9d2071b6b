import { z } from "zod";

/**
 * The ready-made palettes an organiser may start a homepage from (`GET public/color-themes`):
 * each is a set of the homepage colour settings an event and an organiser have. Every palette
 * reads at WCAG AA: the primary text on the content panel laid over the background, and the
 * secondary text on the secondary colour (its buttons), at 4.5:1 or more.
 */
export const colorThemeSchema = z.object({
  name: z.string(),
  homepage_background_color: z.string(),
  homepage_content_background_color: z.string(),
  homepage_primary_color: z.string(),
  homepage_primary_text_color: z.string(),
  homepage_secondary_color: z.string(),
  homepage_secondary_text_color: z.string(),
});
export type ColorTheme = z.infer<typeof colorThemeSchema>;

const theme = (
  name: string,
  background: string,
  content: string,
  primary: string,
  primaryText: string,
  secondary: string,
  secondaryText: string,
): ColorTheme => ({
  name,
  homepage_background_color: background,
  homepage_content_background_color: content,
  homepage_primary_color: primary,
  homepage_primary_text_color: primaryText,
  homepage_secondary_color: secondary,
  homepage_secondary_text_color: secondaryText,
});

/** Light palettes first, the default one first of all; names are the same in every language. */
export const colorThemes: readonly ColorTheme[] = [
  theme("Varco", "#f4f1ea", "#ffffffd9", "#1f4e5f", "#14202b", "#b04a33", "#ffffff"),
  theme("Paper", "#fafafa", "#ffffff", "#1a1a1a", "#1a1a1a", "#4d4d4d", "#ffffff"),
  theme("Lagoon", "#d7ecef", "#ffffffcc", "#0b6e79", "#0a3a40", "#0a5f69", "#ffffff"),
  theme("Terracotta", "#efd9c7", "#fffaf5d9", "#a8432a", "#3b1d12", "#9c3d26", "#ffffff"),
  theme("Olive", "#dfe3cf", "#ffffffcc", "#556b2f", "#26301a", "#4a5e29", "#ffffff"),
  theme("Sunrise", "#fde6c8", "#ffffffd9", "#b4480d", "#3d1c05", "#a3410c", "#ffffff"),
  theme("Night", "#10131a", "#1c2230e6", "#f2c14e", "#f5f5f5", "#f2c14e", "#10131a"),
  theme("Plum", "#2a1633", "#3a2145e6", "#e7b6f0", "#fbeffd", "#e7b6f0", "#2a1633"),
];
