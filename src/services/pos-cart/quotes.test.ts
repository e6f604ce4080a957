// Saving and emailing a quote through the services with the real quote email and a mailer that
// records what it is given: the mail goes to the quote's customer with the print link, the cart's
// emailLog shows it; a mailer that fails leaves the quote saved, no log line, and says so. An
// emailQuote stand-in shows the option is the one used.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { testDatabases } from '../../testing/databases.ts';
import type { Mailer, OutgoingMail } from '../../integrations/mail/index.ts';
import { issueApproval } from '../staff/approvals.ts';
import { SIGNED_IN, insertStaffFixture } from '../../testing/staff-fixture.ts';
import { readyLampCart } from '../../testing/pos-cart-fixture.ts';
import { createPosAllocationService } from './allocations.ts';
import { createPosCartService } from './pos-cart.service.ts';

const NOW = new Date('2026-11-02T01:00:00Z');
const SAM = SIGNED_IN.sam;
const ORIGIN = 'https://shop.kauri.test';

function recordingMailer(fail = false): Mailer & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    kind: 'outbox',
    sent,
    async send(mail) {
      if (fail) throw new Error('mail server said no');
      sent.push(mail);
    },
  };
}

describe.each(testDatabases())('saving and emailing a quote ($name)', (target) => {
  let handle: DatabaseHandle;
  const quiet = { error: () => {} };
  beforeAll(async () => {
    handle = await target.open();
    await insertStaffFixture(handle.db);
  });
  afterAll(() => handle?.close());

  const approval = (type: 'quote_email') =>
    issueApproval(handle.db, { staffId: SAM.id, approverId: SAM.id, type }, NOW);

  async function readyCart() {
    await readyLampCart(handle.db, NOW, 'PCK');
    return createPosCartService(handle.db, { now: () => NOW });
  }

  it('sends the quote to its customer and logs it on the cart', async () => {
    const cart = await readyCart();
    const mailer = recordingMailer();
    const service = createPosAllocationService(handle.db, { now: () => NOW, mailer, log: quiet });
    const done = await service.complete(SAM, {
      orderNo: null,
      option: 'quote_email',
      updateCus: false,
      approval: await approval('quote_email'),
      origin: ORIGIN,
    });
    const orderNo = done.orderNo!;
    expect(done).toEqual({
      success: true,
      redirect: `/pos/quote-edit/${orderNo}`,
      msg: expect.stringContaining(`Quote #${orderNo}`),
      orderNo,
    });
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({ to: 'pita@example.nz', subject: expect.stringContaining(orderNo) });
    expect(mailer.sent[0]!.text).toContain(`${ORIGIN}/quote/${orderNo}/print?t=`);
    expect(mailer.sent[0]!.text).toContain('Tui Table Lamp');
    const shown = await cart.get(SAM, orderNo);
    expect(shown.cart.emailLog).toHaveLength(1);
    expect(shown.cart.emailLog[0]).toContain('pita@example.nz');
  });

  it('keeps the quote when the mail fails, with no log line, and says so', async () => {
    const cart = await readyCart();
    const service = createPosAllocationService(handle.db, {
      now: () => NOW,
      mailer: recordingMailer(true),
      log: quiet,
    });
    const done = await service.complete(SAM, {
      orderNo: null,
      option: 'quote_email',
      updateCus: false,
      approval: await approval('quote_email'),
      origin: ORIGIN,
    });
    const orderNo = done.orderNo!;
    expect(done).toEqual({
      success: false,
      redirect: `/pos/quote-edit/${orderNo}`,
      orderNo,
      msg: `Quote #${orderNo} has been saved. The email could not be sent. Please try again.`,
    });
    const [quote] = await queryRows<{ kind: string }>(
      handle.db,
      sql`select kind from orders where order_no = ${orderNo}`,
    );
    expect(quote).toEqual({ kind: 'quote' });
    expect((await cart.get(SAM, orderNo)).cart.emailLog).toEqual([]);
  });

  it('uses the emailQuote it is given', async () => {
    await readyCart();
    const calls: unknown[][] = [];
    const mailer = recordingMailer();
    const service = createPosAllocationService(handle.db, {
      now: () => NOW,
      mailer,
      emailQuote: async (...args) => {
        calls.push(args);
        return { msg: 'sent by the stand-in' };
      },
    });
    const done = await service.complete(SAM, {
      orderNo: null,
      option: 'quote_email',
      updateCus: false,
      approval: await approval('quote_email'),
      origin: ORIGIN,
    });
    expect(done.msg).toBe('sent by the stand-in');
    // The approval used in the save goes along, for the quote's history.
    expect(calls).toEqual([
      [handle.db, mailer, SAM, done.orderNo, ORIGIN, NOW, expect.objectContaining({ approverId: SAM.id })],
    ]);
  });
});
