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
    const { messages, pkg } = await publint({ pkgDir: packageDir, level: "warning", strict: true, pack: "npm" });
    const problems = messages.map((message) => formatMessage(message, pkg, { color: false }));
    expect(problems).toEqual([]);
  });

  it("has types that resolve for ESM consumers (attw, esm-only profile)", async () => {
    const attw = join(dirname(createRequire(import.meta.url).resolve("@arethetypeswrong/cli/package.json")), "dist/index.js");
    const result = await run(process.execPath, [attw, "--pack", ".", "--profile", "esm-only", "--format", "ascii"], {
      cwd: packageDir,
    }).catch((error: { stdout?: string; stderr?: string }) => ({
      stdout: `${error.stdout ?? ""}${error.stderr ?? ""}`,
      failed: true,
    }));
    expect("failed" in result ? result.stdout : "").toBe("");
    expect(result.stdout).toMatch(/No problems found/);
  });
});
