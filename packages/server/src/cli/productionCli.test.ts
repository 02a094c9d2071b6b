import { execFile } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * `npm run varco` where production installs Varco (`npm ci --omit=dev`, the container image): no
 * tsx, only the server's build. A copy of the repository's manifest, scripts and the server built
 * into it, whose node_modules lists every installed package but the dev-only TypeScript runner.
 */
const run = promisify(execFile);
const root = fileURLToPath(new URL("../../../../", import.meta.url));
const server = join(root, "packages/server");
let copy: string;

beforeAll(async () => {
  copy = mkdtempSync(join(tmpdir(), "varco-prod-cli-"));
  cpSync(join(root, "package.json"), join(copy, "package.json"));
  cpSync(join(root, "scripts"), join(copy, "scripts"), { recursive: true });
  for (const part of ["package.json", "drizzle"])
    cpSync(join(server, part), join(copy, "packages/server", part), { recursive: true });
  mkdirSync(join(copy, "node_modules"));
  for (const name of readdirSync(join(root, "node_modules")))
    if (name !== "tsx" && name !== ".bin")
      symlinkSync(join(root, "node_modules", name), join(copy, "node_modules", name));
  await run(
    process.execPath,
    [
      join(root, "node_modules/rolldown/bin/cli.mjs"),
      "-c",
      "rolldown.config.mjs",
      "-d",
      join(copy, "packages/server/dist"),
    ],
    { cwd: server },
  );
}, 120_000);

afterAll(() => rmSync(copy, { recursive: true, force: true }));

const varco = (args: string[], env: Record<string, string> = {}) =>
  run("npm", ["run", "--silent", "varco", "--", ...args], {
    cwd: copy,
    env: { ...process.env, ...env, NODE_ENV: "production" },
  });

describe("the admin CLI without tsx", () => {
  it("answers --help from the server's build", async () => {
    const { stdout } = await varco(["--help"]);
    expect(stdout).toContain("npm run varco -- <command>");
    expect(stdout).toContain("backup");
  }, 60_000);

  it("migrates a fresh embedded database and lists its accounts", async () => {
    const DATA_DIR = join(copy, "data");
    const { stdout } = await varco(["list-accounts"], { DATA_DIR });
    expect(stdout.split("\n")[0]).toBe(["id", "name", "owner", "created"].join("\t"));
  }, 60_000);
});
