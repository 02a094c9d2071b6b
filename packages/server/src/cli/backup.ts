import { spawn } from "node:child_process";
import { createReadStream, createWriteStream, existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve, sep } from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { extract, pack } from "tar-stream";
import type { ServerConfig } from "../config";
import { connectDatabase, lockDataDir } from "../db/connect";
import { uploadsDirOf } from "../modules/images/storage";

/**
 * A backup is one gzipped tar: `varco-backup.json` (what it holds), the database (`database.tar.gz`,
 * the embedded database's files as PGlite dumps them, or `database.pgdump`, pg_dump's custom
 * format) and every uploaded file under `uploads/`. Images are in one or the other: files under
 * `DATA_DIR/uploads` with the embedded database, rows of `image_files` in a PostgreSQL server's dump. One file to copy elsewhere, restorable into a
 * fresh data directory or an empty PostgreSQL database of the same kind. Images in a bucket
 * (`UPLOADS_URL`) are not in it: the manifest names the bucket, which the operator backs up.
 */
const manifestName = "varco-backup.json";
const pgliteEntry = "database.tar.gz";
const postgresEntry = "database.pgdump";
const uploadsPrefix = "uploads/";

interface Manifest {
  format: 1;
  database: "pglite" | "postgres";
  createdAt: string;
  uploads: number;
  /** How many image files the PostgreSQL dump holds (rows of `image_files`); absent for PGlite. */
  imagesInDatabase?: number;
  /**
   * The bucket that held the images (`UPLOADS_URL`, which carries no key) when there was one: its
   * objects are not in the backup, the operator backs the bucket up with the provider's tools.
   */
  imagesInBucket?: string;
}

export class BackupError extends Error {}

/** Every file under `dir`, as paths relative to it (none when it does not exist). */
async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/** The PostgreSQL client programs' folder: PG_BIN_DIR, else the newest /usr/lib/postgresql/<v>/bin, else PATH. */
async function postgresProgram(name: "pg_dump" | "pg_restore"): Promise<string> {
  const chosen = process.env.PG_BIN_DIR;
  if (chosen) return join(chosen, name);
  const installed = "/usr/lib/postgresql";
  if (existsSync(installed)) {
    const versions = (await readdir(installed)).filter((version) => /^\d+$/u.test(version));
    const newest = versions.sort((one, other) => Number(other) - Number(one))[0];
    if (newest && existsSync(join(installed, newest, "bin", name)))
      return join(installed, newest, "bin", name);
  }
  return name;
}

/** Runs a PostgreSQL program; rejects with what it printed when it fails. */
function run(program: string, args: string[]): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(program, args, { stdio: ["ignore", "ignore", "pipe"] });
    let said = "";
    child.stderr.on("data", (chunk: Buffer) => {
      said += chunk.toString();
    });
    child.on("error", (error) =>
      reject(new BackupError(`${program} could not be started (${error.message}); set PG_BIN_DIR`)),
    );
    child.on("exit", (code) =>
      code === 0 ? resolvePromise() : reject(new BackupError(`${program} failed: ${said.trim()}`)),
    );
  });
}

/** Writes the backup of the configured database and uploads to `file`; resolves with its manifest. */
export async function writeBackup(config: ServerConfig, file: string): Promise<Manifest> {
  const work = await mkdtemp(join(tmpdir(), "varco-backup-"));
  try {
    let databaseFile: string;
    let database: Manifest["database"];
    let imagesInDatabase: number | undefined;
    if (config.DATABASE_URL) {
      database = "postgres";
      imagesInDatabase = await postgresImageFiles(config.DATABASE_URL);
      databaseFile = join(work, postgresEntry);
      await run(await postgresProgram("pg_dump"), [
        "--format=custom",
        "--no-owner",
        "--no-privileges",
        `--file=${databaseFile}`,
        `--dbname=${config.DATABASE_URL}`,
      ]);
    } else {
      database = "pglite";
      databaseFile = join(work, pgliteEntry);
      // Opening it takes the data dir's lock: a running server refuses the backup, never corrupts it.
      const connection = await connectDatabase(config);
      try {
        const dump = await connection.dumpDataDir?.();
        if (!dump) throw new BackupError("the embedded database cannot be dumped");
        await writeFile(databaseFile, new Uint8Array(await dump.arrayBuffer()));
      } finally {
        await connection.close();
      }
    }
    const uploadsDir = uploadsDirOf(config);
    const uploads = await filesUnder(uploadsDir);
    const manifest: Manifest = {
      format: 1,
      database,
      createdAt: new Date().toISOString(),
      uploads: uploads.length,
      ...(imagesInDatabase === undefined ? {} : { imagesInDatabase }),
      ...(config.UPLOADS_URL ? { imagesInBucket: config.UPLOADS_URL } : {}),
    };

    const archive = pack();
    const written = pipeline(archive, createGzip(), createWriteStream(file));
    const add = async (name: string, path: string) => {
      const { size, mtime } = await stat(path);
      const entry = archive.entry({ name, size, mtime });
      await pipeline(createReadStream(path), entry);
    };
    archive.entry({ name: manifestName }, JSON.stringify(manifest, null, 2));
    await add(database === "pglite" ? pgliteEntry : postgresEntry, databaseFile);
    for (const upload of uploads)
      await add(`${uploadsPrefix}${upload.split(sep).join("/")}`, join(uploadsDir, upload));
    archive.finalize();
    await written;
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The one number a query on a PostgreSQL database answers (as `n`). */
async function postgresNumber(url: string, query: string): Promise<number> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ n: number }>(query)).rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

