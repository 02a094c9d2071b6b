import type { Image } from "@varco/domain";
import type { images } from "../../db/schema";

type ImageRow = typeof images.$inferSelect;

/** Where an uploaded file is served: below the API, at its storage key (never the upload's name). */
export const uploadsPath = "/api/uploads";

/** The absolute URL of an image's file, on the app's public origin (`APP_URL`). */
export function imageUrl(storageKey: string, appUrl: string): string {
  return new URL(`${uploadsPath}/${storageKey}`, appUrl).href;
}

/** An image as the wire shows it, with the fields Hi.Events serialises. */
export function imageResource(image: ImageRow, appUrl: string): Image {
  return {
    id: image.id,
    url: imageUrl(image.storageKey, appUrl),
    size: image.size,
    file_name: image.fileName,
    mime_type: image.mimeType,
    type: image.type,
    width: image.width,
    height: image.height,
    avg_colour: image.avgColour,
    variants: [...image.variants]
      .sort((a, b) => a.width - b.width || a.format.localeCompare(b.format))
      .map((variant) => ({
        url: imageUrl(variant.storageKey, appUrl),
        width: variant.width,
        height: variant.height,
        mime_type: variant.format === "avif" ? ("image/avif" as const) : ("image/webp" as const),
      })),
  };
}
