// A product's uploaded pictures (the editor's Pictures panel): adding one, and saving the gallery's
// order, each picture's colour, the card's picture and removals. The sizes live in the database
// (picture_files), so every process serves the same files; a picture already uploaded for any product
// reuses its files. Every change is one history entry and moves the catalogue's counter on, in the
// transaction that makes it, with the product's row locked so two saves of one gallery take turns.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  CARD_PICTURE_UNKNOWN,
  type CataloguePicture,
  NO_SUCH_COLOUR,
  NO_SUCH_PRODUCT,
  ONLY_MANAGERS_CATALOGUE,
  PICTURES_CHANGED,
  PICTURE_ALREADY_THERE,
  type PicturesResponse,
  type PicturesSaveRequest,
  pictureAdded,
  picturesSaved,
} from '../../contract/catalogue.ts';
import type { SignedInStaff } from '../../contract/pos.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { productCards, productOptions } from '../../db/schema.ts';
import { pictureFiles, productHistory, productPictures } from '../../db/schema-catalogue.ts';
import { type PictureFormat, isPictureHash, pictureUrl } from '../../domain/product-pictures.ts';
import { Refusal } from '../../domain/refusal.ts';
import { markCatalogueChanged } from './changes.ts';
import { makePictureSizes, readPicture } from './picture-sizes.ts';
import { mayChangeCatalogue } from './save.ts';

function mustChange(staff: SignedInStaff) {
  if (!mayChangeCatalogue(staff)) throw new Refusal(403, ONLY_MANAGERS_CATALOGUE);
}

type PictureRecord = typeof productPictures.$inferSelect;

const toPicture = (p: PictureRecord): CataloguePicture => ({
  id: p.id,
  hash: p.hash,
  colour: p.colour,
  width: p.width,
  height: p.height,
  thumbUrl: pictureUrl(p.hash, 400, 'jpeg'),
});

/** What the history keeps of a gallery: the pictures in order with their colours, and the card's. */
const gallerySummary = (pictures: PictureRecord[], card: string | null) => ({
  pictures: pictures.map((p) => ({ hash: p.hash, colour: p.colour })),
  card,
});

