import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/**
 * The fonts an invoice is drawn in: Noto Sans (Latin with its extensions, Vietnamese, Cyrillic,
 * Greek) and Noto Sans SC (Chinese, simplified and traditional alike, and Japanese kana), from
 * their @fontsource packages. Each package ships its font cut into slices by Unicode range; a
 * piece of text is drawn slice by slice, each in the slice that has its characters, and the PDF
 * embeds only the glyphs it uses (pdfkit subsets every font it embeds).
 */

export type FontWeight = 400 | 700;

interface Slice {
  file: (weight: FontWeight) => string;
  ranges: readonly (readonly [number, number])[];
}

const require = createRequire(import.meta.url);

/** The slices of one @fontsource package, in the order of `preferred` and then its own. */
function slicesOf(pkg: string, family: string, preferred: readonly string[] = []): Slice[] {
  const dir = dirname(require.resolve(`${pkg}/package.json`));
  const table = JSON.parse(readFileSync(join(dir, "unicode.json"), "utf8")) as Record<string, string>;
  const names = [...preferred, ...Object.keys(table).filter((name) => !preferred.includes(name))];
  return names.flatMap((name) => {
    const ranges = table[name];
    if (!ranges) return [];
    // "[12]" names a numbered slice: its files are `<family>-12-<weight>-normal.woff`.
    const slice = name.replace(/^\[(\d+)\]$/u, "$1");
    return [
      {
        file: (weight: FontWeight) => join(dir, "files", `${family}-${slice}-${weight}-normal.woff`),
        ranges: ranges.split(",").map((range) => {
          const [from = "0", to = from] = range.trim().replace(/^U\+/iu, "").split("-");
          return [Number.parseInt(from, 16), Number.parseInt(to, 16)] as const;
        }),
      },
    ];
  });
}

let loaded: Slice[] | undefined;

/** Every slice, Noto Sans first (Latin before its extensions), read once. */
function slices(): Slice[] {
  loaded ??= [
    ...slicesOf("@fontsource/noto-sans", "noto-sans", ["latin", "latin-ext", "vietnamese", "cyrillic"]),
    ...slicesOf("@fontsource/noto-sans-sc", "noto-sans-sc"),
  ];
  return loaded;
}

function sliceFor(codePoint: number): Slice | undefined {
  return slices().find((slice) => slice.ranges.some(([from, to]) => codePoint >= from && codePoint <= to));
}

/** A stretch of text that one font file draws. */
export interface FontRun {
  text: string;
  file: string;
}

/**
 * `text` cut into runs that one slice each covers, for `weight`. A character no slice covers (an
 * emoji, a rare script) goes with the run before it, where it draws as the font's empty box.
 */
export function fontRunsOf(text: string, weight: FontWeight): FontRun[] {
  const runs: FontRun[] = [];
  const fallback = slices()[0]?.file(weight) ?? "";
  for (const char of text.normalize("NFC")) {
    const file = sliceFor(char.codePointAt(0) ?? 0)?.file(weight) ?? runs.at(-1)?.file ?? fallback;
    const last = runs.at(-1);
    if (last && (last.file === file || /\s/u.test(char))) last.text += char;
    else runs.push({ text: char, file });
  }
  return runs;
}
