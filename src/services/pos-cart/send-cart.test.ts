// Attributing an order to the salesperson who sent the customer a cart (carts bought within 60 days of
// sending count): the newest unattributed cart sent to the account or the email within the window,
// once per order.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { sentCarts } from '../../db/schema-pos.ts';
import { STAFF } from '../../testing/staff-fixture.ts';
import { insertStaffFixture } from '../../testing/staff-fixture.ts';
import { testDatabases } from '../../testing/databases.ts';
import { attributeSentCart } from './send-cart.ts';

const DAY = 86_400_000;
const NOW = new Date('2026-11-02T01:00:00Z');
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);

describe.each(testDatabases())('attributeSentCart ($name)', (target) => {
  let handle: DatabaseHandle;
  let orderSeq = 0;
  beforeAll(async () => {
    handle = await target.open();
    await insertStaffFixture(handle.db);
  });
  afterAll(() => handle?.close());

  const sent = async (row: { staffId: number; userId?: number | null; email: string; sentAt: Date }) =>
    Number(
      (
        await handle.db
          .insert(sentCarts)
          .values({
            tokenHash: `h${Math.random()}`,
            staffId: row.staffId,
            userId: row.userId ?? null,
            email: row.email,
            items: [{ sku: 'LAMP-1', qty: 1 }],
            sentAt: row.sentAt,
          })
          .returning({ id: sentCarts.id })
      )[0]!.id,
    );
  const order = async (email: string, userId: number | null = null) => {
    orderSeq += 1;
    const [o] = await queryRows<{ id: number }>(
      handle.db,
      sql`insert into orders (order_no, email, user_id, subtotal_cents, grandtotal_cents, tax_cents) values (${`W9${orderSeq}`}, ${email}, ${userId}, 100, 100, 13) returning id`,
    );
    return Number(o!.id);
  };
  const attributedTo = async (sentId: number) =>
    (
      await queryRows<{ order_id: number | null }>(handle.db, sql`select order_id from sent_carts where id = ${sentId}`)
    )[0]!.order_id;

  it('attributes the newest cart sent to the account within 60 days, once', async () => {
    const old = await sent({
      staffId: STAFF.manager,
      userId: 4,
      email: 'wiremu.tipene@example.co.nz',
      sentAt: ago(20),
    });
    const newest = await sent({
      staffId: STAFF.staff,
      userId: 4,
      email: 'wiremu.tipene@example.co.nz',
      sentAt: ago(2),
    });
    const orderId = await order('someone-else@example.co.nz', 4);
    const got = await handle.db.transaction((tx) =>
      attributeSentCart(tx, { orderId, userId: 4, email: 'someone-else@example.co.nz', at: NOW }),
    );
    expect(got).toEqual({ sentCartId: newest, staffId: STAFF.staff });
    expect(Number(await attributedTo(newest))).toBe(orderId);
    // The same order again (a repeated payment notification): nothing more.
    expect(await attributeSentCart(handle.db, { orderId, userId: 4, email: '', at: NOW })).toBeNull();
    expect(await attributedTo(old)).toBeNull();
    // The customer's next order takes the older cart, still within the window.
    const next = await order('', 4);
    expect(await attributeSentCart(handle.db, { orderId: next, userId: 4, email: '', at: NOW })).toEqual({
      sentCartId: old,
      staffId: STAFF.manager,
    });
  });

  it('matches a guest by email, whatever the case; not after 60 days, not before it was sent', async () => {
    const stale = await sent({ staffId: STAFF.staff, email: 'kiri.williams@example.co.nz', sentAt: ago(61) });
    const future = await sent({
      staffId: STAFF.staff,
      email: 'kiri.williams@example.co.nz',
      sentAt: new Date(NOW.getTime() + DAY),
    });
    const orderId = await order('Kiri.Williams@Example.co.nz');
    expect(
      await attributeSentCart(handle.db, { orderId, userId: null, email: ' Kiri.Williams@Example.co.nz ', at: NOW }),
    ).toBeNull();
    expect(await attributedTo(stale)).toBeNull();
    expect(await attributedTo(future)).toBeNull();
    const recent = await sent({ staffId: STAFF.lucy, email: 'kiri.williams@example.co.nz', sentAt: ago(59) });
    expect(
      await attributeSentCart(handle.db, { orderId, userId: null, email: 'Kiri.Williams@Example.co.nz', at: NOW }),
    ).toEqual({
      sentCartId: recent,
      staffId: STAFF.lucy,
    });
  });

  it('attributes nothing without an account or an email', async () => {
    await sent({ staffId: STAFF.staff, email: 'x@example.co.nz', sentAt: ago(1) });
    const orderId = await order('');
    expect(await attributeSentCart(handle.db, { orderId, userId: null, email: '  ', at: NOW })).toBeNull();
  });
});
