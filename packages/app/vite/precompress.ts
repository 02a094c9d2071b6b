import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser downloads; images and fonts are compressed already. */
const compressible = /\.(?:js|mjs|css|svg|json|webmanifest|txt|xml)$/i;
/** Below this, a compressed copy saves less than its headers cost. */
const smallest = 1024;

/**
 * Writes a brotli (`.br`, strongest setting) and a gzip (`.gz`) copy beside every compressible
 * file of the client build, once, so the server sends compressed bytes without compressing on each
 * request: it picks the copy by the request's Accept-Encoding (packages/server/src/http/appFiles.ts).
 * Source maps stay uncompressed (they are never served).
 */
export function precompress(): Plugin {
  return {
    name: "varco:precompress",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      const files = Object.keys(bundle).filter((file) => compressible.test(file));
      await Promise.all(
        files.map(async (file) => {
          const path = join(dir, file);
          const bytes = await readFile(path);
          if (bytes.length < smallest) return;
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}
