import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { mkdir, readdir, rename, rm, stat, utimes, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { migrationsFolder, pgliteConnection } from "../db/connect";

/**
 * server:pglite, once per run: a migrated PGlite data dir as a tarball (migrating a fresh PGlite
 * per file costs seconds each; loading a dump costs little), which each test file loads into its
 * own in-memory PGlite. The tarball is cached under node_modules/.cache,
 * keyed by the migrations and the PGlite version, so only a schema change pays the initdb again.
 */
export default async function setup(project: TestProject): Promise<void> {
  project.provide("testDatabase", { kind: "pglite", snapshotPath: await migratedSnapshot() });
}

async function migratedSnapshot(): Promise<string> {
  const cacheDir = fileURLToPath(new URL("../../node_modules/.cache/varco-server-tests", import.meta.url));
  const path = join(cacheDir, `pglite-${snapshotKey()}.tar`);
  if (existsSync(path)) {
    // Marks it as in use, so pruning by another schema's run leaves it alone.
    await utimes(path, new Date(), new Date());
    return path;
  }

  const connection = await pgliteConnection(await PGlite.create());
  try {
    await connection.migrate();
    const client = (connection.db as unknown as { $client: PGlite }).$client;
    const tarball = await client.dumpDataDir("none");
    await mkdir(cacheDir, { recursive: true });
    // Another run (another engineer's) may be writing the same snapshot: each writes its own
    // temporary file and renames it into place, which is atomic, so readers never see half a file.
    const temporary = `${path}.${process.pid}.tmp`;
    await writeFile(temporary, new Uint8Array(await tarball.arrayBuffer()));
    await rename(temporary, path);
    await pruneOldSnapshots(cacheDir, path);
  } finally {
    await connection.close();
  }
  return path;
}

/**
 * Every schema change leaves a 40 MB tarball behind: drop the others, but only those unused for an
 * hour, so a run still reading one (another checkout, another engineer) keeps it.
 */
async function pruneOldSnapshots(cacheDir: string, keep: string): Promise<void> {
  const anHourAgo = Date.now() - 60 * 60 * 1000;
  for (const name of await readdir(cacheDir)) {
    const path = join(cacheDir, name);
    if (path === keep || !/^pglite-.*\.tar$/.test(name)) continue;
    const { mtimeMs } = await stat(path);
    if (mtimeMs < anHourAgo) await rm(path, { force: true });
  }
}

function snapshotKey(): string {
  const hash = createHash("sha256");
  const pgliteEntry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const pglitePackage = join(dirname(pgliteEntry), "..", "package.json");
  hash.update(JSON.parse(readFileSync(pglitePackage, "utf8")).version as string);
  for (const file of readdirSync(migrationsFolder, { recursive: true, encoding: "utf8" }).sort()) {
    const full = join(migrationsFolder, file);
    if (file.endsWith(".sql") || file.endsWith(".json")) hash.update(file).update(readFileSync(full));
  }
  return hash.digest("hex").slice(0, 16);
}
