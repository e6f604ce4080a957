// Emailing a quote (POST /pos/quote/email-cus/) and sending the POS cart to a customer
// (POST /pos/cart/send-cart/), then the customer opening the sent cart's link on the storefront
// (GET /cart/sent/{token}). Each POS call needs a single-use PIN approval of its own type; a
// refusal (no approval, bad input, a failed check, a mail server that is down) writes nothing and
// leaves the approval unused.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/rows.ts';
import { MailNotSent } from '../../../integrations/mail/index.ts';
import { quoteTokenValid } from '../../../services/pos-cart/quote-link.ts';
import { insertQuote } from '../../../testing/quote-fixture.ts';
import { issueApproval } from '../../../services/staff/approvals.ts';
import type { ApprovalType } from '../../../contract/pos.ts';
import { EMAILS, PINS, STAFF } from '../../../testing/staff-fixture.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { SESSION_COOKIE } from '../../../contract/cookies.ts';
import { type MailTestApp, openMailTestApp } from '../../../testing/pos-mail-app.ts';
import type { Browser } from '../../../testing/pos-app.ts';

interface Written {
  outbox: number;
  log: number;
  sent: number;
  approvalsUsed: number;
}

/** The shop's configured origin: links in mail start with it, whatever address a request names. */
const PUBLIC_URL = 'https://shop.kauri.test';
/** What a client can write into a request to move the links elsewhere, were they built from the request. */
const FORGED_HOST = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };

