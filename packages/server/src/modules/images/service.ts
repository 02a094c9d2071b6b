import { randomUUID } from "node:crypto";
import {
  type ImageType,
  imageEntityOf,
  maxImageBytes,
  maximumImageSize,
  minimumImageSize,
  type Reason,
} from "@varco/domain";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/connect";
import { events, images, organizers, type StoredImageVariant } from "../../db/schema";
import { HttpError } from "../../http/httpError";
import type { Logger } from "../../logger";
import type { Caller } from "../auth/caller";
import { inspectImage } from "./detect";
import { processUpload } from "./processing";
import { type ImageFiles, removeUploads, storeUpload, variantKeyOf } from "./storage";

export type ImageRow = typeof images.$inferSelect;

/** What an image illustrates: an event or an organizer of the account (none for GENERIC). */
export interface ImageOwner {
  entityType: "EVENT" | "ORGANIZER";
  entityId: number;
}

/** The condition that picks the live images of an owner of the account (of one type when given). */
export function liveImagesOf(accountId: number, owner: ImageOwner, type?: ImageType) {
  return and(
    eq(images.accountId, accountId),
    eq(images.entityType, owner.entityType),
    eq(images.entityId, owner.entityId),
    type === undefined ? undefined : eq(images.type, type),
    isNull(images.deletedAt),
  );
}

/** The owner an image of this type needs, named by `entityId` (undefined for GENERIC). */
export function ownerOf(type: ImageType, entityId: number | undefined): ImageOwner | undefined {
  if (type === "GENERIC" || entityId === undefined) return undefined;
  return { entityType: imageEntityOf[type], entityId };
}

/**
 * 404 unless the owner is a live event or organizer of the account: another account's id reads
 * exactly like an unknown one. With `lock`, the row stays locked until the transaction ends, so
 * two uploads of one event's cover take turns (and exactly one cover stays).
 */
export async function assertOwnerExists(
  db: Executor,
  accountId: number,
  owner: ImageOwner,
  { lock = false } = {},
): Promise<void> {
  const table = owner.entityType === "EVENT" ? events : organizers;
  const query = db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, owner.entityId), eq(table.accountId, accountId), isNull(table.deletedAt)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw HttpError.notFound();
}

/** The live images of an event of the account, oldest first. */
export async function listEventImages({ db, accountId }: Caller, eventId: number): Promise<ImageRow[]> {
  return db
    .select()
    .from(images)
    .where(liveImagesOf(accountId, { entityType: "EVENT", entityId: eventId }))
    .orderBy(asc(images.id));
}

const imageProblem = (reason: Reason) => HttpError.unprocessable({ image: [reason] });

/**
 * The upload's format and size, checked: a PNG, JPEG, WebP or GIF by its first bytes, readable,
 * within the byte limit and within the type's smallest and the largest pixel size.
 */
function checkedImage(bytes: Uint8Array, type: ImageType) {
  if (bytes.byteLength > maxImageBytes)
    throw imageProblem({ code: "file_too_large", label: "Image", max_bytes: maxImageBytes });
  const inspection = inspectImage(bytes);
  if (!inspection.ok) {
    throw imageProblem({ code: inspection.reason === "format" ? "image_format" : "image_unreadable" });
  }
  const { width, height } = inspection.image;
  const minimum = minimumImageSize[type];
  if (width < minimum.width || height < minimum.height) {
    throw imageProblem({
      code: "image_too_small",
      min_width: minimum.width,
      min_height: minimum.height,
      width,
      height,
    });
  }
  if (width > maximumImageSize.width || height > maximumImageSize.height) {
    throw imageProblem({
      code: "image_too_big",
      max_width: maximumImageSize.width,
      max_height: maximumImageSize.height,
      width,
      height,
    });
  }
  return inspection.image;
}

/**
 * The name the uploader's file had, for display only: no folders, no control characters, at most
 * 255 characters; `image.<ext>` when nothing is left.
 */
export function displayFileName(name: string, extension: string): string {
  const base = name.split(/[/\\]/).pop() ?? "";
  const clean = base
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .trim()
    .slice(0, 255);
  return clean === "" ? `image.${extension}` : clean;
}

/** Every file of an image: its own and its copies'. */
export const filesOf = (image: Pick<ImageRow, "storageKey" | "variants">): string[] => [
  image.storageKey,
  ...image.variants.map((variant) => variant.storageKey),
];

/**
 * Copies an image's file and its smaller copies under new keys (an image of a duplicated event, so
 * deleting one event's image leaves the other's); undefined when the image's own file is gone.
 * Every key written is pushed to `written` as it is, for the caller to remove if its rows roll back.
 */
