import { type Image, type Picture, pictureOf } from "@varco/domain";

/**
 * What a cover shows: the uploaded image with its smaller copies, else the deployment's default
 * image (one file, size unknown), else nothing.
 */
export function coverPicture(
  image: Image | undefined,
  fallbackUrl: string | null | undefined,
): Picture | null {
  if (image) return pictureOf(image);
  return fallbackUrl ? { src: fallbackUrl, width: undefined, height: undefined, sources: [] } : null;
}

/** How wide covers show: the public pages' column is at most 960 px wide. */
export const publicCoverSizes = "(min-width: 960px) 960px, 100vw";
