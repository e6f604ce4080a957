// The printable quote (/quote/{orderNo}/print) and the outbox page (/pos/outbox): who may open them
// (the quote's own link or a staff session; staff only and never in production), what they show,
// and that the customer's words are text, never markup.
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../config.ts';
import { DEMO_STAFF_PASSWORD } from '../../../db/seed/people.ts';
import { createServices, type Services } from '../../../services/index.ts';
import { createMailer } from '../../../integrations/mail/index.ts';
import { printQuoteUrl } from '../../../services/pos-cart/quote-link.ts';
import { insertQuote } from '../../../testing/quote-fixture.ts';
import { EMAILS, insertStaffFixture } from '../../../testing/staff-fixture.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { linksOf } from '../../counter/components/quote/OutboxMail.tsx';
import PosOutbox, { headers as outboxHeaders, loader as outboxLoader } from '../../counter/routes/pos.outbox.tsx';
import QuotePrint, { headers as printHeaders, loader as printLoader } from './quote-print.tsx';
import { outboxStore } from '../../../services/outside/outside.service.ts';

/** A page component's props with only the loader's data (the components read nothing else). */
const printProps = (quote: unknown) => ({ loaderData: { quote } }) as unknown as Parameters<typeof QuotePrint>[0];
const outboxProps = (mails: unknown[]) => ({ loaderData: { mails } }) as unknown as Parameters<typeof PosOutbox>[0];

type Thrown = { init?: { status?: number } | null; status?: number; headers?: Headers };

/** What a loader threw: a not-found (data(null, 404)) or a redirect (a Response). */
async function thrownBy(work: Promise<unknown>): Promise<{ status: number; location: string | null }> {
  try {
    await work;
  } catch (err) {
    const e = err as Thrown;
    if (e instanceof Response) return { status: e.status, location: e.headers.get('location') };
    return { status: e.init?.status ?? 0, location: null };
  }
  throw new Error('the loader did not refuse');
}

