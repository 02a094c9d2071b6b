import type { Brand } from "../packages/ui/src/theme";

/**
 * Brands offered in Storybook's toolbar: the default and three reseller presets. "Lemon" is a
 * pale yellow on purpose: it stresses the contrast guard (text on it must turn dark).
 */
export const storyBrands = {
  default: { label: "Varco (default)", brand: {} },
  lagoon: { label: "Lagoon travel", brand: { primary: "#0E7C86", secondary: "#F2A541" } },
  ember: { label: "Ember live", brand: { primary: "#C2410C", secondary: "#1F2937" } },
  lemon: { label: "Lemon (pale stress)", brand: { primary: "#FFF3A3", secondary: "#FFE066" } },
} satisfies Record<string, { label: string; brand: Brand }>;

export type StoryBrandName = keyof typeof storyBrands;

export const storyLocales = {
  it: "Italiano",
  en: "English",
  de: "Deutsch",
  fr: "Français",
  es: "Español",
  nl: "Nederlands",
  pt: "Português",
  "pt-br": "Português (Brasil)",
  "zh-cn": "中文 (简体)",
  "zh-hk": "中文 (香港)",
  vi: "Tiếng Việt",
  tr: "Türkçe",
  hu: "Magyar",
} as const;
