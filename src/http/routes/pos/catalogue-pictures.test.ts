// The Pictures panel's calls and the files they make, on both databases: an upload makes every size
// in avif, webp and jpeg (served at /img/u/ with a year's cache), the first picture becomes the card's,
// a file that is not a JPEG, PNG or WebP (whatever its name) or is over 10 MB is refused and writes
// nothing, staff may not change, and a save reorders, sets colours and the card, removes, and leaves
// one history entry each.
import { asc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getItemsRequest } from '../../../contract/catalog.ts';
import {
  ONLY_MANAGERS_CATALOGUE,
  PICTURE_KIND,
  PICTURE_TOO_MANY_PIXELS,
  PICTURES_CHANGED,
} from '../../../contract/catalogue.ts';
import { productCards } from '../../../db/schema.ts';
import { pictureFiles, productHistory, productPictures } from '../../../db/schema-catalogue.ts';
import { queryRows } from '../../../db/rows.ts';
import { PICTURE_FORMATS, PICTURE_WIDTHS } from '../../../domain/product-pictures.ts';
import { createCatalog } from '../../../services/catalog/catalog.service.ts';
import { pictureHash } from '../../../services/catalogue/picture-sizes.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { claimedSize, multipartBody, pngPicture, sidewaysJpeg } from '../../../testing/picture-fixture.ts';
import { type Browser, type PosTestApp, openPosTestApp } from '../../../testing/pos-app.ts';
import { EMAILS } from '../../../testing/staff-fixture.ts';

