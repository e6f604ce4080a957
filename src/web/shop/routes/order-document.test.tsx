// The order's documents as pages (/order/{orderNo}/invoice, /pro-forma, /labels): who may open them
// (the document's own signed link or a staff session; anything else is not found), what each shows
// (the tax invoice's supplier, GST number and buyer; the pro-forma's notice; labels "n of m" on
// 100 × 150 mm pages), the buyer over $1,000, the Send-to page's choices, and the outbox's attachments.
import { sql } from 'drizzle-orm';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../config.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { DEMO_STAFF_PASSWORD } from '../../../db/seed/people.ts';
import { type Services, createServices } from '../../../services/index.ts';
import { documentToken } from '../../../services/pos-cart/quote-link.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { DOCUMENT_ORDER, insertDocumentOrder } from '../../../testing/document-fixture.ts';
import { insertQuote } from '../../../testing/quote-fixture.ts';
import { EMAILS, insertStaffFixture } from '../../../testing/staff-fixture.ts';
import { OutboxMail } from '../../counter/components/quote/OutboxMail.tsx';
import OrderDocument, { headers, loader } from './order-document.tsx';
import { loader as sendToLoader } from '../../counter/routes/pos.order-send-to.tsx';

type Answer = Awaited<ReturnType<typeof loader>>;
const render = (answer: Answer) =>
  renderToString(<OrderDocument {...({ loaderData: answer } as unknown as Parameters<typeof OrderDocument>[0])} />);

async function statusThrown(work: Promise<unknown>): Promise<number> {
  try {
    await work;
  } catch (err) {
    const e = err as { init?: { status?: number } | null };
    if (err instanceof Response) return err.status;
    return e.init?.status ?? 0;
  }
  return 200;
}

