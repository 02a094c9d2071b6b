import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import {
  type AddressStatus,
  escapeHtml,
  type PageRender,
  type PageRenderResult,
  type RuntimeConfig,
} from "@varco/domain";
import type { Logger } from "../logger";
import { renderIndexHtml } from "./appFiles";

/**
 * The pages the server draws (public and sign-in pages): the app builds their server side into
 * `dist/server/entry-server.js` (`vite build --ssr`), a built file behind one function, `render`,
 * which this module imports at run time as `appFiles.ts` reads index.html. No app source is ever
 * imported here: the domain types the function on both sides (`PageRender`; ARCHITECTURE.md,
 * "Pages drawn on the server").
 */

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  assets?: string[];
  isEntry?: boolean;
}

export interface PageRenderer {
  render: PageRender;
  /** The status of an address left to the app's index.html (404: the app has no screen there). */
  addressStatus: AddressStatus;
  /** A drawn page as the browser gets it: page.html with the page's head, markup, language and preloads. */
  document(result: PageRenderResult): string;
}

/**
 * Loads the app's server entry, page.html and the client build's manifest from `distDir`.
 * Undefined, with a warning, when the build has no server entry: the pages are then the app's
 * (index.html), as before server rendering.
 */
export async function loadPageRenderer(
  distDir: string,
  runtimeConfig: RuntimeConfig,
  logger: Logger,
): Promise<PageRenderer | undefined> {
  let render: PageRender;
  let addressStatus: AddressStatus;
  let template: string;
  let manifest: Record<string, ManifestChunk>;
  try {
    const entry = (await import(pathToFileURL(join(distDir, "server", "entry-server.js")).href)) as {
      render?: PageRender;
      addressStatus?: AddressStatus;
    };
    if (typeof entry.render !== "function") throw new Error("entry-server.js exports no render function");
    render = entry.render;
    addressStatus = typeof entry.addressStatus === "function" ? entry.addressStatus : () => 200;
    template = renderIndexHtml(readFileSync(join(distDir, "page.html"), "utf8"), runtimeConfig).html;
    manifest = JSON.parse(readFileSync(join(distDir, ".vite", "pages-manifest.json"), "utf8"));
  } catch (error) {
    logger.warn(
      { distDir, err: error },
      "the app's build has no server side (dist/server/entry-server.js, page.html): pages are drawn in the browser only",
    );
    return undefined;
  }
  const preloads = preloadLinks(manifest);
  // The template's own title goes: each page writes its own.
  const frame = template.replace(/<title\b[^>]*>[\s\S]*?<\/title\s*>\s*/i, "");
  return {
    render,
    addressStatus,
    document(result) {
      return frame
        .replace(/<html\b[^>]*>/i, () => `<html lang="${escapeHtml(result.lang)}">`)
        .replace("<!--page-head-->", () => `${preloads(result.modules)}${result.head}`)
        .replace("<!--page-html-->", () => result.html);
    },
  };
}

const fontToPreload = /varela-round-latin-400-normal[^/]*\.woff2$/;

/**
 * `<link>`s for what a page needs beyond page.html's own entry: its chunk and the chunks it
 * imports (modulepreload), its stylesheets (before the first paint: no unstyled flash), and the
 * text font, so the browser asks for all of them in the first round trip.
 */
function preloadLinks(manifest: Record<string, ManifestChunk>): (modules: string[]) => string {
  const entryKey = Object.keys(manifest).find((key) => key.endsWith("page.html"));
  const inEntry = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key]?.imports ?? []) collect(imported, into);
  };
  if (entryKey) collect(entryKey, inEntry);
  const font = Object.values(manifest)
    .flatMap((chunk) => [chunk.file, ...(chunk.assets ?? [])])
    .find((file) => fontToPreload.test(file));
  const fontLink = font
    ? `<link rel="preload" href="/${font}" as="font" type="font/woff2" crossorigin>\n`
    : "";
  return (modules) => {
    const keys = new Set<string>();
    for (const module of modules) collect(module, keys);
    const links: string[] = [];
    for (const key of keys) {
      if (inEntry.has(key)) continue;
      const chunk = manifest[key];
      if (!chunk) continue;
      for (const css of chunk.css ?? []) links.push(`<link rel="stylesheet" href="/${css}">\n`);
      links.push(`<link rel="modulepreload" href="/${chunk.file}">\n`);
    }
    return `${fontLink}${links.join("")}`;
  };
}
