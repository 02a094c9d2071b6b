/**
 * The reseller brand of the e2e suite: a second server runs with these settings (as environment
 * variables, the way a reseller deploys), its logos served from an asset host of their own.
 */
export const resellerBrand = {
  appName: "Laguna Tours",
  primary: "#0E7C86",
  secondary: "#F2A541",
} as const;

/** Written on the logo itself, so a test can tell which file the page shows. */
export const resellerLogoSvg = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="280" height="64" viewBox="0 0 280 64">` +
  `<rect width="280" height="64" rx="12" fill="${fill}"/>` +
  `<text x="20" y="42" font-size="28" font-family="sans-serif" fill="#fff">Laguna Tours</text></svg>`;
