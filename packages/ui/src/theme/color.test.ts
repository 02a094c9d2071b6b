import { describe, expect, it } from "vitest";
import { contrastRatio, hexToOklch, oklchToHex, parseHex, relativeLuminance, toHex } from "./color";

describe("colour maths", () => {
  it.each([
    ["#ffffff", "#000000", 21],
    ["#777777", "#ffffff", 4.48],
    ["#0000ff", "#ffffff", 8.59],
    ["#ff0000", "#ffffff", 4],
  ])("contrast %s on %s is %s", (a, b, expected) => {
    expect(contrastRatio(a, b)).toBeCloseTo(expected, 1);
  });

  it.each([
    // Published OKLCH values (oklch.com / CSS Color 4 examples).
    ["#ff0000", 0.628, 0.2577, 29.23],
    ["#00ff00", 0.8664, 0.2948, 142.5],
    ["#0000ff", 0.452, 0.3132, 264.05],
    ["#ffffff", 1, 0, 0],
  ])("%s is oklch(%s %s %s)", (hex, l, c, h) => {
    const color = hexToOklch(hex);
    expect(color.l).toBeCloseTo(l, 2);
    expect(color.c).toBeCloseTo(c, 2);
    if (c > 0) expect(color.h).toBeCloseTo(h, 0);
  });

  it("round-trips sRGB through OKLCH", () => {
    for (const hex of ["#40296c", "#3d0b44", "#fff3a3", "#0e7c86", "#123456"]) {
      expect(oklchToHex(hexToOklch(hex))).toBe(hex);
    }
  });

  it("maps out-of-gamut colours into sRGB by lowering chroma", () => {
    const hex = oklchToHex({ l: 0.7, c: 0.5, h: 150 });
    const back = hexToOklch(hex);
    expect(back.l).toBeCloseTo(0.7, 1);
    expect(back.c).toBeLessThan(0.5);
  });

  it("parses short hex and rejects garbage", () => {
    expect(toHex(parseHex("#abc"))).toBe("#aabbcc");
    expect(() => parseHex("purple")).toThrow(/hex colour/);
    expect(relativeLuminance("#000")).toBe(0);
  });
});
