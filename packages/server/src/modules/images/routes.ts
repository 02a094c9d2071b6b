import {
  type ImageType,
  imageMimeTypes,
  imageSchema,
  maxImageBytes,
  uploadEventImageSchema,
  uploadImageSchema,
} from "@varco/domain";
import type { Context, MiddlewareHandler } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/appEnv";
import { HttpError } from "../../http/httpError";
import { defineRoute, errorBodySchema, type FileField, fileResponse } from "../../http/route";
import {
  dataEnvelope,
  eventIdParams,
  idParam,
  imageIdParams,
  invalidInput,
  member,
} from "../../http/routeParts";
import { callerOf } from "../auth/caller";
import { authenticated, authOf } from "../auth/session";
import { storageFailure } from "./bucket";
import { imageResource } from "./imageResource";
import { findServableImage } from "./publicService";
import {
  assertOwnerExists,
  deleteImage,
  type ImageRow,
  listEventImages,
  ownerOf,
  type UploadStore,
  uploadImage,
} from "./service";
import { imageFilesOf, storageKeyPattern, variantKeyPattern } from "./storage";

const eventImageParams = eventIdParams.extend({ image_id: idParam });
const imageEnvelope = dataEnvelope(imageSchema);

/** The `image` part of an upload: the domain's byte limit; the format is checked from the bytes. */
const imageFile = {
  image: {
    maxBytes: maxImageBytes,
    mediaTypes: imageMimeTypes,
    description:
      "PNG, JPEG, WebP or GIF (told from the file's bytes, not its name), at most 5 MB and 4000×4000 pixels",
  } satisfies FileField,
};

const uploadStoreOf = (c: Context<AppEnv>): UploadStore => ({
  files: imageFilesOf(c.var.database, c.var.config),
  logger: c.var.logger,
});
const imageJson = (c: Context<AppEnv>, row: ImageRow) =>
  c.json({ data: imageResource(row, c.var.config.APP_URL) }, 200);

/**
 * 404 unless `:event_id` is a live event of the caller's account, before the body is read: an
 * upload to another account's event is refused whatever it carries.
 */
const eventOfAccount: MiddlewareHandler<AppEnv> = async (c, next) => {
  const parsed = eventIdParams.safeParse(c.req.param());
  if (!parsed.success) throw HttpError.notFound();
  await assertOwnerExists(c.var.db, authOf(c).membership.accountId, {
    entityType: "EVENT",
    entityId: parsed.data.event_id,
  });
  await next();
};

export const listEventImagesRoute = defineRoute({
  method: "get",
  path: "/events/:event_id/images",
  summary: "An event's images (cover, ticket logo)",
  tags: ["images"],
  middleware: [authenticated(), eventOfAccount],
  request: { params: eventIdParams },
  responses: { 200: z.object({ data: z.array(imageSchema) }), ...member },
  async handler({ params }, c) {
    const rows = await listEventImages(callerOf(c), params.event_id);
    return c.json({ data: rows.map((row) => imageResource(row, c.var.config.APP_URL)) }, 200);
  },
});

export const uploadEventImageRoute = defineRoute({
  method: "post",
  path: "/events/:event_id/images",
  summary: "Upload an event's cover or ticket logo",
  description:
    "Multipart `image` (the file) and `type` (EVENT_COVER unless given). A new cover replaces the " +
    "event's cover, a new ticket logo its ticket logo. 422 on `image` for a file that is not a PNG, " +
    "JPEG, WebP or GIF, is larger than 5 MB, or is smaller or larger than the type allows.",
  tags: ["images"],
  middleware: [authenticated(), eventOfAccount],
  request: { params: eventIdParams, form: uploadEventImageSchema, files: imageFile },
  responses: { 200: imageEnvelope, ...invalidInput, ...member, ...storageFailure },
  async handler({ params, body, files }, c) {
    const row = await uploadImage(callerOf(c), uploadStoreOf(c), {
      type: body.type,
      owner: { entityType: "EVENT", entityId: params.event_id },
      file: files.image,
    });
    return imageJson(c, row);
  },
});

