// POS quotes: saving the cart as a quote (its own PIN approval, the full validation, no stock held),
// editing it through orderNo on every cart call by any staff member, its expiry bounds, saving and
// emailing it, and turning it into the order in place (same number, stock reserved). An unknown
// number, or one that is not a pending quote, is 404 and writes nothing.
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../../db/rows.ts';
import { issueApproval } from '../../../services/staff/approvals.ts';
import { EMAILS, PINS, STAFF } from '../../../testing/staff-fixture.ts';
import { testDatabases } from '../../../testing/databases.ts';
import type { ApprovalType } from '../../../contract/pos.ts';
import { ORDER_CUSTOMER, allocation } from '../../../testing/order-fixture.ts';
import { type Browser, usePosTestApp } from '../../../testing/pos-app.ts';
import { Refusal } from '../../../domain/refusal.ts';

// The quote email is the mail module's (tested there); here it is a stand-in the tests steer.
const mail = vi.hoisted(() => ({ emailQuote: vi.fn() }));
vi.mock('../../../services/pos-cart/quote-mail.ts', async (original) => ({
  ...(await original<typeof import('../../../services/pos-cart/quote-mail.ts')>()),
  emailQuote: mail.emailQuote,
}));

const CUSTOMER = { ...ORDER_CUSTOMER, acquisition: 'Phone Enquiry' };

