// Customer search, selection onto the POS cart and the recent list, without HTTP.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { SIGNED_IN, insertStaffFixture } from '../../testing/staff-fixture.ts';
import { testDatabases } from '../../testing/databases.ts';
import { recentCustomers } from './recent.ts';
import { searchCustomers } from './search.ts';
import { loadCustomerCart, selectCustomer } from './select.ts';

const NOW = new Date('2026-11-02T01:00:00Z');
const sam = SIGNED_IN.sam;

describe.each(testDatabases())('customers ($name)', (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await target.open();
    await insertStaffFixture(handle.db);
  });
  afterAll(() => handle?.close());

  it('puts names that start with the text first, and caps the limit at 50', async () => {
    await handle.db.execute(
      sql`insert into users (id, email, firstname, lastname) values (90, 'a.wilsonville@example.com', 'Ana', 'Fonoti')`,
    );
    const found = await searchCustomers(handle.db, 'wilson');
    expect(found.map((u) => u.lastname)).toEqual(['Wilson', 'Fonoti']);
    expect(await searchCustomers(handle.db, 'example', { limit: 500 })).toHaveLength(13);
    expect(await searchCustomers(handle.db, '   ')).toEqual([]);
    expect((await searchCustomers(handle.db, 'olivia wil', { filter: 'name' })).map((u) => u.id)).toEqual([9]);
    expect(await searchCustomers(handle.db, 'olivia', { filter: 'mobile' })).toEqual([]);
  });

  it('gives one POS cart when two tills of one salesperson select at once', async () => {
    await Promise.all([
      selectCustomer(handle.db, sam, 3, NOW),
      selectCustomer(handle.db, sam, 4, new Date(NOW.getTime() + 1)),
    ]);
    const carts = await queryRows<{ user_id: number }>(
      handle.db,
      sql`select user_id from carts where kind = 'pos' and staff_id = ${sam.id} and status = 'open'`,
    );
    expect(carts).toHaveLength(1);
    expect([3, 4]).toContain(carts[0]!.user_id);
    expect((await recentCustomers(handle.db, sam.id)).map((u) => u.id).sort()).toEqual([3, 4]);
  });

  it('keeps twenty recent customers, newest first', async () => {
    const ids = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14];
    for (const [i, id] of ids.entries())
      await selectCustomer(handle.db, sam, id, new Date(NOW.getTime() + 1000 * (i + 10)));
    const shown = await recentCustomers(handle.db, sam.id);
    expect(shown.map((u) => u.id)).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5]);
  });

  it('loads nothing when the customer has no online cart', async () => {
    expect(await loadCustomerCart(handle.db, sam)).toMatchObject({ success: true, loaded: 0 });
  });
});
