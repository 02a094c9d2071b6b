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

/**
 * The smallest copy of an image in a format every browser shows (WebP), else the image itself:
 * for a logo drawn a few dozen pixels wide, where the uploaded file (often a large PNG) would cost
 * the page its first paint.
 */
export function smallImageUrl(image: Pick<Image, "url" | "variants"> | undefined): string | undefined {
  if (!image) return undefined;
  const webp = (image.variants ?? []).filter((variant) => variant.mime_type === "image/webp");
  const smallest = webp.sort((a, b) => a.width - b.width)[0];
  return smallest?.url ?? image.url;
}
