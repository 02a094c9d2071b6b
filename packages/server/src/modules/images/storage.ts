import { randomUUID } from "node:crypto";
import { copyFile, mkdir, open, readdir, readFile, rename, rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import { Readable } from "node:stream";
import { eq, inArray, sql } from "drizzle-orm";
import type { ServerConfig } from "../../config";
import type { DatabaseKind, Executor } from "../../db/connect";
import { imageFiles } from "../../db/schema";
import type { Logger } from "../../logger";
import { type BucketConfig, type BucketImageFiles, bucketImageFilesOf, ImageStorageError } from "./bucket";

/**
 * Where the bytes of images live, under keys made here (`<uuid>.<ext>`, never a name the upload
 * carried): files under `DATA_DIR/uploads` with the embedded database, rows of `image_files` with a
 * PostgreSQL server. The embedded database is one process's, so its files are that process's too;
 * several instances share a PostgreSQL server and each must serve every image, so the bytes go
 * where they all read. Either way a backup holds them (the uploads folder, or `pg_dump`). When the
 * operator sets `UPLOADS_URL`, they are objects of that bucket instead, whatever the database
 * (`bucket.ts`), backed up with the provider's tools.
 */
export interface ImageFiles {
  /** Writes the bytes under the key; a reader never sees part of them. */
  write(storageKey: string, bytes: Uint8Array): Promise<void>;
  /** The stored bytes' size and a stream of them, or undefined when there are none. */
  read(storageKey: string): Promise<StoredFile | undefined>;
  /** Copies one key's bytes to another; false when the first holds none. */
  copy(from: string, to: string): Promise<boolean>;
  /** Removes the keys' bytes (missing ones are no error). */
  remove(storageKeys: readonly string[]): Promise<void>;
  /** The same store, its database writes made inside `tx` (a file store has none). */
  within(tx: Executor): ImageFiles;
}

export interface StoredFile {
  size: number;
  /** The bytes; call it at most once. */
  stream(): ReadableStream<Uint8Array>;
  /** Lets go of the bytes when they are not streamed (a HEAD request). */
  close(): Promise<void>;
}

/**
 * The image store: the bucket at `UPLOADS_URL` when the operator configured one, whatever the
 * database; else rows on a PostgreSQL server, files with the embedded one.
 */
export function imageFilesOf(
  database: { kind: DatabaseKind; db: Executor },
  config: Pick<ServerConfig, "DATA_DIR"> & Partial<BucketConfig>,
): ImageFiles {
  const bucket = bucketImageFilesOf(config);
  if (bucket) return bucket;
  return database.kind === "postgres"
    ? databaseImageFiles(database.db)
    : fileImageFiles(uploadsDirOf(config));
}

/** Files under `uploadsDir`, one per key. */
export function fileImageFiles(uploadsDir: string): ImageFiles {
  const files: ImageFiles = {
    write: (storageKey, bytes) => storeFile(uploadsDir, storageKey, bytes),
    async read(storageKey) {
      let handle: Awaited<ReturnType<typeof open>>;
      try {
        handle = await open(uploadPathOf(uploadsDir, storageKey), "r");
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
      try {
        const { size } = await handle.stat();
        return {
          size,
          stream: () => Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>,
          close: () => handle.close(),
        };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async copy(from, to) {
      await mkdir(uploadsDir, { recursive: true });
      try {
        await copyFile(uploadPathOf(uploadsDir, from), uploadPathOf(uploadsDir, to));
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
        throw error;
      }
    },
    async remove(storageKeys) {
      for (const storageKey of storageKeys) await rm(uploadPathOf(uploadsDir, storageKey), { force: true });
    },
    within: () => files,
  };
  return files;
}

/** Rows of `image_files`, through `db` (a pool, or a transaction's client). */
export function databaseImageFiles(db: Executor): ImageFiles {
  return {
    async write(storageKey, bytes) {
      assertStorageKey(storageKey);
      // Keys are fresh UUIDs: a conflict would be the same write again (a retry), which changes nothing.
      await db.insert(imageFiles).values({ storageKey, bytes }).onConflictDoNothing();
    },
    async read(storageKey) {
      assertStorageKey(storageKey);
      const [row] = await db
        .select({ bytes: imageFiles.bytes })
        .from(imageFiles)
        .where(eq(imageFiles.storageKey, storageKey));
      if (!row) return undefined;
      const bytes = new Uint8Array(row.bytes);
      return {
        size: bytes.byteLength,
        stream: () => new Blob([bytes]).stream(),
        close: async () => undefined,
      };
    },
    async copy(from, to) {
      assertStorageKey(from);
      assertStorageKey(to);
      const copied = await db.execute(
        sql`insert into ${imageFiles} (storage_key, bytes) select ${to}, bytes from ${imageFiles} where storage_key = ${from} on conflict do nothing returning storage_key`,
      );
      return copied.rows.length > 0;
    },
    async remove(storageKeys) {
      for (const storageKey of storageKeys) assertStorageKey(storageKey);
      if (storageKeys.length > 0)
        await db.delete(imageFiles).where(inArray(imageFiles.storageKey, [...storageKeys]));
    },
    within: (tx) => databaseImageFiles(tx),
  };
}

/** The extensions of stored images, one per accepted format. */
export const storageExtensions = ["png", "jpg", "webp", "gif"] as const;

/** A storage key: a random UUID and the extension of the detected format (the images table checks it too). */
export const storageKeyPattern = /^[0-9a-f-]{36}\.(png|jpg|webp|gif)$/;

/** A smaller copy's key: its image's UUID, its width and its format (`<uuid>-960w.avif`). */
export const variantKeyPattern = /^([0-9a-f-]{36})-(\d{1,4})w\.(avif|webp)$/;

/** The key of the copy of `storageKey`'s image at `width` pixels in `format`. */
export function variantKeyOf(storageKey: string, width: number, format: "avif" | "webp"): string {
  const uuid = storageKey.slice(0, storageKey.lastIndexOf("."));
  return `${uuid}-${width}w.${format}`;
}

/** The UUID part of either kind of key: an image and its copies share it. */
export function imageUuidOf(key: string): string | undefined {
  if (storageKeyPattern.test(key)) return key.slice(0, key.lastIndexOf("."));
  return variantKeyPattern.exec(key)?.[1];
}

export function uploadsDirOf(config: Pick<ServerConfig, "DATA_DIR">): string {
  return resolve(config.DATA_DIR, "uploads");
}

/**
 * At start on a PostgreSQL server: images an earlier Varco wrote under `DATA_DIR/uploads` are copied
 * into the database, so every instance serves them (keys it already holds are skipped, so a second
 * start reads nothing again). The files stay where they are, for the operator to delete. With the
 * embedded database the folder is the store: nothing to do. With a bucket (`UPLOADS_URL`), the
 * folder's files and the database's image files are copied into the bucket instead
 * (`importIntoBucket`). Resolves with how many were copied.
 */
export async function importLocalUploads(
  database: { kind: DatabaseKind; db: Executor },
  config: Pick<ServerConfig, "DATA_DIR"> & Partial<BucketConfig>,
  logger: Logger,
): Promise<number> {
  const bucket = bucketImageFilesOf(config);
  if (bucket) return importIntoBucket(bucket, database, config, logger);
  if (database.kind !== "postgres") return 0;
  const dir = uploadsDirOf(config);
  const names = (await readdir(dir).catch(() => [])).filter(
    (name) => storageKeyPattern.test(name) || variantKeyPattern.test(name),
  );
  if (names.length === 0) return 0;
  const present = new Set<string>();
  for (let start = 0; start < names.length; start += 1000) {
    const rows = await database.db
      .select({ key: imageFiles.storageKey })
      .from(imageFiles)
      .where(inArray(imageFiles.storageKey, names.slice(start, start + 1000)));
    for (const row of rows) present.add(row.key);
  }
  const store = databaseImageFiles(database.db);
  let copied = 0;
  for (const name of names.filter((one) => !present.has(one))) {
    // Several instances starting at once may copy the same file: the key's primary key keeps one.
    await store.write(name, new Uint8Array(await readFile(join(dir, name))));
    copied += 1;
  }
  if (copied > 0)
    logger.info({ copied, from: dir }, "image files of the uploads folder copied into the database");
  return copied;
}

/**
 * Images stored before the operator set `UPLOADS_URL` (files under `DATA_DIR/uploads`, rows of
 * `image_files`) copied into the bucket, each key it does not hold yet, so that setting the
 * variable loses no image. The originals stay, for the operator to delete (or to switch back to).
 * Several instances starting at once may copy the same key: the same bytes, written whole.
 */
async function importIntoBucket(
  bucket: BucketImageFiles,
  database: { kind: DatabaseKind; db: Executor },
  config: Pick<ServerConfig, "DATA_DIR">,
  logger: Logger,
): Promise<number> {
  const dir = uploadsDirOf(config);
  const names = (await readdir(dir).catch(() => [])).filter(
    (name) => storageKeyPattern.test(name) || variantKeyPattern.test(name),
  );
  const rows =
    database.kind === "postgres"
      ? (await database.db.select({ key: imageFiles.storageKey }).from(imageFiles)).map((row) => row.key)
      : [];
  if (names.length === 0 && rows.length === 0) return 0;
  let copied = 0;
  try {
    await copyMissing();
  } catch (error) {
    // A bucket down at start must not keep the instance down: the next start copies the rest.
    if (!(error instanceof ImageStorageError)) throw error;
    logger.warn(
      { bucket: error.details, copied },
      "images stored before UPLOADS_URL was set could not all be copied into the bucket",
    );
    return copied;
  }
  if (copied > 0) logger.info({ copied }, "images stored before UPLOADS_URL was set copied into the bucket");
  return copied;

  async function copyMissing() {
    const present = await bucket.keys();
    const rowStore = databaseImageFiles(database.db);
    const copy = async (key: string, bytes: () => Promise<Uint8Array | undefined>) => {
      if (present.has(key)) return;
      const read = await bytes();
      if (!read) return;
      await bucket.write(key, read);
      present.add(key);
      copied += 1;
    };
    for (const name of names) await copy(name, async () => new Uint8Array(await readFile(join(dir, name))));
    for (const key of rows)
      await copy(key, async () => {
        const file = await rowStore.read(key);
        return file && new Uint8Array(await new Response(file.stream()).arrayBuffer());
      });
  }
}

/** Throws on anything that is not an image's or a copy's key. */
export function assertStorageKey(storageKey: string): void {
  if (!storageKeyPattern.test(storageKey) && !variantKeyPattern.test(storageKey))
    throw new Error(`Not a storage key: ${storageKey}`);
}

/** The file of a storage key; throws on anything that is not one (no path ever leaves the folder). */
export function uploadPathOf(uploadsDir: string, storageKey: string): string {
  assertStorageKey(storageKey);
  return join(uploadsDir, storageKey);
}

/** Writes the bytes under a new storage key (a random UUID and the format's extension). */
export async function storeUpload(files: ImageFiles, bytes: Uint8Array, extension: string): Promise<string> {
  const storageKey = `${randomUUID()}.${extension}`;
  await files.write(storageKey, bytes);
  return storageKey;
}

/**
 * Writes a file under `uploadsDir`, atomically: into a hidden temporary file (which no key can
 * name), flushed to disk, then renamed into place — a reader never sees half a file, and a crash
 * leaves at most a `.tmp` behind.
 */
async function storeFile(uploadsDir: string, storageKey: string, bytes: Uint8Array): Promise<void> {
  await mkdir(uploadsDir, { recursive: true });
  const finalPath = uploadPathOf(uploadsDir, storageKey);
  const temporary = join(uploadsDir, `.${randomUUID()}.tmp`);
  try {
    const handle = await open(temporary, "wx", 0o644);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, finalPath);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/**
 * Removes stored files whose rows are gone or deleted. Best effort: the row decides what is
 * served, so a file that cannot be removed is only logged (it wastes space, it is not reachable).
 */
export async function removeUploads(files: ImageFiles, storageKeys: readonly string[], logger: Logger) {
  try {
    await files.remove(storageKeys);
  } catch (error) {
    logger.warn({ err: error, storageKeys }, "could not remove an uploaded file");
  }
}