describe.each(testDatabases())('the order’s document pages ($name)', (target) => {
  let handle: DatabaseHandle;
  let services: Services;
  let staffSession = '';
  beforeAll(async () => {
    handle = await target.open();
    await insertStaffFixture(handle.db);
    services = createServices(handle.db, readConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv));
    await insertDocumentOrder(handle.db, 'P103001');
    await insertDocumentOrder(handle.db, 'P103002');
    await insertQuote(handle.db, { orderNo: 'P103003' });
    staffSession = (await services.staff.signIn('before-sign-in', EMAILS.staff, DEMO_STAFF_PASSWORD, '127.0.0.1'))
      .sessionId;
  });
  afterAll(() => handle?.close());

  const args = (orderNo: string, kind: string, token: string | null, sessionId = 'a-visitor') =>
    ({
      params: { orderNo },
      request: new Request(`http://localhost/order/${orderNo}/${kind}${token === null ? '' : `?t=${token}`}`),
      context: { services, sessionId, csrfToken: 't', cspNonce: 'n', requestId: 'r' },
    }) as never;

  it('opens each document with its own token; private, not indexed', async () => {
    for (const kind of ['invoice', 'pro-forma', 'labels'] as const) {
      const answer = await loader(args('P103001', kind, await documentToken(handle.db, kind, 'P103001')));
      expect(answer.doc.kind, kind).toBe(kind);
      expect(answer.pdfUrl).toMatch(new RegExp(`^/order/P103001/${kind}\\.pdf\\?t=`));
    }
    const h = new Headers(headers());
    expect(h.get('cache-control')).toBe('private, no-store');
    expect(h.get('x-robots-tag')).toBe('noindex');
  });

  it('is not found without a token, with a wrong one, another order’s, another document’s, or for a quote', async () => {
    const other = await documentToken(handle.db, 'invoice', 'P103002');
    for (const [orderNo, kind, token] of [
      ['P103001', 'invoice', null],
      ['P103001', 'invoice', ''],
      ['P103001', 'invoice', 'x'.repeat(32)],
      ['P103001', 'invoice', other],
      ['P103001', 'invoice', await documentToken(handle.db, 'labels', 'P103001')],
      ['P103001', 'invoice', await documentToken(handle.db, 'quote', 'P103001')],
      ['P103003', 'invoice', await documentToken(handle.db, 'invoice', 'P103003')],
      ['bad number!', 'invoice', null],
    ] as const)
      expect(await statusThrown(loader(args(orderNo, kind, token))), `${orderNo} ${kind} ${token}`).toBe(404);
  });

  it('opens for a staff session without a token', async () => {
    const answer = await loader(args('P103002', 'pro-forma', null, staffSession));
    expect(answer.doc.kind).toBe('pro-forma');
    expect(answer.pdfUrl).toBe('/order/P103002/pro-forma.pdf');
  });

  it('shows the tax invoice: supplier, GST number, the words, date, buyer, lines, total, GST, payments', async () => {
    const page = render(await loader(args('P103001', 'invoice', null, staffSession)));
    for (const want of [
      'Tax invoice',
      'Kauri Furniture Limited',
      'GST number <!-- -->123-456-789',
      '2 November 2026',
      'Aroha Ngata',
      '1 Queen Street, Auckland 1010',
      'Aria 3 Seater Sofa',
      DOCUMENT_ORDER.total,
      'GST included (15%)',
      DOCUMENT_ORDER.gst,
      'Paid: EFTPOS',
      'Balance due',
      DOCUMENT_ORDER.balance,
    ])
      expect(page, want).toContain(want);
  });

  it('names the buyer on a sale over $1,000, and says whether the rule applies', async () => {
    const over = (await services.documents.invoice('P103001', 'invoice'))!;
    expect(over.totalCents).toBeGreaterThan(100_000);
    expect(over.buyerRequired).toBe(true);
    expect(over.buyer).toMatchObject({
      name: 'Aroha Ngata',
      company: 'Harbour Dental',
      address: '1 Queen Street, Auckland 1010',
    });
    await handle.db.execute(sql`update orders set grandtotal_cents = 90000 where order_no = 'P103002'`);
    const under = (await services.documents.invoice('P103002', 'invoice'))!;
    expect(under.buyerRequired).toBe(false);
    // Shown whenever known, all the same.
    expect(under.buyer?.name).toBe('Aroha Ngata');
  });

  it('shows the pro-forma without payments, saying it is not a tax invoice', async () => {
    const page = render(await loader(args('P103001', 'pro-forma', null, staffSession)));
    expect(page).toContain('Pro-forma invoice');
    expect(page).toContain('This is not a tax invoice');
    expect(page).not.toContain('Paid: EFTPOS');
    expect(page).not.toContain('Balance due');
  });

  it('shows one label a sub-item unit, "n of m", with the collect store, tags and notes, on 100 x 150 mm pages', async () => {
    const answer = await loader(args('P103001', 'labels', null, staffSession));
    const page = render(answer);
    expect(page.match(/data-testid="label"/g)).toHaveLength(DOCUMENT_ORDER.labels);
    expect(page).toContain('size: 100mm 150mm');
    for (const n of [1, 5]) expect(page).toContain(`${n}<!-- --> of <!-- -->${DOCUMENT_ORDER.labels}`);
    const labels = answer.doc.kind === 'labels' ? answer.doc.labels : [];
    expect(labels.map((l) => `${l.method}:${l.subItem.sku}`)).toEqual([
      'Delivery:SOFA-CHA',
      'Delivery:SOFA-CHA',
      'Delivery:SOFA-CHA',
      'Collect:LAMP-1',
      'Collect:LAMP-1',
    ]);
    expect(labels[4]).toMatchObject({
      item: { sku: 'BUNDLE-1', name: 'Aria Lounge Bundle' },
      tags: ['Stairs', 'Call ahead'],
      notes: 'Leave with the neighbour at no. 3',
    });
    expect(labels[4]!.address).toMatch(/^Christchurch/);
    expect(labels[0]!.address).toBe('1 Jervois Road, Herne Bay, Auckland 1011');
  });

  it('offers Send-to the order’s documents and the customer’s email; a quote its quote; staff only', async () => {
    const ctx = (sessionId: string) => ({ services, sessionId, csrfToken: 't', cspNonce: 'n', requestId: 'r' });
    const order = await sendToLoader({ params: { orderNo: 'P103001' }, context: ctx(staffSession) } as never);
    expect(order).toMatchObject({
      kind: 'order',
      documents: ['invoice', 'pro-forma', 'labels'],
      email: 'aroha.ngata@example.co.nz',
    });
    const quote = await sendToLoader({ params: { orderNo: 'P103003' }, context: ctx(staffSession) } as never);
    expect(quote).toMatchObject({ kind: 'quote', documents: ['quote'] });
    expect(
      await statusThrown(sendToLoader({ params: { orderNo: 'P999999' }, context: ctx(staffSession) } as never)),
    ).toBe(404);
    expect(
      await statusThrown(sendToLoader({ params: { orderNo: 'P103001' }, context: ctx('a-visitor') } as never)),
    ).toBe(302);
  });

  it('lists a kept mail’s attachments with their size and a download link', () => {
    const page = renderToString(
      <OutboxMail
        mail={{
          id: 7,
          to: 'a@example.nz',
          subject: 'Your Kauri Furniture tax invoice #P103001',
          sentAt: '2/11/2026 2:00 pm',
          text: '',
          html: '',
          attachments: [{ filename: 'tax-invoice-P103001.pdf', contentType: 'application/pdf', size: 2_560 }],
        }}
      />,
    );
    expect(page).toContain('href="/pos/outbox/7/attachment/0"');
    expect(page).toContain('tax-invoice-P103001.pdf');
    expect(page).toContain('2.5 KB');
  });
});
