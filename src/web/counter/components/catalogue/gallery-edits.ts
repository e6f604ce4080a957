// The Pictures panel's edits before they are saved: moving a picture, giving it a colour, choosing
// the card's picture and removing one, each a new gallery (the panel keeps the last saved one beside
// it), and the save's request made from the two.
import type { CataloguePicture } from '../../../../contract/catalogue.ts';
import type { RequestOf } from '../../../../contract/routes.ts';

export interface GalleryDraft {
  pictures: CataloguePicture[];
  cardPicture: string | null;
  /** Removed since the last save (their ids go in the save's `deleted`). */
  deleted: number[];
}

/** Moves the picture at `from` one place up (-1) or down (+1); at either end nothing moves. */
export function movePicture(d: GalleryDraft, from: number, by: -1 | 1): GalleryDraft {
  const to = from + by;
  if (to < 0 || to >= d.pictures.length) return d;
  const pictures = [...d.pictures];
  [pictures[from], pictures[to]] = [pictures[to]!, pictures[from]!];
  return { ...d, pictures };
}

export const colourPicture = (d: GalleryDraft, id: number, colour: string | null): GalleryDraft => ({
  ...d,
  pictures: d.pictures.map((p) => (p.id === id ? { ...p, colour } : p)),
});

export const chooseCardPicture = (d: GalleryDraft, hash: string): GalleryDraft => ({ ...d, cardPicture: hash });

/** Removes a picture; when it was the card's, the first left is (as the server will choose). */
export function removePicture(d: GalleryDraft, id: number): GalleryDraft {
  const gone = d.pictures.find((p) => p.id === id);
  if (!gone) return d;
  const pictures = d.pictures.filter((p) => p.id !== id);
  const cardPicture = d.cardPicture === gone.hash ? (pictures[0]?.hash ?? null) : d.cardPicture;
  return { pictures, cardPicture, deleted: [...d.deleted, id] };
}

/** The card's picture as shown: the chosen one, else the first (what the server keeps). */
export const shownCardPicture = (d: Pick<GalleryDraft, 'pictures' | 'cardPicture'>) =>
  d.pictures.some((p) => p.hash === d.cardPicture) ? d.cardPicture : (d.pictures[0]?.hash ?? null);

export function saveRequest(productId: number, d: GalleryDraft): RequestOf<'pos.catalogue.pictures.save'> {
  return {
    id: productId,
    pictures: d.pictures.map((p) => ({ id: p.id, colour: p.colour })),
    cardPicture: shownCardPicture(d),
    deleted: d.deleted,
  };
}

/** Whether the draft differs from what was saved. */
export function isChanged(saved: Pick<GalleryDraft, 'pictures' | 'cardPicture'>, d: GalleryDraft): boolean {
  const key = (g: Pick<GalleryDraft, 'pictures' | 'cardPicture'>) =>
    JSON.stringify([g.pictures.map((p) => [p.id, p.colour]), shownCardPicture(g)]);
  return d.deleted.length > 0 || key(saved) !== key(d);
}
