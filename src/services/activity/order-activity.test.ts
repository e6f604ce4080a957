// The order's history: every action the PIN guards and every payment writes one entry (who did it,
// whose PIN approved it, which order, what changed) in the action's own transaction, through the real
// calls; a refused action writes none. getLogs reads them back newest first with their staff.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GetLogsResponse } from '../../contract/pos-activity.ts';
import type { ApprovalType } from '../../contract/pos.ts';
import { queryRows } from '../../db/rows.ts';
import { testDatabases } from '../../testing/databases.ts';
import { placePosOrder } from '../../testing/order-fixture.ts';
import { linesOf, placeOrderToPay, simulatorVerdict } from '../../testing/order-payment-fixture.ts';
import { usePosTestApp } from '../../testing/pos-app.ts';
import { EMAILS, STAFF } from '../../testing/staff-fixture.ts';
import { issueApproval } from '../staff/approvals.ts';

interface Entry {
  description: string;
  causer_id: number | null;
  order_id: number | null;
  properties: Record<string, unknown>;
}

const SAM = 'Sam Staff';
const MERE = 'Mere Manager';

describe.each(testDatabases())('the order history ($name)', (target) => {
  /** The order's history as the detail page reads it (getLogs, event order-activity). */
  const history = async (orderNo: string) =>
    (await sam.post('/pos/activity/getLogs', { orderNo, event: 'order-activity' })).json() as GetLogsResponse;
  const { t, sam } = usePosTestApp(target, { env: { PUBLIC_URL: 'https://shop.kauri.test' } });
  beforeAll(async () => {
    await t.handle.db.execute(sql`update stock set free = 200, on_hand = 200 where location_code = 'AKL'`);
  });

  const db = () => t.handle.db;
  const approval = (type: ApprovalType, approverId: number = STAFF.staff) =>
    issueApproval(db(), { staffId: STAFF.staff, approverId, type }, t.clock.now);
  const lampOrder = () => placePosOrder(t, { browser: sam, staffId: STAFF.staff, lines: [{ sku: 'LAMP-1', qty: 1 }] });
  const idOf = async (orderNo: string) =>
    Number((await queryRows<{ id: number }>(db(), sql`select id from orders where order_no = ${orderNo}`))[0]!.id);
  /** The order's entries, oldest first. */
  const entriesOf = async (orderNo: string): Promise<Entry[]> =>
    queryRows<Entry>(
      db(),
      sql`select description, causer_id, order_id, properties from activity_log
        where order_id = (select id from orders where order_no = ${orderNo}) and event = 'order-activity' order by id`,
    );
  const count = async () =>
    Number((await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from activity_log`))[0]!.n);
  const last = async (orderNo: string) => (await entriesOf(orderNo)).at(-1)!;

  it('completing the cart writes "Completed the order" with who and whose PIN; a refused completion writes nothing', async () => {
    const before = await count();
    expect((await sam.post('/pos/cart/complete/', { option: 'order', updateCus: 0 })).statusCode).toBe(403);
    // Approved, but the (empty) cart fails the validation: rolled back with the entry.
    const empty = await sam.post('/pos/cart/complete/', {
      option: 'order',
      updateCus: 0,
      approval: await approval('order'),
    });
    expect(empty.statusCode).toBe(422);
    expect(await count()).toBe(before);

    const orderNo = await lampOrder();
    const entries = await entriesOf(orderNo);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      description: expect.stringMatching(/^Completed the order \(\$\d+\.\d\d\)$/),
      causer_id: STAFF.staff,
      properties: { action: 'order', approverId: STAFF.staff, approver: SAM, to: 'pending' },
    });
    // Her own PIN: no "approved with" words.
    expect(entries[0]!.description).not.toMatch(/approved with/);
  });

  it('back to quote, save the quote, email it (a manager PIN named) and complete it as the order', async () => {
    const orderNo = await lampOrder();
    expect((await sam.post('/pos/order-to-quote/', { orderno: orderNo })).statusCode).toBe(200);
    expect(await last(orderNo)).toMatchObject({
      description: 'Took the order back to a quote',
      causer_id: STAFF.staff,
      properties: { action: 'order_to_quote', from: 'order', to: 'quote' },
    });

    const saved = await sam.post('/pos/cart/complete/', {
      orderNo,
      option: 'quote',
      updateCus: 0,
      approval: await approval('quote'),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await last(orderNo)).toMatchObject({
      description: expect.stringMatching(/^Saved the quote \(\$[\d,]+\.\d\d\)$/),
      properties: { action: 'quote', approver: SAM },
    });

    const before = await count();
    expect((await sam.post('/pos/quote/email-cus/', { orderNo })).statusCode).toBe(403);
    expect(await count()).toBe(before);
    const mailed = await sam.post('/pos/quote/email-cus/', {
      orderNo,
      approval: await approval('email_quote', STAFF.manager),
    });
    expect(mailed.statusCode, mailed.body).toBe(200);
    expect(await last(orderNo)).toMatchObject({
      description: `Emailed the quote to aroha@example.co.nz (approved with ${MERE}'s PIN)`,
      causer_id: STAFF.staff,
      properties: { action: 'email_quote', approverId: STAFF.manager, approver: MERE, to: 'aroha@example.co.nz' },
    });

    const done = await sam.post('/pos/cart/complete/', {
      orderNo,
      option: 'order',
      updateCus: 0,
      approval: await approval('order'),
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await last(orderNo)).description).toMatch(new RegExp(`^Completed quote #${orderNo} as an order`));

    // Read back newest first, with the staff they name.
    const read = await history(orderNo);
    expect(read.logs.map((l) => l.description.split(' (')[0])).toEqual([
      `Completed quote #${orderNo} as an order`,
      'Emailed the quote to aroha@example.co.nz',
      'Saved the quote',
      'Took the order back to a quote',
      'Completed the order',
    ]);
    expect(read.logs[0]).toMatchObject({ causer_id: STAFF.staff, remind_ids: [], order_no: orderNo });
    expect(read.logStaffs[String(STAFF.staff)]).toEqual({ name: SAM, email: EMAILS.staff, branch: 'AKL' });
    expect(read.total).toBe(5);
  });

  it("a discount beyond the limit names the manager's PIN and follows the cart into its order; a refused one writes nothing", async () => {
    expect((await sam.post('/pos/cart/addItem', { sku: 'SOFA-CHA' })).statusCode).toBe(200);
    const sofa = (await sam.post('/pos/cart/get', {})).json().cartItems[0];
    const discount = (approvalToken?: string) =>
      sam.post('/pos/cart/updateItem', {
        item: { id: sofa.id, disc_type: 'percent', discount: 25, disc_reason: 'Damaged Stock' },
        approval: approvalToken,
      });
    const before = await count();
    expect((await discount()).statusCode).toBe(403);
    expect((await discount(await approval('discount'))).statusCode).toBe(403);
    expect(await count()).toBe(before);

    expect((await discount(await approval('discount', STAFF.manager))).statusCode).toBe(200);
    const [waiting] = await queryRows<Entry>(db(), sql`select * from activity_log order by id desc limit 1`);
    expect(waiting).toMatchObject({
      order_id: null,
      properties: { action: 'discount', sku: 'SOFA-CHA', approver: MERE },
    });
    expect(waiting!.properties.cartId).toEqual(expect.any(Number));

    const orderNo = await placePosOrder(t, { browser: sam, staffId: STAFF.staff, lines: [] });
    const descriptions = (await entriesOf(orderNo)).map((e) => e.description);
    expect(descriptions[0]).toMatch(
      new RegExp(
        `^Discounted SOFA-CHA to \\$[\\d,]+\\.\\d\\d each, beyond the 10% limit \\(approved with ${MERE}'s PIN\\)$`,
      ),
    );
    expect(descriptions[1]).toMatch(/^Completed the order/);
  });

  it('cancel and restore each write their entry; a refused cancel writes nothing', async () => {
    const orderNo = await lampOrder();
    const before = await count();
    expect((await sam.get(`/pos/order-cancel/${orderNo}`)).statusCode).toBe(403);
    expect((await sam.get(`/pos/order-cancel/${orderNo}?approval=${await approval('order_restore')}`)).statusCode).toBe(
      403,
    );
    expect(await count()).toBe(before);

    expect((await sam.get(`/pos/order-cancel/${orderNo}?approval=${await approval('order_cancel')}`)).statusCode).toBe(
      200,
    );
    expect(await last(orderNo)).toMatchObject({
      description: 'Cancelled the order',
      causer_id: STAFF.staff,
      properties: { action: 'order_cancel', approver: SAM, from: 'pending', to: 'locked' },
    });
    // Restoring a cancelled order again is refused once it is pending: no entry for the refusal.
    expect(
      (await sam.get(`/pos/order-restore/${orderNo}?approval=${await approval('order_restore')}`)).statusCode,
    ).toBe(200);
    const afterRestore = await count();
    expect(
      (await sam.get(`/pos/order-restore/${orderNo}?approval=${await approval('order_restore')}`)).statusCode,
    ).toBe(409);
    expect(await count()).toBe(afterRestore);
    expect(await last(orderNo)).toMatchObject({
      description: 'Restored the order',
      properties: { action: 'order_restore', from: 'locked', to: 'pending' },
    });
  });

  it("No deposit names the manager whose PIN allowed it; a staff member's own PIN writes nothing", async () => {
    const orderNo = await lampOrder();
    const before = await count();
    const own = await sam.post('/pos/order/noDeposit', { orderNo, approval: await approval('no_deposit') });
    expect(own.statusCode).toBe(403);
    expect(await count()).toBe(before);
    const res = await sam.post('/pos/order/noDeposit', {
      orderNo,
      approval: await approval('no_deposit', STAFF.manager),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await last(orderNo)).toMatchObject({
      description: `Let the order go ahead with No deposit (approved with ${MERE}'s PIN)`,
      causer_id: STAFF.staff,
      properties: { action: 'no_deposit', approverId: STAFF.manager, from: 'pending', to: 'processing' },
    });
  });

  it("deleting a quote keeps its history, its number in each entry, with the deletion's own entry", async () => {
    const orderNo = await lampOrder();
    const id = await idOf(orderNo);
    expect((await sam.post('/pos/order-to-quote/', { orderno: orderNo })).statusCode).toBe(200);
    const before = await count();
    expect((await sam.get(`/pos/quote-del/${orderNo}`)).statusCode).toBe(403);
    expect(await count()).toBe(before);

    expect((await sam.get(`/pos/quote-del/${orderNo}?approval=${await approval('quote_delete')}`)).statusCode).toBe(
      200,
    );
    expect(await queryRows(db(), sql`select id from orders where id = ${id}`)).toEqual([]);
    const kept = await queryRows<Entry>(
      db(),
      sql`select description, causer_id, order_id, properties from activity_log where properties->>'orderNo' = ${orderNo} order by id`,
    );
    expect(kept.map((e) => [e.description.split(' (')[0], e.order_id])).toEqual([
      ['Completed the order', null],
      ['Took the order back to a quote', null],
      [`Deleted quote #${orderNo}`, null],
    ]);
    expect(kept[2]).toMatchObject({ causer_id: STAFF.staff, properties: { action: 'quote_delete', approver: SAM } });
  });

  it('payment lines added and removed, Pay Now, and the provider verdict (no causer) are each written; a refused line writes nothing', async () => {
    const o = await placeOrderToPay(t, { browser: sam, staffId: STAFF.staff });
    const update = (payments: unknown[]) => sam.post('/pos/order/updatePayment', { orderNo: o.orderNo, payments });
    const before = await count();
    expect((await update([{ gateway: 'offline', amount: '-1' }])).statusCode).toBe(422);
    expect(await count()).toBe(before);

    expect((await update([{ gateway: 'offline', amount: '10.00', reference: 'INV-1' }])).statusCode).toBe(200);
    expect(await last(o.orderNo)).toMatchObject({
      description: 'Added a payment line of $10.00 by Offline Payment (ref INV-1)',
      causer_id: STAFF.staff,
      properties: { action: 'payment_added', amount: '10.00', method: 'Offline Payment', reference: 'INV-1' },
    });
    const [offline] = await linesOf(t, o.orderId);
    expect((await sam.post('/pos/pay-order/', { orderNo: o.orderNo, pId: offline!.id })).statusCode).toBe(200);
    expect(await last(o.orderNo)).toMatchObject({
      description: 'Took a payment of $10.00 by Offline Payment (ref INV-1)',
      causer_id: STAFF.staff,
      properties: { action: 'payment_taken', paymentId: offline!.id, orderStatus: 'pending' },
    });

    const kept = { id: offline!.id, gateway: 'offline', amount: '10.00', reference: 'INV-1' };
    const card = (await update([kept, { gateway: 'windcave', amount: '5.00' }])).json().payments[1];
    expect((await update([kept])).statusCode).toBe(200);
    expect(await last(o.orderNo)).toMatchObject({
      description: 'Removed the payment line of $5.00 by Credit / Debit Card',
      properties: { action: 'payment_removed', paymentId: card.id },
    });

    const rest = ((o.grandCents - 1000) / 100).toFixed(2);
    const line = (await update([kept, { gateway: 'windcave', amount: rest }])).json().payments[1];
    const page = (await sam.post('/pos/pay-order/', { orderNo: o.orderNo, pId: line.id })).json();
    expect((await simulatorVerdict(t, page.params, true)).statusCode).toBe(200);
    expect(await last(o.orderNo)).toMatchObject({
      description: `The payment provider approved: $${rest} by Credit / Debit Card`,
      causer_id: null,
      properties: { action: 'payment_verdict', paymentId: line.id, verdict: 'approved', orderStatus: 'paid' },
    });
    expect((await history(o.orderNo)).logs[0]!.causer_id).toBeNull();
  });

  it('a declined card is written with no causer', async () => {
    const o = await placeOrderToPay(t, { browser: sam, staffId: STAFF.staff });
    const [line] = (
      await sam.post('/pos/order/updatePayment', {
        orderNo: o.orderNo,
        payments: [{ gateway: 'windcave', amount: '5.00' }],
      })
    ).json().payments;
    const page = (await sam.post('/pos/pay-order/', { orderNo: o.orderNo, pId: line.id })).json();
    expect((await simulatorVerdict(t, page.params, false)).statusCode).toBe(200);
    expect(await last(o.orderNo)).toMatchObject({
      description: 'The payment provider declined: $5.00 by Credit / Debit Card',
      causer_id: null,
      properties: { verdict: 'declined' },
    });
  });
});
