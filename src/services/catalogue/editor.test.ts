// The catalogue editor's save (services/catalogue/save.ts) on both databases: it adds and changes a
// product, refuses each rule with the field named and writes nothing, refuses staff, records one
// history entry of the changed fields (none for an unchanged save), leaves a redirect for an old
// address, and deletes a dropped cell only when nothing points at it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CatalogueProduct,
  ONLY_MANAGERS_CATALOGUE,
  type ProductDraftInput,
  productSaveRequest,
} from '../../contract/catalogue.ts';
import type { SignedInStaff } from '../../contract/pos.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { syncSequences } from '../../db/seed/insert.ts';
import {
  SKU_TAKEN,
  UNKNOWN_CATEGORY,
  UNKNOWN_COMPONENT,
  UNKNOWN_SHAPE,
  URL_TAKEN,
  SALE_ABOVE_PRICE,
} from '../../domain/catalogue-rules.ts';
import { Refusal } from '../../domain/refusal.ts';
import { testDatabases } from '../../testing/databases.ts';
import { STAFF, insertStaffFixture } from '../../testing/staff-fixture.ts';
import { type CatalogueService, createCatalogueService } from './editor.ts';

const who = (role: SignedInStaff['role'], id: number): SignedInStaff =>
  ({ id, firstname: role, lastname: 'Test', email: `${role}@kauri.test`, role, locationCode: 'AKL' }) as SignedInStaff;
const manager = who('manager', STAFF.manager);
const staff = who('staff', STAFF.staff);

const refusal = async (work: Promise<unknown>) => {
  const err = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(Refusal);
  return err as Refusal & { extra?: { errors?: { field: string; message: string }[] } };
};

/** The product as the editor would send it back. */
const draftOf = (p: CatalogueProduct): ProductDraftInput => ({
  id: p.id,
  name: p.name,
  url: p.url,
  collection: p.collection,
  style: p.style,
  tags: p.tags,
  category: p.category,
  description: p.description,
  shape: p.shape,
  cbm: p.cbm,
  flags: p.flags,
  active: p.active,
  options: p.options,
  variants: p.variants.map(({ id: _id, ...v }) => v),
});

const newDraft = (over: Partial<ProductDraftInput> = {}): ProductDraftInput => ({
  name: 'Pohutukawa Armchair',
  url: 'pohutukawa-armchair',
  collection: 'Pohutukawa',
  style: 'Coastal',
  tags: ['Pet Friendly', 'Wool'],
  category: { cat1Id: 1, cat2Id: 2, cat3Id: null },
  description: 'A deep armchair in **wool**.',
  shape: 'armchair',
  cbm: '0.850',
  flags: ['new'],
  active: true,
  options: {
    x: { label: '', values: [] },
    y: {
      label: 'Colour',
      values: [
        { code: 'rust', label: 'Rust', hex: '#b7410e' },
        { code: 'sage', label: 'Sage', hex: null },
      ],
    },
  },
  variants: [
    { sku: 'POHU-RUST', ysel: 'rust', price: '899.00', salePrice: '', msrp: '999.00', active: true, isDefault: true },
    { sku: 'POHU-SAGE', ysel: 'sage', price: '899.00', salePrice: '799.00', msrp: '999.00', active: true },
  ],
  ...over,
});

const parse = (d: ProductDraftInput) => productSaveRequest.parse(d);

