import { readdir, readFile, rm, writeFile } from "node:fs/promises";

/**
 * esbuild writes one style sheet per entry point, each holding every rule its entry reaches, so
 * `rich-text.css` repeats the theme and the field chrome already in `index.css`. The package ships
 * ONE style sheet (`@varco/ui/style.css`): this folds the other entries' sheets into `index.css`,
 * keeping each source file's rules once and in first-seen order, then deletes the extra sheets.
 *
 * It also shortens esbuild's per-file header comments: vanilla-extract names its virtual files
 * with the whole source inlined as base64, which is noise in a published sheet.
 */
export async function mergeEntryStyleSheets(distDir: URL, mainSheet = "index.css"): Promise<void> {
  const others = (await readdir(distDir)).filter((name) => name.endsWith(".css") && name !== mainSheet);
  const main = parseSheet(await readFile(new URL(mainSheet, distDir), "utf8"));
  const seen = new Map(main.blocks.map((block) => [block.source, block.css]));
  for (const name of others) {
    for (const block of parseSheet(await readFile(new URL(name, distDir), "utf8")).blocks) {
      const known = seen.get(block.source);
      if (known === undefined) {
        seen.set(block.source, block.css);
        main.blocks.push(block);
      } else if (known !== block.css) {
        throw new Error(`${name} and ${mainSheet} disagree on the rules of ${block.source}`);
      }
    }
    await rm(new URL(name, distDir));
    await rm(new URL(`${name}.map`, distDir), { force: true });
  }
  await writeFile(new URL(mainSheet, distDir), printSheet(main));
}

type Block = { source: string; css: string };
type Sheet = { blocks: Block[]; trailer: string };

/** esbuild's header before each bundled file, e.g. `/* src/x.css.ts.vanilla.css?source=… *\/`. */
const FILE_HEADER = /^\/\* (?!#)(.+) \*\/$/;
const SOURCE_MAP_COMMENT = /^\/\*# sourceMappingURL=.*\*\/$/;

/** Readable name of a bundled file: `src/theme/theme.css.ts`, `…/@fontsource/varela-round/400.css`. */
function sourceName(header: string): string {
  return header
    .replace(/^vanilla-extract-css-ns:/, "")
    .replace(/\?source=.*$/, "")
    .replace(/\.vanilla\.css$/, "");
}

export function parseSheet(text: string): Sheet {
  const blocks: Block[] = [];
  let trailer = "";
  let current: { source: string; lines: string[] } | undefined;
  const close = () => {
    if (current) blocks.push({ source: current.source, css: current.lines.join("\n").trim() });
  };
  for (const line of text.split("\n")) {
    const header = FILE_HEADER.exec(line);
    if (SOURCE_MAP_COMMENT.test(line)) {
      trailer = line;
    } else if (header) {
      close();
      current = { source: sourceName(header[1]!), lines: [] };
    } else if (current) {
      current.lines.push(line);
    } else if (line.trim() !== "") {
      throw new Error(`Unexpected CSS before the first file header: ${line}`);
    }
  }
  close();
  return { blocks, trailer };
}

function printSheet({ blocks, trailer }: Sheet): string {
  const body = blocks.map(({ source, css }) => `/* ${source} */\n${css}\n`).join("\n");
  return trailer ? `${body}${trailer}\n` : body;
}