export async function copyImageFiles(
  files: ImageFiles,
  image: Pick<ImageRow, "storageKey" | "variants">,
  written: string[],
): Promise<Pick<ImageRow, "storageKey" | "variants"> | undefined> {
  const storageKey = `${randomUUID()}${image.storageKey.slice(image.storageKey.lastIndexOf("."))}`;
  if (!(await files.copy(image.storageKey, storageKey))) return undefined;
  written.push(storageKey);
  const variants: StoredImageVariant[] = [];
  for (const variant of image.variants) {
    const copy = { ...variant, storageKey: variantKeyOf(storageKey, variant.width, variant.format) };
    if (!(await files.copy(variant.storageKey, copy.storageKey))) continue;
    written.push(copy.storageKey);
    variants.push(copy);
  }
  return { storageKey, variants };
}

/** Where uploaded files live, and where a file that cannot be removed is reported. */
export interface UploadStore {
  files: ImageFiles;
  logger: Logger;
}

/**
 * Stores an upload and records it. The file is written first (atomically) and the row inserted
 * after; if the insert fails the file is removed again. An image of an event or organizer
 * replaces the live one of the same type (an event has one cover and one ticket logo, an
 * organizer one logo and one cover): the old row is soft-deleted and its file removed.
 */
export async function uploadImage(
  { db, accountId }: Pick<Caller, "db" | "accountId">,
  { files, logger }: UploadStore,
  { type, owner, file }: { type: ImageType; owner?: ImageOwner | undefined; file: File },
): Promise<ImageRow> {
  if (owner) await assertOwnerExists(db, accountId, owner);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const { format } = checkedImage(bytes, type);
  // Decoded only once its headers passed: upright, without metadata, and its smaller copies.
  const processed = await processUpload(bytes, format).catch(() => {
    throw imageProblem({ code: "image_unreadable" });
  });
  const { original } = processed;

  const storageKey = await storeUpload(files, original.bytes, format.extension);
  const variants: StoredImageVariant[] = processed.variants.map((variant) => ({
    storageKey: variantKeyOf(storageKey, variant.width, variant.format),
    format: variant.format,
    width: variant.width,
    height: variant.height,
    size: variant.bytes.byteLength,
  }));
  const written = [storageKey, ...variants.map((variant) => variant.storageKey)];
  let replaced: string[] = [];
  let row: ImageRow | undefined;
  try {
    await Promise.all(
      processed.variants.map((variant, index) =>
        files.write((variants[index] as StoredImageVariant).storageKey, variant.bytes),
      ),
    );
    row = await db.transaction(async (tx) => {
      if (owner) {
        await assertOwnerExists(tx, accountId, owner, { lock: true });
        const previous = await tx
          .update(images)
          .set({ deletedAt: sql`now()` })
          .where(liveImagesOf(accountId, owner, type))
          .returning({ storageKey: images.storageKey, variants: images.variants });
        replaced = previous.flatMap(filesOf);
      }
      const [inserted] = await tx
        .insert(images)
        .values({
          accountId,
          entityType: owner?.entityType ?? null,
          entityId: owner?.entityId ?? null,
          type,
          storageKey,
          fileName: displayFileName(file.name, format.extension),
          mimeType: format.mimeType,
          size: original.bytes.byteLength,
          width: original.width,
          height: original.height,
          variants,
          avgColour: processed.avgColour,
        })
        .returning();
      return inserted;
    });
  } catch (error) {
    await removeUploads(files, written, logger);
    throw error;
  }
  if (!row) throw new Error("image insert returned nothing");
  await removeUploads(files, replaced, logger);
  return row;
}

/**
 * Soft-deletes a live image of the account (of that event or organizer when `owner` is given)
 * and removes its file; 404 when there is none.
 */
export async function deleteImage(
  { db, accountId }: Caller,
  { files, logger }: UploadStore,
  { imageId, owner }: { imageId: number; owner?: ImageOwner },
): Promise<void> {
  const conditions = [eq(images.id, imageId), eq(images.accountId, accountId), isNull(images.deletedAt)];
  if (owner) conditions.push(eq(images.entityType, owner.entityType), eq(images.entityId, owner.entityId));
  const deleted = await db
    .update(images)
    .set({ deletedAt: sql`now()` })
    .where(and(...conditions))
    .returning({ storageKey: images.storageKey, variants: images.variants });
  if (deleted.length === 0) throw HttpError.notFound();
  await removeUploads(files, deleted.flatMap(filesOf), logger);
}

/**
 * Whether `imageId` is a live image of this entity of this account: what a setting that names an
 * image (a ticket logo, say) may point at.
 */
export async function isImageOf(
  db: Executor,
  accountId: number,
  owner: ImageOwner,
  imageId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: images.id })
    .from(images)
    .where(and(eq(images.id, imageId), liveImagesOf(accountId, owner)));
  return row !== undefined;
}
