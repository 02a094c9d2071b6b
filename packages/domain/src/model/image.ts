import { z } from "zod";
import { defaultEventImageType, eventImageTypes, type ImageType, imageTypes } from "./imageTypes";
import { reasonIssue } from "./reasons";

// The types are read at run time by the API client on every page (the public ones included),
// so they live in a module without zod: importing them must not download the schemas.
export * from "./imageTypes";

export const imageTypeSchema = z.enum(imageTypes);
export const eventImageTypeSchema = z.enum(eventImageTypes);

/**
 * Accepted files: PNG, JPEG, WebP or GIF, at most 5 MB. The server tells the format from the
 * file's first bytes, never from its name or the Content-Type the client sent.
 */
export const imageMimeTypes = ["image/png", "image/jpeg", "image/webp", "image/gif"] as const;
export type ImageMimeType = (typeof imageMimeTypes)[number];
export const maxImageBytes = 5 * 1024 * 1024;

/** Smallest width × height per image type, in pixels: smaller uploads are refused. */
export const minimumImageSize: Record<ImageType, { width: number; height: number }> = {
  GENERIC: { width: 50, height: 50 },
  EVENT_COVER: { width: 600, height: 50 },
  TICKET_LOGO: { width: 100, height: 100 },
  ORGANIZER_LOGO: { width: 100, height: 100 },
  ORGANIZER_COVER: { width: 600, height: 50 },
};
export const maximumImageSize = { width: 4000, height: 4000 };

/** A smaller copy of an uploaded image, in a modern format, for `srcset`. */
export const imageVariantSchema = z.object({
  url: z.string(),
  width: z.number(),
  height: z.number(),
  mime_type: z.enum(["image/avif", "image/webp"]),
});
export type ImageVariant = z.infer<typeof imageVariantSchema>;

export const imageSchema = z.object({
  id: z.number(),
  url: z.string(),
  path: z.string().optional(),
  size: z.number(),
  file_name: z.string(),
  mime_type: z.string(),
  type: imageTypeSchema,
  width: z.number().nullable().optional(),
  height: z.number().nullable().optional(),
  avg_colour: z.string().nullable().optional(),
  lqip_base64: z.string().nullable().optional(),
  /** Varco's own: the copies browsers choose from by width, smallest first (none for older images). */
  variants: z.array(imageVariantSchema).optional(),
});
export type Image = z.infer<typeof imageSchema>;

/** The non-file part of an upload, as the server reads it from the multipart form. */
export const uploadEventImageSchema = z.object({
  type: z
    .enum(eventImageTypes, { error: `Type must be one of: ${eventImageTypes.join(", ")}.` })
    .default(defaultEventImageType),
});

/** Image types that illustrate an entity, and which entity `entity_id` then names. */
export const imageEntityOf = {
  EVENT_COVER: "EVENT",
  TICKET_LOGO: "EVENT",
  ORGANIZER_LOGO: "ORGANIZER",
  ORGANIZER_COVER: "ORGANIZER",
} as const satisfies Partial<Record<ImageType, string>>;

/**
 * `POST images`: with neither field, a GENERIC image of the account; a GENERIC `image_type` takes
 * no `entity_id`; any other type needs the id of its event or organizer (`imageEntityOf`).
 */
export const uploadImageSchema = z
  .object({
    image_type: z
      .enum(imageTypes, { error: `Image type must be one of: ${imageTypes.join(", ")}.` })
      .optional(),
    entity_id: z.coerce
      .number({ error: "Entity id must be a whole number." })
      .int("Entity id must be a whole number.")
      .positive("Entity id must be a whole number.")
      .max(Number.MAX_SAFE_INTEGER, "Entity id must be a whole number.")
      .optional(),
  })
  .superRefine((body, context) => {
    const type = body.image_type ?? "GENERIC";
    if (type === "GENERIC" && body.entity_id !== undefined) {
      context.addIssue({
        code: "custom",
        path: ["entity_id"],
        ...reasonIssue({
          code: body.image_type === undefined ? "image_type_missing" : "image_generic_with_entity",
        }),
      });
    }
    if (type !== "GENERIC" && body.entity_id === undefined) {
      context.addIssue({
        code: "custom",
        path: ["entity_id"],
        ...reasonIssue({
          code: "image_entity_required",
          image_type: type,
          entity: type.startsWith("ORGANIZER") ? "organizer" : "event",
        }),
      });
    }
  });

/** A file to upload: a browser `File`/`Blob` (a `File` keeps its name). */
export interface ImageUpload<Type extends string = ImageType> {
  image: Blob;
  type?: Type;
}
