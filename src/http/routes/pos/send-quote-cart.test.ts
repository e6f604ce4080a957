// Send cart to customer from a quote's editor (/pos/quote-edit/{n}): POST /pos/cart/send-cart/ with the
// quote's orderNo sends the quote's own cart to the quote's customer, never the salesperson's other
// open cart. A number that names no pending quote is refused with nothing written and the approval unused.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApprovalType } from '../../../contract/pos.ts';
import { queryRows } from '../../../db/rows.ts';
import { issueApproval } from '../../../services/staff/approvals.ts';
import { testDatabases } from '../../../testing/databases.ts';
import type { Browser } from '../../../testing/pos-app.ts';
import { type MailTestApp, openMailTestApp } from '../../../testing/pos-mail-app.ts';
import { insertQuote } from '../../../testing/quote-fixture.ts';
import { EMAILS, STAFF } from '../../../testing/staff-fixture.ts';

describe.each(testDatabases())("send a quote's cart to its customer ($name)", (target) => {
  let t: MailTestApp;
  let sam: Browser;
  let quoteCart = 0;
  beforeAll(async () => {
    t = await openMailTestApp(target, { PUBLIC_URL: 'https://shop.kauri.test' });
    sam = await t.staffBrowser(EMAILS.staff);
    // The quote is Kiri's: a lamp on its cart.
    quoteCart = (
      await insertQuote(t.handle.db, {
        orderNo: 'P300001',
        firstname: 'Kiri',
        lastname: 'Williams',
        email: 'kiri.williams@example.co.nz',
      })
    ).cartId;
    await t.handle.db.execute(
      sql`update carts set mobile = '0215550105', acquisition = 'Phone Enquiry' where id = ${quoteCart}`,
    );
    expect((await sam.post('/pos/cart/addItem', { orderNo: 'P300001', sku: 'LAMP-1' })).statusCode).toBe(200);
    // Sam's own open cart, at the same time, is for somebody else: a sofa for Wiremu.
    expect((await sam.post('/pos/cart/addItem', { sku: 'SOFA-CHA' })).statusCode).toBe(200);
    await t.handle.db.execute(
      sql`update carts set firstname = 'Wiremu', lastname = 'Tipene', mobile = '0215550199', acquisition = 'Walk in',
          email = 'wiremu.tipene@example.co.nz'
        where kind = 'pos' and staff_id = ${STAFF.staff} and status = 'open' and order_id is null`,
    );
    // Quotes that may not be sent: a locked one, and one completed as an order.
    await insertQuote(t.handle.db, { orderNo: 'P300002', status: 'locked' });
    const done = await insertQuote(t.handle.db, { orderNo: 'P300003' });
    await t.handle.db.execute(sql`update orders set kind = 'order' where id = ${done.orderId}`);
  });
  afterAll(() => t?.close());

  const db = () => t.handle.db;
  const approval = (type: ApprovalType = 'send_cart') =>
    issueApproval(db(), { staffId: STAFF.staff, approverId: STAFF.staff, type }, t.clock.now);
  const written = async () =>
    (
      await queryRows<{ outbox: number; sent: number; used: number }>(
        db(),
        sql`select (select count(*) from outbox)::int as outbox, (select count(*) from sent_carts)::int as sent,
          (select count(*) from pin_approvals where used_at is not null)::int as used`,
      )
    )[0]!;

  it('refuses a number that names no pending quote, and a malformed one, writing nothing', async () => {
    const before = await written();
    for (const orderNo of ['P300002', 'P300003', 'P999999']) {
      const res = await sam.post('/pos/cart/send-cart/', { approval: await approval(), orderNo });
      expect(res.statusCode, orderNo).toBe(404);
      expect(res.json()).toEqual({ success: false, msg: 'Cart not found' });
    }
    for (const orderNo of [{ n: 1 }, 'x'.repeat(41), ['P300001']]) {
      const res = await sam.post('/pos/cart/send-cart/', { approval: await approval(), orderNo });
      expect(res.statusCode, JSON.stringify(orderNo)).toBe(422);
      expect(res.json().success).toBe(false);
    }
    expect(await written()).toEqual(before);
  });

  it("sends the quote's own cart to the quote's customer, not the salesperson's open cart", async () => {
    const before = await written();
    const res = await sam.post('/pos/cart/send-cart/', { approval: await approval(), orderNo: 'P300001' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, msg: 'The cart has been sent to kiri.williams@example.co.nz' });
    const [mail] = await queryRows<{ to_email: string; text_body: string }>(
      db(),
      sql`select to_email, text_body from outbox order by id desc limit 1`,
    );
    expect(mail!.to_email).toBe('kiri.williams@example.co.nz');
    expect(mail!.text_body).toContain('Kia ora Kiri,');
    expect(mail!.text_body).toContain('1 x Tui Table Lamp (LAMP-1)');
    expect(mail!.text_body).not.toContain('SOFA-CHA');
    const [sent] = await queryRows<{ cart_id: number; email: string; items: unknown }>(
      db(),
      sql`select cart_id, email, items from sent_carts order by id desc limit 1`,
    );
    expect({ ...sent, cart_id: Number(sent!.cart_id) }).toEqual({
      cart_id: quoteCart,
      email: 'kiri.williams@example.co.nz',
      items: [{ sku: 'LAMP-1', qty: 1 }],
    });
    expect(await written()).toEqual({ outbox: before.outbox + 1, sent: before.sent + 1, used: before.used + 1 });
  });

  it('without a number sends the open cart, as the shop page does', async () => {
    const res = await sam.post('/pos/cart/send-cart/', { approval: await approval() });
    expect(res.json()).toEqual({ success: true, msg: 'The cart has been sent to wiremu.tipene@example.co.nz' });
  });
});
