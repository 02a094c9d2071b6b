export { contrastRatio, hexToOklch, isHexColor, oklchToHex } from "./color";
export { type BrandInput, createBrandTheme, MIN_TEXT_CONTRAST, type ThemeValues } from "./createBrandTheme";
export { plainInputBox, stacked } from "./styleRules";
export { type Brand, ThemeProvider, type ThemeProviderProps } from "./ThemeProvider";
export { focusRing, themeRoot, visuallyHidden } from "./theme.css";
export * from "./tokens";
export { vars } from "./vars.css";
