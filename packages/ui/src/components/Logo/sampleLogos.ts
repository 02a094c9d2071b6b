/** Stand-in logo artwork for stories (inline SVG, so stories need no network). */
const artwork = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="280" height="64" viewBox="0 0 280 64"><circle cx="32" cy="32" r="24" fill="${fill}"/><text x="68" y="44" font-family="Arial, sans-serif" font-size="34" font-weight="700" fill="${fill}">Gite Rossi</text></svg>`,
  )}`;

export const sampleLogo = {
  alt: "Gite Rossi",
  darkSrc: artwork("#1f1a2e"),
  lightSrc: artwork("#ffffff"),
} as const;
