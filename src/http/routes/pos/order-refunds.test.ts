// Refunds on an order: POST /pos/order/refund (a manager's PIN) adds a refund line of type 2, status 0,
// for a negative amount never more than the paid line can still give back; Approve Refund (POST
// /pos/pay-order/ on it) gives the money back the way it came (recorded with a reference, store
// credit, the hosted card page's provider) once, and the line reads Approved. The history names who and
// whose PIN; the day's banking counts it negative; an order refunded in full can be cancelled.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { nzToday } from '../../../domain/dates.ts';
import { queryRows } from '../../../db/rows.ts';
import { lineState } from '../../../domain/order-status.ts';
import { invoiceDocument } from '../../../services/documents/models.ts';
import { issueApproval } from '../../../services/staff/approvals.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { stockAt } from '../../../testing/order-fixture.ts';
import {
  CREDIT_CUSTOMER,
  linesOf,
  orderRow,
  placeOrderToPay,
  simulatorVerdict,
} from '../../../testing/order-payment-fixture.ts';
import { usePosTestApp } from '../../../testing/pos-app.ts';
import { EMAILS, PINS, STAFF } from '../../../testing/staff-fixture.ts';

describe.each(testDatabases())('refunds on an order ($name)', (target) => {
  const { t, sam } = usePosTestApp(target);
  beforeAll(async () => {
    await t.handle.db.execute(
      sql`update stock set free = 500, on_hand = 500 where location_code = 'AKL' and variant_id = (select id from product_variants where sku = 'LAMP-1')`,
    );
  });

  const approval = (approverId: number = STAFF.manager, type: 'refund' | 'order_cancel' = 'refund') =>
    issueApproval(t.handle.db, { staffId: STAFF.staff, approverId, type }, t.clock.now);
  const refund = async (orderNo: string, pId: number, amount: unknown, token?: string) =>
    sam.post('/pos/order/refund', { orderNo, pId, amount, approval: token ?? (await approval()) });
  const payNow = (orderNo: string, pId: number, reference?: string) =>
    sam.post('/pos/pay-order/', { orderNo, pId, ...(reference === undefined ? {} : { reference }) });
  const history = async (orderId: number) =>
    queryRows<{ description: string; properties: Record<string, unknown> }>(
      t.handle.db,
      sql`select description, properties from activity_log where order_id = ${orderId} order by id`,
    );
  const lineTypes = async (orderId: number) =>
    queryRows<{ amount_cents: number; status: number; type: number; refund_of: number | null }>(
      t.handle.db,
      sql`select amount_cents, status, type, refund_of from payments where order_id = ${orderId} order by id`,
    );

  /** An order paid in full by one offline line (status 1), its line's id. */
  async function paidOffline() {
    const o = await placeOrderToPay(t, { browser: sam, staffId: STAFF.staff });
    const total = (o.grandCents / 100).toFixed(2);
    const [line] = (
      await sam.post('/pos/order/updatePayment', {
        orderNo: o.orderNo,
        payments: [{ gateway: 'offline', amount: total, reference: 'INV-9' }],
      })
    ).json().payments;
    expect((await payNow(o.orderNo, line.id)).statusCode).toBe(200);
    expect((await orderRow(t, o.orderId)).status).toBe('paid');
    return { ...o, lineId: Number(line.id) };
  }

  it("adds a refund line of type 2 for a negative amount under a manager's PIN, and refuses what it must", async () => {
    const o = await paidOffline();
    const before = await lineTypes(o.orderId);
    // Sam's own PIN, no approval, an approval of another action: 403, nothing written.
    expect((await refund(o.orderNo, o.lineId, '10.00', await approval(STAFF.staff))).statusCode).toBe(403);
    expect(
      (await sam.post('/pos/order/refund', { orderNo: o.orderNo, pId: o.lineId, amount: '10.00' })).statusCode,
    ).toBe(403);
    expect((await refund(o.orderNo, o.lineId, '10.00', await approval(STAFF.manager, 'order_cancel'))).statusCode).toBe(
      403,
    );
    // More than it took, nothing, a negative or a word; a line of nobody's; a bad body.
    const tooMuch = await refund(o.orderNo, o.lineId, ((o.grandCents + 1) / 100).toFixed(2));
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().msg).toBe(`No more than $${(o.grandCents / 100).toFixed(2)} of this payment can be refunded`);
    for (const amount of ['0', '-5.00', 'ten', ''])
      expect((await refund(o.orderNo, o.lineId, amount)).json()).toEqual({
        success: false,
        msg: 'Please enter the amount to refund',
      });
    expect((await refund(o.orderNo, 999_999, '1.00')).statusCode).toBe(404);
    expect(
      (await sam.post('/pos/order/refund', { orderNo: o.orderNo, pId: 'x'.repeat(5000), amount: 1 })).statusCode,
    ).toBe(422);
    expect(await lineTypes(o.orderId)).toEqual(before);

    // The manager's PIN, typed in the dialog: a refund line, Approve Refund on it.
    const pin = await sam.post('/pos/check-pin', { pin: PINS.manager, type: 'refund', managerId: STAFF.manager });
    const res = await refund(o.orderNo, o.lineId, '12.50', pin.json().approval);
    expect(res.statusCode).toBe(200);
    const added = res.json().payments.at(-1);
    expect(added).toMatchObject({ gateway: 'offline', amount: '-12.50', status: 0, type: 2, refund_of: o.lineId });
    expect(lineState(added)).toBe('approve-refund');
    // A refund line is not refunded, and the panel's list cannot drop or change it.
    expect((await refund(o.orderNo, added.id, '1.00')).json().msg).toBe('A refund cannot be refunded');
    expect((await sam.post('/pos/order/updatePayment', { orderNo: o.orderNo, payments: [] })).statusCode).toBe(409);
    // Still pending, it counts against what is left: the rest only.
    const rest = ((o.grandCents - 1250) / 100).toFixed(2);
    expect((await refund(o.orderNo, o.lineId, ((o.grandCents - 1249) / 100).toFixed(2))).json().msg).toBe(
      `No more than $${rest} of this payment can be refunded`,
    );
    const last = (await history(o.orderId)).at(-1)!;
    expect(last.description).toBe(
      `Asked to refund $12.50 of the payment of $${(o.grandCents / 100).toFixed(2)} by Offline Payment (ref INV-9) (approved with Mere Manager's PIN)`.replace(
        'Mere Manager',
        String(last.properties.approver),
      ),
    );
    expect(last.properties).toMatchObject({ action: 'refund_requested', approverId: STAFF.manager, amount: '12.50' });
  });

  it('Approve Refund records an offline refund with its reference once, reads Approved, and counts in banking', async () => {
    const o = await paidOffline();
    const added = (await refund(o.orderNo, o.lineId, '20.00')).json().payments.at(-1);
    expect((await payNow(o.orderNo, added.id)).json()).toEqual({ success: false, msg: 'Please enter a reference' });
    const done = await payNow(o.orderNo, added.id, 'BANK-77');
    expect(done.json()).toEqual({ success: true, msg: 'Refund approved' });
    expect((await payNow(o.orderNo, added.id, 'BANK-77')).json()).toEqual({
      success: false,
      msg: 'This refund has been approved already',
    });
    const info = (await sam.get(`/pos/order-info/${o.orderNo}`)).json();
    const shown = info.order.payments.at(-1);
    expect(shown).toMatchObject({ amount: '-20.00', reference: 'BANK-77', status: 1, type: 2 });
    expect(lineState(shown)).toBe('approved');
    expect(info.paidAmount).toBe(((o.grandCents - 2000) / 100).toFixed(2));
    expect((await history(o.orderId)).at(-1)!.properties).toMatchObject({ action: 'refund_approved', amount: '20.00' });
    // The tax invoice shows the refund as given back, and asks for nothing more.
    const invoice = await invoiceDocument(t.handle.db, o.orderNo, 'invoice', { legalName: 'Kauri', gstNumber: '1' });
    expect(invoice!.after.slice(1)).toEqual([
      { label: 'Paid: Offline Payment', cents: -o.grandCents, bold: false },
      { label: 'Refunded: Offline Payment', cents: 2000, bold: false },
      { label: 'Balance due', cents: 0, bold: true },
    ]);
    // The branch's banking for the day: the offline method's expected is what was taken less the refund.
    const manager = await t.staffBrowser(EMAILS.manager);
    const day = (
      await manager.post('/pos/report/dailyBanking/start', { date: nzToday(t.clock.now), branch: 'AKL' })
    ).json();
    const refunds = day.allPayments.filter((p: { amount: string }) => p.amount.startsWith('-'));
    expect(refunds.map((p: { amount: string; ref_code: string }) => [p.amount, p.ref_code])).toContainEqual([
      '-20.00',
      o.orderNo,
    ]);
  });

  it('two refunds of one line at once give back at most what it took', async () => {
    const o = await paidOffline();
    const all = (o.grandCents / 100).toFixed(2);
    const [a, b] = await Promise.all([refund(o.orderNo, o.lineId, all), refund(o.orderNo, o.lineId, all)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 422]);
    const refunds = (await lineTypes(o.orderId)).filter((l) => l.refund_of !== null);
    expect(refunds.map((l) => Number(l.amount_cents))).toEqual([-o.grandCents]);
  });

  it('gives store credit back on the balance, and a card refund through the provider once', async () => {
    const balance = async () =>
      Number(
        (
          await queryRows<{ b: number }>(
            t.handle.db,
            sql`select coalesce((select balance_cents from customer_credit where user_id = ${CREDIT_CUSTOMER.id}), 0) as b`,
          )
        )[0]!.b,
      );
    await t.handle.db.execute(
      sql`insert into customer_credit (user_id, balance_cents) values (${CREDIT_CUSTOMER.id}, 100000)
        on conflict (user_id) do update set balance_cents = 100000`,
    );
    const o = await placeOrderToPay(t, { browser: sam, staffId: STAFF.staff, customerId: CREDIT_CUSTOMER.id });
    const [credit, card] = (
      await sam.post('/pos/order/updatePayment', {
        orderNo: o.orderNo,
        payments: [
          { gateway: 'credit', amount: '10.00' },
          { gateway: 'windcave', amount: ((o.grandCents - 1000) / 100).toFixed(2) },
        ],
      })
    ).json().payments;
    expect((await payNow(o.orderNo, credit.id)).statusCode).toBe(200);
    const page = (await payNow(o.orderNo, card.id)).json();
    expect((await simulatorVerdict(t, page.params, true)).statusCode).toBe(200);
    expect((await orderRow(t, o.orderId)).status).toBe('paid');
    const spent = await balance();

    const creditRefund = (await refund(o.orderNo, credit.id, '10.00')).json().payments.at(-1);
    expect((await payNow(o.orderNo, creditRefund.id)).json().msg).toBe('Refund approved');
    expect(await balance()).toBe(spent + 1000);

    const cardRefund = (await refund(o.orderNo, card.id, '5.00')).json().payments.at(-1);
    const [first, second] = await Promise.all([payNow(o.orderNo, cardRefund.id), payNow(o.orderNo, cardRefund.id)]);
    expect([first.json(), second.json()]).toContainEqual({ success: true, msg: 'Refund approved' });
    const lines = await linesOf(t, o.orderId);
    expect(lines.at(-1)).toMatchObject({ amount_cents: -500, status: 1 });
    expect(lines.at(-1)!.reference).toMatch(/^simr-/);
    expect(await balance()).toBe(spent + 1000);
  });

  it('an order refunded in full can be cancelled, and its stock comes back', async () => {
    const o = await paidOffline();
    const cancel = async () =>
      sam.get(`/pos/order-cancel/${o.orderNo}?approval=${await approval(STAFF.staff, 'order_cancel')}`);
    const held = await stockAt(t, 'LAMP-1', 'AKL');
    expect((await cancel()).json()).toEqual({
      success: false,
      msg: 'This order has a payment taken: refund it before cancelling the order',
    });
    const all = (o.grandCents / 100).toFixed(2);
    const added = (await refund(o.orderNo, o.lineId, all)).json().payments.at(-1);
    // Asked for, not yet given back: still holding the money.
    expect((await cancel()).statusCode).toBe(409);
    expect((await payNow(o.orderNo, added.id, 'BANK-1')).statusCode).toBe(200);
    const done = await cancel();
    expect(done.json()).toEqual({ success: true, msg: `Order #${o.orderNo} has been cancelled` });
    expect((await orderRow(t, o.orderId)).status).toBe('locked');
    expect(await stockAt(t, 'LAMP-1', 'AKL')).toEqual({ free: held.free + 1, alloc: held.alloc - 1 });
  });
});
