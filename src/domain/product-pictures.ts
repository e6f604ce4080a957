// Where an uploaded picture's sizes are served (/img/u/{hash}/{width}.{format}) and which sizes exist:
// the card, the product page's gallery and the thumbnails read these addresses, and the server makes
// one file per width and format when a picture is uploaded (services/catalogue/picture-sizes.ts).
// Every width exists for every picture: a picture narrower than a width is kept at its own size
// under that width's name, never enlarged, so a page can ask for any of them.

/** The widths the pages show: thumbnails and cards (400), the gallery on a phone (800) and a laptop (1600). */
export const PICTURE_WIDTHS = [400, 800, 1600] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/** Best first: a browser takes the first source it can show; jpeg is the fallback every browser reads. */
export const PICTURE_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number];

export const PICTURE_TYPES: Record<PictureFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/** A picture's content hash: the SHA-256 of the uploaded bytes, in hex. */
export const isPictureHash = (hash: string) => /^[0-9a-f]{64}$/.test(hash);

export const pictureUrl = (hash: string, width: PictureWidth, format: PictureFormat) =>
  `/img/u/${hash}/${width}.${format}`;

/** A srcset over the given widths in one format. */
export const pictureSrcset = (hash: string, format: PictureFormat, widths: readonly PictureWidth[] = PICTURE_WIDTHS) =>
  widths.map((w) => `${pictureUrl(hash, w, format)} ${w}w`).join(', ');

/** An uploaded picture as the product page has it: in the gallery's order, a colour's own or every colour's. */
export interface ProductPicture {
  hash: string;
  /** A ysel code, or null for every colour. */
  colour: string | null;
}

/** The gallery for a chosen colour: that colour's own pictures first, then the rest in their order. */
export function picturesForColour(pictures: readonly ProductPicture[], ysel: string): string[] {
  const own = pictures.filter((p) => p.colour !== null && p.colour === ysel);
  return [...own, ...pictures.filter((p) => !own.includes(p))].map((p) => p.hash);
}
