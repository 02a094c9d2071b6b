#!/usr/bin/env node
// What a consumer ships when it uses part of @varco/ui: bundles a throwaway entry per scenario
// against the built dist/ (through the package's exports, like an app would), minified, with
// react and react-dom left out, and prints JS and CSS bytes, raw and gzipped. It prints figures
// only; it asserts nothing. `npm run size` builds dist/ first.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const packageDir = fileURLToPath(new URL("..", import.meta.url));
if (!existsSync(new URL("../dist/index.js", import.meta.url))) {
  console.error("dist/ is missing: run `npm run build -w @varco/ui` first.");
  process.exit(1);
}

/** Each scenario is the source of a consumer entry. `keep` stops the bundler dropping imports. */
const scenarios = [
  { name: "Button only", source: `import { Button } from "@varco/ui"; keep(Button);` },
  { name: "Button (@varco/ui/Button)", source: `import { Button } from "@varco/ui/Button"; keep(Button);` },
  { name: "TextField only", source: `import { TextField } from "@varco/ui"; keep(TextField);` },
  { name: "everything (import * as ui)", source: `import * as ui from "@varco/ui"; keep(ui);` },
  {
    name: "RichTextEditor (@varco/ui/rich-text)",
    source: `import { RichTextEditor } from "@varco/ui/rich-text"; keep(RichTextEditor);`,
  },
];

const external = ["react", "react-dom", "react/jsx-runtime", "react-dom/client"];

/** Minified JS of one scenario, or null when the package does not export what it imports. */
async function bundleJs(source) {
  try {
    const result = await build({
      stdin: { contents: `${source}\nfunction keep(x) { globalThis.__keep = x; }`, resolveDir: packageDir },
      bundle: true,
      minify: true,
      format: "esm",
      platform: "browser",
      target: "es2022",
      external,
      write: false,
      logLevel: "silent",
      define: { "process.env.NODE_ENV": '"production"' },
    });
    return result.outputFiles[0].contents;
  } catch (error) {
    if (error.errors?.some((e) => /No matching export/.test(e.text))) return null;
    throw error;
  }
}

/** The one style sheet every consumer imports, minified; font files are kept as separate assets. */
async function bundleCss() {
  const result = await build({
    stdin: { contents: `@import "@varco/ui/style.css";`, resolveDir: packageDir, loader: "css" },
    bundle: true,
    minify: true,
    write: false,
    outdir: "size-report",
    loader: { ".woff": "file", ".woff2": "file" },
    logLevel: "silent",
  });
  const css = result.outputFiles.find((file) => file.path.endsWith(".css"));
  const fonts = result.outputFiles.filter((file) => /\.woff2$/.test(file.path));
  return { css: css.contents, fontWoff2Bytes: fonts.map((file) => file.contents.byteLength) };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const gzip = (bytes) => gzipSync(bytes, { level: 9 }).byteLength;

const { css, fontWoff2Bytes } = await bundleCss();
const rows = [];
for (const { name, source } of scenarios) {
  const js = await bundleJs(source);
  rows.push([
    name,
    js ? kb(js.byteLength) : "n/a",
    js ? kb(gzip(js)) : "n/a",
    kb(css.byteLength),
    kb(gzip(css)),
  ]);
}

const header = ["scenario", "JS raw", "JS gzip", "CSS raw", "CSS gzip"];
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => row[column].length)),
);
const line = (cells) =>
  cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");
console.info(line(header));
console.info(widths.map((width) => "-".repeat(width)).join("  "));
for (const row of rows) console.info(line(row));
console.info(
  [
    "",
    "JS: minified ESM, react and react-dom external; n/a = the package does not export it (yet).",
    "CSS: one style sheet (@varco/ui/style.css) for every consumer: vanilla-extract emits static CSS",
    "per source file, not per imported component, so it is the same in every row (the rich text",
    "editor's rules included).",
    `Fonts: ${fontWoff2Bytes.length} woff2 subsets of Varela Round (${fontWoff2Bytes.map(kb).join(", ")}); a browser`,
    "downloads only the subsets whose unicode-range the page uses (Latin: the largest one).",
  ].join("\n"),
);
