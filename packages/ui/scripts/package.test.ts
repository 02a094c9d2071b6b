import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { publint } from "publint";
import { formatMessage } from "publint/utils";
import { describe, expect, it } from "vitest";

const packageDir = fileURLToPath(new URL("..", import.meta.url));
const dist = new URL("../dist/", import.meta.url);
const run = promisify(execFile);
const require = createRequire(import.meta.url);

describe("the published package", () => {
  it("has the files its exports map promises, and one style sheet", async () => {
    const manifest = JSON.parse(await readFile(new URL("../package.json", import.meta.url), "utf8"));
    expect(Object.keys(manifest.exports)).toEqual([".", "./rich-text", "./style.css", "./package.json"]);
    for (const file of ["index.js", "index.d.ts", "rich-text.js", "rich-text.d.ts", "index.css"]) {
      await expect(readFile(new URL(file, dist)), file).resolves.toBeTruthy();
    }
    await expect(readFile(new URL("rich-text.css", dist))).rejects.toThrow(/ENOENT/);
  });

  it("keeps Tiptap out of the main entry point", async () => {
    const main = await readFile(new URL("index.js", dist), "utf8");
    const richText = await readFile(new URL("rich-text.js", dist), "utf8");
    expect(main).not.toMatch(/@tiptap\//);
    expect(richText).toMatch(/from "@tiptap\/react"/);
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
