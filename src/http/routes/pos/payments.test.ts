// Payments at the POS checkout: /v1/cart/updatePayment with a staff session and an orderNo key keeps
// the POS cart's (or quote's) payment lines after domain/pos-payments.ts's rules, each refusal with
// its message and nothing written; /v1/cart/checkPayment checks the counter's methods for staff;
// shoppers keep their own behaviour; completing an order copies the lines into the order's payments,
// unpaid.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/rows.ts';
import { issueApproval } from '../../../services/staff/approvals.ts';
import { STAFF } from '../../../testing/staff-fixture.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { ORDER_CUSTOMER as CUSTOMER, allocation } from '../../../testing/order-fixture.ts';
import { type Browser, usePosTestApp } from '../../../testing/pos-app.ts';

describe.each(testDatabases())('POS payments ($name)', (target) => {
  let grand = 0;
  const { t, sam } = usePosTestApp(target);
  beforeAll(async () => {
    expect((await sam.post('/pos/cart/addItem', { sku: 'SOFA-CHA' })).statusCode).toBe(200);
    expect(
      (
        await sam.post('/pos/cart/updateBasic', {
          cart: CUSTOMER,
          useSameAddress: true,
          useAutoShippingCost: true,
        })
      ).statusCode,
    ).toBe(200);
    const cart = (await sam.post('/pos/cart/get', {})).json();
    grand = Math.round(Number(cart.cart.grandtotal) * 100);
    const save = await sam.post('/pos/cart/saveAllocation', {
      itemId: cart.cartItems[0].id,
      sku: 'SOFA-CHA',
      allocations: [allocation()],
    });
    expect(save.json()).toEqual({ success: true });
  });

  const db = () => t.handle.db;
  const pay = (payments: unknown, orderNo: unknown = '', b: Browser = sam) =>
    b.post('/v1/cart/updatePayment', { orderNo, payments });
  const lines = () =>
    queryRows(db(), sql`select cart_id, gateway, name, amount_cents, reference from cart_payments order by id`);
  const dollars = (cents: number) => (cents / 100).toFixed(2);

  it("keeps the payment lines of the salesperson's cart and answers the POS cart", async () => {
    expect(grand).toBe(129_900 + 10_900);
    const res = await pay([
      { gateway: 'veftpos', name: 'whatever the page says', amount: '100.005' },
      { gateway: 'offline', name: 'Offline Payment', amount: 50, reference: ' INV-42 ' },
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.cart).toMatchObject({ staff_id: STAFF.staff, firstname: 'Aroha', orderNo: null });
    expect(body.payments).toEqual([
      {
        id: expect.any(Number),
        gateway: 'veftpos',
        name: 'EFTPOS Terminal A',
        amount: '100.01',
        reference: '',
        status: 0,
        type: 0,
      },
      {
        id: expect.any(Number),
        gateway: 'offline',
        name: 'Offline Payment',
        amount: '50.00',
        reference: 'INV-42',
        status: 0,
        type: 0,
      },
    ]);
    expect(body.paidAmount).toBe('150.01');
    expect(body.pMethods.veftpos).toBe('EFTPOS Terminal A');
    // The same on /pos/cart/get; the list replaces the last one.
    expect((await sam.post('/pos/cart/get', {})).json()).toMatchObject({
      payments: body.payments,
      paidAmount: '150.01',
    });
    const again = (await pay([{ gateway: 'weftpos', amount: 20 }], null)).json();
    expect(again.payments.map((p: { gateway: string; amount: string }) => [p.gateway, p.amount])).toEqual([
      ['weftpos', '20.00'],
    ]);
    expect(again.paidAmount).toBe('20.00');
    expect(await lines()).toHaveLength(1);
  });

  it("refuses by the spec's rules, each with its message, writing nothing", async () => {
    const before = JSON.stringify(await lines());
    await db().execute(sql`update payment_methods set enabled = false where code = 'directcrd'`);
    const cases: [unknown[], string][] = [
      [[{ gateway: 'windcave', amount: 10 }], 'Unknown payment method'],
      [[{ gateway: 'nope', amount: 10 }], 'Unknown payment method'],
      [[{ gateway: 'directcrd', amount: 10 }], 'Unknown payment method'],
      [[{ gateway: 'veftpos', amount: 0 }], 'Amount must be a number greater than 0!'],
      [[{ gateway: 'veftpos', amount: '0.004' }], 'Amount must be a number greater than 0!'],
      [[{ gateway: 'veftpos', amount: '-5' }], 'Amount must be a number greater than 0!'],
      [[{ gateway: 'veftpos', amount: -5 }], 'Amount must be a number greater than 0!'],
      [[{ gateway: 'veftpos', amount: 'ten dollars' }], 'Amount must be a number greater than 0!'],
      [[{ gateway: 'veftpos', amount: '9'.repeat(20) }], 'Amount must be a number greater than 0!'],
      [[{ gateway: 'offline', amount: 10 }], 'Please enter a reference'],
      [[{ gateway: 'financenow', amount: 600, reference: '' }], 'Please enter a reference'],
      [[{ gateway: 'veftpos', amount: dollars(grand + 1) }], `Can't pay more than $${dollars(grand)}!`],
      [
        [
          { gateway: 'veftpos', amount: 1000 },
          { gateway: 'weftpos', amount: dollars(grand - 100_000 + 1) },
        ],
        `Can't pay more than $${dollars(grand - 100_000)}!`,
      ],
      [
        [
          { gateway: 'veftpos', amount: dollars(grand) },
          { gateway: 'weftpos', amount: 1 },
        ],
        'Full payment loaded already!',
      ],
      [[{ gateway: 'financenow', amount: 400, reference: 'APP-1' }], '[Finance Now] can not pay $400.00'],
      [
        [
          { gateway: 'financenow', amount: 300, reference: 'APP-1' },
          { gateway: 'financenow', amount: 300, reference: 'APP-2' },
        ],
        '[Finance Now] can not pay $300.00',
      ],
    ];
    for (const [payments, msg] of cases) {
      const res = await pay(payments);
      expect(res.statusCode, JSON.stringify(payments)).toBe(422);
      expect(res.json()).toEqual({ success: false, msg });
    }
    await db().execute(sql`update payment_methods set enabled = true where code = 'directcrd'`);
    // Bad input: wrong types, huge strings, too many lines.
    for (const payments of [
      'veftpos',
      [{ gateway: 'veftpos', amount: { x: 1 } }],
      [{ gateway: 'veftpos', amount: [1] }],
      [{ gateway: 'veftpos' }],
      [{ gateway: 'x'.repeat(41), amount: 1 }],
      [{ gateway: 'offline', amount: 1, reference: 'x'.repeat(101) }],
      [{ gateway: 'veftpos', amount: 'x'.repeat(21) }],
      Array.from({ length: 21 }, () => ({ gateway: 'veftpos', amount: 1 })),
    ]) {
      const res = await pay(payments);
      expect(res.statusCode, JSON.stringify(payments).slice(0, 80)).toBe(422);
      expect(res.json().success).toBe(false);
    }
    expect((await pay([], { a: 1 })).statusCode).toBe(422);
    const unknown = await pay([{ gateway: 'veftpos', amount: 1 }], 'P999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, msg: 'Cart not found' });
    // Without the anti-forgery token, nothing.
    expect(
      (await sam.post('/v1/cart/updatePayment', { orderNo: '', payments: [] }, { 'x-csrf-token': 'forged' }))
        .statusCode,
    ).toBe(419);
    expect(JSON.stringify(await lines())).toBe(before);
  });

  it('takes several lines of one method when together they pass its rule', async () => {
    const res = await pay([
      { gateway: 'financenow', amount: 600, reference: 'APP-1' },
      { gateway: 'financenow', amount: 100, reference: 'APP-1' },
      { gateway: 'veftpos', amount: dollars(grand - 70_000) },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().paidAmount).toBe(dollars(grand));
  });

  it('checks a staff method for staff; shoppers and other codes as before', async () => {
    const check = (b: Browser, code: string, amount: unknown) => b.post('/v1/cart/checkPayment', { code, amount });
    expect((await check(sam, 'veftpos', 10)).json()).toEqual({ success: true });
    expect((await check(sam, 'financenow', 700)).json()).toEqual({ success: true });
    const low = await check(sam, 'financenow', '400');
    expect(low.statusCode).toBe(422);
    expect(low.json()).toEqual({ success: false, msg: '[Finance Now] can not pay $400.00' });
    expect((await check(sam, 'veftpos', '-1')).json()).toEqual({
      success: false,
      msg: 'Amount must be a number greater than 0!',
    });
    // A staff member shopping: the shop's methods still answer.
    expect((await check(sam, 'gem', 250)).json()).toEqual({ success: true });
    const shopper = await t.browser();
    const forShopper = await check(shopper, 'veftpos', 10);
    expect(forShopper.statusCode).toBe(404);
    expect(forShopper.json()).toEqual({ success: false, msg: 'Payment method not found' });
    expect((await check(shopper, 'gem', '120.00')).json().msg).toBe('[Gem Interest Free] can not pay $120.00');
  });

  it("keeps the shopper's updatePayment for shoppers and for calls without orderNo", async () => {
    const before = JSON.stringify(await lines());
    const shopper = await t.browser();
    // A shopper sending orderNo gets the shopper's cart, not a POS cart.
    const asShopper = await pay([{ gateway: 'veftpos', amount: 10 }], '', shopper);
    expect(asShopper.statusCode).toBe(404);
    expect(asShopper.json().msg).toBe('Payment method not found');
    const shopperCleared = await pay([], '', shopper);
    expect(shopperCleared.statusCode).toBe(200);
    expect(shopperCleared.json().cart.staff_id).toBeUndefined();
    // Staff without orderNo: the shopper behaviour on their own shopping cart.
    const noOrderNo = await sam.post('/v1/cart/updatePayment', { payments: [{ gateway: 'veftpos', amount: 10 }] });
    expect(noOrderNo.statusCode).toBe(404);
    expect(JSON.stringify(await lines())).toBe(before);
  });

  it("keeps a quote's lines on the quote, and copies the lines into the order, unpaid", async () => {
    const saved = await sam.post('/pos/cart/complete/', {
      option: 'quote',
      approval: await issueApproval(
        db(),
        { staffId: STAFF.staff, approverId: STAFF.staff, type: 'quote' },
        t.clock.now,
      ),
    });
    expect(saved.statusCode).toBe(200);
    const quoteNo = saved.json().orderNo as string;
    // The lines went with the cart: the quote has them, the new open cart none.
    expect((await sam.post('/pos/cart/get', {})).json()).toMatchObject({ payments: [], paidAmount: '0.00' });
    expect((await sam.post('/pos/cart/get', { orderNo: quoteNo })).json().paidAmount).toBe(dollars(grand));
    const onQuote = await pay(
      [
        { gateway: 'veftpos', amount: 500 },
        { gateway: 'offline', amount: 250, reference: 'INV-9' },
      ],
      quoteNo,
    );
    expect(onQuote.statusCode).toBe(200);
    expect(onQuote.json().cart.orderNo).toBe(quoteNo);
    expect(onQuote.json().paidAmount).toBe('750.00');
    // A quote records no payments of its own.
    expect((await queryRows(db(), sql`select 1 from payments`)).length).toBe(0);

    // A line-paid cart that got cheaper cannot become an order paying more than it costs.
    const lamp = await sam.post('/pos/cart/addItem', { orderNo: quoteNo, sku: 'LAMP-1' });
    expect(lamp.statusCode).toBe(200);
    const withLamp = (await sam.post('/pos/cart/get', { orderNo: quoteNo })).json();
    const lampId = withLamp.cartItems.find((i: { sku: string }) => i.sku === 'LAMP-1').id;
    expect(
      (
        await sam.post('/pos/cart/saveAllocation', {
          orderNo: quoteNo,
          itemId: lampId,
          sku: 'LAMP-1',
          allocations: [allocation({ from: 'CHC' })],
        })
      ).json(),
    ).toEqual({ success: true });
    const total = Math.round(Number(withLamp.cart.grandtotal) * 100);
    expect((await pay([{ gateway: 'veftpos', amount: dollars(total) }], quoteNo)).statusCode).toBe(200);
    // Free delivery now: the cart costs the delivery fee less.
    const free = await sam.post('/pos/cart/updateBasic', {
      orderNo: quoteNo,
      cart: {},
      useSameAddress: true,
      useAutoShippingCost: false,
      shippingcost: '0',
    });
    expect(free.statusCode).toBe(200);
    const cheaper = Math.round(
      Number((await sam.post('/pos/cart/get', { orderNo: quoteNo })).json().cart.grandtotal) * 100,
    );
    expect(cheaper).toBeLessThan(total);
    const orderApproval = await issueApproval(
      db(),
      { staffId: STAFF.staff, approverId: STAFF.staff, type: 'order' },
      t.clock.now,
    );
    const over = await sam.post('/pos/cart/complete/', { orderNo: quoteNo, option: 'order', approval: orderApproval });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toEqual({ success: false, msg: `Can't pay more than $${dollars(cheaper)}!` });
    expect((await queryRows(db(), sql`select 1 from payments`)).length).toBe(0);
    expect((await queryRows(db(), sql`select 1 from stock_reservations`)).length).toBe(0);

    expect(
      (
        await pay(
          [
            { gateway: 'veftpos', amount: 500 },
            { gateway: 'offline', amount: 250, reference: 'INV-9' },
          ],
          quoteNo,
        )
      ).statusCode,
    ).toBe(200);
    const done = await sam.post('/pos/cart/complete/', { orderNo: quoteNo, option: 'order', approval: orderApproval });
    expect(done.statusCode).toBe(200);
    const rows = await queryRows(
      db(),
      sql`select o.order_no, p.gateway, p.name, p.amount_cents, p.reference, p.status, p.type from payments p join orders o on o.id = p.order_id order by p.id`,
    );
    expect(rows).toEqual([
      {
        order_no: quoteNo,
        gateway: 'veftpos',
        name: 'EFTPOS Terminal A',
        amount_cents: 50_000,
        reference: '',
        status: 0,
        type: 0,
      },
      {
        order_no: quoteNo,
        gateway: 'offline',
        name: 'Offline Payment',
        amount_cents: 25_000,
        reference: 'INV-9',
        status: 0,
        type: 0,
      },
    ]);
    // The cart is an order now: its lines cannot be changed through the POS cart.
    expect((await pay([], quoteNo)).statusCode).toBe(404);
  });
});
