import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { serverRoot } from "../serverRoot";
import type { OpenApiDocument } from "./openapi";

/**
 * Development tools run on the OpenAPI document (`npm run openapi:lint -w @varco/server`, and the
 * test that a client generator can use it). Not part of the running server: the tools are
 * devDependencies, found by their package and run as their command lines, offline.
 */

export interface ToolRun {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/** The command-line script of a package's `bin`, resolved from `from` (a folder). */
export function binOf(pkg: string, bin: string, from = serverRoot): string {
  const manifestPath = createRequire(join(from, "package.json")).resolve(`${pkg}/package.json`);
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as { bin?: Record<string, string> };
  const script = manifest.bin?.[bin];
  if (!script) throw new Error(`${pkg} has no ${bin} command`);
  return join(dirname(manifestPath), script);
}

/** Runs a Node command-line script; never throws on its exit code. */
export function runNodeScript(script: string, args: readonly string[], cwd: string): Promise<ToolRun> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [script, ...args],
      {
        cwd,
        maxBuffer: 64 * 1024 * 1024,
        // No telemetry nor update check: the lint runs offline, in CI as on a laptop.
        env: {
          ...process.env,
          REDOCLY_TELEMETRY: "off",
          REDOCLY_SUPPRESS_UPDATE_NOTICE: "true",
          NO_COLOR: "1",
        },
      },
      (error, stdout, stderr) => {
        if (error && typeof error.code !== "number") reject(error);
        else resolve({ exitCode: typeof error?.code === "number" ? error.code : 0, stdout, stderr });
      },
    );
  });
}

/** A temporary folder holding the document as `openapi.json`, removed after `use`. */
export async function withDocumentFile<T>(
  document: OpenApiDocument,
  use: (file: string, folder: string) => Promise<T>,
): Promise<T> {
  const folder = await mkdtemp(join(tmpdir(), "varco-openapi-"));
  try {
    const file = join(folder, "openapi.json");
    await writeFile(file, `${JSON.stringify(document, null, 2)}\n`);
    return await use(file, folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** `redocly lint` with the server's redocly.yaml (Redocly's recommended rules). */
export function lintOpenApi(document: OpenApiDocument, format: "stylish" | "json"): Promise<ToolRun> {
  return withDocumentFile(document, (file, folder) =>
    runNodeScript(
      binOf("@redocly/cli", "redocly"),
      [
        "lint",
        file,
        "--config",
        join(serverRoot, "redocly.yaml"),
        `--format=${format}`,
        "--max-problems=1000",
      ],
      folder,
    ),
  );
}
