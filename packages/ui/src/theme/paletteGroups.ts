// The palettes by what they are for. The package publishes them as one list, `paletteNames`
// (tokens.ts); a component that offers only some of them takes its group from here.

/** The palettes with a role in the interface: the brand's two, neutral, then the four statuses. */
export const rolePalettes = [
  "primary",
  "secondary",
  "neutral",
  "success",
  "warning",
  "danger",
  "info",
] as const;

/** Three more hues, for order statuses (Badge) and initials (Avatar). */
export const accentPalettes = ["orange", "red", "teal"] as const;
