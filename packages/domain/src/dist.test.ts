import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "tsdown";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import packageConfig from "../tsdown.config";

// The package's own tsdown configuration, built afresh into a scratch folder (JavaScript only: the
// declarations cannot change what the JavaScript imports).
const packageDir = fileURLToPath(new URL("..", import.meta.url));
let outDir: string;
beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), "varco-domain-dist-"));
  await build({
    ...packageConfig,
    cwd: packageDir,
    dts: false,
    sourcemap: false,
    outDir,
    logLevel: "silent",
    config: false,
  });
}, 120_000);
afterAll(() => rm(outDir, { recursive: true, force: true }));

/** Every bare module reached from `entry`, following the built files' relative imports. */
async function bareImportsReachedFrom(entry: string): Promise<Set<string>> {
  const bare = new Set<string>();
  const seen = new Set<string>();
  const queue = [resolve(outDir, entry)];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = await readFile(file, "utf8");
    const specifiers = [
      ...code.matchAll(/\b(?:import|export)\s*(?:[^"'`;]*?\sfrom\s*)?["']([^"']+)["']/g),
      ...code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g),
    ].map((match) => match[1]!);
    for (const specifier of specifiers) {
      if (specifier.startsWith(".")) queue.push(resolve(dirname(file), specifier));
      else bare.add(specifier);
    }
  }
  return bare;
}

describe("the built package", () => {
  it("reaches no React and no SWR from @varco/domain", async () => {
    const imports = await bareImportsReachedFrom("index.js");
    expect([...imports].filter((name) => /^(react|react-dom|swr)(\/|$)/.test(name))).toEqual([]);
    // The slug rule transliterates with a library, and ticket codes verify with noble's Ed25519
    // where WebCrypto has none (imported only then); neither reaches React.
    expect([...imports].sort()).toEqual(["@noble/ed25519", "@sindresorhus/slugify", "zod"]);
  });

  it("keeps React and SWR external in @varco/domain/swr, and brings no zod to the hooks", async () => {
    // The client reads only the zod-free vocabulary (model/*Types.ts): hooks need no schemas.
    const imports = await bareImportsReachedFrom("swr.js");
    expect([...imports].sort()).toEqual(["react", "react/jsx-runtime", "swr"]);
  });
});