/** Whether a PostgreSQL database holds any table of its own (a restore goes into an empty one). */
async function postgresHasTables(url: string): Promise<boolean> {
  const tables = await postgresNumber(
    url,
    "select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
  );
  return tables > 0;
}

/** How many image files a PostgreSQL database holds (none before its migrations made the table). */
function postgresImageFiles(url: string): Promise<number> {
  return postgresNumber(
    url,
    "select case when to_regclass('image_files') is null then 0 else (select count(*)::int from image_files) end as n",
  );
}

/** Refuses a target of the other kind, or one that already holds data. */
async function checkTarget(config: ServerConfig, manifest: Manifest): Promise<void> {
  if (manifest.database === "postgres") {
    if (!config.DATABASE_URL)
      throw new BackupError(
        "This backup holds a PostgreSQL database: set DATABASE_URL to an empty database.",
      );
    if (await postgresHasTables(config.DATABASE_URL))
      throw new BackupError("The database at DATABASE_URL is not empty: restore into an empty database.");
    return;
  }
  if (config.DATABASE_URL)
    throw new BackupError("This backup holds an embedded database: unset DATABASE_URL to restore it.");
  const dataDir = join(config.DATA_DIR, "pglite");
  if ((await filesUnder(dataDir)).length > 0)
    throw new BackupError(`${dataDir} already holds a database: restore into a fresh data directory.`);
}

/**
 * Restores `file` into the configured database and uploads folder, which must be empty (a fresh
 * data directory, an empty PostgreSQL database): a restore never mixes two installations' data.
 */
export async function restoreBackup(config: ServerConfig, file: string): Promise<Manifest> {
  if (!existsSync(file)) throw new BackupError(`There is no file ${file}.`);
  const uploadsDir = uploadsDirOf(config);
  if ((await filesUnder(uploadsDir)).length > 0)
    throw new BackupError(`${uploadsDir} already holds files: restore into a fresh data directory.`);
  const work = await mkdtemp(join(tmpdir(), "varco-restore-"));
  try {
    let manifest: Manifest | undefined;
    const reader = extract();
    const read = pipeline(createReadStream(file), createGunzip(), reader);
    // Awaited below; marked handled now, so a file that is no gzip fails the loop, not the process.
    read.catch(() => undefined);
    try {
      for await (const entry of reader) {
        const { name } = entry.header;
        if (name === manifestName) {
          const chunks: Buffer[] = [];
          for await (const chunk of entry) chunks.push(chunk as Buffer);
          manifest = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Manifest;
          if (manifest.format !== 1) throw new BackupError("This is not a Varco backup.");
          // Before anything is written: the target must be of the backup's kind, and empty.
          await checkTarget(config, manifest);
          continue;
        }
        if (!manifest) throw new BackupError("This is not a Varco backup.");
        let target: string;
        if (name === pgliteEntry || name === postgresEntry) target = join(work, name);
        else if (name.startsWith(uploadsPrefix)) {
          target = resolve(uploadsDir, name.slice(uploadsPrefix.length));
          // A name that climbs out of the uploads folder (../) is not a backup of ours.
          if (!target.startsWith(`${resolve(uploadsDir)}${sep}`))
            throw new BackupError(`Unexpected file ${name}.`);
        } else throw new BackupError(`Unexpected file ${name}: this is not a Varco backup.`);
        await mkdir(dirname(target), { recursive: true });
        await pipeline(entry, createWriteStream(target));
      }
      await read;
    } catch (error) {
      if (error instanceof BackupError) throw error;
      throw new BackupError(
        `This is not a Varco backup (${error instanceof Error ? error.message : String(error)}).`,
      );
    }
    if (!manifest) throw new BackupError("This is not a Varco backup.");

    if (manifest.database === "postgres") {
      await run(await postgresProgram("pg_restore"), [
        "--no-owner",
        "--no-privileges",
        "--exit-on-error",
        `--dbname=${config.DATABASE_URL}`,
        join(work, postgresEntry),
      ]);
    } else {
      const dataDir = join(config.DATA_DIR, "pglite");
      await mkdir(dataDir, { recursive: true });
      const unlock = await lockDataDir(config.DATA_DIR);
      try {
        const dump = new Blob([new Uint8Array(await readFile(join(work, pgliteEntry)))]);
        const client = await PGlite.create({ dataDir, loadDataDir: dump });
        await client.close();
      } finally {
        await unlock();
      }
    }
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
