import { deflateSync } from "node:zlib";

/**
 * Small image files made in memory for the tests: a real PNG (any decoder opens it), and JPEG,
 * WebP and GIF files whose headers are real (magic bytes and the size fields decoders read).
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

/** A baseline JPEG header (JFIF, start of frame with the size) and end marker; `orientation`: EXIF. */
export function jpegImage(
  width: number,
  height: number,
  { orientation }: { orientation?: number } = {},
): Uint8Array<ArrayBuffer> {
  const parts: Buffer[] = [
    Buffer.from([0xff, 0xd8]),
    Buffer.from([0xff, 0xe0, 0x00, 0x10, ...Buffer.from("JFIF\0", "ascii"), 1, 1, 0, 0, 1, 0, 1, 0, 0]),
  ];
  if (orientation !== undefined) {
    const exif = Buffer.from([
      ...Buffer.from("Exif\0\0", "ascii"),
      ...[0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8], // big-endian TIFF, first directory at 8
      ...[0, 1], // one entry
      ...[0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0], // Orientation, SHORT, 1 value
      ...[0, 0, 0, 0],
    ]);
    const length = Buffer.alloc(2);
    length.writeUInt16BE(exif.length + 2);
    parts.push(Buffer.from([0xff, 0xe1]), length, exif);
  }
  const frame = Buffer.from([0xff, 0xc0, 0x00, 0x11, 8, 0, 0, 0, 0, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  frame.writeUInt16BE(height, 5);
  frame.writeUInt16BE(width, 7);
  parts.push(frame, Buffer.from([0xff, 0xd9]));
  return bytesOf(Buffer.concat(parts));
}

/** A lossless WebP (RIFF, `VP8L` chunk) header of `width` × `height`. */
export function webpImage(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bits = ((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14);
  const chunk = Buffer.alloc(5 + 8);
  chunk[0] = 0x2f; // VP8L signature
  chunk.writeUInt32LE(bits >>> 0, 1);
  const riffBody = Buffer.concat([
    Buffer.from("WEBPVP8L", "ascii"),
    Buffer.from([chunk.length, 0, 0, 0]),
    chunk,
  ]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(riffBody.length);
  return bytesOf(Buffer.concat([Buffer.from("RIFF", "ascii"), size, riffBody]));
}

/** A GIF89a of `width` × `height`: two-colour palette, one frame holding only clear + end codes. */
export function gifImage(width: number, height: number): Uint8Array<ArrayBuffer> {
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(width, 0);
  screen.writeUInt16LE(height, 2);
  screen.set([0x80, 0, 0], 4); // global colour table of 2 entries
  const descriptor = Buffer.alloc(10);
  descriptor[0] = 0x2c;
  descriptor.writeUInt16LE(width, 5);
  descriptor.writeUInt16LE(height, 7);
  return bytesOf(
    Buffer.concat([
      Buffer.from("GIF89a", "ascii"),
      screen,
      Buffer.from([0, 0, 0, 0xff, 0xff, 0xff]),
      descriptor,
      Buffer.from([2, 1, 0x2c, 0]), // LZW minimum code size 2; one sub-block: clear, end
      Buffer.from([0x3b]),
    ]),
  );
}
