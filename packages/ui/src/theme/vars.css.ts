import { createThemeContract } from "@vanilla-extract/css";
import {
  fontSizes,
  type PaletteName,
  type PaletteRole,
  paletteNames,
  paletteRoles,
  radiusScale,
  shadowScale,
  spaceScale,
} from "./tokens";

const record = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, null])) as Record<K, null>;

const palette = record(paletteRoles);

/** The theme contract: every token once. Filled by `createBrandTheme` and applied at run time. */
export const vars = createThemeContract({
  color: {
    ...(Object.fromEntries(paletteNames.map((name) => [name, palette])) as Record<
      PaletteName,
      Record<PaletteRole, null>
    >),
    surface: { base: null, raised: null, sunken: null, overlay: null, backdrop: null },
    text: { default: null, muted: null, disabled: null, link: null },
    border: { default: null, strong: null, focus: null },
    gradient: { start: null, end: null, onGradient: null },
  },
  font: {
    body: null,
    mono: null,
    size: record(fontSizes),
    weight: { regular: null, medium: null, bold: null },
    lineHeight: { tight: null, normal: null },
  },
  radius: record(radiusScale),
  space: record(spaceScale),
  shadow: record(shadowScale),
  layer: { app: null, modal: null, popover: null, overlay: null, max: null },
  motion: {
    duration: { default: null, modal: null, fast: null },
    easing: { standard: null, exit: null },
  },
  colorScheme: null,
});
