// Reading an uploaded picture and making the sizes the pages use, with sharp. What a file is, is
// decided by its content (sharp reads its header), never by its name or the browser's type; the
// picture is turned upright by its EXIF orientation and every made file carries no metadata
// (sharp drops it unless asked to keep it), so a phone's location never reaches the shop's pages.
import { createHash } from 'node:crypto';
import sharp, { type Metadata, type Sharp } from 'sharp';
import {
  MAX_PICTURE_BYTES,
  PICTURE_KIND,
  PICTURE_TOO_LARGE,
  PICTURE_TOO_MANY_PIXELS,
} from '../../contract/catalogue.ts';
import { PICTURE_FORMATS, PICTURE_WIDTHS, type PictureFormat } from '../../domain/product-pictures.ts';
import { Refusal } from '../../domain/refusal.ts';

const ACCEPTED = new Set(['jpeg', 'png', 'webp']);
/** A camera's largest photos are about 60 megapixels; a small file that opens far larger is refused before it is decoded. */
const MAX_PIXELS = 100_000_000;

export interface PictureFile {
  width: number;
  format: PictureFormat;
  bytes: Buffer;
}

export interface ReadPicture {
  hash: string;
  /** Upright, as the shopper sees it. */
  width: number;
  height: number;
}

export const pictureHash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The upload's hash and upright size; a refusal when it is not a JPEG, PNG or WebP picture or too big. */
export async function readPicture(bytes: Buffer): Promise<ReadPicture> {
  if (bytes.length > MAX_PICTURE_BYTES) throw new Refusal(413, PICTURE_TOO_LARGE);
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new Refusal(422, PICTURE_KIND);
  }
  if (!meta.format || !ACCEPTED.has(meta.format) || !meta.width || !meta.height) throw new Refusal(422, PICTURE_KIND);
  if (meta.width * meta.height > MAX_PIXELS) throw new Refusal(422, PICTURE_TOO_MANY_PIXELS);
  // Orientations 5 to 8 turn the picture a quarter: its upright width is the stored height.
  const turned = (meta.orientation ?? 1) >= 5;
  return {
    hash: pictureHash(bytes),
    width: turned ? meta.height : meta.width,
    height: turned ? meta.width : meta.height,
  };
}

const encoders: Record<PictureFormat, (s: Sharp) => Sharp> = {
  avif: (s) => s.avif({ quality: 55, effort: 4 }),
  webp: (s) => s.webp({ quality: 78 }),
  jpeg: (s) => s.jpeg({ quality: 80, mozjpeg: true }),
};

/**
 * Every width of PICTURE_WIDTHS in every format. A width above the picture's own is the picture at
 * its own size (made once, kept under each such name), so no address is missing and nothing is enlarged.
 */
export async function makePictureSizes(bytes: Buffer, uprightWidth: number): Promise<PictureFile[]> {
  try {
    return await resizeEach(bytes, uprightWidth);
  } catch {
    // A header that reads as a picture over data that does not (a cut-off or damaged file).
    throw new Refusal(422, PICTURE_KIND);
  }
}

async function resizeEach(bytes: Buffer, uprightWidth: number): Promise<PictureFile[]> {
  const made = new Map<string, Buffer>();
  const files: PictureFile[] = [];
  for (const width of PICTURE_WIDTHS) {
    const actual = Math.min(width, uprightWidth);
    for (const format of PICTURE_FORMATS) {
      const key = `${actual}.${format}`;
      let out = made.get(key);
      if (out === undefined) {
        const resized = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS })
          .rotate()
          .resize({ width: actual, withoutEnlargement: true });
        // A transparent PNG on a white ground in jpeg, as the shop's pages are white.
        out = await encoders[format](
          format === 'jpeg' ? resized.flatten({ background: '#ffffff' }) : resized,
        ).toBuffer();
        made.set(key, out);
      }
      files.push({ width, format, bytes: out });
    }
  }
  return files;
}
