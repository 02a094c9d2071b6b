import type { ImageMimeType } from "@varco/domain";
import { imageSize } from "image-size";

/** A file format Varco accepts, told from the file's first bytes. */
export interface ImageFormat {
  mimeType: ImageMimeType;
  /** The storage key's extension. */
  extension: "png" | "jpg" | "webp" | "gif";
  /** What `image-size` calls the format, to check it read the same one. */
  sizeType: "png" | "jpg" | "webp" | "gif";
}

const png: ImageFormat = { mimeType: "image/png", extension: "png", sizeType: "png" };
const jpeg: ImageFormat = { mimeType: "image/jpeg", extension: "jpg", sizeType: "jpg" };
const webp: ImageFormat = { mimeType: "image/webp", extension: "webp", sizeType: "webp" };
const gif: ImageFormat = { mimeType: "image/gif", extension: "gif", sizeType: "gif" };

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The format of a file by its magic bytes, or undefined: PNG `89 50 4E 47 0D 0A 1A 0A`, JPEG
 * `FF D8 FF`, GIF `GIF87a`/`GIF89a`, WebP `RIFF` + 4 bytes + `WEBP`. The name and Content-Type the
 * client sent play no part: an SVG or an HTML page called `cover.png` is still not a PNG.
 */
export function detectImageFormat(bytes: Uint8Array): ImageFormat | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return png;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return jpeg;
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return gif;
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return webp;
  return undefined;
}

export interface InspectedImage {
  format: ImageFormat;
  /** As the image is shown: a JPEG whose EXIF says "rotate a quarter turn" swaps them. */
  width: number;
  height: number;
}

export type Inspection = { ok: true; image: InspectedImage } | { ok: false; reason: "format" | "unreadable" };

/** The format and pixel size of an upload, read from its headers (nothing is decoded). */
export function inspectImage(bytes: Uint8Array): Inspection {
  const format = detectImageFormat(bytes);
  if (!format) return { ok: false, reason: "format" };
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    return { ok: false, reason: "unreadable" };
  }
  const { width, height } = size;
  const valid = (value: unknown) => typeof value === "number" && Number.isInteger(value) && value > 0;
  if (size.type !== format.sizeType || !valid(width) || !valid(height))
    return { ok: false, reason: "unreadable" };
  // EXIF orientations 5 to 8 turn the picture a quarter: it is shown height × width.
  const turned = size.orientation !== undefined && size.orientation >= 5 && size.orientation <= 8;
  return {
    ok: true,
    image: { format, width: turned ? height : width, height: turned ? width : height },
  };
}
