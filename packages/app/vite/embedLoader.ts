import { readFile } from "node:fs/promises";
import { minify, type Plugin } from "vite";

/**
 * The script other sites include to embed the ticket widget (`/widget.js`, src/embed/widget.js):
 * written to be read, served minified (it must stay under 1 KiB gzipped: scripts/size.mjs). Built
 * with the app's client build, at the root beside index.html.
 */
export function embedLoader(source: string): Plugin {
  let skip = false;
  return {
    name: "varco:embed-loader",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    configResolved(config) {
      skip = config.mode === "pages";
    },
    async generateBundle() {
      if (skip) return;
      const { code, errors } = await minify("widget.js", await readFile(source, "utf8"), {
        compress: true,
        mangle: true,
      });
      if (errors.length > 0) this.error(`src/embed/widget.js: ${errors.map((e) => e.message).join("; ")}`);
      this.emitFile({ type: "asset", fileName: "widget.js", source: code });
    },
  };
}
