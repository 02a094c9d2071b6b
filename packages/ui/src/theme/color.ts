/**
 * Colour maths for runtime branding: sRGB <-> OKLCH (Björn Ottosson's OKLab) and WCAG 2 contrast.
 * Kept in-house because @varco/ui may depend only on react, react-aria and vanilla-extract
 * (ARCHITECTURE.md); the formulas are standard and pinned by tests against published values.
 */

export type Rgb = { r: number; g: number; b: number };
export type Oklch = { l: number; c: number; h: number };

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColor(value: string): boolean {
  return HEX.test(value.trim());
}

/** Parses `#rgb` or `#rrggbb` into channels in 0..1. Throws on anything else. */
export function parseHex(value: string): Rgb {
  const match = HEX.exec(value.trim());
  if (!match) throw new TypeError(`Not a hex colour: "${value}"`);
  let hex = match[1]!;
  if (hex.length === 3) hex = [...hex].map((ch) => ch + ch).join("");
  const n = Number.parseInt(hex, 16);
  return { r: ((n >> 16) & 255) / 255, g: ((n >> 8) & 255) / 255, b: (n & 255) / 255 };
}

export function toHex({ r, g, b }: Rgb): string {
  const channel = (v: number) =>
    Math.round(Math.min(1, Math.max(0, v)) * 255)
      .toString(16)
      .padStart(2, "0");
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

const toLinear = (v: number) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
const fromLinear = (v: number) => (v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055);

export function rgbToOklch({ r, g, b }: Rgb): Oklch {
  const lr = toLinear(r);
  const lg = toLinear(g);
  const lb = toLinear(b);
  const l = Math.cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb);
  const m = Math.cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb);
  const s = Math.cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb);
  const L = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  const A = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const B = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  const c = Math.hypot(A, B);
  const h = c < 1e-6 ? 0 : ((Math.atan2(B, A) * 180) / Math.PI + 360) % 360;
  return { l: L, c, h };
}

/** OKLCH to *unclamped* sRGB; channels may fall outside 0..1 when the colour is out of gamut. */
function oklchToRgbUnclamped({ l: L, c, h }: Oklch): Rgb {
  const rad = (h * Math.PI) / 180;
  const A = c * Math.cos(rad);
  const B = c * Math.sin(rad);
  const l = (L + 0.3963377774 * A + 0.2158037573 * B) ** 3;
  const m = (L - 0.1055613458 * A - 0.0638541728 * B) ** 3;
  const s = (L - 0.0894841775 * A - 1.291485548 * B) ** 3;
  return {
    r: fromLinear(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    g: fromLinear(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    b: fromLinear(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
  };
}

const inGamut = ({ r, g, b }: Rgb) => [r, g, b].every((v) => v >= -1e-4 && v <= 1 + 1e-4);

/** OKLCH to sRGB, reducing chroma (keeping lightness and hue) until the colour fits the sRGB gamut. */
export function oklchToRgb(color: Oklch): Rgb {
  const l = Math.min(1, Math.max(0, color.l));
  let rgb = oklchToRgbUnclamped({ ...color, l });
  if (inGamut(rgb)) return clampRgb(rgb);
  let low = 0;
  let high = color.c;
  for (let i = 0; i < 24; i++) {
    const mid = (low + high) / 2;
    if (inGamut(oklchToRgbUnclamped({ l, c: mid, h: color.h }))) low = mid;
    else high = mid;
  }
  rgb = oklchToRgbUnclamped({ l, c: low, h: color.h });
  return clampRgb(rgb);
}

const clampRgb = ({ r, g, b }: Rgb): Rgb => ({
  r: Math.min(1, Math.max(0, r)),
  g: Math.min(1, Math.max(0, g)),
  b: Math.min(1, Math.max(0, b)),
});

export const oklchToHex = (color: Oklch) => toHex(oklchToRgb(color));
export const hexToOklch = (hex: string) => rgbToOklch(parseHex(hex));

/** WCAG 2 relative luminance. */
export function relativeLuminance(color: Rgb | string): number {
  const { r, g, b } = typeof color === "string" ? parseHex(color) : color;
  return 0.2126 * toLinear(r) + 0.7152 * toLinear(g) + 0.0722 * toLinear(b);
}

/** WCAG 2 contrast ratio between two colours, 1..21. */
export function contrastRatio(a: Rgb | string, b: Rgb | string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Mixes two hex colours in sRGB; `t` = 0 gives `a`, 1 gives `b`. Used to sample gradients. */
export function mixHex(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex({ r: x.r + (y.r - x.r) * t, g: x.g + (y.g - x.g) * t, b: x.b + (y.b - x.b) * t });
}