// Product 1 of the staff fixture (the cart fixture's Aria sofa) comes in charcoal and oat.
describe.each(testDatabases())('product pictures ($name)', (target) => {
  let t: PosTestApp;
  let mere: Browser;
  let sam: Browser;
  let png: Buffer;
  let jpeg: Buffer;

  beforeAll(async () => {
    t = await openPosTestApp(target);
    [mere, sam] = [await t.staffBrowser(EMAILS.manager), await t.staffBrowser(EMAILS.staff)];
    [png, jpeg] = [await pngPicture(1000, 700), await sidewaysJpeg(600, 300)];
  }, 60_000);
  afterAll(() => t?.close());

  const upload = (
    b: Browser,
    bytes: Buffer,
    opts: { id?: number; name?: string; field?: string; token?: string } = {},
  ) => {
    const body = multipartBody(opts.field ?? 'picture', opts.name ?? 'photo.png', bytes);
    return b.send({
      method: 'POST',
      url: `/pos/catalogue/product/${opts.id ?? 1}/pictures`,
      payload: body.payload,
      headers: { ...body.headers, 'x-csrf-token': opts.token ?? b.token },
    });
  };
  const counts = async () => {
    const [row] = await queryRows<{ pictures: number; files: number; history: number; version: string | null }>(
      t.handle.db,
      sql`select (select count(*)::int from product_pictures) as pictures, (select count(*)::int from picture_files) as files,
        (select count(*)::int from product_history) as history,
        (select value from app_settings where key = 'catalogue_version') as version`,
    );
    return row!;
  };
  const card = async (id = 1) =>
    (await t.handle.db.select().from(productCards).where(eq(productCards.productId, id)))[0]?.pictureHash ?? null;

  it('refuses staff (403), a missing token (419) and bad files (422, 413), writing nothing', async () => {
    const before = await counts();
    const staff = await upload(sam, png);
    expect([staff.statusCode, staff.json().msg]).toEqual([403, ONLY_MANAGERS_CATALOGUE]);
    expect((await upload(mere, png, { token: 'forged' })).statusCode).toBe(419);
    const text = await upload(mere, Buffer.from('just some words, not a picture'), { name: 'photo.jpg' });
    expect([text.statusCode, text.json().msg]).toEqual([422, PICTURE_KIND]);
    const svg = await upload(mere, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>'), {
      name: 'a.png',
    });
    expect(svg.statusCode).toBe(422);
    // A damaged file whose header reads as a JPEG, and a small PNG that would open to 400 megapixels.
    const cut = await upload(mere, jpeg.subarray(0, Math.floor(jpeg.length / 2)));
    expect([cut.statusCode, cut.json().msg]).toEqual([422, PICTURE_KIND]);
    const bomb = await claimedSize(await pngPicture(8, 8), 20_000, 20_000);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(20_000);
    const opened = await upload(mere, bomb);
    expect([opened.statusCode, opened.json().msg]).toEqual([422, PICTURE_TOO_MANY_PIXELS]);
    const huge = await upload(mere, Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]));
    expect(huge.statusCode).toBe(413);
    expect((await upload(mere, png, { field: 'other' })).statusCode).toBe(422);
    expect((await upload(mere, png, { id: 999 })).statusCode).toBe(404);
    const json = await mere.post('/pos/catalogue/product/1/pictures', { picture: 'x' });
    expect(json.statusCode).toBe(422);
    expect(await counts()).toEqual(before);
  });

  it('makes every size in every format, served with a year cache, and the first picture is the card', async () => {
    // The app's own kept listing (read before, so it is cached) shows the picture as soon as the call answers.
    const listed = async () =>
      (
        await t.services.catalog.listItems(getItemsRequest.parse({ routeType: 'category', pageStr: 'living' }))
      ).items.find((i) => i.id === 1)?.picture;
    expect(await listed()).toBeNull();
    const res = await upload(mere, png);
    expect(res.statusCode).toBe(200);
    const hash = pictureHash(png);
    expect(res.json()).toMatchObject({
      success: true,
      cardPicture: hash,
      pictures: [{ hash, width: 1000, height: 700 }],
    });
    expect(await card()).toBe(hash);
    expect(await listed()).toBe(hash);
    const files = await t.handle.db.select().from(pictureFiles).where(eq(pictureFiles.hash, hash));
    expect(files).toHaveLength(PICTURE_WIDTHS.length * PICTURE_FORMATS.length);
    for (const [width, format, type] of [
      [400, 'avif', 'image/avif'],
      [800, 'webp', 'image/webp'],
      [1600, 'jpeg', 'image/jpeg'],
    ] as const) {
      const got = await t.app.inject({ url: `/img/u/${hash}/${width}.${format}` });
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe(type);
      expect(got.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(got.rawPayload).metadata();
      expect(meta.format === 'heif' ? 'avif' : meta.format).toBe(format);
      // Never enlarged: the 1600 size of a 1000-wide picture is 1000 wide.
      expect(meta.width).toBe(Math.min(width, 1000));
      const again = await t.app.inject({
        url: `/img/u/${hash}/${width}.${format}`,
        headers: { 'if-none-match': got.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);
    }
    expect((await t.app.inject({ url: `/img/u/${'0'.repeat(64)}/400.jpeg` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/img/u/${hash}/401.jpeg` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/img/u/${hash}/400.gif` })).statusCode).toBe(404);
    const [entry] = await t.handle.db.select().from(productHistory).orderBy(asc(productHistory.id));
    expect(entry).toMatchObject({
      productId: 1,
      source: 'pictures',
      changes: [{ field: 'pictures', before: { pictures: [], card: null } }],
    });
  });

  it('turns a picture upright by its EXIF orientation and keeps no metadata', async () => {
    const res = await upload(mere, jpeg, { name: 'IMG_0001.JPG' });
    expect(res.json().pictures[1]).toMatchObject({ width: 300, height: 600 });
    const got = await t.app.inject({ url: `/img/u/${pictureHash(jpeg)}/400.jpeg` });
    const meta = await sharp(got.rawPayload).metadata();
    expect([meta.width, meta.height, meta.orientation, meta.exif]).toEqual([300, 600, undefined, undefined]);
    // The same picture twice is refused; its files are made once.
    expect((await upload(mere, jpeg)).statusCode).toBe(422);
  });

  it('reorders, sets a colour and the card, refuses stale or bad saves, and removes', async () => {
    const [a, b] = await t.handle.db.select().from(productPictures).orderBy(asc(productPictures.sortOrder));
    const save = (body: object) => mere.post('/pos/catalogue/product/1/pictures/save', body);
    const before = await counts();
    expect((await save({ pictures: [{ id: a!.id }], deleted: [] })).statusCode).toBe(409);
    expect((await save({ pictures: [{ id: a!.id }, { id: b!.id, colour: 'purple' }] })).statusCode).toBe(422);
    expect((await save({ pictures: [{ id: a!.id }, { id: b!.id }], cardPicture: 'f'.repeat(64) })).statusCode).toBe(
      422,
    );
    const staff = await sam.post('/pos/catalogue/product/1/pictures/save', {
      pictures: [{ id: b!.id }, { id: a!.id }],
    });
    expect(staff.statusCode).toBe(403);
    expect(await counts()).toEqual(before);
    expect(PICTURES_CHANGED).toBeTruthy();

    const moved = await save({
      pictures: [
        { id: b!.id, colour: 'oat' },
        { id: a!.id, colour: null },
      ],
      cardPicture: b!.hash,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      cardPicture: b!.hash,
      pictures: [
        { id: b!.id, colour: 'oat' },
        { id: a!.id, colour: null },
      ],
    });
    expect(await card()).toBe(b!.hash);
    const after = await counts();
    expect(after.history).toBe(before.history + 1);
    expect(Number(after.version)).toBe(Number(before.version) + 1);
    // The storefront reads them: the card's picture in the cards' own statement, the gallery in order.
    const catalog = createCatalog(t.handle.db, { listingTtlMs: 0 });
    expect((await catalog.cardsOf([1]))[0]?.picture).toBe(b!.hash);
    expect((await catalog.productPage('aria-3-seater-sofa'))?.pictures).toEqual([
      { hash: b!.hash, colour: 'oat' },
      { hash: a!.hash, colour: null },
    ]);
    expect((await catalog.cardsOf([2]))[0]?.picture).toBeNull();
    // Saving the same again changes nothing and leaves no entry.
    await save({ pictures: [{ id: b!.id, colour: 'oat' }, { id: a!.id }], cardPicture: b!.hash });
    expect((await counts()).history).toBe(after.history);

    // Removing the card's picture: the first left becomes the card's, and its files go.
    const removed = await save({ pictures: [{ id: a!.id }], deleted: [b!.id], cardPicture: null });
    expect(removed.json()).toMatchObject({ cardPicture: a!.hash, pictures: [{ id: a!.id }] });
    expect(await card()).toBe(a!.hash);
    expect(await t.handle.db.select().from(pictureFiles).where(eq(pictureFiles.hash, b!.hash))).toHaveLength(0);
    expect((await t.app.inject({ url: `/img/u/${b!.hash}/400.jpeg` })).statusCode).toBe(404);
    const last = await save({ pictures: [], deleted: [a!.id] });
    expect(last.json()).toMatchObject({ cardPicture: null, pictures: [] });
    expect(await card()).toBeNull();
  });
});
