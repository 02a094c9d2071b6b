import { execFile } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { publint } from "publint";
import { formatMessage } from "publint/utils";
import { describe, expect, it } from "vitest";
import { entryPoints } from "./entries";

const packageDir = fileURLToPath(new URL("..", import.meta.url));
const dist = new URL("../dist/", import.meta.url);
const run = promisify(execFile);
const require = createRequire(import.meta.url);
// Under `npm test`, npm_execpath is npm's own script: run it with this Node.
const npm = process.env.npm_execpath?.endsWith("npm-cli.js")
  ? { command: process.execPath, prefix: [process.env.npm_execpath] }
  : { command: "npm", prefix: [] as string[] };

/** What a built entry loads: the files (through static relative imports) and the bare modules. */
async function reachedFrom(entry: string): Promise<{ files: Set<string>; bare: Set<string> }> {
  const bare = new Set<string>();
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = await readFile(new URL(file, dist), "utf8");
    for (const [, specifier] of code.matchAll(/^(?:import|export)\b[^"';]*?["']([^"']+)["']/gm)) {
      if (specifier!.startsWith("./")) queue.push(specifier!.slice(2));
      else bare.add(specifier!);
    }
  }
  return { files: seen, bare };
}

async function bareImportsReachedFrom(entry: string): Promise<Set<string>> {
  return (await reachedFrom(entry)).bare;
}

describe("the published package", () => {
  it("has an entry point per component, each with its files, and one style sheet", async () => {
    const manifest = JSON.parse(await readFile(new URL("../package.json", import.meta.url), "utf8"));
    const components = (await readdir(new URL("../src/components/", import.meta.url))).filter(
      (name) => name !== "Field",
    );
    const names = Object.keys(entryPoints());
    expect(names).toEqual(expect.arrayContaining([...components, "index", "rich-text", "theme", "i18n"]));
    expect(Object.keys(manifest.exports)).toEqual([
      ...names.map((name) => (name === "index" ? "." : `./${name}`)),
      "./style.css",
      "./package.json",
    ]);
    for (const name of names) {
      expect(manifest.exports[name === "index" ? "." : `./${name}`]).toEqual({
        types: `./dist/${name}.d.ts`,
        import: `./dist/${name}.js`,
      });
      for (const file of [`${name}.js`, `${name}.d.ts`]) {
        await expect(readFile(new URL(file, dist)), file).resolves.toBeTruthy();
      }
    }
    expect((await readdir(dist)).filter((file) => file.endsWith(".css"))).toEqual(["index.css"]);
  });

  it("is publishable with a plain `npm publish`, publicly, and says where its sources are", async () => {
    const manifest = JSON.parse(await readFile(new URL("../package.json", import.meta.url), "utf8"));
    expect(manifest.private).toBeUndefined();
    expect(manifest.publishConfig).toEqual({ access: "public" });
    expect(manifest.repository?.directory).toBe("packages/ui");
  });

  it("packs dist/, its README and LICENSE, and nothing else", async () => {
    const { stdout } = await run(npm.command, [...npm.prefix, "pack", "--dry-run", "--json"], {
      cwd: packageDir,
      maxBuffer: 32 * 1024 * 1024,
    });
    const files: string[] = JSON.parse(stdout)[0].files.map((file: { path: string }) => file.path);
    for (const file of ["package.json", "README.md", "LICENSE", "dist/index.css", "dist/Button.js"]) {
      expect(files).toContain(file);
    }
    expect(files.filter((file) => !/^dist\/|^(package\.json|README\.md|LICENSE)$/.test(file))).toEqual([]);
  });

  it("keeps Tiptap out of the main entry point", async () => {
    expect(
      [...(await bareImportsReachedFrom("index.js"))].filter((name) => name.startsWith("@tiptap/")),
    ).toEqual([]);
    expect(await bareImportsReachedFrom("rich-text.js")).toContain("@tiptap/react");
  });

  it("loads from @varco/ui/Button only the Button and what it uses (its spinner, its strings)", async () => {
    const { files, bare } = await reachedFrom("Button.js");
    // Chunk names without their content hash: Button-3xY.js → Button.
    const chunks = [...files].map((file) => file.replace(/(-[\w-]{8})?\.js$/, "")).sort();
    expect(chunks).toEqual(["Button", "Button", "Button.css", "Spinner", "classNames", "strings"]);
    expect([...bare].sort()).toEqual([
      "@vanilla-extract/recipes/createRuntimeFn",
      "react-aria-components",
      "react/jsx-runtime",
    ]);
  });

  it("ships the editor's styles and the self-hosted font in the style sheet", async () => {
    const css = await readFile(new URL("index.css", dist), "utf8");
    expect(css).toMatch(/src\/components\/RichTextEditor\/RichTextEditor\.css\.ts/);
    const fontFiles = [...css.matchAll(/url\("\.\/(varela-round-latin-400-normal-[\w-]+\.woff2?)"\)/g)];
    expect(fontFiles.length).toBeGreaterThanOrEqual(2);
    for (const [, file] of fontFiles) await expect(readFile(new URL(file!, dist))).resolves.toBeTruthy();
    // The merge keeps every source file's rules once.
    const headers = [...css.matchAll(/^\/\* (.+) \*\/$/gm)].map(([, source]) => source);
    expect(new Set(headers).size).toBe(headers.length);
  });

  it("passes publint with no errors or warnings", async () => {
    const { messages, pkg } = await publint({
      pkgDir: packageDir,
      level: "warning",
      strict: true,
      pack: "npm",
    });
    const problems = messages.map((message) => formatMessage(message, pkg, { color: false }));
    expect(problems).toEqual([]);
  });

  it("has types that resolve for ESM consumers (attw, esm-only profile)", async () => {
    const attw = join(dirname(require.resolve("@arethetypeswrong/cli/package.json")), "dist/index.js");
    // The style sheet has no types to check: TypeScript leaves side-effect imports alone.
    const args = [
      "--pack",
      ".",
      "--profile",
      "esm-only",
      "--exclude-entrypoints",
      "./style.css",
      "--no-color",
    ];
    const { code, output } = await run(process.execPath, [attw, ...args], { cwd: packageDir }).then(
      ({ stdout }) => ({ code: 0, output: stdout }),
      (error: { code?: number; stdout?: string; stderr?: string }) => ({
        code: error.code ?? 1,
        output: `${error.stdout ?? ""}${error.stderr ?? ""}`,
      }),
    );
    // attw exits non-zero when the profile's resolutions (node16 from ESM, bundler) have problems.
    expect(code, output).toBe(0);
    expect(output).toMatch(/"@varco\/ui\/rich-text"/);
  });
});