describe.each(testDatabases())('POS mail calls ($name)', (target) => {
  let t: MailTestApp;
  let sam: Browser;
  let mere: Browser;
  beforeAll(async () => {
    t = await openMailTestApp(target, { PUBLIC_URL });
    sam = await t.staffBrowser(EMAILS.staff);
    mere = await t.staffBrowser(EMAILS.manager);
    await insertQuote(t.handle.db, { orderNo: 'P100901' });
    await insertQuote(t.handle.db, { orderNo: 'P100902', email: 'not-an-email' });
    await insertQuote(t.handle.db, { orderNo: 'P100903', status: 'locked' });
    await insertQuote(t.handle.db, {
      orderNo: 'P100904',
      firstname: '<b>Kiri</b> & "Co"',
      email: 'kiri.williams@example.co.nz',
      couponCode: 'SPRING',
      couponDiscountCents: 2_000,
    });
  });
  afterAll(() => t?.close());

  const db = () => t.handle.db;
  const written = async (): Promise<Written> =>
    (
      await queryRows<Written>(
        db(),
        sql`select (select count(*) from outbox)::int as outbox, (select count(*) from email_log)::int as log,
          (select count(*) from sent_carts)::int as sent, (select count(*) from pin_approvals where used_at is not null)::int as "approvalsUsed"`,
      )
    )[0]!;
  const approval = (type: ApprovalType, staffId: number = STAFF.staff) =>
    issueApproval(db(), { staffId, approverId: staffId, type }, t.clock.now);
  const lastMail = async () =>
    (
      await queryRows<{ to_email: string; subject: string; text_body: string; html_body: string }>(
        db(),
        sql`select * from outbox order by id desc limit 1`,
      )
    )[0]!;

  describe('email a quote', () => {
    const email = (b: Browser, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
      b.post('/pos/quote/email-cus/', body, headers);

    it('answers 401 without a staff session', async () => {
      const anon = await t.browser();
      expect((await email(anon, { orderNo: 'P100901', approval: await approval('email_quote') })).statusCode).toBe(401);
    });

    it('refuses without a PIN approval of its own type and writes nothing', async () => {
      const before = await written();
      for (const given of [
        undefined,
        '',
        'made-up',
        await approval('send_cart'),
        await approval('quote_email'),
        await approval('email_quote', STAFF.manager),
      ]) {
        const res = await email(sam, { orderNo: 'P100901', approval: given });
        expect(res.statusCode, String(given)).toBe(403);
        expect(res.json()).toEqual({ success: false, msg: 'PIN approval required' });
      }
      expect(await written()).toEqual(before);
    });

    it('refuses bad input with 422 before anything else', async () => {
      const ok = await approval('email_quote');
      const before = await written();
      for (const body of [
        {},
        { orderNo: '' },
        { orderNo: { $ne: 1 } },
        { orderNo: ['P100901'] },
        { orderNo: true },
        { orderNo: 'P'.repeat(41) },
        { orderNo: 1.5 },
        { orderNo: 'P100901', approval: 'x'.repeat(201) },
        { orderNo: 'P100901', approval: 42 },
      ]) {
        const res = await email(sam, { approval: ok, ...body });
        expect(res.statusCode, JSON.stringify(body)).toBe(422);
        expect(res.json().success).toBe(false);
      }
      const huge = await sam.send({
        method: 'POST',
        url: '/pos/quote/email-cus/',
        payload: { orderNo: 'x'.repeat(300_000) },
        headers: { 'x-csrf-token': sam.token },
      });
      expect(huge.statusCode).toBe(413);
      expect(await written()).toEqual(before);
      // The approval was never used: it still works.
      expect((await email(sam, { orderNo: 'P100901', approval: ok })).statusCode).toBe(200);
    });

    it('answers 404 for no such pending quote, 422 for a quote without a valid email; the approval stays unused', async () => {
      const ok = await approval('email_quote');
      const before = await written();
      for (const orderNo of ['P999999', 'P100903', "P1' or 1=1 --"]) {
        const res = await email(sam, { orderNo, approval: ok });
        expect(res.statusCode, orderNo).toBe(404);
        expect(res.json()).toEqual({ success: false, msg: 'Cart not found' });
      }
      const bad = await email(sam, { orderNo: 'P100902', approval: ok });
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toEqual({ success: false, msg: "Please enter valid customer's Email address" });
      expect(await written()).toEqual(before);
      expect((await email(sam, { orderNo: 'P100901', approval: ok })).statusCode).toBe(200);
    });

    it('emails the quote with its lines, totals, expiry and printable link (on PUBLIC_URL whatever the request says), logs it, and the approval works once', async () => {
      const ok = await approval('email_quote');
      const before = await written();
      const res = await email(sam, { orderNo: 'P100901', approval: ok }, FORGED_HOST);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        msg: 'Quote #P100901 has been emailed to aroha.ngata@example.co.nz',
      });
      expect(await written()).toEqual({
        ...before,
        outbox: before.outbox + 1,
        log: before.log + 1,
        approvalsUsed: before.approvalsUsed + 1,
      });

      const mail = await lastMail();
      expect(mail.to_email).toBe('aroha.ngata@example.co.nz');
      expect(mail.subject).toBe('Your Kauri Furniture quote #P100901');
      const text = mail.text_body;
      expect(text).toContain('Kia ora Aroha,');
      expect(text).toContain('2 x Aria 3 Seater Sofa (SOFA-CHA)  $2,498.00');
      expect(text).toContain('1 x Aria Lounge Bundle (BUNDLE-1)  $2,099.00');
      expect(text).toContain('Subtotal: $4,597.00\nDelivery: $150.00\nAssembly: $50.00\nTotal: $4,797.00');
      expect(text).toContain('Prices include GST of $625.70.');
      expect(text).toContain('This quote is valid until Wednesday 2 December 2026.');
      expect(text).toContain('Sam Staff');
      const link = /View and print your quote: (\S+)/.exec(text)![1]!;
      const url = new URL(link);
      expect(url.origin).toBe(PUBLIC_URL);
      expect(url.pathname).toBe('/quote/P100901/print');
      expect(await quoteTokenValid(db(), 'P100901', url.searchParams.get('t')!)).toBe(true);
      expect(mail.html_body).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
      expect(mail.html_body).toContain('Aria Lounge Bundle');

      const [log] = await queryRows<{
        kind: string;
        cart_id: number;
        order_id: number;
        staff_id: number;
        to_email: string;
        message: string;
      }>(
        db(),
        sql`select l.* from email_log l join orders o on o.id = l.order_id where o.order_no = 'P100901' order by l.id desc limit 1`,
      );
      const [quote] = await queryRows<{ id: number; cart_id: number }>(
        db(),
        sql`select id, cart_id from orders where order_no = 'P100901'`,
      );
      expect(log).toMatchObject({
        kind: 'quote',
        cart_id: quote!.cart_id,
        order_id: quote!.id,
        staff_id: STAFF.staff,
        to_email: 'aroha.ngata@example.co.nz',
        // The test clock: 2026-11-02 01:00 UTC is 2:00 pm in Auckland (daylight time).
        message: 'Quote #P100901 emailed to aroha.ngata@example.co.nz by Sam Staff on 02/11/2026 2:00 pm',
      });

      const replay = await email(sam, { orderNo: 'P100901', approval: ok });
      expect(replay.statusCode).toBe(403);
      expect(await written()).toEqual({
        ...before,
        outbox: before.outbox + 1,
        log: before.log + 1,
        approvalsUsed: before.approvalsUsed + 1,
      });
    });

    it('takes an approval from the PIN dialog (check-pin) and a form post; any staff member may email a shared quote', async () => {
      const pin = await mere.post('/pos/check-pin', { pin: PINS.manager, type: 'email_quote', managerId: 0 });
      expect(pin.statusCode).toBe(200);
      const res = await mere.send({
        method: 'POST',
        url: '/pos/quote/email-cus/',
        payload: new URLSearchParams({ orderNo: 'P100901', approval: pin.json().approval }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf-token': mere.token },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().msg).toBe('Quote #P100901 has been emailed to aroha.ngata@example.co.nz');
      const [log] = await queryRows<{ message: string }>(
        db(),
        sql`select message from email_log order by id desc limit 1`,
      );
      expect(log!.message).toMatch(/ by Mere Manager on /);
    });

    it("escapes the customer's words in the HTML mail and shows the coupon discount", async () => {
      const res = await email(sam, { orderNo: 'P100904', approval: await approval('email_quote') });
      expect(res.statusCode).toBe(200);
      const mail = await lastMail();
      expect(mail.html_body).toContain('Kia ora &lt;b&gt;Kiri&lt;/b&gt; &amp; &quot;Co&quot;,');
      expect(mail.html_body).not.toContain('<b>Kiri</b>');
      expect(mail.text_body).toContain('Discount (SPRING): -$20.00');
      expect(mail.text_body).toContain('Total: $4,777.00');
    });

    it('answers 503 when the mail server is down, and keeps nothing (the approval stays unused)', async () => {
      const ok = await approval('email_quote');
      const before = await written();
      t.mail.use({
        kind: 'smtp',
        send: async () => {
          throw new MailNotSent(new Error('connect ECONNREFUSED'));
        },
      });
      try {
        const res = await email(sam, { orderNo: 'P100901', approval: ok });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({ success: false, msg: 'The email could not be sent. Please try again.' });
      } finally {
        t.mail.use(null);
      }
      expect(await written()).toEqual(before);
      expect((await email(sam, { orderNo: 'P100901', approval: ok })).statusCode).toBe(200);
    });
  });

  describe('send the cart to the customer', () => {
    const send = (b: Browser, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
      b.post('/pos/cart/send-cart/', body, headers);
    const posCart = async () =>
      (
        await queryRows<{ id: number }>(
          db(),
          sql`select id from carts where kind = 'pos' and staff_id = ${STAFF.staff} and status = 'open' and order_id is null`,
        )
      )[0];
    const setCustomer = async (fields: Record<string, string | number | null>) => {
      const id = (await posCart())!.id;
      for (const [k, v] of Object.entries(fields))
        await db().execute(sql`update carts set ${sql.identifier(k)} = ${v} where id = ${id}`);
    };
    let token = '';

    it('answers 401 without a staff session', async () => {
      expect((await send(await t.browser(), { approval: await approval('send_cart') })).statusCode).toBe(401);
    });

    it('refuses an empty cart, then each missing customer detail in the spec order, writing nothing', async () => {
      const ok = await approval('send_cart');
      const before = await written();
      const empty = await send(sam, { approval: ok });
      expect(empty.statusCode).toBe(422);
      expect(empty.json()).toEqual({ success: false, msg: 'Looks like this cart is empty' });

      expect((await sam.post('/pos/cart/addItem', { sku: 'SOFA-CHA' })).statusCode).toBe(200);
      expect((await sam.post('/pos/cart/addItem', { sku: 'LAMP-1' })).statusCode).toBe(200);
      expect((await sam.post('/pos/cart/addItem', { sku: 'LAMP-1' })).statusCode).toBe(200);
      const steps: [Record<string, string | number | null>, string][] = [
        [{}, "Please enter customer's first name"],
        [{ firstname: 'Kiri' }, "Please enter customer's last name"],
        [{ lastname: 'Williams' }, "Please enter customer's mobile No."],
        [{ mobile: '021 555 0105' }, 'Mobile number should be numbers only'],
        [{ mobile: '0215550105' }, 'Please enter acquisition channel'],
        [{ acquisition: 'Phone Enquiry' }, "Please enter valid customer's Email address"],
        [{ email: 'kiri.williams@example' }, "Please enter valid customer's Email address"],
      ];
      for (const [fields, msg] of steps) {
        await setCustomer(fields);
        const res = await send(sam, { approval: ok });
        expect(res.statusCode, msg).toBe(422);
        expect(res.json()).toEqual({ success: false, msg });
      }
      expect(await written()).toEqual(before);
    });

    it('refuses without an approval of its own type, and bad input', async () => {
      await setCustomer({ email: 'kiri.williams@example.co.nz', user_id: 7 });
      const before = await written();
      for (const given of [
        undefined,
        'nope',
        await approval('email_quote'),
        await approval('send_cart', STAFF.manager),
      ]) {
        const res = await send(sam, { approval: given });
        expect(res.statusCode, String(given)).toBe(403);
      }
      expect((await send(sam, { approval: ['a'] })).statusCode).toBe(422);
      expect((await send(sam, { approval: 'x'.repeat(201) })).statusCode).toBe(422);
      expect(await written()).toEqual(before);
    });

    it("sends the cart: a sent cart with only the token's hash, the mail with the link on PUBLIC_URL, a log line; the POS cart stays", async () => {
      const ok = await approval('send_cart');
      const before = await written();
      const cartBefore = await queryRows(
        db(),
        sql`select id, status, (select json_agg(json_build_object('v', variant_id, 'q', qty) order by id) from cart_items where cart_id = c.id) as items from carts c where c.id = ${(await posCart())!.id}`,
      );
      const res = await send(sam, { approval: ok }, FORGED_HOST);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, msg: 'The cart has been sent to kiri.williams@example.co.nz' });
      expect(await written()).toEqual({
        outbox: before.outbox + 1,
        log: before.log + 1,
        sent: before.sent + 1,
        approvalsUsed: before.approvalsUsed + 1,
      });

      const mail = await lastMail();
      expect(mail).toMatchObject({
        to_email: 'kiri.williams@example.co.nz',
        subject: 'Your cart from Kauri Furniture',
      });
      expect(mail.text_body).toContain('Kia ora Kiri,');
      expect(mail.text_body).toContain('Sam Staff at Kauri Furniture has put these items in a cart for you:');
      expect(mail.text_body).toContain('1 x Aria 3 Seater Sofa (SOFA-CHA)  $1,299.00 each');
      expect(mail.text_body).toContain('2 x Tui Table Lamp (LAMP-1)  $89.00 each');
      const link = /Open your cart: (\S+)/.exec(mail.text_body)![1]!;
      expect(link).toMatch(/^https:\/\/shop\.kauri\.test\/cart\/sent\/[\w-]{43}$/);
      expect(mail.html_body).toContain(`href="${link}"`);
      token = link.split('/').pop()!;

      const [sent] = await queryRows<{
        token_hash: string;
        cart_id: number;
        staff_id: number;
        user_id: number;
        email: string;
        items: unknown;
        opened_at: unknown;
        order_id: unknown;
      }>(db(), sql`select * from sent_carts order by id desc limit 1`);
      expect(sent).toMatchObject({
        token_hash: createHash('sha256').update(token).digest('hex'),
        cart_id: (await posCart())!.id,
        staff_id: STAFF.staff,
        user_id: 7,
        email: 'kiri.williams@example.co.nz',
        items: [
          { sku: 'SOFA-CHA', qty: 1 },
          { sku: 'LAMP-1', qty: 2 },
        ],
        opened_at: null,
        order_id: null,
      });
      expect(JSON.stringify(sent)).not.toContain(token);
      const [log] = await queryRows<{ kind: string; order_id: unknown; message: string }>(
        db(),
        sql`select * from email_log order by id desc limit 1`,
      );
      expect(log).toMatchObject({
        kind: 'cart',
        order_id: null,
        message: 'Cart sent to kiri.williams@example.co.nz by Sam Staff on 02/11/2026 2:00 pm',
      });

      const cartAfter = await queryRows(
        db(),
        sql`select id, status, (select json_agg(json_build_object('v', variant_id, 'q', qty) order by id) from cart_items where cart_id = c.id) as items from carts c where c.id = ${(await posCart())!.id}`,
      );
      expect(cartAfter).toEqual(cartBefore);
      expect((await send(sam, { approval: ok })).statusCode).toBe(403);
    });

    it("the link puts the items in the visitor's own cart and goes to /cart; a second open adds nothing more", async () => {
      const shopper = await t.browser();
      const open = await shopper.get(`/cart/sent/${token}`);
      expect(open.statusCode).toBe(303);
      expect(open.headers.location).toBe('/cart');
      expect(open.headers['cache-control']).toBe('private, no-store');
      expect(String(open.headers['set-cookie'])).toContain('cart_count=3');
      const items = async (b: Browser) =>
        ((await b.get('/v1/cart/content')).json().cartItems as { sku: string; qty: number }[]).map((i) => [
          i.sku,
          i.qty,
        ]);
      expect(await items(shopper)).toEqual([
        ['SOFA-CHA', 1],
        ['LAMP-1', 2],
      ]);
      const [first] = await queryRows<{ opened_at: string }>(
        db(),
        sql`select opened_at::text from sent_carts order by id desc limit 1`,
      );
      expect(first!.opened_at).not.toBeNull();

      t.clock.advance(60_000);
      const again = await shopper.get(`/cart/sent/${token}`);
      expect(again.statusCode).toBe(303);
      expect(await items(shopper)).toEqual([
        ['SOFA-CHA', 1],
        ['LAMP-1', 2],
      ]);
      const [second] = await queryRows<{ opened_at: string }>(
        db(),
        sql`select opened_at::text from sent_carts order by id desc limit 1`,
      );
      expect(second!.opened_at).toBe(first!.opened_at);

      // A shopper who already has one lamp gets the second; their own items stay.
      const other = await t.browser();
      expect((await other.post('/v1/cart/add', { sku: 'LAMP-1', qty: 1 })).statusCode).toBe(200);
      expect((await other.post('/v1/cart/add', { sku: 'BED-Q-OAK', qty: 1 })).statusCode).toBe(200);
      expect((await other.get(`/cart/sent/${token}`)).statusCode).toBe(303);
      expect(await items(other)).toEqual([
        ['LAMP-1', 2],
        ['BED-Q-OAK', 1],
        ['SOFA-CHA', 1],
      ]);
    });

    it('skips an item no longer sold', async () => {
      await db().execute(sql`update products set active = false where sku = 'P-LAMP'`);
      try {
        const late = await t.browser();
        expect((await late.get(`/cart/sent/${token}`)).statusCode).toBe(303);
        const content = (await late.get('/v1/cart/content')).json();
        expect(content.cartItems.map((i: { sku: string }) => i.sku)).toEqual(['SOFA-CHA']);
      } finally {
        await db().execute(sql`update products set active = true where sku = 'P-LAMP'`);
      }
    });

    it('sends an unknown or malformed link to the not-found page without starting a session', async () => {
      const before = await queryRows(db(), sql`select id, opened_at from sent_carts order by id`);
      for (const bad of [
        'A'.repeat(43),
        'short',
        'x'.repeat(100),
        encodeURIComponent("'; drop table carts; --"),
        `${token}x`,
      ]) {
        const res = await t.app.inject({ method: 'GET', url: `/cart/sent/${bad}` });
        expect(res.statusCode, bad).toBe(302);
        expect(res.headers.location).toBe('/404');
        expect(String(res.headers['set-cookie'] ?? '')).not.toContain(SESSION_COOKIE);
      }
      // Longer than any route parameter: Fastify's own 414.
      expect((await t.app.inject({ method: 'GET', url: `/cart/sent/${'x'.repeat(101)}` })).statusCode).toBe(414);
      expect(await queryRows(db(), sql`select id, opened_at from sent_carts order by id`)).toEqual(before);
    });
  });
});
