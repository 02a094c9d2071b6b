import { randomUUID } from "node:crypto";
import { mkdir, open, rename, rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { ServerConfig } from "../../config";
import type { Logger } from "../../logger";

/**
 * Uploaded files on disk: `DATA_DIR/uploads/<uuid>.<ext>`. The name is made here, never taken from
 * the upload, and a key is only turned into a path after it matches `storageKeyPattern`.
 */

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

/** The file of a storage key; throws on anything that is not one (no path ever leaves the folder). */
export function uploadPathOf(uploadsDir: string, storageKey: string): string {
  if (!storageKeyPattern.test(storageKey) && !variantKeyPattern.test(storageKey))
    throw new Error(`Not a storage key: ${storageKey}`);
  return join(uploadsDir, storageKey);
}

/**
 * Writes the bytes under a new storage key, atomically: into a hidden temporary file (which no key
 * can name), flushed to disk, then renamed into place — a reader never sees half a file, and a
 * crash leaves at most a `.tmp` behind.
 */
export async function storeUpload(uploadsDir: string, bytes: Uint8Array, extension: string): Promise<string> {
  const storageKey = `${randomUUID()}.${extension}`;
  await storeFile(uploadsDir, storageKey, bytes);
  return storageKey;
}

/** Writes the bytes under a key made elsewhere (a copy's), atomically as `storeUpload` does. */
export async function storeFile(uploadsDir: string, storageKey: string, bytes: Uint8Array): Promise<void> {
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
export async function removeUploads(uploadsDir: string, storageKeys: readonly string[], logger: Logger) {
  for (const storageKey of storageKeys) {
    try {
      await rm(uploadPathOf(uploadsDir, storageKey), { force: true });
    } catch (error) {
      logger.warn({ err: error, storageKey }, "could not remove an uploaded file");
    }
  }
}
