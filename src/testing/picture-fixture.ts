// Pictures made in the test with sharp (a real PNG, a real JPEG turned by EXIF) and the multipart
// body a browser's FormData sends, for the picture upload tests.
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A `width`×`height` PNG of one colour. */
export const pngPicture = (width: number, height: number, colour = '#a0522d') =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** A JPEG stored sideways with EXIF orientation 6 (turn a quarter clockwise), as phones write them. */
export const sidewaysJpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();

/** A multipart/form-data body with one file field. */
export function multipartBody(field: string, filename: string, bytes: Buffer, type = 'application/octet-stream') {
  const boundary = `----kauri${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A PNG whose header claims another size (its IHDR rewritten, checksum and all): what a decompression bomb looks like to a reader of headers. */
export async function claimedSize(png: Buffer, width: number, height: number): Promise<Buffer> {
  const out = Buffer.from(png);
  // The signature (8 bytes), IHDR's length and type (8), then width and height, then the chunk's CRC at 29.
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  out.writeUInt32BE(crc32(out.subarray(12, 29)), 29);
  return out;
}
