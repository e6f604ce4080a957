// Payments on an order after the sale: POST /pos/order/updatePayment keeps the unpaid lines after the
// spec's rules (each message, nothing written on a refusal), paid lines cannot be deleted or changed;
// POST /pos/pay-order/ pays a line its method's way (recorded with a reference, the hosted card page,
// store credit, not the terminals), once; the order becomes paid when its paid lines reach its total.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/rows.ts';
import { STAFF } from '../../../testing/staff-fixture.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { usePosTestApp } from '../../../testing/pos-app.ts';
import { stockAt } from '../../../testing/order-fixture.ts';
import {
  CREDIT_CUSTOMER,
  linesOf,
  orderRow,
  placeOrderToPay,
  simulatorVerdict,
} from '../../../testing/order-payment-fixture.ts';
import { simulatorKey } from '../../../services/outside/outside.service.ts';

const dollars = (cents: number) => (cents / 100).toFixed(2);

describe.each(testDatabases())('payments on an order ($name)', (target) => {
  const { t, sam } = usePosTestApp(target);
  beforeAll(async () => {
    // Enough lamps for every order these tests place.
    await t.handle.db.execute(
      sql`update stock set free = 500, on_hand = 500 where location_code = 'AKL' and variant_id = (select id from product_variants where sku = 'LAMP-1')`,
    );
  });

  const update = (orderNo: string, payments: unknown[]) => sam.post('/pos/order/updatePayment', { orderNo, payments });
  const payNow = (orderNo: string, pId: number | string) => sam.post('/pos/pay-order/', { orderNo, pId });
  const place = (ask: Partial<Parameters<typeof placeOrderToPay>[1]> = {}) =>
    placeOrderToPay(t, { browser: sam, staffId: STAFF.staff, ...ask });
  const expectRefused = (res: { statusCode: number; json(): unknown }, status: number, msg: string) => {
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status, body: { success: false, msg } });
  };

  it('keeps the unpaid lines the panel sends and answers them with the paid amount', async () => {
    const o = await place({ payments: [{ gateway: 'offline', amount: '10.00', reference: 'INV-1' }] });
    const [first] = await linesOf(t, o.orderId);
    const res = await update(o.orderNo, [
      { id: first!.id, gateway: 'offline', name: 'Offline Payment', amount: '10.00', reference: 'INV-1' },
      { gateway: 'veftpos', name: 'anything', amount: '20.005' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      paidAmount: '0.00',
      payments: [
        {
          id: first!.id,
          gateway: 'offline',
          name: 'Offline Payment',
          amount: '10.00',
          reference: 'INV-1',
          status: 0,
          type: 0,
          refund_of: null,
        },
        {
          id: expect.any(Number),
          gateway: 'veftpos',
          name: 'EFTPOS Terminal A',
          amount: '20.01',
          reference: '',
          status: 0,
          type: 0,
          refund_of: null,
        },
      ],
    });
    // An empty list deletes the unpaid lines.
    expect((await update(o.orderNo, [])).json().payments).toEqual([]);
    expect(await linesOf(t, o.orderId)).toEqual([]);
  });

  it("refuses with the spec's words, in its order, and writes nothing", async () => {
    const o = await place({ payments: [{ gateway: 'directcrd', amount: '5.00' }] });
    const before = await linesOf(t, o.orderId);
    const left = o.grandCents - 500;
    const keep = { id: before[0]!.id, gateway: 'directcrd', amount: '5.00' };
    const cases: [unknown[], string][] = [
      [[keep, { gateway: 'veftpos', amount: '0' }], 'Amount must be a number greater than 0!'],
      [[keep, { gateway: 'veftpos', amount: 'ten' }], 'Amount must be a number greater than 0!'],
      [[keep, { gateway: 'veftpos', amount: dollars(left + 1) }], `Can't pay more than $${dollars(left)}!`],
      [
        [keep, { gateway: 'veftpos', amount: dollars(left) }, { gateway: 'veftpos', amount: '1' }],
        'Full payment loaded already!',
      ],
      [[keep, { gateway: 'offline', amount: '1' }], 'Please enter a reference'],
      [[keep, { gateway: 'financenow', amount: '1', reference: ' ' }], 'Please enter a reference'],
      [[keep, { gateway: 'financenow', amount: '1', reference: 'APP-9' }], '[Finance Now] can not pay $1.00'],
      [[keep, { gateway: 'bitcoin', amount: '1' }], 'Unknown payment method'],
    ];
    for (const [payments, msg] of cases) expectRefused(await update(o.orderNo, payments), 422, msg);
    expect(await linesOf(t, o.orderId)).toEqual(before);
  });

  it('answers 404 for a quote or a missing order, 409 for a cancelled one', async () => {
    expectRefused(await update('P999999', []), 404, 'The order is not exist');
    expectRefused(await payNow('P999999', 1), 404, 'The order is not exist');
    const o = await place();
    await t.handle.db.execute(sql`update orders set kind = 'quote' where id = ${o.orderId}`);
    expectRefused(await update(o.orderNo, []), 404, 'The order is not exist');
    await t.handle.db.execute(sql`update orders set kind = 'order', status = 'locked' where id = ${o.orderId}`);
    expectRefused(await update(o.orderNo, []), 409, 'This order is cancelled: restore it before taking payments');
    expectRefused(await payNow(o.orderNo, 1), 409, 'This order is cancelled: restore it before taking payments');
    // A web order whose customer is at the payment page: its one line is theirs.
    await t.handle.db.execute(sql`update orders set status = 'pending', channel = 'web' where id = ${o.orderId}`);
    expectRefused(await update(o.orderNo, []), 409, 'The customer is paying for this order on the website');
  });

  it('marks offline and direct credit lines paid with their reference, and the order paid once they reach its total', async () => {
    const o = await place();
    const half = Math.floor(o.grandCents / 2);
    const added = await update(o.orderNo, [
      { gateway: 'offline', amount: dollars(half), reference: 'INV-77' },
      { gateway: 'directcrd', amount: dollars(o.grandCents - half) },
    ]);
    const [offline, direct] = added.json().payments;
    // A coupon's use is taken when the order is placed (orders/coupon-use.ts), never on payment:
    // a code written on the order afterwards is not counted when it becomes paid.
    await t.handle.db.execute(sql`update orders set coupon_code = 'WELCOME10' where id = ${o.orderId}`);
    const used = async () =>
      Number(
        (
          await queryRows<{ n: number }>(t.handle.db, sql`select use_count as n from coupons where code = 'WELCOME10'`)
        )[0]!.n,
      );
    const usedBefore = await used();
    const first = await payNow(o.orderNo, offline.id);
    expect(first.json()).toEqual({ success: true, msg: 'Payment received' });
    expect((await linesOf(t, o.orderId)).map((l) => [l.status, l.reference])).toEqual([
      [1, 'INV-77'],
      [0, ''],
    ]);
    expect((await orderRow(t, o.orderId)).status).toBe('pending');
    expect(await used()).toBe(usedBefore);
    // Pressed again: the line is paid already, nothing more is taken.
    expectRefused(await payNow(o.orderNo, offline.id), 409, 'This payment has been paid already');
    expect((await payNow(o.orderNo, direct.id)).statusCode).toBe(200);
    const paid = await orderRow(t, o.orderId);
    expect(paid.status).toBe('paid');
    expect(paid.paid_at).not.toBeNull();
    expect(await used()).toBe(usedBefore);
    // The stock stays with the order.
    const [held] = await queryRows<{ n: number }>(
      t.handle.db,
      sql`select count(*)::int as n from stock_reservations where order_id = ${o.orderId} and status = 'held'`,
    );
    expect(Number(held!.n)).toBeGreaterThan(0);
  });

  it('keeps paid lines: a list that leaves one out or changes it is refused and nothing changes', async () => {
    const o = await place({ payments: [{ gateway: 'offline', amount: '30.00', reference: 'INV-5' }] });
    const [line] = await linesOf(t, o.orderId);
    expect((await payNow(o.orderNo, line!.id)).statusCode).toBe(200);
    const before = await linesOf(t, o.orderId);
    expectRefused(await update(o.orderNo, []), 409, 'A paid payment cannot be deleted or changed');
    expectRefused(
      await update(o.orderNo, [{ id: line!.id, gateway: 'offline', amount: '20.00', reference: 'INV-5' }]),
      409,
      'A paid payment cannot be deleted or changed',
    );
    expectRefused(
      await update(o.orderNo, [{ id: line!.id, gateway: 'directcrd', amount: '30.00' }]),
      409,
      'A paid payment cannot be deleted or changed',
    );
    expect(await linesOf(t, o.orderId)).toEqual(before);
    // Sent back as it is (with its id, or by method and amount without one), a new line joins it.
    const left = o.grandCents - 3000;
    expectRefused(
      await update(o.orderNo, [
        { gateway: 'offline', amount: '30.00' },
        { gateway: 'veftpos', amount: dollars(left + 1) },
      ]),
      422,
      `Can't pay more than $${dollars(left)}!`,
    );
    const ok = await update(o.orderNo, [
      { gateway: 'offline', amount: '30.00' },
      { gateway: 'veftpos', amount: '1.00' },
    ]);
    expect(ok.json()).toMatchObject({ paidAmount: '30.00', payments: [{ id: line!.id, status: 1 }, { status: 0 }] });
  });

  it('Pay Now pressed twice at once takes a line once, and opens one payment page', async () => {
    const o = await place({ payments: [{ gateway: 'offline', amount: '10.00', reference: 'INV-2X' }] });
    const [offline] = await linesOf(t, o.orderId);
    const both = await Promise.all([payNow(o.orderNo, offline!.id), payNow(o.orderNo, offline!.id)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const card = (
      await update(o.orderNo, [
        { id: offline!.id, gateway: 'offline', amount: '10.00', reference: 'INV-2X' },
        { gateway: 'windcave', amount: '20.00' },
      ])
    ).json().payments[1];
    const pages = await Promise.all([payNow(o.orderNo, card.id), payNow(o.orderNo, card.id)]);
    expect(pages.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(pages[0]!.json()).toEqual(pages[1]!.json());
    expect((await linesOf(t, o.orderId))[1]!.provider_ref).toBe(pages[0]!.json().params.session);
  });

  it('refuses Pay Now on a terminal line, a line of another order and a line without its reference', async () => {
    const o = await place({ payments: [{ gateway: 'veftpos', amount: '10.00' }] });
    const [terminal] = await linesOf(t, o.orderId);
    expectRefused(await payNow(o.orderNo, terminal!.id), 409, 'Take this payment on the card terminal');
    const other = await place();
    expectRefused(await payNow(other.orderNo, terminal!.id), 404, 'Payment not found');
    // A line kept from before the rule (written directly): the reference is asked for at Pay Now too.
    const [bare] = await queryRows<{ id: number }>(
      t.handle.db,
      sql`insert into payments (order_id, gateway, name, amount_cents, reference) values (${o.orderId}, 'offline', 'Offline Payment', 100, '') returning id`,
    );
    expectRefused(await payNow(o.orderNo, Number(bare!.id)), 422, 'Please enter a reference');
    expect((await linesOf(t, o.orderId)).map((l) => l.status)).toEqual([0, 0]);
  });

  it('opens the hosted card page once per line, and the verdict pays the line', async () => {
    const o = await place({ payments: [{ gateway: 'offline', amount: '10.00', reference: 'INV-8' }] });
    const [offline] = await linesOf(t, o.orderId);
    const card = dollars(o.grandCents - 1000);
    const res = await update(o.orderNo, [
      { id: offline!.id, gateway: 'offline', amount: '10.00', reference: 'INV-8' },
      { gateway: 'windcave', amount: card },
    ]);
    const cardLine = res.json().payments[1];
    expect(cardLine).toMatchObject({ gateway: 'windcave', name: 'Credit / Debit Card', amount: card });
    const opened = await payNow(o.orderNo, cardLine.id);
    expect(opened.statusCode).toBe(200);
    const page = opened.json();
    expect(page).toMatchObject({ success: true, redirect: '/gateway-sim/pay', method: 'POST' });
    expect(page.params).toMatchObject({ orderNo: o.orderNo, amount: card });
    expect(page.params.returnUrl).toMatch(new RegExp(`/pos/order-detail/${o.orderNo}$`));
    // Pressed again while the page is open: the same page (one provider session, no second charge).
    expect((await payNow(o.orderNo, cardLine.id)).json()).toEqual(page);
    expect((await linesOf(t, o.orderId))[1]!.provider_ref).toBe(page.params.session);
    // The provider approves: that line is paid; the order waits for the rest.
    expect((await simulatorVerdict(t, page.params, true)).statusCode).toBe(200);
    expect((await linesOf(t, o.orderId)).map((l) => l.status)).toEqual([0, 1]);
    expect((await orderRow(t, o.orderId)).status).toBe('pending');
    expect((await payNow(o.orderNo, offline!.id)).statusCode).toBe(200);
    expect((await orderRow(t, o.orderId)).status).toBe('paid');
  });

  it('a declined card cancels only its line: the order stays pending with its stock', async () => {
    const lamp = await stockAt(t, 'LAMP-1', 'AKL');
    const o = await place();
    const held = await stockAt(t, 'LAMP-1', 'AKL');
    expect(held.free).toBe(lamp.free - 1);
    const [line] = (await update(o.orderNo, [{ gateway: 'windcave', amount: '5.00' }])).json().payments;
    const page = (await payNow(o.orderNo, line!.id)).json();
    expect((await simulatorVerdict(t, page.params, false)).statusCode).toBe(200);
    expect((await linesOf(t, o.orderId)).map((l) => l.status)).toEqual([2]);
    expect((await orderRow(t, o.orderId)).status).toBe('pending');
    expect(await stockAt(t, 'LAMP-1', 'AKL')).toEqual(held);
    expectRefused(await payNow(o.orderNo, line!.id), 409, 'This payment was cancelled: add a new payment');
    // The cancelled line may be left out of the list; it stays as the record.
    expect((await update(o.orderNo, [{ gateway: 'directcrd', amount: '1.00' }])).json().payments).toMatchObject([
      { id: line!.id, status: 2 },
      { gateway: 'directcrd', status: 0 },
    ]);
  });

  it('cancels (not deletes) an unpaid line whose page is open; money approved on it is set aside to refund', async () => {
    const o = await place();
    const [line] = (await update(o.orderNo, [{ gateway: 'windcave', amount: '7.00' }])).json().payments;
    const page = (await payNow(o.orderNo, line!.id)).json();
    expect((await update(o.orderNo, [])).json().payments).toMatchObject([{ id: line!.id, status: 2 }]);
    expect((await simulatorVerdict(t, page.params, true)).statusCode).toBe(200);
    expect((await linesOf(t, o.orderId)).map((l) => l.status)).toEqual([4]);
    expect((await orderRow(t, o.orderId)).status).toBe('pending');
  });

  describe('store credit', () => {
    const balance = async () =>
      Number(
        (
          await queryRows<{ b: number }>(
            t.handle.db,
            sql`select coalesce((select balance_cents from customer_credit where user_id = ${CREDIT_CUSTOMER.id}), 0) as b`,
          )
        )[0]!.b,
      );
    const give = async (cents: number) => {
      const { createOrderService } = await import('../../../services/orders/orders.service.ts');
      const { createSimulatorGateway } = await import('../../../integrations/payments/simulator.ts');
      const { documentUrls } = await import('../../../services/documents/documents.service.ts');
      const orders = createOrderService(t.handle.db, {
        paymentGateway: createSimulatorGateway(simulatorKey(t.handle.db)),
        documentLinks: (orderNo, kind) => documentUrls(t.handle.db, orderNo, kind),
      });
      return orders.giveCredit({
        userId: CREDIT_CUSTOMER.id,
        amountCents: cents,
        staffId: STAFF.manager,
        reason: 'Goodwill',
      });
    };

    it('cannot be used without a registered customer or beyond the balance; nothing is taken', async () => {
      const none = await place({ payments: [{ gateway: 'credit', amount: '5.00' }] });
      const [line] = await linesOf(t, none.orderId);
      expectRefused(await payNow(none.orderNo, line!.id), 422, '[Store Credit] can not pay $5.00');
      expect((await linesOf(t, none.orderId))[0]!.status).toBe(0);
      // The panel cannot add a credit line for an order with no customer either.
      expectRefused(
        await update(none.orderNo, [
          { id: line!.id, gateway: 'credit', amount: '5.00' },
          { gateway: 'credit', amount: '1.00' },
        ]),
        422,
        '[Store Credit] can not pay $5.00',
      );
      const o = await place({ customerId: CREDIT_CUSTOMER.id });
      expect(await give(1000)).toBe(1000);
      expectRefused(
        await update(o.orderNo, [{ gateway: 'credit', amount: '10.01' }]),
        422,
        '[Store Credit] can not pay $10.01',
      );
      const [credit] = (await update(o.orderNo, [{ gateway: 'credit', amount: '10.00' }])).json().payments;
      await t.handle.db.execute(
        sql`update customer_credit set balance_cents = 999 where user_id = ${CREDIT_CUSTOMER.id}`,
      );
      expectRefused(await payNow(o.orderNo, credit.id), 422, '[Store Credit] can not pay $10.00');
      expect(await balance()).toBe(999);
      await t.handle.db.execute(
        sql`update customer_credit set balance_cents = 1000 where user_id = ${CREDIT_CUSTOMER.id}`,
      );
    });

    it("pays from the customer's balance with a movement, and the order's other lines pay the rest", async () => {
      const o = await place({ customerId: CREDIT_CUSTOMER.id });
      const start = await balance();
      const added = await update(o.orderNo, [
        { gateway: 'credit', amount: dollars(start) },
        { gateway: 'directcrd', amount: dollars(o.grandCents - start) },
      ]);
      const [credit, direct] = added.json().payments;
      expect((await payNow(o.orderNo, credit.id)).json()).toEqual({ success: true, msg: 'Payment received' });
      expect(await balance()).toBe(0);
      const moves = await queryRows<{ amount_cents: number; order_id: number; payment_id: number; staff_id: number }>(
        t.handle.db,
        sql`select amount_cents, order_id, payment_id, staff_id from credit_movements where payment_id = ${credit.id}`,
      );
      expect(moves.map((m) => [Number(m.amount_cents), Number(m.order_id), Number(m.staff_id)])).toEqual([
        [-start, o.orderId, STAFF.staff],
      ]);
      expect((await payNow(o.orderNo, direct.id)).statusCode).toBe(200);
      expect((await orderRow(t, o.orderId)).status).toBe('paid');
    });

    it('two credit payments at once never overdraw the balance', async () => {
      await give(6000);
      const a = await place({ customerId: CREDIT_CUSTOMER.id });
      const b = await place({ customerId: CREDIT_CUSTOMER.id });
      const lineA = (await update(a.orderNo, [{ gateway: 'credit', amount: '40.00' }])).json().payments[0];
      const lineB = (await update(b.orderNo, [{ gateway: 'credit', amount: '40.00' }])).json().payments[0];
      const answers = await Promise.all([payNow(a.orderNo, lineA.id), payNow(b.orderNo, lineB.id)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
      expect(await balance()).toBe(2000);
      const [spent] = await queryRows<{ n: number; total: number }>(
        t.handle.db,
        sql`select count(*)::int as n, sum(amount_cents)::int as total from credit_movements
          where user_id = ${CREDIT_CUSTOMER.id} and payment_id in (${lineA.id}, ${lineB.id})`,
      );
      expect([Number(spent!.n), Number(spent!.total)]).toEqual([1, -4000]);
    });

    it("/v1/cart/checkPayment from the order detail checks the customer's balance", async () => {
      const check = (body: Record<string, unknown>) => sam.post('/v1/cart/checkPayment', body);
      const have = await balance();
      expect(
        (await check({ code: 'credit', amount: dollars(have), reference: '', cusId: CREDIT_CUSTOMER.id })).json(),
      ).toEqual({
        success: true,
      });
      expectRefused(
        await check({ code: 'credit', amount: dollars(have + 1), reference: '', cusId: String(CREDIT_CUSTOMER.id) }),
        422,
        `[Store Credit] can not pay $${dollars(have + 1)}`,
      );
      expectRefused(
        await check({ code: 'credit', amount: '1.00', cusId: '' }),
        422,
        '[Store Credit] can not pay $1.00',
      );
      expectRefused(
        await check({ code: 'credit', amount: '1.00', cusId: null }),
        422,
        '[Store Credit] can not pay $1.00',
      );
      // The POS checkout's payment tab (no cusId) is as it was.
      expect((await check({ code: 'credit', amount: '100000.00' })).statusCode).toBe(200);
    });
  });
});
