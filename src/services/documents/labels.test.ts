// Labels of an order without allocations (the storefront's: each line chose delivery or
// click-and-collect itself): a collected line's labels name the store it is collected from, a
// delivered line's the delivery address. (A POS order's labels follow its allocations: pdf-text.test.ts.)
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { testDatabases } from '../../testing/databases.ts';
import { insertDocumentOrder } from '../../testing/document-fixture.ts';
import { insertStaffFixture } from '../../testing/staff-fixture.ts';
import { labelsDocument } from './models.ts';

describe.each(testDatabases())('labels of a storefront order ($name)', (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await target.open();
    await insertStaffFixture(handle.db);
    const { orderId } = await insertDocumentOrder(handle.db, 'W101001');
    await handle.db.execute(sql`delete from order_allocations where order_id = ${orderId}`);
    // The bundle is collected from Christchurch; the sofas are delivered.
    await handle.db.execute(
      sql`update order_items set shipmethod = 'PCK', pick_location = 'CHC' where order_id = ${orderId} and sku = 'BUNDLE-1'`,
    );
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('follows each line’s own choice: the bundle’s parts to collect at its store, the sofas delivered', async () => {
    const doc = (await labelsDocument(handle.db, 'W101001'))!;
    const ways = doc.labels.map((l) => `${l.subItem.sku} ${l.method} ${l.address}`);
    expect(ways).toEqual([
      'SOFA-CHA Delivery 1 Jervois Road, Herne Bay, Auckland 1011',
      'SOFA-CHA Delivery 1 Jervois Road, Herne Bay, Auckland 1011',
      expect.stringMatching(/^SOFA-CHA Collect Christchurch/),
      expect.stringMatching(/^LAMP-1 Collect Christchurch/),
      expect.stringMatching(/^LAMP-1 Collect Christchurch/),
    ]);
    expect(doc.labels.map((l) => `${l.n} of ${l.of}`).at(-1)).toBe('5 of 5');
  });
});
