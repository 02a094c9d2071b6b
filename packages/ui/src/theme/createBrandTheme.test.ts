import { describe, expect, it } from "vitest";
import { contrastRatio, mixHex } from "./color";
import { createBrandTheme, MIN_TEXT_CONTRAST, type ThemeValues } from "./createBrandTheme";
import { type ColorMode, colorModes, paletteNames } from "./tokens";

/** A seeded generator so a failing colour can be reproduced from the test output. */
function lcg(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const randomHex = (next: () => number) =>
  `#${Math.floor(next() * 0x1000000)
    .toString(16)
    .padStart(6, "0")}`;

/** Every pair of (foreground, background) the components put text on. */
function textPairs(theme: ThemeValues): [string, string, string][] {
  const { color } = theme;
  const pairs: [string, string, string][] = [];
  const pageSurfaces = Object.entries(color.surface).filter(([name]) => name !== "backdrop");
  for (const name of paletteNames) {
    const p = color[name];
    for (const fill of ["solid", "solidHover", "solidActive"] as const) {
      pairs.push([`${name}.onSolid on ${name}.${fill}`, p.onSolid, p[fill]]);
    }
    for (const surface of ["surface", "subtle", "subtleHover", "subtleActive"] as const) {
      pairs.push([`${name}.text on ${name}.${surface}`, p.text, p[surface]]);
      pairs.push([`${name}.textStrong on ${name}.${surface}`, p.textStrong, p[surface]]);
      pairs.push([`text.default on ${name}.${surface}`, color.text.default, p[surface]]);
      if (["primary", "secondary", "neutral"].includes(name)) {
        pairs.push([`text.muted on ${name}.${surface}`, color.text.muted, p[surface]]);
      }
    }
    for (const [surfaceName, surface] of pageSurfaces) {
      pairs.push([`${name}.text on surface.${surfaceName}`, p.text, surface]);
    }
  }
  for (const [surfaceName, surface] of pageSurfaces) {
    pairs.push([`text.default on surface.${surfaceName}`, color.text.default, surface]);
    pairs.push([`text.muted on surface.${surfaceName}`, color.text.muted, surface]);
    pairs.push([`text.link on surface.${surfaceName}`, color.text.link, surface]);
  }
  for (let k = 0; k <= 10; k++) {
    const point = mixHex(color.gradient.start, color.gradient.end, k / 10);
    pairs.push([`onGradient at ${k * 10}%`, color.gradient.onGradient, point]);
  }
  return pairs;
}

function failures(theme: ThemeValues) {
  return textPairs(theme)
    .map(([label, fg, bg]) => ({ label, fg, bg, ratio: contrastRatio(fg, bg) }))
    .filter(({ ratio }) => ratio < MIN_TEXT_CONTRAST);
}

describe("createBrandTheme", () => {
  it.each([
    ["a light beige page", { background: "#efd9c7", surface: "#fcf5ef", text: "#3b1d12", mode: "light" }],
    ["a dark page", { background: "#10131a", surface: "#1b212e", text: "#f5f5f5", mode: "dark" }],
    ["a mid grey page", { background: "#8a8a8a", surface: "#ffffff", text: "#000000", mode: "light" }],
  ] as const)("keeps every text at AA on %s of its own, and takes its colours", (_name, page) => {
    const theme = createBrandTheme({
      primary: "#a8432a",
      secondary: "#9c3d26",
      onSecondary: "#ffffff",
      ...page,
    });
    expect(failures(theme)).toEqual([]);
    expect(theme.color.surface.base).toBe(page.background);
    expect(theme.color.surface.raised).toBe(page.surface);
    expect(theme.color.secondary.solid).toBe("#9c3d26");
    expect(theme.color.secondary.onSolid).toBe("#ffffff");
    // The page's buttons wear the secondary colour.
    expect(theme.color.primary.solid).toBe("#9c3d26");
  });

  it("derives the body text when the one given does not read on the page", () => {
    const theme = createBrandTheme({ background: "#ffffff", text: "#bbbbbb" });
    expect(theme.color.text.default).not.toBe("#bbbbbb");
    expect(failures(theme)).toEqual([]);
  });

  it("keeps the default brand colours as the solid fills", () => {
    const theme = createBrandTheme();
    expect(theme.color.primary.solid).toBe("#40296c");
    expect(theme.color.secondary.solid).toBe("#3d0b44");
    expect(theme.color.primary.onSolid).toBe("#ffffff");
    expect(theme.layer).toEqual({ app: "100", modal: "200", popover: "300", overlay: "400", max: "9999" });
    expect(theme.motion.duration.default).toBe("250ms");
    expect(theme.motion.duration.modal).toBe("200ms");
  });

  it("turns text dark on a pale brand", () => {
    const theme = createBrandTheme({ primary: "#FFF3A3", secondary: "#FFE066" });
    expect(theme.color.primary.solid).toBe("#fff3a3");
    expect(contrastRatio(theme.color.primary.onSolid, "#000000")).toBeLessThan(2);
  });

  it("falls back to the default brand on invalid input", () => {
    expect(createBrandTheme({ primary: "not-a-colour" }).color.primary.solid).toBe("#40296c");
    expect(createBrandTheme({ primary: "0e7c86" }).color.primary.solid).toBe("#0e7c86");
  });

  it.each(colorModes)(
    "keeps AA contrast for 1,000 random brands in %s mode",
    { timeout: 60_000 },
    (mode: ColorMode) => {
      const next = lcg(mode === "light" ? 20261121 : 11212026);
      let checked = 0;
      for (let i = 0; i < 1000; i++) {
        const primary = randomHex(next);
        const secondary = randomHex(next);
        const bad = failures(createBrandTheme({ primary, secondary, mode }));
        expect(bad, `primary ${primary}, secondary ${secondary}, ${mode}`).toEqual([]);
        checked++;
      }
      expect(checked).toBe(1000);
    },
  );

  it.each(colorModes)("keeps AA contrast for the extremes in %s mode", (mode: ColorMode) => {
    const extremes = ["#000000", "#ffffff", "#ffff00", "#00ffff", "#ff00ff", "#808080", "#767676", "#7f7f00"];
    for (const primary of extremes) {
      for (const secondary of extremes) {
        expect(failures(createBrandTheme({ primary, secondary, mode })), `${primary}/${secondary}`).toEqual(
          [],
        );
      }
    }
  });
});
