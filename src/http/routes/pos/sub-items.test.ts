// Sub-items of the POS cart beyond their allocations: delivery tags and notes saved through
// updateItem (checked, the staff member's own items only, nothing written on a refusal) and copied
// onto the quote's and the order's lines; and back order, offered only when an open purchase order
// of the variant allows it and refused at allocation save otherwise.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApprovalType } from '../../../contract/pos.ts';
import { queryRows } from '../../../db/rows.ts';
import { DELIVERY_TAGS } from '../../../domain/delivery-tags.ts';
import { issueApproval } from '../../../services/staff/approvals.ts';
import { EMAILS, STAFF } from '../../../testing/staff-fixture.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { ORDER_CUSTOMER as CUSTOMER, allocation } from '../../../testing/order-fixture.ts';
import { type Browser, usePosTestApp } from '../../../testing/pos-app.ts';

interface SubItem {
  sku: string;
  qty: number;
  notes: string;
  delTags: string[];
  isBackOrder: boolean;
}
interface Item {
  id: number;
  sku: string;
  qty: number;
  subItems: SubItem[];
}

describe.each(testDatabases())('POS sub-items: delivery tags, notes and back order ($name)', (target) => {
  const { t, sam, mere } = usePosTestApp(target, { signIn: { sam: EMAILS.staff, mere: EMAILS.manager } });
  beforeAll(async () => {
    for (const sku of ['SOFA-CHA', 'BUNDLE-1', 'SOFA-OAT'])
      expect((await sam.post('/pos/cart/addItem', { sku })).statusCode).toBe(200);
  });

  const db = () => t.handle.db;
  const cartOf = async (b: Browser, orderNo: string | null = null) =>
    (await b.post('/pos/cart/get', { orderNo })).json();
  const itemOf = async (b: Browser, sku: string, orderNo: string | null = null) =>
    ((await cartOf(b, orderNo)).cartItems as Item[]).find((i) => i.sku === sku)!;
  const subOf = (item: Item, sku: string) => item.subItems.find((s) => s.sku === sku)!;
  const saved = async () =>
    JSON.stringify(
      await queryRows(
        db(),
        sql`select (select json_agg(s order by s.cart_item_id, s.variant_id) from cart_sub_items s) as subs,
          (select json_agg(i order by i.id) from cart_items i) as items`,
      ),
    );
  const approval = (staffId: number, type: ApprovalType) =>
    issueApproval(db(), { staffId, approverId: staffId, type }, t.clock.now);

  it("answers the shop's delivery tags, and empty notes and tags for a new sub-item", async () => {
    const body = await cartOf(sam);
    expect(body.delTags).toEqual(DELIVERY_TAGS);
    expect(body.delTags.map((d: { code: string }) => d.code)).toEqual([
      'stairs',
      'narrow-access',
      'call-ahead',
      'two-person-lift',
      'remove-packaging',
      'fragile',
    ]);
    for (const d of body.delTags) expect(d.svg).toMatch(/^<svg [^>]*viewBox="0 0 24 24"[^>]*>.*<\/svg>$/);
    expect(subOf(body.cartItems[0], 'SOFA-CHA')).toMatchObject({ notes: '', delTags: [] });
  });

  it('saves the tags and notes of a sub-item through updateItem, and get shows them', async () => {
    const bundle = await itemOf(sam, 'BUNDLE-1');
    const res = await sam.post('/pos/cart/updateItem', {
      item: {
        id: bundle.id,
        subItems: [{ sku: 'LAMP-1', notes: 'Gate code 4821; lamps go upstairs', delTags: ['fragile', 'stairs'] }],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, couponMsg: '' });
    let shown = await itemOf(sam, 'BUNDLE-1');
    // Kept in the shop's order of tags.
    expect(subOf(shown, 'LAMP-1')).toMatchObject({
      notes: 'Gate code 4821; lamps go upstairs',
      delTags: ['stairs', 'fragile'],
    });
    expect(subOf(shown, 'SOFA-CHA')).toMatchObject({ notes: '', delTags: [] });
    // The same sku as a line of its own keeps its own notes.
    expect(subOf(await itemOf(sam, 'SOFA-CHA'), 'SOFA-CHA')).toMatchObject({ notes: '', delTags: [] });

    // Only notes: the tags stay; with a quantity in the same call, both are saved.
    const more = await sam.post('/pos/cart/updateItem', {
      item: {
        id: bundle.id,
        qty: 2,
        subItems: [
          { sku: 'SOFA-CHA', delTags: ['two-person-lift'] },
          { sku: 'LAMP-1', notes: 'Leave at the door' },
        ],
      },
    });
    expect(more.statusCode).toBe(200);
    shown = await itemOf(sam, 'BUNDLE-1');
    expect(shown.qty).toBe(2);
    expect(subOf(shown, 'LAMP-1')).toMatchObject({
      qty: 4,
      notes: 'Leave at the door',
      delTags: ['stairs', 'fragile'],
    });
    expect(subOf(shown, 'SOFA-CHA')).toMatchObject({ notes: '', delTags: ['two-person-lift'] });

    // Clearing them.
    await sam.post('/pos/cart/updateItem', {
      item: { id: bundle.id, qty: 1, subItems: [{ sku: 'SOFA-CHA', notes: '', delTags: [] }] },
    });
    expect(subOf(await itemOf(sam, 'BUNDLE-1'), 'SOFA-CHA')).toMatchObject({ notes: '', delTags: [] });
  });

  it('refuses unknown or repeated tags, long notes and a sku that is not a sub-item of the item, writing nothing', async () => {
    const bundle = await itemOf(sam, 'BUNDLE-1');
    const before = await saved();
    const cases: [Record<string, unknown>[] | unknown, number, string][] = [
      [[{ sku: 'LAMP-1', delTags: ['stairs', 'ladder'] }], 422, 'Unknown delivery tag'],
      [[{ sku: 'LAMP-1', delTags: ['STAIRS'] }], 422, 'Unknown delivery tag'],
      [[{ sku: 'LAMP-1', delTags: ['stairs', 'stairs'] }], 422, 'Each delivery tag can be chosen once'],
      [[{ sku: 'LAMP-1', notes: 'x'.repeat(501) }], 422, 'Delivery notes can be at most 500 characters'],
      [[{ sku: 'LAMP-1', delTags: 'stairs' }], 422, ''],
      [[{ sku: '', notes: 'hi' }], 422, ''],
      [[{ sku: 'SOFA-OAT', notes: 'Not in this bundle' }], 404, 'Sub-item not found'],
      [
        [
          { sku: 'LAMP-1', notes: 'fine' },
          { sku: 'NOPE-1', notes: 'no' },
        ],
        404,
        'Sub-item not found',
      ],
    ];
    for (const [subItems, status, msg] of cases) {
      // A quantity in the same call is not saved either.
      const res = await sam.post('/pos/cart/updateItem', { item: { id: bundle.id, qty: 3, subItems } });
      expect(res.statusCode, JSON.stringify(subItems)).toBe(status);
      expect(res.json().success).toBe(false);
      if (msg) expect(res.json().msg).toContain(msg);
    }
    expect(await saved()).toBe(before);
    // 500 characters is the limit, not over it.
    expect(
      (
        await sam.post('/pos/cart/updateItem', {
          item: { id: bundle.id, subItems: [{ sku: 'LAMP-1', notes: 'y'.repeat(500) }] },
        })
      ).statusCode,
    ).toBe(200);
  });

  it("refuses another staff member's cart item with 404, writing nothing", async () => {
    const bundle = await itemOf(sam, 'BUNDLE-1');
    const before = await saved();
    const res = await mere.post('/pos/cart/updateItem', {
      item: { id: bundle.id, subItems: [{ sku: 'LAMP-1', delTags: ['call-ahead'] }] },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().success).toBe(false);
    // Nor through a quote number that is not a pending quote.
    expect(
      (
        await sam.post('/pos/cart/updateItem', {
          orderNo: 'Q-NOPE',
          item: { id: bundle.id, subItems: [{ sku: 'LAMP-1', notes: 'x' }] },
        })
      ).statusCode,
    ).toBe(404);
    expect(await saved()).toBe(before);
  });

  it('offers back order only for a variant with an open purchase order that allows it', async () => {
    const back = async () => {
      const items = (await cartOf(sam)).cartItems as Item[];
      return Object.fromEntries(items.flatMap((i) => i.subItems.map((s) => [`${i.sku}/${s.sku}`, s.isBackOrder])));
    };
    // SOFA-OAT is on PO1 (back order allowed by default); nothing else is on order.
    expect(await back()).toEqual({
      'SOFA-CHA/SOFA-CHA': false,
      'BUNDLE-1/SOFA-CHA': false,
      'BUNDLE-1/LAMP-1': false,
      'SOFA-OAT/SOFA-OAT': true,
    });
    await db().execute(sql`update purchase_orders set allow_back_order = false where id = 1`);
    expect((await back())['SOFA-OAT/SOFA-OAT']).toBe(false);
    await db().execute(sql`update purchase_orders set allow_back_order = true, status = 'received' where id = 1`);
    expect((await back())['SOFA-OAT/SOFA-OAT']).toBe(false);
    // Fully allocated, the purchase order still allows selling ahead of it.
    await db().execute(sql`update purchase_orders set status = 'open' where id = 1`);
    await db().execute(sql`update purchase_order_lines set qty_allocated = qty where purchase_order_id = 1`);
    expect((await back())['SOFA-OAT/SOFA-OAT']).toBe(true);
    await db().execute(sql`update purchase_order_lines set qty_allocated = 0 where purchase_order_id = 1`);
  });

  it("refuses a BACK-ORDER allocation the sub-item can't have, unless that much was saved before", async () => {
    const sofa = await itemOf(sam, 'SOFA-CHA');
    const refused = await sam.post('/pos/cart/saveAllocation', {
      itemId: sofa.id,
      sku: 'SOFA-CHA',
      allocations: [allocation({ from: 'BACK-ORDER' })],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ success: false, msg: "SOFA-CHA can't be back-ordered" });
    const count = async () =>
      (await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from cart_allocations`))[0]!.n;
    expect(await count()).toBe(0);

    const oat = await itemOf(sam, 'SOFA-OAT');
    const save = (qty: number) =>
      sam.post('/pos/cart/saveAllocation', {
        itemId: oat.id,
        sku: 'SOFA-OAT',
        allocations: [allocation({ from: 'BACK-ORDER', qty, note: `back ${qty}` })],
      });
    expect((await save(1)).json()).toEqual({ success: true });
    // The purchase order stops allowing it: the saved back order may be saved again as it is, not grown.
    await db().execute(sql`update purchase_orders set allow_back_order = false where id = 1`);
    expect((await save(1)).json()).toEqual({ success: true });
    expect((await sam.post('/pos/cart/updateItem', { item: { id: oat.id, qty: 2 } })).statusCode).toBe(200);
    const grown = await save(2);
    expect(grown.statusCode).toBe(422);
    expect(grown.json().msg).toBe("SOFA-OAT can't be back-ordered");
    const kept = subOf(await itemOf(sam, 'SOFA-OAT'), 'SOFA-OAT') as SubItem & {
      allocation: { from: string; qty: number; note: string }[];
    };
    expect(kept.allocation).toEqual([expect.objectContaining({ from: 'BACK-ORDER', qty: 1, note: 'back 1' })]);
    await db().execute(sql`update purchase_orders set allow_back_order = true where id = 1`);
    expect((await save(2)).json()).toEqual({ success: true });
  });

  it("copies the sub-items' tags and notes onto the quote's lines and the order's, bundle components included", async () => {
    const admin = await t.staffBrowser(EMAILS.admin);
    for (const sku of ['BUNDLE-1', 'LAMP-1'])
      expect((await admin.post('/pos/cart/addItem', { sku })).statusCode).toBe(200);
    expect(
      (
        await admin.post('/pos/cart/updateBasic', {
          cart: CUSTOMER,
          useSameAddress: true,
          useAutoShippingCost: true,
        })
      ).statusCode,
    ).toBe(200);
    const bundle = await itemOf(admin, 'BUNDLE-1');
    const lamp = await itemOf(admin, 'LAMP-1');
    const allocations: [number, string, Record<string, unknown>][] = [
      [bundle.id, 'SOFA-CHA', allocation()],
      [bundle.id, 'LAMP-1', allocation({ qty: 2 })],
      [lamp.id, 'LAMP-1', allocation({ from: 'CHC' })],
    ];
    for (const [itemId, sku, a] of allocations) {
      expect((await admin.post('/pos/cart/saveAllocation', { itemId, sku, allocations: [a] })).json()).toEqual({
        success: true,
      });
    }
    await admin.post('/pos/cart/updateItem', {
      item: {
        id: bundle.id,
        subItems: [{ sku: 'SOFA-CHA', notes: 'Sofa up two flights', delTags: ['stairs', 'two-person-lift'] }],
      },
    });
    await admin.post('/pos/cart/updateItem', {
      item: { id: lamp.id, subItems: [{ sku: 'LAMP-1', notes: 'Boxed, please', delTags: ['fragile'] }] },
    });

    const lines = async (orderNo: string) =>
      queryRows<{ sku: string; parent: string | null; notes: string; del_tags: string[] }>(
        db(),
        sql`select i.sku, p.sku as parent, i.notes, i.del_tags from order_items i join orders o on o.id = i.order_id
          left join order_items p on p.id = i.group_code where o.order_no = ${orderNo} order by i.id`,
      );

    const quote = await admin.post('/pos/cart/complete/', {
      option: 'quote',
      approval: await approval(STAFF.admin, 'quote'),
    });
    expect(quote.json()).toMatchObject({ success: true });
    const orderNo = quote.json().orderNo as string;
    expect(await lines(orderNo)).toEqual([
      { sku: 'BUNDLE-1', parent: null, notes: '', del_tags: [] },
      { sku: 'LAMP-1', parent: null, notes: 'Boxed, please', del_tags: ['fragile'] },
      { sku: 'SOFA-CHA', parent: 'BUNDLE-1', notes: 'Sofa up two flights', del_tags: ['stairs', 'two-person-lift'] },
      { sku: 'LAMP-1', parent: 'BUNDLE-1', notes: '', del_tags: [] },
    ]);

    // Edited on the quote, then ordered: the order's lines carry the new words.
    const quoted = await itemOf(admin, 'BUNDLE-1', orderNo);
    expect(subOf(quoted, 'SOFA-CHA')).toMatchObject({
      notes: 'Sofa up two flights',
      delTags: ['stairs', 'two-person-lift'],
    });
    await admin.post('/pos/cart/updateItem', {
      orderNo,
      item: { id: quoted.id, subItems: [{ sku: 'LAMP-1', notes: 'Call Aroha first', delTags: ['call-ahead'] }] },
    });
    const order = await admin.post('/pos/cart/complete/', {
      orderNo,
      option: 'order',
      approval: await approval(STAFF.admin, 'order'),
    });
    expect(order.json()).toMatchObject({ success: true, orderNo });
    expect(await lines(orderNo)).toEqual([
      { sku: 'BUNDLE-1', parent: null, notes: '', del_tags: [] },
      { sku: 'LAMP-1', parent: null, notes: 'Boxed, please', del_tags: ['fragile'] },
      { sku: 'SOFA-CHA', parent: 'BUNDLE-1', notes: 'Sofa up two flights', del_tags: ['stairs', 'two-person-lift'] },
      { sku: 'LAMP-1', parent: 'BUNDLE-1', notes: 'Call Aroha first', del_tags: ['call-ahead'] },
    ]);
  });
});