describe.each(testDatabases())('POS quotes ($name)', (target) => {
  let quoteNo = '';
  let secondQuote = '';
  const { t, sam, mere } = usePosTestApp(target, {
    signIn: { sam: EMAILS.staff, mere: EMAILS.manager },
    env: { PUBLIC_URL: 'https://shop.kauri.test' },
  });
  beforeEach(() => mail.emailQuote.mockReset());

  const db = () => t.handle.db;
  const approval = (staffId: number, type: ApprovalType) =>
    issueApproval(db(), { staffId, approverId: staffId, type }, t.clock.now);
  const stockFigures = async () =>
    JSON.stringify(
      await queryRows(
        db(),
        sql`select s.*, (select json_agg(l order by l.purchase_order_id, l.variant_id) from purchase_order_lines l) as po
        from stock s order by s.variant_id, s.location_code`,
      ),
    );
  const everything = async () =>
    JSON.stringify(
      await queryRows(
        db(),
        sql`select (select json_agg(o order by o.id) from orders o) as orders, (select json_agg(i order by i.id) from order_items i) as items,
          (select json_agg(c order by c.id) from carts c) as carts, (select json_agg(ci order by ci.id) from cart_items ci) as cart_items,
          (select json_agg(a order by a.id) from cart_allocations a) as allocations, (select json_agg(p order by p.id) from cart_payments p) as pays,
          (select count(*) from stock_reservations) as held, (select json_agg(s order by s.variant_id, s.location_code) from stock s) as stock`,
      ),
    );
  const quoteRow = async (orderNo: string) =>
    (
      await queryRows<Record<string, unknown>>(
        db(),
        sql`select *, expiry_date::text as expiry from orders where order_no = ${orderNo}`,
      )
    )[0];
  const itemOn = async (orderNo: string | null, sku: string) => {
    const body = (await sam.post('/pos/cart/get', { orderNo })).json();
    return body.cartItems.find((i: { sku: string }) => i.sku === sku) as { id: number; qty: number };
  };

  /** Sam's open cart made ready to complete: one sofa allocated from AKL, the customer's details. */
  async function readyCart(b: Browser) {
    expect((await b.post('/pos/cart/addItem', { sku: 'SOFA-CHA' })).statusCode).toBe(200);
    expect(
      (await b.post('/pos/cart/updateBasic', { cart: CUSTOMER, useSameAddress: true, useAutoShippingCost: true }))
        .statusCode,
    ).toBe(200);
    const item = (await b.post('/pos/cart/get', {})).json().cartItems[0];
    expect(
      (
        await b.post('/pos/cart/saveAllocation', { itemId: item.id, sku: 'SOFA-CHA', allocations: [allocation()] })
      ).json(),
    ).toEqual({
      success: true,
    });
  }

  it('saves a quote only with a quote approval, after the full validation, holding no stock', async () => {
    const empty = await sam.post('/pos/cart/complete/', {
      option: 'quote',
      approval: await approval(STAFF.staff, 'quote'),
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({ success: false, msg: 'Looks like this cart is empty' });

    await readyCart(sam);
    const stock = await stockFigures();
    const before = await everything();
    expect((await sam.post('/pos/cart/complete/', { option: 'quote' })).statusCode).toBe(403);
    expect(
      (await sam.post('/pos/cart/complete/', { option: 'quote', approval: await approval(STAFF.staff, 'order') }))
        .statusCode,
    ).toBe(403);
    expect(
      (await sam.post('/pos/cart/complete/', { option: 'quote', approval: await approval(STAFF.manager, 'quote') }))
        .statusCode,
    ).toBe(403);
    expect(await everything()).toBe(before);

    const pin = await sam.post('/pos/check-pin', { pin: PINS.staff, type: 'quote', managerId: 0 });
    const token = pin.json().approval as string;
    const saved = await sam.post('/pos/cart/complete/', { option: 'quote', updateCus: 0, approval: token });
    expect(saved.statusCode).toBe(200);
    const body = saved.json();
    quoteNo = body.orderNo;
    expect(quoteNo).toMatch(/^P\d{6}$/);
    expect(body).toEqual({
      success: true,
      redirect: `/pos/quote-edit/${quoteNo}`,
      msg: `Quote #${quoteNo} has been saved`,
      orderNo: quoteNo,
    });

    const quote = await quoteRow(quoteNo);
    expect(quote).toMatchObject({
      kind: 'quote',
      status: 'pending',
      channel: 'pos',
      staff_id: STAFF.staff,
      firstname: 'Aroha',
      email: 'aroha@example.co.nz',
      acquisition: 'Phone Enquiry',
      expiry: '2026-11-16',
      hold_until: null,
    });
    const items = await queryRows<{ sku: string; qty_ordered: number }>(
      db(),
      sql`select sku, qty_ordered from order_items where order_id = ${quote!.id}`,
    );
    expect(items).toEqual([{ sku: 'SOFA-CHA', qty_ordered: 1 }]);
    const [cart] = await queryRows<{ id: number; status: string; order_id: number }>(
      db(),
      sql`select id, status, order_id from carts where order_id = ${quote!.id}`,
    );
    expect(cart).toMatchObject({ status: 'open', order_id: quote!.id });
    // A quote reserves nothing.
    expect(await stockFigures()).toBe(stock);
    expect((await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from stock_reservations`))[0]!.n).toBe(
      0,
    );

    // The approval was used; Sam's next cart is a new, empty one.
    expect((await sam.post('/pos/cart/complete/', { option: 'quote', approval: token })).statusCode).toBe(403);
    expect(
      (await sam.post('/pos/cart/complete/', { orderNo: quoteNo, option: 'quote', approval: token })).statusCode,
    ).toBe(403);
    const fresh = (await sam.post('/pos/cart/get', {})).json();
    expect(fresh.cartItems).toEqual([]);
    expect(fresh.cart.orderNo).toBeNull();
    expect(fresh.cart.id).not.toBe(cart!.id);
    expect((await sam.post('/pos/cart/get', { orderNo: quoteNo })).json().cart.id).toBe(cart!.id);
  });

  it('opens the quote for any staff member, with its number, expiry, bounds and print link', async () => {
    const res = await mere.post('/pos/cart/get', { orderNo: quoteNo });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.cart).toMatchObject({
      orderNo: quoteNo,
      expire_date: '2026-11-16',
      expiresIn: 14,
      staff_id: STAFF.staff,
      firstname: 'Aroha',
      acquisition: 'Phone Enquiry',
      emailLog: [],
    });
    expect(body.cart.printQuoteUrl).toMatch(new RegExp(`^/quote/${quoteNo}/print\\?t=[\\w-]{32}$`));
    expect(body).toMatchObject({ minExpireDate: '2026-11-02', maxExpireDate: '2027-01-31' });
    expect(body.cartItems.map((i: { sku: string }) => i.sku)).toEqual(['SOFA-CHA']);
    expect(body.cartItems[0].subItems[0].allocation).toEqual([expect.objectContaining({ from: 'AKL', qty: 1 })]);
    expect(new Date(body.cart.createdAt).toISOString()).toBe(t.clock.now.toISOString());
    // The print link opens this quote (the token is the quote's).
    const { quoteTokenValid } = await import('../../../services/pos-cart/quote-link.ts');
    const token = new URL(body.cart.printQuoteUrl, 'http://x').searchParams.get('t')!;
    expect(await quoteTokenValid(db(), quoteNo, token)).toBe(true);
  });

  it("edits the quote's cart through orderNo on every call, leaving the salesperson's own cart alone", async () => {
    const mereCart = async () =>
      (
        await queryRows<{ n: number }>(
          db(),
          sql`select count(*)::int as n from cart_items ci join carts c on c.id = ci.cart_id where c.staff_id = ${STAFF.manager}`,
        )
      )[0]!.n;
    const add = await mere.post('/pos/cart/addItem', { orderNo: quoteNo, sku: 'LAMP-1' });
    expect(add.json()).toEqual({ success: true, itemcount: 2 });
    const lamp = await itemOn(quoteNo, 'LAMP-1');
    expect(
      (await mere.post('/pos/cart/updateItem', { orderNo: quoteNo, item: { id: lamp.id, qty: 3 } })).statusCode,
    ).toBe(200);
    const discount = await mere.post('/pos/cart/updateItem', {
      orderNo: quoteNo,
      item: { id: lamp.id, disc_type: 'percent', discount: 10, disc_reason: 'Loyal Customer' },
    });
    expect(discount.statusCode).toBe(200);
    const lampSave = await mere.post('/pos/cart/saveAllocation', {
      orderNo: quoteNo,
      itemId: lamp.id,
      sku: 'LAMP-1',
      allocations: [allocation({ from: 'CHC', qty: 3, method: 'PCK', to: 'CHC' })],
    });
    expect(lampSave.json()).toEqual({ success: true });
    const basic = await mere.post('/pos/cart/updateBasic', {
      orderNo: quoteNo,
      cart: { comment: 'Wants the lamps in white', acquisition: 'Email Enquiry' },
      useSameAddress: true,
      useAutoShippingCost: true,
    });
    expect(basic.json()).toEqual({ success: true, couponMsg: '' });
    expect(await mereCart()).toBe(0);

    const shown = (await sam.post('/pos/cart/get', { orderNo: quoteNo })).json();
    expect(shown.cartItems.map((i: { sku: string; qty: number }) => [i.sku, i.qty])).toEqual([
      ['SOFA-CHA', 1],
      ['LAMP-1', 3],
    ]);
    expect(shown.cartItems[1]).toMatchObject({ disc_type: 'percent', eachpriceinc: '80.10' });
    expect(shown.cart).toMatchObject({ comment: 'Wants the lamps in white', acquisition: 'Email Enquiry' });

    // The snapshot is the quote as last saved until it is saved again, by anyone; the number and expiry stay.
    const quote = await quoteRow(quoteNo);
    expect((await queryRows(db(), sql`select sku from order_items where order_id = ${quote!.id}`)).length).toBe(1);
    t.clock.advance(60_000);
    const again = await mere.post('/pos/cart/complete/', {
      orderNo: quoteNo,
      option: 'quote',
      approval: await approval(STAFF.manager, 'quote'),
    });
    expect(again.json()).toEqual({
      success: true,
      redirect: `/pos/quote-edit/${quoteNo}`,
      msg: `Quote #${quoteNo} has been saved`,
      orderNo: quoteNo,
    });
    const after = await quoteRow(quoteNo);
    expect(after).toMatchObject({
      id: quote!.id,
      kind: 'quote',
      staff_id: STAFF.staff,
      acquisition: 'Email Enquiry',
      comment: 'Wants the lamps in white',
      expiry: '2026-11-16',
    });
    expect(Number(after!.grandtotal_cents)).toBe(Math.round(Number(shown.cart.grandtotal) * 100));
    expect(new Date(String(after!.updated_at)).getTime()).toBe(t.clock.now.getTime());
    expect(new Date(String(after!.created_at)).getTime()).toBe(new Date(String(quote!.created_at)).getTime());
    const items = await queryRows<{ sku: string; qty_ordered: number }>(
      db(),
      sql`select sku, qty_ordered from order_items where order_id = ${quote!.id} order by id`,
    );
    expect(items).toEqual([
      { sku: 'SOFA-CHA', qty_ordered: 1 },
      { sku: 'LAMP-1', qty_ordered: 3 },
    ]);
    expect((await queryRows(db(), sql`select 1 from orders`)).length).toBe(1);
    expect((await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from stock_reservations`))[0]!.n).toBe(
      0,
    );
  });

  it('moves the expiry only between today and ninety days after the quote was made', async () => {
    const set = (expire_date: unknown, extra: Record<string, unknown> = {}) =>
      sam.post('/pos/cart/updateBasic', {
        orderNo: quoteNo,
        cart: { expire_date, ...extra },
        useSameAddress: true,
        useAutoShippingCost: true,
      });
    const before = await everything();
    const msg = 'The expiry date should be between 2026-11-02 and 2027-01-31';
    for (const bad of ['2026-11-01', '2027-02-01', '2026-02-30', 'next week', '']) {
      const res = await set(bad, { comment: 'should not be kept' });
      expect(res.statusCode, bad).toBe(422);
      expect(res.json()).toEqual({ success: false, msg });
    }
    for (const bad of [20261120, { d: 1 }, '2026-11-200']) expect((await set(bad)).statusCode).toBe(422);
    expect(await everything()).toBe(before);

    expect((await set('2027-01-31')).statusCode).toBe(200);
    let cart = (await sam.post('/pos/cart/get', { orderNo: quoteNo })).json().cart;
    expect(cart).toMatchObject({ expire_date: '2027-01-31', expiresIn: 90 });
    expect((await set('2026-11-02')).statusCode).toBe(200);
    // Two days on it has expired: expiresIn is negative and the earliest date is the new today.
    t.clock.advance(2 * 86_400_000);
    // (Sign-ins last a working day: the staff sign in again on the new day.)
    expect((await sam.signIn(EMAILS.staff)).statusCode).toBe(200);
    expect((await mere.signIn(EMAILS.manager)).statusCode).toBe(200);
    const late = (await sam.post('/pos/cart/get', { orderNo: quoteNo })).json();
    expect(late.cart).toMatchObject({ expire_date: '2026-11-02', expiresIn: -2 });
    expect(late).toMatchObject({ minExpireDate: '2026-11-04', maxExpireDate: '2027-01-31' });
    expect((await set('2026-11-03')).json().msg).toBe('The expiry date should be between 2026-11-04 and 2027-01-31');
    expect((await set('2026-11-30')).statusCode).toBe(200);
    cart = (await sam.post('/pos/cart/get', { orderNo: quoteNo })).json().cart;
    expect(cart.expiresIn).toBe(26);

    // A new cart has no expiry: the field is ignored.
    const own = await sam.post('/pos/cart/updateBasic', {
      cart: { expire_date: '1999-01-01' },
      useSameAddress: true,
      useAutoShippingCost: true,
    });
    expect(own.statusCode).toBe(200);
    expect((await sam.post('/pos/cart/get', {})).json()).toMatchObject({
      cart: { expire_date: null, expiresIn: null },
      minExpireDate: null,
    });
  });

  it('answers 404 for a number that is not a pending quote, on every call, writing nothing', async () => {
    const before = await everything();
    const lamp = await itemOn(quoteNo, 'LAMP-1');
    for (const orderNo of ['P999999', 'Q100123', 'x'.repeat(40), 12345]) {
      const calls: [string, Record<string, unknown>][] = [
        ['get', {}],
        ['addItem', { sku: 'LAMP-1' }],
        ['updateItem', { item: { id: lamp.id, qty: 2 } }],
        ['updateBasic', { cart: { comment: 'nope' }, useSameAddress: true }],
        ['saveAllocation', { itemId: lamp.id, sku: 'LAMP-1', allocations: [allocation({ from: 'CHC', qty: 3 })] }],
        ['complete/', { option: 'quote', approval: await approval(STAFF.staff, 'quote') }],
      ];
      for (const [path, body] of calls) {
        const res = await sam.post(`/pos/cart/${path}`, { ...body, orderNo });
        expect(res.statusCode, `${path} ${orderNo}`).toBe(404);
        expect(res.json()).toEqual({ success: false, msg: 'Cart not found' });
      }
    }
    expect((await sam.post('/pos/cart/get', { orderNo: 'x'.repeat(41) })).statusCode).toBe(422);
    expect((await sam.post('/pos/cart/get', { orderNo: { no: 1 } })).statusCode).toBe(422);
    expect(await everything()).toBe(before);
  });

  it('saves and emails a quote with its own approval; a failed email leaves the quote saved', async () => {
    mail.emailQuote.mockResolvedValueOnce({ msg: `Quote #${quoteNo} has been emailed to aroha@example.co.nz` });
    expect(
      (
        await sam.post('/pos/cart/complete/', {
          orderNo: quoteNo,
          option: 'quote_email',
          approval: await approval(STAFF.staff, 'quote'),
        })
      ).statusCode,
    ).toBe(403);
    expect(mail.emailQuote).not.toHaveBeenCalled();
    // The link in the mail is on the shop's configured origin, whatever address the request names.
    const res = await sam.post(
      '/pos/cart/complete/',
      { orderNo: quoteNo, option: 'quote_email', approval: await approval(STAFF.staff, 'quote_email') },
      { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    );
    expect(res.json()).toEqual({
      success: true,
      redirect: `/pos/quote-edit/${quoteNo}`,
      msg: `Quote #${quoteNo} has been emailed to aroha@example.co.nz`,
      orderNo: quoteNo,
    });
    expect(mail.emailQuote).toHaveBeenCalledTimes(1);
    const [, mailer, staff, orderNo, origin] = mail.emailQuote.mock.calls[0]!;
    expect(typeof mailer.send).toBe('function');
    expect(staff).toMatchObject({ id: STAFF.staff });
    expect(orderNo).toBe(quoteNo);
    expect(origin).toBe('https://shop.kauri.test');

    // A new quote from a fresh cart, whose email is refused: the quote is kept and the page is told.
    await readyCart(sam);
    mail.emailQuote.mockRejectedValueOnce(new Refusal(422, "Please enter valid customer's Email address"));
    const refused = await sam.post('/pos/cart/complete/', {
      option: 'quote_email',
      approval: await approval(STAFF.staff, 'quote_email'),
    });
    expect(refused.statusCode).toBe(200);
    const answer = refused.json();
    expect(answer).toMatchObject({
      success: false,
      msg: "Please enter valid customer's Email address",
      redirect: `/pos/quote-edit/${answer.orderNo}`,
    });
    expect(await quoteRow(answer.orderNo)).toMatchObject({ kind: 'quote', status: 'pending' });
    secondQuote = answer.orderNo;

    mail.emailQuote.mockRejectedValueOnce(new Error('smtp down'));
    const errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const down = await sam.post('/pos/cart/complete/', {
      orderNo: answer.orderNo,
      option: 'quote_email',
      approval: await approval(STAFF.staff, 'quote_email'),
    });
    errorSpy.mockRestore();
    expect(down.json()).toEqual({
      success: false,
      redirect: `/pos/quote-edit/${answer.orderNo}`,
      orderNo: answer.orderNo,
      msg: `Quote #${answer.orderNo} has been saved. The email could not be sent. Please try again.`,
    });
  });

  it('shows the emails sent about a cart, oldest first', async () => {
    const quote = await quoteRow(quoteNo);
    const [cart] = await queryRows<{ id: number }>(db(), sql`select id from carts where order_id = ${quote!.id}`);
    await db().execute(sql`insert into email_log (cart_id, order_id, staff_id, kind, to_email, message, created_at) values
      (${cart!.id}, ${quote!.id}, ${STAFF.staff}, 'quote', 'aroha@example.co.nz', 'second', '2026-11-03T00:00:00Z'),
      (null, ${quote!.id}, ${STAFF.staff}, 'quote', 'aroha@example.co.nz', 'first', '2026-11-02T00:00:00Z')`);
    expect((await sam.post('/pos/cart/get', { orderNo: quoteNo })).json().cart.emailLog).toEqual(['first', 'second']);
    const own = (await sam.post('/pos/cart/get', {})).json().cart;
    await db().execute(
      sql`insert into email_log (cart_id, staff_id, kind, to_email, message) values (${own.id}, ${STAFF.staff}, 'cart', 'a@b.nz', 'cart sent')`,
    );
    expect((await sam.post('/pos/cart/get', {})).json().cart.emailLog).toEqual(['cart sent']);
  });

  it('turns the quote into the order in place: same number, stock reserved, no longer a quote', async () => {
    const quote = await quoteRow(quoteNo);
    const free = async () =>
      Object.fromEntries(
        (
          await queryRows<{ sku: string; location_code: string; free: number; alloc: number }>(
            db(),
            sql`select v.sku, s.location_code, s.free, s.alloc from stock s join product_variants v on v.id = s.variant_id
            where (v.sku, s.location_code) in (('SOFA-CHA', 'AKL'), ('LAMP-1', 'CHC'))`,
          )
        ).map((r) => [r.sku, { free: r.free, alloc: r.alloc }]),
      );
    const before = await free();
    expect(
      (
        await mere.post('/pos/cart/complete/', {
          orderNo: quoteNo,
          option: 'order',
          approval: await approval(STAFF.manager, 'quote'),
        })
      ).statusCode,
    ).toBe(403);
    const done = await mere.post('/pos/cart/complete/', {
      orderNo: quoteNo,
      option: 'order',
      approval: await approval(STAFF.manager, 'order'),
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      success: true,
      redirect: `/pos/order-detail/${quoteNo}`,
      msg: `Order ${quoteNo} has been created`,
      orderNo: quoteNo,
    });
    const order = await quoteRow(quoteNo);
    expect(order).toMatchObject({
      id: quote!.id,
      kind: 'order',
      status: 'pending',
      expiry: null,
      staff_id: STAFF.staff,
    });
    expect(await free()).toEqual({
      'SOFA-CHA': { free: before['SOFA-CHA']!.free - 1, alloc: before['SOFA-CHA']!.alloc + 1 },
      'LAMP-1': { free: before['LAMP-1']!.free - 3, alloc: before['LAMP-1']!.alloc + 3 },
    });
    const held = await queryRows<{ qty: number; location_code: string; sku: string }>(
      db(),
      sql`select r.qty, r.location_code, i.sku from stock_reservations r join order_items i on i.id = r.order_item_id where r.order_id = ${quote!.id} order by i.id`,
    );
    expect(held).toEqual([
      { qty: 1, location_code: 'AKL', sku: 'SOFA-CHA' },
      { qty: 3, location_code: 'CHC', sku: 'LAMP-1' },
    ]);
    const [cart] = await queryRows<{ status: string }>(
      db(),
      sql`select status from carts where order_id = ${quote!.id}`,
    );
    expect(cart!.status).toBe('ordered');

    // Now an order, not a quote: not found as one, and nothing more happens to it.
    const after = await everything();
    expect((await sam.post('/pos/cart/get', { orderNo: quoteNo })).statusCode).toBe(404);
    expect((await sam.post('/pos/cart/addItem', { orderNo: quoteNo, sku: 'LAMP-1' })).statusCode).toBe(404);
    expect(
      (
        await mere.post('/pos/cart/complete/', {
          orderNo: quoteNo,
          option: 'order',
          approval: await approval(STAFF.manager, 'order'),
        })
      ).statusCode,
    ).toBe(404);
    expect(await everything()).toBe(after);
  });

  it('two salespeople turning the same quote into an order at once: one order, the other finds no quote', async () => {
    const quote = await quoteRow(secondQuote);
    const answers = await Promise.all([
      sam.post('/pos/cart/complete/', {
        orderNo: secondQuote,
        option: 'order',
        approval: await approval(STAFF.staff, 'order'),
      }),
      mere.post('/pos/cart/complete/', {
        orderNo: secondQuote,
        option: 'order',
        approval: await approval(STAFF.manager, 'order'),
      }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    expect(answers.find((r) => r.statusCode === 404)!.json()).toEqual({ success: false, msg: 'Cart not found' });
    expect(await quoteRow(secondQuote)).toMatchObject({ id: quote!.id, kind: 'order' });
    const held = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from stock_reservations where order_id = ${quote!.id}`,
    );
    expect(held[0]!.n).toBe(1);
    const negative = await queryRows(db(), sql`select 1 from stock where free < 0 or alloc < 0`);
    expect(negative).toEqual([]);
  });
});