describe.each(testDatabases())('catalogue editor ($name)', (target) => {
  let handle: DatabaseHandle;
  let catalogue: CatalogueService;
  const count = async (table: string) =>
    (await queryRows<{ n: number }>(handle.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;
  const footprint = async () =>
    Promise.all(['products', 'product_variants', 'product_history', 'tags', 'collections', 'app_settings'].map(count));

  beforeAll(async () => {
    handle = await target.open();
    // The staff fixture brings the cart fixture's small catalogue (testing/cart-fixture.ts).
    await insertStaffFixture(handle.db);
    await syncSequences(handle.db, ['products', 'product_variants', 'product_options', 'collections', 'tags']);
    catalogue = createCatalogueService(handle.db);
  });
  afterAll(() => handle?.close());

  it('adds a product with its cells, options, names and search text, and one history entry', async () => {
    const saved = await catalogue.save(manager, parse(newDraft()));
    const p = saved.product;
    expect(saved.msg).toBe('Pohutukawa Armchair is saved');
    expect(p.variants.map((v) => [v.sku, v.ysel, v.salePrice, v.isDefault])).toEqual([
      ['POHU-RUST', 'rust', '', true],
      ['POHU-SAGE', 'sage', '799.00', false],
    ]);
    expect(p.collection).toBe('Pohutukawa');
    expect(p.tags).toEqual(['Pet Friendly', 'Wool']);
    expect(p.flags).toEqual(['new']);
    const [row] = await queryRows<{ price_cents: number; is_new: boolean; hit: boolean; doc: string }>(
      handle.db,
      sql`select p.price_cents, p.is_new, p.search_tsv @@ websearch_to_tsquery('english', 'coastal wool rust') as hit, t.search_doc as doc
        from products p join product_texts t on t.product_id = p.id where p.id = ${p.id}`,
    );
    expect(row).toMatchObject({ price_cents: 89_900, is_new: true, hit: true });
    expect(row!.doc).toContain('Living Sofas');
    expect(await queryRows(handle.db, sql`select word from search_words where word = 'pohutukawa'`)).toHaveLength(1);
    const history = await catalogue.history(manager, p.id, 1);
    expect(history.total).toBe(1);
    expect(history.entries[0]).toMatchObject({ staff: 'manager Test', source: 'editor' });
    expect(await count("stock where variant_id in (select id from product_variants where sku like 'POHU%')")).toBe(0);
  });

  it('records the changed fields before and after, and nothing for an unchanged save', async () => {
    const [{ id }] = (await queryRows<{ id: number }>(
      handle.db,
      sql`select id from products where url = 'pohutukawa-armchair'`,
    )) as [{ id: number }];
    const p = await catalogue.get(manager, id);
    const before = await footprint();
    await catalogue.save(manager, parse(draftOf(p)));
    expect(await footprint()).toEqual(before);
    const d = draftOf(p);
    d.name = 'Pohutukawa Wingback';
    d.flags = ['new', 'deal'];
    await catalogue.save(manager, parse(d));
    const history = await catalogue.history(manager, id, 1);
    expect(history.total).toBe(2);
    expect(history.entries[0]!.changes).toEqual([
      { field: 'name', before: 'Pohutukawa Armchair', after: 'Pohutukawa Wingback' },
      { field: 'flags', before: ['new'], after: ['deal', 'new'] },
    ]);
  });

  it('leaves a redirect from the old address when the address changes', async () => {
    const p = await catalogue.get(manager, 1);
    await catalogue.save(manager, parse({ ...draftOf(p), url: 'aria-sofa-three-seater' }));
    const rows = await queryRows<{ old_url: string; product_id: number }>(
      handle.db,
      sql`select old_url, product_id from product_redirects order by old_url`,
    );
    expect(rows).toEqual([{ old_url: 'aria-3-seater-sofa', product_id: 1 }]);
    // Moving back takes the address back: the redirect that would point at itself goes.
    await catalogue.save(manager, parse({ ...draftOf(p), url: 'aria-3-seater-sofa' }));
    expect(
      await queryRows(handle.db, sql`select old_url from product_redirects where old_url = 'aria-3-seater-sofa'`),
    ).toEqual([]);
  });

  it('deletes a dropped cell nothing points at, and keeps one with a purchase order as not sellable', async () => {
    const p = await catalogue.get(manager, 1);
    const d = draftOf(p);
    d.options.y.values.push({ code: 'moss', label: 'Moss', hex: null });
    d.variants.push({ sku: 'SOFA-MOSS', ysel: 'moss', price: '1499.00', salePrice: '', msrp: '1899.00', active: true });
    await catalogue.save(manager, parse(d));
    expect(await count(`product_variants where sku = 'SOFA-MOSS'`)).toBe(1);
    const back = draftOf(await catalogue.get(manager, 1));
    back.variants = back.variants.filter((v) => v.sku === 'SOFA-CHA');
    await catalogue.save(manager, parse(back));
    expect(await count(`product_variants where sku = 'SOFA-MOSS'`)).toBe(0);
    const [oat] = await queryRows<{ sellable: boolean; ysel: string }>(
      handle.db,
      sql`select sellable, ysel from product_variants where sku = 'SOFA-OAT'`,
    );
    expect(oat).toEqual({ sellable: false, ysel: 'oat' });
  });

  it('refuses each rule with its field named, writing nothing', async () => {
    const cases: [Partial<ProductDraftInput>, string, string][] = [
      [{ url: 'kahu-bed' }, 'url', URL_TAKEN],
      [{ category: { cat1Id: 1, cat2Id: 5, cat3Id: null } }, 'category', UNKNOWN_CATEGORY],
      [{ shape: 'spaceship' }, 'shape', UNKNOWN_SHAPE],
      [
        {
          variants: [
            { sku: 'LAMP-1', ysel: 'rust', price: '10', msrp: '10', active: true },
            { sku: 'NEW-SAGE', ysel: 'sage', price: '10', salePrice: '11', msrp: '10', active: true },
          ],
        },
        'variants.0.sku',
        SKU_TAKEN,
      ],
      [
        {
          variants: [
            {
              sku: 'NEW-RUST',
              ysel: 'rust',
              price: '10',
              msrp: '10',
              active: true,
              components: [{ sku: 'NOPE-1', qty: 1 }],
            },
          ],
        },
        'variants.0.components.0.sku',
        UNKNOWN_COMPONENT,
      ],
      [
        { variants: [{ sku: 'NEW-RUST', ysel: 'rust', price: '10', salePrice: '11', msrp: '10', active: true }] },
        'variants.0.salePrice',
        SALE_ABOVE_PRICE,
      ],
    ];
    const before = await footprint();
    for (const [over, field, message] of cases) {
      const err = await refusal(catalogue.save(manager, parse(newDraft({ url: 'another-chair', ...over }))));
      expect(err.status).toBe(422);
      expect(err.extra?.errors).toContainEqual({ field, message });
    }
    expect(await footprint()).toEqual(before);
  });

  it('refuses a staff member who is not a manager', async () => {
    const err = await refusal(catalogue.save(staff, parse(newDraft({ url: 'staff-chair' }))));
    expect([err.status, err.message]).toEqual([403, ONLY_MANAGERS_CATALOGUE]);
    expect(await count(`products where url = 'staff-chair'`)).toBe(0);
  });
});
