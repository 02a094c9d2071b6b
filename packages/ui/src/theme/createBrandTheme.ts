import { contrastRatio, hexToOklch, isHexColor, mixHex, type Oklch, oklchToHex } from "./color";
import {
  type ColorMode,
  defaultBrand,
  fontFamily,
  fontSize,
  layers,
  motion,
  type Palette,
  type PaletteName,
  radius,
  space,
} from "./tokens";
import type { vars } from "./vars.css";

type Leaves<T> = { [K in keyof T]: T[K] extends string ? string : Leaves<T[K]> };
/** Every value of the theme contract, as plain strings. */
export type ThemeValues = Leaves<typeof vars>;

export type BrandInput = {
  /** Brand primary colour as hex; invalid or missing values fall back to the default brand. */
  primary?: string | null;
  secondary?: string | null;
  mode?: ColorMode;
  /** The page's background (opaque hex): every text colour is made to read on it. */
  background?: string | null;
  /** Raised surfaces: cards, panels, fields (opaque hex); every text colour reads on them too. */
  surface?: string | null;
  /** The body text: taken where it reads at AA on the page's surfaces, else one derived. */
  text?: string | null;
  /**
   * The text on the secondary colour, for a page whose buttons wear the secondary colour (a public
   * page's design): with it, the secondary fill is that colour itself, and the solid buttons'.
   */
  onSecondary?: string | null;
};

/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

const WHITE = "#ffffff";
const INK = "#0c0a12";

/** Fixed seeds of the status and accent palettes; they get the same contrast guarantees as the brand. */
const statusSeeds: Record<Exclude<PaletteName, "primary" | "secondary" | "neutral">, string> = {
  success: "#2b8a3e",
  warning: "#e8590c",
  danger: "#d6336c",
  info: "#1c7ed6",
  orange: "#f76707",
  red: "#e03131",
  teal: "#0ca678",
};

type Steps = Record<
  "surface" | "subtle" | "subtleHover" | "subtleActive" | "border" | "borderStrong",
  [lightness: number, chromaFactor: number]
>;

const lightSteps: Steps = {
  surface: [0.985, 0.08],
  subtle: [0.955, 0.2],
  subtleHover: [0.93, 0.28],
  subtleActive: [0.9, 0.36],
  border: [0.84, 0.45],
  borderStrong: [0.66, 0.7],
};

const darkSteps: Steps = {
  surface: [0.2, 0.12],
  subtle: [0.26, 0.25],
  subtleHover: [0.3, 0.3],
  subtleActive: [0.34, 0.36],
  border: [0.4, 0.45],
  borderStrong: [0.56, 0.6],
};

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

/**
 * Moves a colour's lightness one way until it reaches `min` contrast against every colour in
 * `against`. Terminates: lightness 0 or 1 is black or white, which contrast enough with the
 * foregrounds we pass (they are themselves on the other side).
 */
function ensureContrast(color: Oklch, against: string[], direction: 1 | -1, min = MIN_TEXT_CONTRAST): string {
  let current = color;
  for (let i = 0; i < 200; i++) {
    const hex = oklchToHex(current);
    if (against.every((other) => contrastRatio(hex, other) >= min)) return hex;
    if (current.l <= 0 || current.l >= 1) break;
    current = { ...current, l: clamp01(current.l + direction * 0.01) };
  }
  return direction < 0 ? "#000000" : WHITE;
}

function pickOnColor(background: string): string {
  return contrastRatio(background, WHITE) >= contrastRatio(background, INK) ? WHITE : INK;
}

/** The solid step and its foreground: the seed itself when it can carry AA text, else nudged. */
function solidSteps(seed: Oklch) {
  const seedHex = oklchToHex(seed);
  const onSolid = pickOnColor(seedHex);
  // Darken under white text, lighten under dark text: contrast only grows that way.
  const away: 1 | -1 = onSolid === WHITE ? -1 : 1;
  const solid = ensureContrast(seed, [onSolid], away);
  const base = hexToOklch(solid);
  const solidHover = ensureContrast({ ...base, l: clamp01(base.l + away * 0.05) }, [onSolid], away);
  const solidActive = ensureContrast({ ...base, l: clamp01(base.l + away * 0.1) }, [onSolid], away);
  return { solid, solidHover, solidActive, onSolid };
}

