// A quote's figures are one: a quote saved with a delivery fee of $0 whose cart now works out a $15
// courier fee. The editor shows the fresh figures and says they changed, with the saved total beside
// them; the list row, print, PDF and email (quoteSheet) and the pay page (the orders row) keep the
// saved ones; emailing it as it stands is refused and sends nothing. Saved again, every surface reads
// the one new total.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import type { Mailer, OutgoingMail } from '../../integrations/mail/index.ts';
import { testDatabases } from '../../testing/databases.ts';
import { SIGNED_IN, insertStaffFixture } from '../../testing/staff-fixture.ts';
import { issueApproval } from '../staff/approvals.ts';
import { readyLampCart } from '../../testing/pos-cart-fixture.ts';
import { createPosAllocationService } from './allocations.ts';
import { createPosCartService } from './pos-cart.service.ts';
import { QUOTE_FIGURES_CHANGED, refuseChangedQuote } from './quote-figures.ts';
import { emailQuoteApproved } from './quote-mail.ts';
import { quoteSheet, quoteTotalRows } from './quote-print.ts';

const NOW = new Date('2026-11-02T01:00:00Z');
const SAM = SIGNED_IN.sam;
const ORIGIN = 'https://shop.kauri.test';

describe.each(testDatabases())("a quote's figures ($name)", (target) => {
  let handle: DatabaseHandle;
  const sent: OutgoingMail[] = [];
  const mailer: Mailer = { kind: 'outbox', send: async (mail) => void sent.push(mail) };
  beforeAll(async () => {
    handle = await target.open();
    await insertStaffFixture(handle.db);
  });
  afterAll(() => handle?.close());

  const approval = (type: 'quote' | 'email_quote') =>
    issueApproval(handle.db, { staffId: SAM.id, approverId: SAM.id, type }, NOW);
  const cart = () => createPosCartService(handle.db, { now: () => NOW });
  const allocations = () => createPosAllocationService(handle.db, { now: () => NOW, mailer });
  const saveQuote = async (orderNo: string | null) =>
    allocations().complete(SAM, {
      orderNo,
      option: 'quote',
      updateCus: false,
      approval: await approval('quote'),
      origin: ORIGIN,
    });
  /** What the order list and the pay page read (orders.grandtotal_cents), and the print, PDF and email (quoteSheet). */
  async function surfaces(orderNo: string) {
    const [row] = await queryRows<{ grandtotal_cents: number }>(
      handle.db,
      sql`select grandtotal_cents from orders where order_no = ${orderNo}`,
    );
    const sheet = (await quoteSheet(handle.db, orderNo))!;
    const rows = quoteTotalRows(sheet);
    return {
      listAndPayPage: Number(row!.grandtotal_cents),
      print: sheet.totals.grandTotalCents,
      printDelivery: rows.find((r) => r.label === 'Delivery')?.cents,
    };
  }

  it('shows the saved figures everywhere, says when the editor works out others, and is saved before it is mailed', async () => {
    await readyLampCart(handle.db, NOW, 'DEL');
    const orderNo = (await saveQuote(null)).orderNo!;
    expect(await surfaces(orderNo)).toEqual({ listAndPayPage: 10_400, print: 10_400, printDelivery: 1_500 });
    // The quote as it was saved before the fee: $89.00 with delivery $0.00.
    await handle.db.execute(
      sql`update orders set shipping_cents = 0, grandtotal_cents = 8900, tax_cents = 1161 where order_no = ${orderNo}`,
    );

    const editor = (await cart().get(SAM, orderNo)).cart;
    expect(editor).toMatchObject({
      grandtotal: '104.00',
      shippingcost: '15.00',
      savedTotal: '89.00',
      figuresChanged: true,
    });
    expect(await surfaces(orderNo)).toEqual({ listAndPayPage: 8_900, print: 8_900, printDelivery: 0 });
    // Sending it now would mail $89.00 beside an editor showing $104.00: refused, nothing sent or logged.
    await expect(
      emailQuoteApproved(
        handle.db,
        mailer,
        SAM,
        { orderNo, approval: await approval('email_quote'), origin: ORIGIN },
        NOW,
      ),
    ).rejects.toMatchObject({ status: 409, message: QUOTE_FIGURES_CHANGED });
    expect(sent).toEqual([]);
    const logged = await queryRows(
      handle.db,
      sql`select 1 from email_log e join orders o on o.id = e.order_id where o.order_no = ${orderNo}`,
    );
    expect(logged).toEqual([]);

    // Saved again: one figure on every surface, and the mail goes with it.
    await saveQuote(orderNo);
    expect((await cart().get(SAM, orderNo)).cart).toMatchObject({
      grandtotal: '104.00',
      savedTotal: '104.00',
      figuresChanged: false,
    });
    expect(await surfaces(orderNo)).toEqual({ listAndPayPage: 10_400, print: 10_400, printDelivery: 1_500 });
    await emailQuoteApproved(
      handle.db,
      mailer,
      SAM,
      { orderNo, approval: await approval('email_quote'), origin: ORIGIN },
      NOW,
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('Delivery: $15.00');
    expect(sent[0]!.text).toContain('$104.00');
  });
});

// The demonstration's own quotes open in the editor with the figures they were saved with.
describe.each(testDatabases())("the seed's quotes ($name)", (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await target.open();
    const { seedDatabase } = await import('../../db/seed/index.ts');
    await seedDatabase(handle.db, { products: 60, now: NOW });
  });
  afterAll(() => handle?.close());

  it('work out in the editor as they were saved', async () => {
    const quotes = await queryRows<{ order_no: string }>(
      handle.db,
      sql`select o.order_no from orders o join carts c on c.order_id = o.id and c.status = 'open' where o.kind = 'quote'`,
    );
    expect(quotes.length).toBeGreaterThan(0);
    for (const q of quotes)
      await expect(refuseChangedQuote(handle.db, q.order_no, '2026-11-02')).resolves.toBeUndefined();
  });
});
