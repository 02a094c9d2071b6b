import { deflateSync } from "node:zlib";
import sharp from "sharp";

/**
 * Image files made in memory for the tests, real ones any decoder opens: a grey PNG built by hand
 * (synchronously), and JPEG, WebP and GIF files encoded by sharp.
 */

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A copy on a fresh ArrayBuffer, as `Blob` and `File` take it. */
const bytesOf = (buffer: Buffer): Uint8Array<ArrayBuffer> => new Uint8Array(buffer);

function pngChunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A grey PNG of `width` × `height` pixels (8-bit greyscale, every row filter 0). */
export function pngImage(width: number, height: number): Uint8Array<ArrayBuffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // bit depth 8, greyscale, deflate, filter 0, no interlace
  const rows = Buffer.alloc((width + 1) * height, 0x80);
  for (let row = 0; row < height; row += 1) rows[row * (width + 1)] = 0; // filter byte per row
  return bytesOf(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk("IHDR", header),
      pngChunk("IDAT", deflateSync(rows)),
      pngChunk("IEND", new Uint8Array()),
    ]),
  );
}

/** Colours a picture of `width` × `height` with, so copies of it are not blank. */
const canvas = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 194, g: 65, b: 12 } } });

/**
 * A real JPEG of `width` × `height` as stored (a decoder opens it). `orientation`: the EXIF tag
 * that tells viewers to turn it; `gps`: a camera's position in its EXIF, as phones write it.
 */
export async function jpegImage(
  width: number,
  height: number,
  { orientation, gps = false }: { orientation?: number; gps?: boolean } = {},
): Promise<Uint8Array<ArrayBuffer>> {
  let pipeline = canvas(width, height).jpeg({ quality: 80 });
  if (gps)
    pipeline = pipeline.withExif({
      IFD0: { Make: "Phone maker", Model: "Phone 9" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "45/1 26/1 2400/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "12/1 20/1 1200/100",
      },
    });
  if (orientation !== undefined) pipeline = pipeline.withMetadata({ orientation });
  return bytesOf(await pipeline.toBuffer());
}

/** A real lossless WebP of `width` × `height`. */
export async function webpImage(width: number, height: number): Promise<Uint8Array<ArrayBuffer>> {
  return bytesOf(await canvas(width, height).webp({ lossless: true }).toBuffer());
}

/** A real GIF of `width` × `height`. */
export async function gifImage(width: number, height: number): Promise<Uint8Array<ArrayBuffer>> {
  return bytesOf(await canvas(width, height).gif().toBuffer());
}