function backgroundSteps(seed: Oklch, mode: ColorMode) {
  const steps = mode === "light" ? lightSteps : darkSteps;
  const chroma = Math.min(seed.c, 0.2);
  const out = {} as Record<keyof Steps, string>;
  for (const key of Object.keys(steps) as (keyof Steps)[]) {
    const [l, factor] = steps[key];
    out[key] = oklchToHex({ l, c: chroma * factor, h: seed.h });
  }
  return out;
}

function textSteps(seed: Oklch, mode: ColorMode, surfaces: string[]) {
  const chroma = Math.min(seed.c, 0.18);
  const toward: 1 | -1 = mode === "light" ? -1 : 1;
  const text = ensureContrast({ l: mode === "light" ? 0.5 : 0.8, c: chroma, h: seed.h }, surfaces, toward);
  const textStrong = ensureContrast(
    { l: mode === "light" ? 0.3 : 0.93, c: chroma * 0.6, h: seed.h },
    surfaces,
    toward,
    7,
  );
  return { text, textStrong };
}

function buildPalette(
  seedHex: string,
  mode: ColorMode,
  pageSurfaces: string[],
  extraSurfaces: string[],
): Palette {
  const seed = hexToOklch(seedHex);
  const background = backgroundSteps(seed, mode);
  const surfaces = [
    ...pageSurfaces,
    ...extraSurfaces,
    background.surface,
    background.subtle,
    background.subtleHover,
    background.subtleActive,
  ];
  return { ...background, ...solidSteps(seed), ...textSteps(seed, mode, surfaces) };
}

/** Colours for a gradient button: the end is nudged until text reads on every point between. */
function gradient(start: string, endSeed: string, onGradient: string) {
  const away: 1 | -1 = onGradient === WHITE ? -1 : 1;
  let end = hexToOklch(endSeed);
  for (let i = 0; i < 120; i++) {
    const endHex = oklchToHex(end);
    const samples = Array.from({ length: 11 }, (_, k) => mixHex(start, endHex, k / 10));
    if (samples.every((sample) => contrastRatio(sample, onGradient) >= MIN_TEXT_CONTRAST)) {
      return { start, end: endHex, onGradient };
    }
    end = { ...end, l: clamp01(end.l + away * 0.01) };
  }
  // Unreachable in practice (black or white end always passes); keep a flat, readable fill.
  return { start, end: start, onGradient };
}

const normalise = (value: string | null | undefined, fallback: string) =>
  value && isHexColor(value) ? (value.startsWith("#") ? value : `#${value}`) : fallback;

/**
 * Derives a whole theme from two brand colours. Every text colour is chosen by measured contrast
 * so that text on every brand surface and on every solid fill keeps WCAG AA (4.5:1) for any input.
 */
