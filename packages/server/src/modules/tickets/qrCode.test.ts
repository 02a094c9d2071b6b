import { describe, expect, it } from "vitest";
import { qrCodeModules, qrCodePng, qrCodeSvg } from "./qrCode";

/** The dark modules an SVG from `qrCodeSvg` draws: its path is runs of `M x y.5 h n` / `m dx dy h n`. */
function modulesDrawnBy(svg: string): Set<string> {
  const dark = /<path stroke="#000000" d="([^"]+)"/.exec(svg)?.[1] ?? "";
  const drawn = new Set<string>();
  let x = 0;
  let y = 0;
  for (const [, command, a, b] of dark.matchAll(/([Mmh])(-?[\d.]+)(?: (-?[\d.]+))?/g)) {
    if (command === "M") [x, y] = [Number(a), Number(b)];
    else if (command === "m") [x, y] = [x + Number(a), y + Number(b)];
    else {
      for (let step = 0; step < Number(a); step++) drawn.add(`${x + step},${Math.floor(y)}`);
      x += Number(a);
    }
  }
  return drawn;
}

describe("QR codes of ticket codes", () => {
  const code = "A-7KQ2M9X.dGhpcyBpcyBhIHNlY3JldA.c2lnbmF0dXJlIGhlcmUhIQ";

  it("draw as SVG exactly the modules that encode the code, inside a 4-module quiet zone", async () => {
    const svg = await qrCodeSvg(code);
    const modules = qrCodeModules(code);
    const expected = new Set<string>();
    modules.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) expect(expected.add(`${x + 4},${y + 4}`)).toBeTruthy();
      });
    });
    expect(svg).toContain(`viewBox="0 0 ${modules.length + 8} ${modules.length + 8}"`);
    expect(modulesDrawnBy(svg)).toEqual(expected);
    expect(modulesDrawnBy(await qrCodeSvg(`${code}x`))).not.toEqual(expected);
  });

  it("make a PNG for mail from the same code", async () => {
    const png = await qrCodePng(code);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.readUInt32BE(16)).toBeGreaterThanOrEqual(300);
    expect(png.equals(await qrCodePng(code))).toBe(true);
    expect(png.equals(await qrCodePng(`${code}x`))).toBe(false);
  });
});