export const deleteEventImageRoute = defineRoute({
  method: "delete",
  path: "/events/:event_id/images/:image_id",
  summary: "Delete one of an event's images",
  tags: ["images"],
  middleware: [authenticated(), eventOfAccount],
  request: { params: eventImageParams },
  responses: { 204: null, ...member },
  async handler({ params }, c) {
    await deleteImage(callerOf(c), uploadStoreOf(c), {
      imageId: params.image_id,
      owner: { entityType: "EVENT", entityId: params.event_id },
    });
    return c.body(null, 204);
  },
});

export const uploadImageRoute = defineRoute({
  method: "post",
  path: "/images",
  summary: "Upload an image: generic, or for an event or organizer of the account",
  description:
    "Multipart `image`, `image_type` and `entity_id`. Without a type the image is GENERIC (no " +
    "entity); EVENT_COVER and TICKET_LOGO name an event, ORGANIZER_LOGO and ORGANIZER_COVER an " +
    "organizer, whose image of that type it replaces. An entity of another account answers 404.",
  tags: ["images"],
  middleware: [authenticated()],
  request: { form: uploadImageSchema, files: imageFile },
  responses: { 200: imageEnvelope, ...invalidInput, ...member, ...storageFailure },
  async handler({ body, files }, c) {
    const type: ImageType = body.image_type ?? "GENERIC";
    const row = await uploadImage(callerOf(c), uploadStoreOf(c), {
      type,
      owner: ownerOf(type, body.entity_id),
      file: files.image,
    });
    return imageJson(c, row);
  },
});

export const deleteImageRoute = defineRoute({
  method: "delete",
  path: "/images/:image_id",
  summary: "Delete an image of the account",
  tags: ["images"],
  middleware: [authenticated()],
  request: { params: imageIdParams },
  responses: { 204: null, ...member },
  async handler({ params }, c) {
    await deleteImage(callerOf(c), uploadStoreOf(c), { imageId: params.image_id });
    return c.body(null, 204);
  },
});

/**
 * Headers of a served upload: its type as recorded (never sniffed), nothing in it may run or load
 * anything even if opened as a page, cached for good (a key never names other bytes), and
 * readable by the app's own sites only.
 */
const uploadHeaders = {
  "x-content-type-options": "nosniff",
  "content-security-policy": "default-src 'none'; sandbox",
  "cache-control": "public, max-age=31536000, immutable",
  "content-disposition": "inline",
  "cross-origin-resource-policy": "same-site",
} as const;

export const serveUploadRoute = defineRoute({
  method: "get",
  path: "/uploads/:key",
  summary: "The file of an uploaded image",
  description:
    "Public (covers show on public pages). The key is `<uuid>.<ext>` as in the image's `url`, or " +
    "`<uuid>-<width>w.<avif|webp>` as in its `variants`; anything else, or a deleted image, answers 404.",
  tags: ["images"],
  request: {
    params: z.object({
      key: z.string().refine((key) => storageKeyPattern.test(key) || variantKeyPattern.test(key)),
    }),
  },
  responses: {
    200: fileResponse([...imageMimeTypes, "image/avif"]),
    404: errorBodySchema,
    ...storageFailure,
  },
  async handler({ params }, c) {
    const row = await findServableImage(c.var.db, params.key);
    if (!row) throw HttpError.notFound();
    // The image itself, or one of its copies (never a key it does not list).
    const variant = row.variants.find((candidate) => candidate.storageKey === params.key);
    if (params.key !== row.storageKey && !variant) throw HttpError.notFound();
    const storageKey = variant?.storageKey ?? row.storageKey;
    const contentType = variant ? `image/${variant.format}` : row.mimeType;
    const file = await imageFilesOf(c.var.database, c.var.config).read(storageKey);
    if (!file) {
      c.var.logger.warn({ storageKey, imageId: row.id }, "an image's file is missing");
      throw HttpError.notFound();
    }
    const headers = new Headers({ ...uploadHeaders, "content-type": contentType });
    headers.set("content-length", String(file.size));
    // HEAD runs this handler too: answer the headers and let go of the file.
    if (c.req.raw.method === "HEAD") {
      await file.close();
      return new Response(null, { status: 200, headers });
    }
    return new Response(file.stream(), { status: 200, headers });
  },
});

export const imageRoutes = [
  listEventImagesRoute,
  uploadEventImageRoute,
  deleteEventImageRoute,
  uploadImageRoute,
  deleteImageRoute,
  serveUploadRoute,
];
