import { readFileSync } from "node:fs";
import { vanillaExtractPlugin } from "@vanilla-extract/esbuild-plugin";
import { defineConfig } from "tsup";
import { mergeEntryStyleSheets } from "./scripts/mergeEntryStyleSheets";

const manifest = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as {
  dependencies?: Record<string, string>;
};

/**
 * Bundled, not external: the self-hosted font. Its CSS and font files must land in dist/ so the
 * published style sheet works without the consumer resolving @fontsource itself.
 */
const bundled = [/^@fontsource\//];

/** Every runtime dependency stays an import (and its subpaths), so consumers dedupe them. */
const external = [
  "react",
  "react-dom",
  "react/jsx-runtime",
  ...Object.keys(manifest.dependencies ?? {})
    .filter((name) => !bundled.some((pattern) => pattern.test(name)))
    .flatMap((name) => [name, new RegExp(`^${name.replace(/[/\\^$*+?.()|[\]{}]/g, "\\$&")}/`)]),
];

export default defineConfig({
  entry: { index: "src/index.ts", "rich-text": "src/rich-text.ts" },
  format: ["esm"],
  dts: true,
  sourcemap: true,
  clean: true,
  target: "es2022",
  platform: "browser",
  external,
  noExternal: bundled,
  loader: { ".woff": "file", ".woff2": "file" },
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: "short" })],
  // esbuild writes one style sheet per entry; the package ships one (see mergeEntryStyleSheets).
  onSuccess: async () => mergeEntryStyleSheets(new URL("./dist/", import.meta.url)),
});