describe.each(testDatabases())('quote print and outbox pages ($name)', (target) => {
  let handle: DatabaseHandle;
  let services: Services;
  let staffSession = '';
  beforeAll(async () => {
    handle = await target.open();
    await insertStaffFixture(handle.db);
    services = createServices(handle.db, readConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv));
    // Valid for years yet: a quote whose day has passed shows Expired instead of Valid until.
    await insertQuote(handle.db, { orderNo: 'P100901', expiryDate: '2099-12-02' });
    await insertQuote(handle.db, {
      orderNo: 'P100902',
      firstname: '<img src=x onerror=alert(1)>',
      expiryDate: '2020-01-31',
      couponCode: 'SPRING',
      couponDiscountCents: 2_000,
    });
    staffSession = (await services.staff.signIn('before-sign-in', EMAILS.staff, DEMO_STAFF_PASSWORD, '127.0.0.1'))
      .sessionId;
  });
  afterAll(() => handle?.close());

  const context = (sessionId = 'a-visitor', over: Partial<Services> = {}) =>
    ({ services: { ...services, ...over }, sessionId, csrfToken: 't', cspNonce: 'n', requestId: 'r' }) as never;
  const printArgs = (orderNo: string, query = '', sessionId?: string) =>
    ({
      params: { orderNo },
      request: new Request(`http://localhost/quote/${orderNo}/print${query}`),
      context: context(sessionId),
    }) as never;

  describe('/quote/{orderNo}/print', () => {
    it("opens with the quote's own link, and shows the printable sheet", async () => {
      const path = await printQuoteUrl(handle.db, 'P100901');
      const { quote } = await printLoader(printArgs('P100901', path.slice(path.indexOf('?'))));
      expect(quote).toMatchObject({
        orderNo: 'P100901',
        date: '2 November 2026',
        validUntil: 'Wednesday 2 December 2099',
        preparedBy: 'Sam Staff',
      });
      expect(quote.lines.map((l) => [l.sku, l.qty, l.eachCents, l.rowCents])).toEqual([
        ['SOFA-CHA', 2, 124_900, 249_800],
        ['BUNDLE-1', 1, 209_900, 209_900],
      ]);
      expect(quote.lines[1]!.components).toEqual([
        { sku: 'SOFA-CHA', name: 'Aria 3 Seater Sofa', qty: 1 },
        { sku: 'LAMP-1', name: 'Tui Table Lamp', qty: 2 },
      ]);
      expect(quote.totals).toEqual([
        { label: 'Subtotal', cents: 459_700 },
        { label: 'Delivery', cents: 15_000 },
        { label: 'Assembly', cents: 5_000 },
        { label: 'Total', cents: 479_700 },
      ]);
      const page = renderToString(<QuotePrint {...printProps(quote)} />);
      for (const text of [
        'Quote <span data-testid="quote-number">#<!-- -->P100901',
        '1 Jervois Road, Herne Bay, Auckland 1011</p>',
        'Aria Lounge Bundle',
        'SKU <!-- -->BUNDLE-1',
        '$2,498.00',
        '$4,797.00',
        'Valid until',
        'Wednesday 2 December 2099',
        'Aroha Ngata',
        'Harbour Dental',
        'Auckland – Mt Wellington',
        'including GST of <!-- -->$625.70',
        'Prepared by <!-- -->Sam Staff',
      ]) {
        expect(page, text).toContain(text);
      }
      // The retail price struck through beside the staff's price; the print button calls window.print().
      expect(page).toContain('<s class="mr-1 text-xs text-ink/70">$1,599.00</s>$1,249.00');
      expect(page).toContain('data-testid="quote-print-button"');
      expect(page).toMatch(/@media print \{\s*body > :not\(main\) \{ display: none !important; \}/);
      expect(page).toMatch(/class="[^"]*print:hidden[^"]*"[^>]*>\s*<p[^>]*>Your quote from Kauri Furniture/);
      expect(new Headers(printHeaders()).get('cache-control')).toBe('private, no-store');
    });

    it("is not found without the right token, for another quote's token, or for no such quote", async () => {
      const other = await printQuoteUrl(handle.db, 'P100902');
      const otherToken = other.slice(other.indexOf('?'));
      for (const [orderNo, query] of [
        ['P100901', ''],
        ['P100901', '?t='],
        ['P100901', '?t=guess'],
        ['P100901', otherToken],
        ['P100901', `?t=${'x'.repeat(5000)}`],
        ['P999999', ''],
        ['../etc', otherToken],
      ] as const) {
        expect((await thrownBy(printLoader(printArgs(orderNo, query)))).status, `${orderNo}${query.slice(0, 20)}`).toBe(
          404,
        );
      }
      const unknown = await printQuoteUrl(handle.db, 'P999999');
      expect((await thrownBy(printLoader(printArgs('P999999', unknown.slice(unknown.indexOf('?')))))).status).toBe(404);
    });

    it("opens for a signed-in staff member without a token; shows an expired quote as expired; escapes the customer's words", async () => {
      const { quote } = await printLoader(printArgs('P100902', '', staffSession));
      expect(quote).toMatchObject({ expired: true, validUntil: 'Friday 31 January 2020' });
      expect(quote.totals).toContainEqual({ label: 'Discount (SPRING)', cents: -2_000 });
      const page = renderToString(<QuotePrint {...printProps(quote)} />);
      expect(page).toContain('Expired');
      expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(page).not.toContain('<img src=x');
    });
  });

  describe('/pos/outbox', () => {
    it('sends a visitor to the staff sign-in', async () => {
      expect(await thrownBy(outboxLoader({ context: context('a-visitor') } as never))).toEqual({
        status: 302,
        location: '/pos/login',
      });
    });

    it('is not there in production, for anyone', async () => {
      const production = { ...services.outbox, shown: false };
      expect(
        (await thrownBy(outboxLoader({ context: context(staffSession, { outbox: production }) } as never))).status,
      ).toBe(404);
    });

    it('shows the newest mails first with recipient, subject, time, the HTML in a sandboxed frame and its links', async () => {
      const mailer = createMailer({}, outboxStore(handle.db));
      await mailer.send({ to: 'first@example.co.nz', subject: 'First', text: 'one', html: '<p>one</p>' });
      await mailer.send({
        to: 'aroha.ngata@example.co.nz',
        subject: 'Your Kauri Furniture quote #P100901',
        text: 'View and print your quote: http://localhost:3000/quote/P100901/print?t=abc\nAgain: http://localhost:3000/quote/P100901/print?t=abc',
        html: '<p>Kia ora</p><script>parent.document.title="pwned"</script><a href="http://localhost:3000/quote/P100901/print?t=abc">View</a>',
      });
      const { mails } = await outboxLoader({ context: context(staffSession) } as never);
      expect(mails.map((m) => m.subject)).toEqual(['Your Kauri Furniture quote #P100901', 'First']);
      expect(mails[0]!.sentAt).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} (am|pm)$/);
      const page = renderToString(<PosOutbox {...outboxProps(mails)} />);
      expect(page).toContain('aroha.ngata@example.co.nz');
      expect(page).toMatch(/<iframe[^>]*sandbox="allow-popups allow-popups-to-escape-sandbox"/);
      expect(page).not.toMatch(/sandbox="[^"]*allow-scripts/);
      expect(page).not.toMatch(/sandbox="[^"]*allow-same-origin/);
      // The HTML is only ever the frame's srcdoc (an attribute, escaped), never markup of this page.
      expect(page).not.toContain('<script>parent.document');
      expect(page).toContain('srcDoc="&lt;base target=&quot;_blank&quot;&gt;&lt;p&gt;Kia ora&lt;/p&gt;');
      expect(page.match(/data-testid="outbox-link"/g)).toHaveLength(1);
      expect(page).toContain('href="http://localhost:3000/quote/P100901/print?t=abc"');
      expect(new Headers(outboxHeaders()).get('cache-control')).toBe('private, no-store');
    });

    it('says so when there is no mail', async () => {
      const page = renderToString(<PosOutbox {...outboxProps([])} />);
      expect(page).toContain('No mail yet.');
    });
  });

  it("finds the links of a mail's text once each", () => {
    expect(linksOf('a http://x.nz/a?t=1 b https://y.nz/c\nhttp://x.nz/a?t=1')).toEqual([
      'http://x.nz/a?t=1',
      'https://y.nz/c',
    ]);
    expect(linksOf('no links')).toEqual([]);
  });
});
