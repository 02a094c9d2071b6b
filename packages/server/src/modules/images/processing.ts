import sharp, { type Sharp } from "sharp";
import type { ImageFormat } from "./detect";

/**
 * What an upload becomes before it is stored: the picture at its own size, re-encoded without its
 * metadata (EXIF with camera and GPS position, XMP, IPTC, comments) and turned upright by its EXIF
 * orientation, plus smaller copies in WebP and AVIF for screens that need fewer pixels. Browsers
 * pick a copy from the `srcset` the image's variants make (ui's CoverImage).
 */

/** Widths made for each upload (only those narrower than the picture), in pixels. */
export const variantWidths = [480, 960, 1600, 2400] as const;

/** The modern formats every variant is made in, best first. */
export const variantFormats = ["avif", "webp"] as const;
export type VariantFormat = (typeof variantFormats)[number];

export interface EncodedImage {
  bytes: Uint8Array;
  width: number;
  height: number;
}

export interface EncodedVariant extends EncodedImage {
  format: VariantFormat;
}

export interface ProcessedUpload {
  /** The picture itself, same format and size, metadata gone. */
  original: EncodedImage;
  variants: EncodedVariant[];
  /** The picture's dominant colour, `#rrggbb`: a placeholder while it loads. */
  avgColour: string;
}

/** The widths to make for a picture `width` pixels wide: the listed ones below it, and its own when it is narrower than the widest. */
export function widthsFor(width: number): number[] {
  const below = variantWidths.filter((candidate) => candidate < width);
  const widest = variantWidths[variantWidths.length - 1] as number;
  return width <= widest ? [...below, width] : below;
}

const hex = (value: number) => Math.round(value).toString(16).padStart(2, "0");

/**
 * Decodes the upload (its first frame for an animated GIF), turns it upright, and encodes the copies.
 * Throws when the bytes do not decode: the caller answers that the image is unreadable.
 */
export async function processUpload(bytes: Uint8Array, format: ImageFormat): Promise<ProcessedUpload> {
  // No pixel limit beyond ours: the size was checked from the headers before anything is decoded.
  const source = () => sharp(bytes, { failOn: "error", limitInputPixels: false }).rotate();
  const original = await encodeOriginal(bytes, format, source);
  const widths = widthsFor(original.width);
  const variants = await Promise.all(
    widths.flatMap((width) =>
      variantFormats.map(async (variantFormat): Promise<EncodedVariant> => {
        const pipeline = source().resize({ width, withoutEnlargement: true });
        const encoded =
          variantFormat === "avif"
            ? pipeline.avif({ quality: 55, effort: 2 })
            : pipeline.webp({ quality: 78, effort: 4 });
        const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
        return { format: variantFormat, bytes: new Uint8Array(data), width: info.width, height: info.height };
      }),
    ),
  );
  const { dominant } = await source().stats();
  return { original, variants, avgColour: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}` };
}

async function encodeOriginal(
  bytes: Uint8Array,
  format: ImageFormat,
  source: () => Sharp,
): Promise<EncodedImage> {
  if (format.extension === "gif") {
    // An animation stays one: re-encoded frame by frame, which drops its comments and extensions.
    const { data, info } = await sharp(bytes, { animated: true, failOn: "error", limitInputPixels: false })
      .gif()
      .toBuffer({ resolveWithObject: true });
    return { bytes: new Uint8Array(data), width: info.width, height: info.pageHeight ?? info.height };
  }
  const pipeline = source();
  const encoded =
    format.extension === "jpg"
      ? pipeline.jpeg({ quality: 90, mozjpeg: false })
      : format.extension === "webp"
        ? pipeline.webp({ quality: 90 })
        : pipeline.png();
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { bytes: new Uint8Array(data), width: info.width, height: info.height };
}
