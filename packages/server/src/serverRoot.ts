import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The server package's folder (`packages/server`), found by walking up from this module to the
 * package.json named @varco/server: the same answer from the sources (`src/…`, run by tsx) and
 * from the build (`dist/…`, where every module is one file), so the files the server reads beside
 * its code (migrations, the app's build) are found from either.
 */
function findServerRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, "package.json");
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, "utf8")) as { name?: string }).name === "@varco/server"
    )
      return dir;
    const parent = dirname(dir);
    if (parent === dir)
      throw new Error("the @varco/server package.json was not found above the server's code");
    dir = parent;
  }
}

export const serverRoot = findServerRoot();
