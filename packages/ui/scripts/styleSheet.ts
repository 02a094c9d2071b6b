import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { basename, dirname, relative, resolve } from "node:path";
import type { Rolldown } from "tsdown";

const fontStyleSheet = /^@fontsource\/[^/]+\/[\w-]+\.css$/;
const fontUrl = /url\((\.\/[^)]+)\)/g;

/**
 * The package's one style sheet (`@varco/ui/style.css`), written over the sheet vanilla-extract's
 * Rollup plugin extracts (`extract: { name: sheet }`, which also takes the CSS imports out of the
 * JavaScript):
 *
 * - In the order the browser would apply the styles if the JavaScript imported them: depth first
 *   along the imports from the entry points, so a file's rules come after those of the files it
 *   builds on (the theme before the field chrome before a field), as the app's own build orders
 *   them. The plugin's own order follows the import chain to the nearest entry point, which with
 *   one entry point per component puts, say, a component's rules before the theme's.
 * - With the self-hosted font (`import "@fontsource/…/400.css"` in the theme): its font files are
 *   copied to dist/ under hashed names and its `@font-face` rules land in the sheet, so the
 *   published sheet works without the consumer resolving @fontsource itself.
 *
 * Each source file's rules are headed by its name, e.g. `/* src/theme/theme.css.ts *\/`.
 */
export function oneStyleSheet({ sheet, packageDir }: { sheet: string; packageDir: string }): Rolldown.Plugin {
  const require = createRequire(import.meta.url);
  // Virtual ids that do not end in .css: tsdown would hand those to its own CSS pipeline.
  const fontSheets = new Map<string, string>();
  const fonts = new Map<string, { css: string; files: Map<string, string> }>();
  return {
    name: "varco:one-style-sheet",
    resolveId(source) {
      if (!fontStyleSheet.test(source)) return null;
      const id = `\0varco-font-${fontSheets.size}`;
      fontSheets.set(id, require.resolve(source));
      return { id };
    },
    async load(id) {
      const path = fontSheets.get(id);
      if (path === undefined) return null;
      const css = await readFile(path, "utf8");
      const files = new Map<string, string>();
      for (const [, url] of css.matchAll(fontUrl)) {
        if (files.has(url!)) continue;
        const file = resolve(dirname(path), url!);
        files.set(url!, this.emitFile({ type: "asset", name: basename(file), source: await readFile(file) }));
      }
      fonts.set(id, { css, files });
      return { code: "", moduleSideEffects: false };
    },
    generateBundle(_options, bundle) {
      const asset = Object.values(bundle).find((file) => file.type === "asset" && file.fileName === sheet);
      if (asset?.type !== "asset") throw new Error(`oneStyleSheet: no ${sheet} in the bundle`);

      const blocks: string[] = [];
      const seen = new Set<string>();
      const visit = (id: string) => {
        if (seen.has(id)) return;
        seen.add(id);
        const info = this.getModuleInfo(id);
        if (!info) return;
        for (const imported of info.importedIds) visit(imported);
        const css = (info.meta as { css?: unknown } | undefined)?.css;
        const font = fonts.get(id);
        if (typeof css === "string") {
          const source = relative(packageDir, id).replace(/\.vanilla\.css$/, "");
          blocks.push(`/* ${source} */\n${css.trim()}\n`);
        } else if (font) {
          const css = font.css.replace(fontUrl, (_match, url: string) => {
            return `url("./${this.getFileName(font.files.get(url)!)}")`;
          });
          blocks.push(
            `/* ${relative(packageDir, fontSheets.get(id)!).replace(/^(\.\.\/)+node_modules\//, "")} */\n${css.trim()}\n`,
          );
        }
      };
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry).sort();
      // The whole index first: its order is the one every consumer of `@varco/ui` gets.
      for (const id of entries.sort(
        (a, b) => Number(b.endsWith("src/index.ts")) - Number(a.endsWith("src/index.ts")),
      ))
        visit(id);
      asset.source = blocks.join("\n");
    },
  };
}