export function createCataloguePictures(db: Database) {
  /** The product's name, its row locked for the transaction; a 404 when there is none. */
  async function lockProduct(tx: Database, productId: number): Promise<string> {
    const [row] = await queryRows<{ name: string }>(
      tx,
      sql`select name from products where id = ${productId} for update`,
    );
    if (!row) throw new Refusal(404, NO_SUCH_PRODUCT);
    return row.name;
  }

  async function gallery(tx: Database, productId: number) {
    const pictures = await tx
      .select()
      .from(productPictures)
      .where(eq(productPictures.productId, productId))
      .orderBy(asc(productPictures.sortOrder), asc(productPictures.id));
    const [card] = await tx
      .select({ hash: productCards.pictureHash })
      .from(productCards)
      .where(eq(productCards.productId, productId));
    return { pictures, card: card?.hash ?? null };
  }

  async function setCardPicture(tx: Database, productId: number, hash: string | null) {
    await tx
      .insert(productCards)
      .values({ productId, pictureHash: hash })
      .onConflictDoUpdate({ target: productCards.productId, set: { pictureHash: hash } });
  }

  async function record(tx: Database, staff: SignedInStaff, productId: number, before: unknown, after: unknown) {
    await tx.insert(productHistory).values({
      productId,
      staffId: staff.id,
      staffName: `${staff.firstname} ${staff.lastname}`.trim(),
      source: 'pictures',
      changes: [{ field: 'pictures', before, after }],
    });
    await markCatalogueChanged(tx);
  }

  /** Files no product's picture uses any more (a removed picture's, unless another product shares it). */
  async function dropUnusedFiles(tx: Database, hashes: string[]) {
    if (!hashes.length) return;
    await tx.execute(
      sql`delete from picture_files f where f.hash in (${sql.join(
        hashes.map((h) => sql`${h}`),
        sql`, `,
      )}) and not exists (select 1 from product_pictures p where p.hash = f.hash)`,
    );
  }

  return {
    mayChange: mayChangeCatalogue,

    /** The product's pictures in the gallery's order and the card's picture (the editor's panel). */
    async list(productId: number): Promise<{ pictures: CataloguePicture[]; cardPicture: string | null }> {
      const { pictures, card } = await gallery(db, productId);
      return { pictures: pictures.map(toPicture), cardPicture: card };
    },

    /**
     * POST /pos/catalogue/product/:id/pictures: a new last picture. The sizes are made before the
     * transaction (seconds of work that holds no lock), and only when no product has the picture yet.
     */
    async upload(staff: SignedInStaff, productId: number, bytes: Buffer): Promise<PicturesResponse> {
      mustChange(staff);
      const read = await readPicture(bytes);
      // No seconds of resizing for a product that is not there.
      const [exists] = await queryRows<{ id: number }>(db, sql`select id from products where id = ${productId}`);
      if (!exists) throw new Refusal(404, NO_SUCH_PRODUCT);
      const [known] = await db
        .select({ hash: pictureFiles.hash })
        .from(pictureFiles)
        .where(eq(pictureFiles.hash, read.hash))
        .limit(1);
      const files = known ? [] : await makePictureSizes(bytes, read.width);
      return db.transaction(async (tx) => {
        const name = await lockProduct(tx, productId);
        const before = await gallery(tx, productId);
        if (before.pictures.some((p) => p.hash === read.hash)) throw new Refusal(422, PICTURE_ALREADY_THERE);
        if (files.length)
          await tx
            .insert(pictureFiles)
            .values(files.map((f) => ({ hash: read.hash, ...f })))
            .onConflictDoNothing();
        const last = before.pictures.at(-1)?.sortOrder ?? -1;
        await tx.insert(productPictures).values({
          productId,
          hash: read.hash,
          sortOrder: last + 1,
          width: read.width,
          height: read.height,
        });
        // The first picture becomes the card's: a product with a photo shows it rather than its drawing.
        const card = before.card ?? read.hash;
        if (card !== before.card) await setCardPicture(tx, productId, card);
        const after = await gallery(tx, productId);
        await record(
          tx,
          staff,
          productId,
          gallerySummary(before.pictures, before.card),
          gallerySummary(after.pictures, card),
        );
        return { success: true, msg: pictureAdded(name), pictures: after.pictures.map(toPicture), cardPicture: card };
      });
    },

    /** POST /pos/catalogue/product/:id/pictures/save: order, colours, the card's picture and removals at once. */
    async save(staff: SignedInStaff, ask: PicturesSaveRequest): Promise<PicturesResponse> {
      mustChange(staff);
      return db.transaction(async (tx) => {
        const name = await lockProduct(tx, ask.id);
        const before = await gallery(tx, ask.id);
        // The editor must name every picture once, kept or removed: anything else means another save
        // (or an upload) came between, and saving this one would lose it.
        const named = [...ask.pictures.map((p) => p.id), ...ask.deleted];
        const have = new Set(before.pictures.map((p) => p.id));
        if (named.length !== have.size || new Set(named).size !== named.length || !named.every((id) => have.has(id)))
          throw new Refusal(409, PICTURES_CHANGED);
        const colours = new Set(
          (
            await tx
              .select({ code: productOptions.code })
              .from(productOptions)
              .where(and(eq(productOptions.productId, ask.id), eq(productOptions.axis, 'y')))
          ).map((o) => o.code),
        );
        if (ask.pictures.some((p) => p.colour !== null && !colours.has(p.colour)))
          throw new Refusal(422, NO_SUCH_COLOUR);
        const byId = new Map(before.pictures.map((p) => [p.id, p]));
        const kept = ask.pictures.map((p) => byId.get(p.id)!);
        if (ask.cardPicture !== null && !kept.some((p) => p.hash === ask.cardPicture))
          throw new Refusal(422, CARD_PICTURE_UNKNOWN);

        const gone = ask.deleted.map((id) => byId.get(id)!);
        if (gone.length) await tx.delete(productPictures).where(inArray(productPictures.id, ask.deleted));
        for (const [i, p] of ask.pictures.entries()) {
          const was = byId.get(p.id)!;
          if (was.sortOrder !== i || was.colour !== p.colour)
            await tx
              .update(productPictures)
              .set({ sortOrder: i, colour: p.colour })
              .where(eq(productPictures.id, p.id));
        }
        await dropUnusedFiles(
          tx,
          gone.map((p) => p.hash),
        );
        const card = ask.cardPicture ?? kept[0]?.hash ?? null;
        if (card !== before.card) await setCardPicture(tx, ask.id, card);
        const after = await gallery(tx, ask.id);
        const [was, now] = [gallerySummary(before.pictures, before.card), gallerySummary(after.pictures, card)];
        // A save that changes nothing leaves no history entry and keeps the caches.
        if (JSON.stringify(was) !== JSON.stringify(now)) await record(tx, staff, ask.id, was, now);
        return { success: true, msg: picturesSaved(name), pictures: after.pictures.map(toPicture), cardPicture: card };
      });
    },

    /** GET /img/u/:hash/:width.:format: one made size's bytes, or null. */
    async file(hash: string, width: number, format: PictureFormat): Promise<Buffer | null> {
      if (!isPictureHash(hash)) return null;
      const [row] = await db
        .select({ bytes: pictureFiles.bytes })
        .from(pictureFiles)
        .where(and(eq(pictureFiles.hash, hash), eq(pictureFiles.width, width), eq(pictureFiles.format, format)));
      return row?.bytes ?? null;
    },
  };
}

export type CataloguePictures = ReturnType<typeof createCataloguePictures>;