export function createBrandTheme(input: BrandInput = {}): ThemeValues {
  const mode = input.mode ?? "light";
  const primary = normalise(input.primary, defaultBrand.primary);
  const secondary = normalise(input.secondary, defaultBrand.secondary);
  const primarySeed = hexToOklch(primary);

  const neutralSeed = oklchToHex({ l: 0.55, c: Math.min(primarySeed.c, 0.1) * 0.12, h: primarySeed.h });
  const n = hexToOklch(neutralSeed);
  const page =
    mode === "light"
      ? {
          base: oklchToHex({ l: 0.99, c: n.c * 0.3, h: n.h }),
          raised: WHITE,
          sunken: oklchToHex({ l: 0.965, c: n.c * 0.5, h: n.h }),
          overlay: WHITE,
        }
      : {
          base: oklchToHex({ l: 0.17, c: n.c, h: n.h }),
          raised: oklchToHex({ l: 0.21, c: n.c, h: n.h }),
          sunken: oklchToHex({ l: 0.14, c: n.c, h: n.h }),
          overlay: oklchToHex({ l: 0.23, c: n.c, h: n.h }),
        };
  // A chosen background and surface take the place of the derived ones (the overlay is a surface).
  const base = normalise(input.background, page.base);
  const raised = normalise(input.surface, base === page.base ? page.raised : base);
  Object.assign(page, { base, raised, overlay: normalise(input.surface, page.overlay) });
  const pageSurfaces = [page.base, page.raised, page.sunken, page.overlay];

  // Brand subtle fills are surfaces other palettes' text may sit on (selected rows, highlights).
  const brandSubtle = [primary, secondary].flatMap((seed) => {
    const steps = backgroundSteps(hexToOklch(seed), mode);
    return [steps.subtle, steps.subtleHover, steps.subtleActive];
  });
  const neutralSubtle = (() => {
    const steps = backgroundSteps(n, mode);
    return [steps.surface, steps.subtle, steps.subtleHover, steps.subtleActive];
  })();
  const shared = [...brandSubtle, ...neutralSubtle];

  const seeds: Record<PaletteName, string> = { primary, secondary, neutral: neutralSeed, ...statusSeeds };
  const color = Object.fromEntries(
    Object.entries(seeds).map(([name, seed]) => [name, buildPalette(seed, mode, pageSurfaces, shared)]),
  ) as Record<PaletteName, Palette>;

  const neutral = color.neutral;
  const reads = (fore: string, grounds: string[]) =>
    grounds.every((ground) => contrastRatio(fore, ground) >= MIN_TEXT_CONTRAST);
  const text = normalise(input.text, neutral.textStrong);
  // Body text lies on the page and on every palette's tinted fills (a selected row, a highlight).
  const textGrounds = [
    ...pageSurfaces,
    ...Object.values(color).flatMap((p) => [p.surface, p.subtle, p.subtleHover, p.subtleActive]),
  ];
  const onSecondary = normalise(input.onSecondary, "");
  if (onSecondary && reads(onSecondary, [secondary])) {
    const away: 1 | -1 = contrastRatio(onSecondary, WHITE) < contrastRatio(onSecondary, INK) ? -1 : 1;
    const seed = hexToOklch(secondary);
    const fills = {
      solid: secondary,
      onSolid: onSecondary,
      solidHover: ensureContrast({ ...seed, l: clamp01(seed.l + away * 0.05) }, [onSecondary], away),
      solidActive: ensureContrast({ ...seed, l: clamp01(seed.l + away * 0.1) }, [onSecondary], away),
    };
    color.secondary = { ...color.secondary, ...fills };
    color.primary = { ...color.primary, ...fills };
  }
  return {
    color: {
      ...color,
      surface: {
        ...page,
        backdrop: mode === "light" ? "rgba(12, 10, 18, 0.45)" : "rgba(0, 0, 0, 0.6)",
      },
      text: {
        default: reads(text, textGrounds) ? text : neutral.textStrong,
        muted: neutral.text,
        disabled:
          mode === "light" ? oklchToHex({ l: 0.62, c: n.c, h: n.h }) : oklchToHex({ l: 0.5, c: n.c, h: n.h }),
        link: color.primary.text,
      },
      border: { default: neutral.border, strong: neutral.borderStrong, focus: color.primary.text },
      gradient: gradient(color.primary.solid, color.secondary.solid, color.primary.onSolid),
    },
    font: {
      body: fontFamily.body,
      mono: fontFamily.mono,
      size: fontSize,
      weight: { regular: "400", medium: "500", bold: "700" },
      lineHeight: { tight: "1.25", normal: "1.5" },
    },
    radius,
    space,
    shadow:
      mode === "light"
        ? {
            sm: "0 1px 2px rgba(16, 12, 28, 0.08)",
            md: "0 2px 8px rgba(16, 12, 28, 0.1)",
            lg: "0 8px 24px rgba(16, 12, 28, 0.14)",
            overlay: "0 16px 48px rgba(16, 12, 28, 0.22)",
          }
        : {
            sm: "0 1px 2px rgba(0, 0, 0, 0.5)",
            md: "0 2px 8px rgba(0, 0, 0, 0.55)",
            lg: "0 8px 24px rgba(0, 0, 0, 0.6)",
            overlay: "0 16px 48px rgba(0, 0, 0, 0.7)",
          },
    layer: layers,
    motion: { duration: motion.duration, easing: motion.easing },
    colorScheme: mode,
  };
}
