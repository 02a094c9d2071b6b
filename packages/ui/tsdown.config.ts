import { fileURLToPath } from "node:url";
import { vanillaExtractPlugin } from "@vanilla-extract/rollup-plugin";
import { defineConfig } from "tsdown";
import { entryPoints } from "./scripts/entries";
import { oneStyleSheet } from "./scripts/styleSheet";

/** The one style sheet the package ships (`@varco/ui/style.css`): every component's rules. */
const sheet = "index.css";

/**
 * ESM and declarations, one entry point per component (scripts/entries.ts); code two entries
 * share goes to chunks, so `@varco/ui/Button` and `@varco/ui` use the same modules. Every runtime
 * dependency and peer stays an import (tsdown leaves the packages package.json names out), except
 * the self-hosted font, bundled into the one style sheet (scripts/styleSheet.ts).
 */
export default defineConfig({
  entry: entryPoints(),
  format: ["esm"],
  dts: true,
  sourcemap: true,
  clean: true,
  target: "es2022",
  platform: "browser",
  deps: { alwaysBundle: [/^@fontsource\//] },
  plugins: [
    // Short class names, and every .css.ts file's static CSS in one sheet, not imported from the JS.
    vanillaExtractPlugin({ identifiers: "short", extract: { name: sheet } }),
    oneStyleSheet({ sheet, packageDir: fileURLToPath(new URL(".", import.meta.url)) }),
  ],
  outputOptions: {
    // The style sheet keeps its published name; font files and chunks get a content hash.
    assetFileNames: (asset) => (asset.names.includes(sheet) ? "[name][extname]" : "[name]-[hash][extname]"),
  },
  checks: { pluginTimings: false },
});
