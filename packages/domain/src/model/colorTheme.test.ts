import { describe, expect, it } from "vitest";
import { colorThemeSchema, colorThemes } from "./colorTheme";

type Rgba = [number, number, number, number];

const rgbaOf = (hex: string): Rgba => {
  const digits = hex.slice(1);
  const channel = (index: number) => Number.parseInt(digits.slice(index * 2, index * 2 + 2), 16) / 255;
  return [channel(0), channel(1), channel(2), digits.length === 8 ? channel(3) : 1];
};

/** `top` laid over an opaque `bottom`. */
const over = (top: Rgba, bottom: Rgba): Rgba => [
  top[0] * top[3] + bottom[0] * (1 - top[3]),
  top[1] * top[3] + bottom[1] * (1 - top[3]),
  top[2] * top[3] + bottom[2] * (1 - top[3]),
  1,
];

const luminance = ([r, g, b]: Rgba) => {
  const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
};

const contrast = (a: Rgba, b: Rgba) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

describe("the homepage colour themes", () => {
  it("are valid theme records with distinct names and hex colours", () => {
    expect(colorThemes.length).toBeGreaterThanOrEqual(6);
    expect(new Set(colorThemes.map((theme) => theme.name)).size).toBe(colorThemes.length);
    for (const theme of colorThemes) {
      expect(colorThemeSchema.parse(theme)).toEqual(theme);
      for (const [field, value] of Object.entries(theme))
        if (field !== "name")
          expect(value, `${theme.name} ${field}`).toMatch(/^#(?:[0-9a-f]{6}|[0-9a-f]{8})$/u);
    }
  });

  it.each(colorThemes.map((theme) => [theme.name, theme] as const))("%s reads at WCAG AA", (_name, theme) => {
    const page = rgbaOf(theme.homepage_background_color);
    const panel = over(rgbaOf(theme.homepage_content_background_color), page);
    expect(contrast(rgbaOf(theme.homepage_primary_text_color), panel)).toBeGreaterThanOrEqual(4.5);
    expect(
      contrast(rgbaOf(theme.homepage_secondary_text_color), rgbaOf(theme.homepage_secondary_color)),
    ).toBeGreaterThanOrEqual(4.5);
  });
});
