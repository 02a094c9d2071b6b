import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { publint } from "publint";
import { formatMessage } from "publint/utils";
import { afterAll, describe, expect, it } from "vitest";

const packageDir = fileURLToPath(new URL("..", import.meta.url));
const repoRoot = join(packageDir, "../..");
const run = promisify(execFile);
const require = createRequire(import.meta.url);
const npmCli = process.env.npm_execpath?.endsWith("npm-cli.js") ? process.env.npm_execpath : undefined;

/** `npm <args>` in the package folder, with this Node when npm gave us its own script. */
async function npm(args: string[], cwd = packageDir): Promise<string> {
  const { stdout } = npmCli
    ? await run(process.execPath, [npmCli, ...args], { cwd, maxBuffer: 32 * 1024 * 1024 })
    : await run("npm", args, { cwd, maxBuffer: 32 * 1024 * 1024 });
  return stdout;
}

type Manifest = {
  private?: boolean;
  exports: Record<string, string | Record<string, string>>;
  publishConfig?: Record<string, unknown>;
  repository?: { url?: string; directory?: string };
};
const manifest: Manifest = JSON.parse(await readFile(join(packageDir, "package.json"), "utf8"));

/** Every file an export points at, under any condition. */
const exportTargets = Object.values(manifest.exports).flatMap((target) =>
  typeof target === "string" ? [target] : Object.values(target),
);

const scratch: string[] = [];
afterAll(async () => {
  for (const dir of scratch) await rm(dir, { recursive: true, force: true });
});

describe("the published @varco/domain", () => {
  it("is publishable with a plain `npm publish`, publicly, and says where its sources are", () => {
    expect(manifest.private).toBeUndefined();
    expect(manifest.publishConfig).toEqual({ access: "public" });
    expect(manifest.repository?.directory).toBe("packages/domain");
    expect(manifest.repository?.url).toMatch(/^git\+https:\/\//);
  });

  it("packs every file its exports point at, its README and LICENSE, and no tests", async () => {
    const [pack] = JSON.parse(await npm(["pack", "--dry-run", "--json"])) as [{ files: { path: string }[] }];
    const files = pack.files.map((file) => file.path);
    for (const file of ["package.json", "README.md", "LICENSE"]) expect(files).toContain(file);
    for (const target of exportTargets) expect(files, target).toContain(target.replace(/^\.\//, ""));
    for (const file of ["dist/index.js", "dist/index.d.ts", "dist/swr.js", "dist/swr.d.ts"]) {
      expect(files).toContain(file);
    }
    expect(files.filter((file) => /\.test\.tsx?$|^src\/test\//.test(file))).toEqual([]);
    expect(files.filter((file) => !/^(dist|src)\/|^(package\.json|README\.md|LICENSE)$/.test(file))).toEqual(
      [],
    );
  });

  it("passes publint with no errors or warnings", async () => {
    const { messages, pkg } = await publint({
      pkgDir: packageDir,
      level: "warning",
      strict: true,
      pack: "npm",
    });
    expect(messages.map((message) => formatMessage(message, pkg, { color: false }))).toEqual([]);
  });

  it("has types that resolve for ESM consumers (attw --pack, esm-only profile)", async () => {
    const attw = join(dirname(require.resolve("@arethetypeswrong/cli/package.json")), "dist/index.js");
    const { code, output } = await run(
      process.execPath,
      [attw, "--pack", ".", "--profile", "esm-only", "--no-color"],
      { cwd: packageDir },
    ).then(
      ({ stdout }) => ({ code: 0, output: stdout }),
      (error: { code?: number; stdout?: string; stderr?: string }) => ({
        code: error.code ?? 1,
        output: `${error.stdout ?? ""}${error.stderr ?? ""}`,
      }),
    );
    expect(code, output).toBe(0);
    expect(output).toMatch(/"@varco\/domain\/swr"/);
  });

  it("runs from the unpacked tarball in plain Node, with no build tool and no condition set", async () => {
    // Inside the repository's node_modules, so the tarball's own dependencies (zod, slugify) resolve
    // as they would in a consumer's install; the scratch copy shadows the workspace link.
    const consumer = await mkdtemp(join(repoRoot, "node_modules/.varco-domain-consumer-"));
    scratch.push(consumer);
    const installed = join(consumer, "node_modules/@varco/domain");
    await mkdir(installed, { recursive: true });
    const [{ filename }] = JSON.parse(await npm(["pack", "--json", "--pack-destination", consumer])) as [
      { filename: string },
    ];
    await run("tar", ["-xzf", join(consumer, filename), "-C", installed, "--strip-components=1"]);
    await writeFile(
      join(consumer, "main.mjs"),
      `import { slugOf, toMinorUnits } from "@varco/domain";
const url = import.meta.resolve("@varco/domain");
console.log(JSON.stringify({ url, slug: slugOf("Jazz à la plage", "event"), cents: toMinorUnits("12.50", "EUR") }));`,
    );
    const { stdout } = await run(process.execPath, ["main.mjs"], { cwd: consumer });
    const seen = JSON.parse(stdout) as { url: string; slug: string; cents: number };
    expect(seen.url).toMatch(/\/node_modules\/@varco\/domain\/dist\/index\.js$/);
    expect(seen).toMatchObject({ slug: "jazz-a-la-plage", cents: 1250 });
  });
});
