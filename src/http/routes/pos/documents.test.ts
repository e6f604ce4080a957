// The order's documents over HTTP: the PDFs at /order/{orderNo}/{kind}.pdf open with their own signed
// token or a staff session and are otherwise not found; the order detail links to them; Send-to
// (POST /pos/order/sendTo) mails the chosen document as a PDF attachment, logs it in the email log and
// the order's history, and refuses a bad address, an unknown order or a document the order does not
// have with nothing written; the quote email carries the quote's PDF; the outbox serves a kept file.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/rows.ts';
import { documentToken } from '../../../services/pos-cart/quote-link.ts';
import { issueApproval } from '../../../services/staff/approvals.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { insertDocumentOrder } from '../../../testing/document-fixture.ts';
import type { Browser } from '../../../testing/pos-app.ts';
import { type MailTestApp, openMailTestApp } from '../../../testing/pos-mail-app.ts';
import { insertQuote } from '../../../testing/quote-fixture.ts';
import { EMAILS, STAFF } from '../../../testing/staff-fixture.ts';

interface Written {
  outbox: number;
  log: number;
  history: number;
}

describe.each(testDatabases())('the order’s documents over HTTP ($name)', (target) => {
  let t: MailTestApp;
  let sam: Browser;
  beforeAll(async () => {
    t = await openMailTestApp(target, { PUBLIC_URL: 'https://shop.kauri.test' });
    sam = await t.staffBrowser(EMAILS.staff);
    await insertDocumentOrder(t.handle.db, 'P102001');
    await insertDocumentOrder(t.handle.db, 'P102002');
    await insertQuote(t.handle.db, { orderNo: 'P102003' });
  });
  afterAll(() => t?.close());

  const db = () => t.handle.db;
  const written = async (): Promise<Written> =>
    (
      await queryRows<Written>(
        db(),
        sql`select (select count(*) from outbox)::int as outbox, (select count(*) from email_log)::int as log,
          (select count(*) from activity_log where properties->>'action' = 'email_document')::int as history`,
      )
    )[0]!;
  const lastMail = async () =>
    (
      await queryRows<{
        id: number;
        to_email: string;
        subject: string;
        attachments: { filename: string; contentType: string; base64: string }[];
      }>(db(), sql`select id, to_email, subject, attachments from outbox order by id desc limit 1`)
    )[0]!;

  describe('the PDF files', () => {
    it('opens with its own token, without a session; private and not indexed', async () => {
      const anon = await t.browser();
      for (const kind of ['invoice', 'pro-forma', 'labels'] as const) {
        const res = await anon.get(`/order/P102001/${kind}.pdf?t=${await documentToken(db(), kind, 'P102001')}`);
        expect(res.statusCode, kind).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.headers['cache-control']).toBe('private, no-store');
        expect(res.headers['x-robots-tag']).toBe('noindex');
        expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      }
    });

    it('is not found without a token, with a wrong one, another order’s or another document’s', async () => {
      const anon = await t.browser();
      const other = await documentToken(db(), 'invoice', 'P102002');
      const proForma = await documentToken(db(), 'pro-forma', 'P102001');
      for (const url of [
        '/order/P102001/invoice.pdf',
        '/order/P102001/invoice.pdf?t=',
        '/order/P102001/invoice.pdf?t=wrong-token-wrong-token-wrong-to',
        `/order/P102001/invoice.pdf?t=${other}`,
        `/order/P102001/invoice.pdf?t=${proForma}`,
        `/order/P102003/invoice.pdf?t=${await documentToken(db(), 'invoice', 'P102003')}`,
        `/order/P999999/invoice.pdf?t=${await documentToken(db(), 'invoice', 'P999999')}`,
      ])
        expect((await anon.get(url)).statusCode, url).toBe(404);
    });

    it('opens for a signed-in staff member without a token', async () => {
      const res = await sam.get('/order/P102002/labels.pdf');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
    });
  });

  it('the order detail links to the invoice, pro-forma, labels and Send-to; a quote to its print page', async () => {
    const order = (await sam.get('/pos/order-info/P102001')).json();
    expect(order.printUrl).toBe(`/order/P102001/invoice?t=${await documentToken(db(), 'invoice', 'P102001')}`);
    expect(order.proFormaUrl).toBe(`/order/P102001/pro-forma?t=${await documentToken(db(), 'pro-forma', 'P102001')}`);
    expect(order.printLabelUrl).toBe(`/order/P102001/labels?t=${await documentToken(db(), 'labels', 'P102001')}`);
    expect(order.sendToUrl).toBe('/pos/order-detail/P102001/send-to');
    const quote = (await sam.get('/pos/quote-info/P102003')).json();
    expect(quote.printUrl).toMatch(/^\/quote\/P102003\/print\?t=/);
    expect(quote.proFormaUrl).toBe('');
    expect(quote.sendToUrl).toBe('/pos/order-detail/P102003/send-to?type=quote');
  });

  describe('Send-to', () => {
    const send = (b: Browser, body: Record<string, unknown>) => b.post('/pos/order/sendTo', body);

    it('mails the pro-forma to another address as a PDF, logged in the email log and the order’s history', async () => {
      const before = await written();
      const res = await send(sam, { orderNo: 'P102001', document: 'pro-forma', email: 'accounts@harbour.example.nz' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        msg: 'Pro-forma invoice for #P102001 has been emailed to accounts@harbour.example.nz',
      });
      expect(await written()).toEqual({ outbox: before.outbox + 1, log: before.log + 1, history: before.history + 1 });
      const mail = await lastMail();
      expect(mail.to_email).toBe('accounts@harbour.example.nz');
      expect(mail.subject).toBe('Your Kauri Furniture pro-forma invoice #P102001');
      expect(mail.attachments).toHaveLength(1);
      expect(mail.attachments[0]).toMatchObject({ filename: 'pro-forma-P102001.pdf', contentType: 'application/pdf' });
      expect(Buffer.from(mail.attachments[0]!.base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
      const [log] = await queryRows<{ kind: string; message: string; staff_id: number }>(
        db(),
        sql`select kind, message, staff_id from email_log order by id desc limit 1`,
      );
      expect(log).toMatchObject({ kind: 'document', staff_id: STAFF.staff });
      expect(log!.message).toMatch(/^Pro-forma invoice for #P102001 emailed to accounts@harbour.example.nz by Sam/);
      const [history] = await queryRows<{ description: string; properties: Record<string, unknown> }>(
        db(),
        sql`select description, properties from activity_log where properties->>'action' = 'email_document' order by id desc limit 1`,
      );
      expect(history!.description).toBe('Emailed the pro-forma invoice to accounts@harbour.example.nz');
      expect(history!.properties).toMatchObject({ document: 'pro-forma', to: 'accounts@harbour.example.nz' });

      // The outbox serves the kept file to staff; nothing past the mail's files.
      const file = await sam.get(`/pos/outbox/${mail.id}/attachment/0`);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toBe('attachment; filename="pro-forma-P102001.pdf"');
      expect((await sam.get(`/pos/outbox/${mail.id}/attachment/1`)).statusCode).toBe(404);
      expect((await (await t.browser()).get(`/pos/outbox/${mail.id}/attachment/0`)).statusCode).toBe(401);
    });

    it('mails a quote as its quote', async () => {
      const res = await send(sam, { orderNo: 'P102003', document: 'quote', email: 'aroha.ngata@example.co.nz' });
      expect(res.statusCode).toBe(200);
      expect((await lastMail()).attachments[0]!.filename).toBe('quote-P102003.pdf');
    });

    it('refuses a bad address (422), an unknown order (404), a document the order lacks (422), and no session (401), writing nothing', async () => {
      const before = await written();
      const cases: [Record<string, unknown>, number][] = [
        [{ orderNo: 'P102001', document: 'invoice', email: 'not-an-email' }, 422],
        [{ orderNo: 'P102001', document: 'invoice', email: '' }, 422],
        [{ orderNo: 'P102001', document: 'receipt', email: 'a@example.nz' }, 422],
        [{ orderNo: 'P102001', document: 'quote', email: 'a@example.nz' }, 422],
        [{ orderNo: 'P102003', document: 'invoice', email: 'a@example.nz' }, 422],
        [{ orderNo: 'P999999', document: 'invoice', email: 'a@example.nz' }, 404],
      ];
      for (const [body, status] of cases) expect((await send(sam, body)).statusCode, JSON.stringify(body)).toBe(status);
      expect(
        (await send(await t.browser(), { orderNo: 'P102001', document: 'invoice', email: 'a@example.nz' })).statusCode,
      ).toBe(401);
      expect(await written()).toEqual(before);
    });
  });

  it('the quote email carries the quote as a PDF', async () => {
    const approval = await issueApproval(
      db(),
      { staffId: STAFF.staff, approverId: STAFF.staff, type: 'email_quote' },
      t.clock.now,
    );
    const res = await sam.post('/pos/quote/email-cus/', { orderNo: 'P102003', approval });
    expect(res.statusCode).toBe(200);
    const mail = await lastMail();
    expect(mail.subject).toBe('Your Kauri Furniture quote #P102003');
    expect(mail.attachments.map((a) => a.filename)).toEqual(['quote-P102003.pdf']);
    expect(Buffer.from(mail.attachments[0]!.base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });
});
