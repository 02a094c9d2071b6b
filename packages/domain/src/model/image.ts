import { z } from "zod";

export const imageTypes = [
  "GENERIC",
  "EVENT_COVER",
  "TICKET_LOGO",
  "ORGANIZER_LOGO",
  "ORGANIZER_COVER",
] as const;
export type ImageType = (typeof imageTypes)[number];
export const imageTypeSchema = z.enum(imageTypes);

/** Images an event holds itself (`POST events/{id}/images`). */
export const eventImageTypes = ["EVENT_COVER", "TICKET_LOGO"] as const;
export type EventImageType = (typeof eventImageTypes)[number];
export const eventImageTypeSchema = z.enum(eventImageTypes);

/** SPEC.md §3: an event image is a cover unless said otherwise. */
export const defaultEventImageType: EventImageType = "EVENT_COVER";

/** Accepted files: JPEG, PNG or WebP up to 8 MB (contract §2.5). */
export const imageMimeTypes = ["image/jpeg", "image/png", "image/webp"] as const;
export const maxImageBytes = 8 * 1024 * 1024;

/** Smallest width × height per image type, in pixels (contract §2.5). */
export const minimumImageSize: Record<ImageType, { width: number; height: number }> = {
  GENERIC: { width: 50, height: 50 },
  EVENT_COVER: { width: 600, height: 50 },
  TICKET_LOGO: { width: 100, height: 100 },
  ORGANIZER_LOGO: { width: 100, height: 100 },
  ORGANIZER_COVER: { width: 600, height: 50 },
};
export const maximumImageSize = { width: 4000, height: 4000 };

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
});
export type Image = z.infer<typeof imageSchema>;

/** The non-file part of an upload, as the server reads it from the multipart form. */
export const uploadEventImageSchema = z.object({
  type: z
    .enum(eventImageTypes, { error: `Type must be one of: ${eventImageTypes.join(", ")}.` })
    .default(defaultEventImageType),
});

export const uploadImageSchema = z
  .object({
    image_type: z
      .enum(imageTypes, { error: `Image type must be one of: ${imageTypes.join(", ")}.` })
      .optional(),
    entity_id: z.coerce.number().int().positive().optional(),
  })
  .refine((body) => (body.image_type === undefined) === (body.entity_id === undefined), {
    path: ["entity_id"],
    message: "Image type and entity id go together: give both or neither.",
  });

/** A file to upload: a browser `File`/`Blob` (a `File` keeps its name). */
export interface ImageUpload<Type extends string = ImageType> {
  image: Blob;
  type?: Type;
}
