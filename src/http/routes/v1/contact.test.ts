// The contact form over HTTP and the contact service, on PGlite and (with TEST_DATABASE_URL)
// PostgreSQL: the spec's words in the spec's order, the human check after them, the message kept and
// mailed to the shop (Reply-To the sender) in one transaction, nothing kept when the mail server
// refuses, bad input refused with nothing kept, the plain form sent back to its page, the 429 past the
// per-address limit; the stores of the page; the newsletter's own sign-up.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../../config.ts';
import { CONTACT_BAD_EMAIL, CONTACT_EMPTY, NEWSLETTER_BAD_EMAIL, contactThanks } from '../../../contract/contact.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { queryRows } from '../../../db/rows.ts';
import * as schema from '../../../db/schema.ts';
import { LOCATIONS } from '../../../db/seed/locations.ts';
import { CAPTCHA_FAILED_MESSAGE } from '../../../domain/checkout-rules.ts';
import { MAIL_NOT_SENT, MailNotSent, type OutgoingMail, createMailer } from '../../../integrations/mail/index.ts';
import { type Services, createServices } from '../../../services/index.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { buildApp } from '../../app.ts';
import { outboxStore } from '../../../services/outside/outside.service.ts';

const SHOP = 'shop@kauri.test';
const GOOD = {
  name: 'Hine Walker',
  email: 'hine@example.co.nz',
  mobile: '0211234567',
  subject: 'Sofa fabric samples',
  message: 'Kia ora, could you post me the fabric samples for the Rimu sofa?\n\nNgā mihi, Hine',
  token: 'pass',
};

let addr = 0;
/** Each call from its own address, so the per-address limit counts only where a test means it to. */
const nextAddress = () => `10.7.${Math.floor(++addr / 250)}.${(addr % 250) + 1}`;

describe.each(testDatabases())('the contact form on $name', (target) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let services: Services;
  let failing = false;
  const sent: OutgoingMail[] = [];
  let session: { cookie: string; token: string };

  beforeAll(async () => {
    handle = await target.open();
    await handle.db.insert(schema.locations).values([...LOCATIONS]);
    const config = readConfig({ NODE_ENV: 'test', CAPTCHA: 'test', CONTACT_MAIL_TO: SHOP } as NodeJS.ProcessEnv);
    services = createServices(handle.db, config);
    const outbox = createMailer({}, outboxStore(handle.db));
    services.mailer = {
      kind: 'outbox',
      send: async (mail, tx) => {
        if (failing) throw new MailNotSent(new Error('connection refused'));
        sent.push(mail);
        await outbox.send(mail, tx);
      },
    };
    app = await buildApp({ config, services, sessionSecret: 'test-secret', pages: false });
    const res = await app.inject({ method: 'GET', url: '/v1/csrf' });
    session = { cookie: String(res.headers['set-cookie']).split(';')[0]!, token: res.json().token };
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });
  beforeEach(() => {
    failing = false;
    sent.length = 0;
  });

  const counts = async () =>
    (
      await queryRows<{ messages: number; outbox: number }>(
        handle.db,
        sql`select (select count(*) from contact_messages)::int as messages, (select count(*) from outbox)::int as outbox`,
      )
    )[0]!;

  const post = (payload: unknown, remoteAddress = nextAddress()) =>
    app.inject({
      method: 'POST',
      url: '/v1/contact/form',
      payload: payload as never,
      headers: { cookie: session.cookie, 'x-csrf-token': session.token },
      remoteAddress,
    });

  it('keeps the message and mails it to the shop, Reply-To the sender', async () => {
    const before = await counts();
    const res = await post(GOOD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: contactThanks('Hine Walker') });
    expect(res.json().message).toBe('Thanks Hine Walker, we have your message and will reply within one working day.');
    expect(await counts()).toEqual({ messages: before.messages + 1, outbox: before.outbox + 1 });

    const [kept] = await queryRows<Record<string, string>>(
      handle.db,
      sql`select name, email, mobile, subject, message, from_address from contact_messages order by id desc limit 1`,
    );
    expect(kept).toMatchObject({
      name: GOOD.name,
      email: GOOD.email,
      mobile: GOOD.mobile,
      subject: GOOD.subject,
      message: GOOD.message,
    });
    expect(kept!.from_address).toMatch(/^10\.7\./);

    const [mail] = await services.outbox.recent(1);
    expect(mail!.to).toBe(SHOP);
    expect(mail!.subject).toBe('Contact form: Sofa fabric samples');
    for (const part of [
      GOOD.name,
      GOOD.email,
      GOOD.mobile,
      'fabric samples for the Rimu sofa',
      'Reply to: hine@example.co.nz',
    ]) {
      expect(mail!.text).toContain(part);
    }
    expect(mail!.html).toContain('mailto:hine@example.co.nz');
    expect(sent[0]!.replyTo).toBe(GOOD.email);
  });

  it('escapes what the sender wrote in the mail’s HTML', async () => {
    await post({ ...GOOD, name: '<b>Evil</b>', message: '<script>alert(1)</script>' });
    const [mail] = await services.outbox.recent(1);
    expect(mail!.html).not.toContain('<script>alert(1)');
    expect(mail!.html).toContain('&lt;script&gt;');
    expect(mail!.subject).toBe('Contact form: Sofa fabric samples');
  });

  it('names the sender in the subject when they gave none', async () => {
    await post({ ...GOOD, subject: '' });
    expect((await services.outbox.recent(1))[0]!.subject).toBe('Contact form: message from Hine Walker');
  });

  it.each([
    ['no name', { name: '' }],
    ['a blank name', { name: '   ' }],
    ['no email', { email: '' }],
    ['no message', { message: '' }],
  ])('refuses %s with the spec’s words and keeps nothing', async (_what, patch) => {
    const before = await counts();
    const res = await post({ ...GOOD, ...patch });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ success: false, msg: CONTACT_EMPTY });
    expect(res.json().msg).toBe('Name, Email and Message cannot be empty');
    expect(await counts()).toEqual(before);
  });

  it('refuses missing fields as empty ones', async () => {
    const res = await post({ token: 'pass' });
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toBe(CONTACT_EMPTY);
  });

  it.each(['hine', '@example.co.nz', 'hine@example', 'hine walker@example.co.nz'])(
    'refuses the email %s with the spec’s words',
    async (email) => {
      const before = await counts();
      const res = await post({ ...GOOD, email });
      expect(res.statusCode).toBe(422);
      expect(res.json().msg).toBe('Please enter a valid email');
      expect(res.json().msg).toBe(CONTACT_BAD_EMAIL);
      expect(await counts()).toEqual(before);
    },
  );

  it('checks in the spec’s order: empty first, then the email, then the human check', async () => {
    expect((await post({ ...GOOD, name: '', email: 'bad', token: 'no' })).json().msg).toBe(CONTACT_EMPTY);
    expect((await post({ ...GOOD, email: 'bad', token: 'no' })).json().msg).toBe(CONTACT_BAD_EMAIL);
    expect((await post({ ...GOOD, token: 'no' })).json().msg).toBe(CAPTCHA_FAILED_MESSAGE);
  });

  it('refuses a failed human check and keeps nothing', async () => {
    const before = await counts();
    for (const token of ['', 'wrong']) {
      const res = await post({ ...GOOD, token });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ success: false, msg: CAPTCHA_FAILED_MESSAGE });
    }
    expect(await counts()).toEqual(before);
  });

  it('keeps nothing when the mail server refuses (503)', async () => {
    failing = true;
    const before = await counts();
    const res = await post(GOOD);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ success: false, msg: MAIL_NOT_SENT });
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['a huge message', { message: 'x'.repeat(5001) }],
    ['a huge name', { name: 'x'.repeat(101) }],
    ['a huge email', { email: `${'x'.repeat(250)}@example.co.nz` }],
    ['a huge subject', { subject: 'x'.repeat(201) }],
    ['a huge mobile', { mobile: '1'.repeat(31) }],
    ['a huge token', { token: 'x'.repeat(5001) }],
    ['a number for a name', { name: 42 }],
    ['a list for a message', { message: ['a', 'b'] }],
    ['an object for an email', { email: { a: 1 } }],
  ])('refuses %s with a 422 and keeps nothing', async (_what, patch) => {
    const before = await counts();
    const res = await post({ ...GOOD, ...patch });
    expect(res.statusCode).toBe(422);
    expect(res.json().success).toBe(false);
    expect(await counts()).toEqual(before);
  });

  it('refuses a body that is not an object, and a post without the anti-forgery token', async () => {
    const before = await counts();
    const text = await app.inject({
      method: 'POST',
      url: '/v1/contact/form',
      payload: '"hello"',
      headers: { cookie: session.cookie, 'x-csrf-token': session.token, 'content-type': 'application/json' },
      remoteAddress: nextAddress(),
    });
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
    const forged = await app.inject({
      method: 'POST',
      url: '/v1/contact/form',
      payload: GOOD,
      headers: { cookie: session.cookie },
      remoteAddress: nextAddress(),
    });
    expect(forged.statusCode).toBe(419);
    expect(await counts()).toEqual(before);
  });

  it('sends the page’s plain form back to /contact with how it went', async () => {
    const form = (fields: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/v1/contact/form',
        payload: new URLSearchParams({ _csrf: session.token, ...fields }).toString(),
        headers: { cookie: session.cookie, 'content-type': 'application/x-www-form-urlencoded' },
        remoteAddress: nextAddress(),
      });
    const before = await counts();
    const ok = await form(GOOD);
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe('/contact?sent=ok#contact-form');
    expect(await counts()).toEqual({ messages: before.messages + 1, outbox: before.outbox + 1 });
    expect((await form({ ...GOOD, message: '' })).headers.location).toBe('/contact?sent=empty#contact-form');
    expect((await form({ ...GOOD, email: 'nope' })).headers.location).toBe('/contact?sent=email#contact-form');
    expect((await form({ ...GOOD, token: '' })).headers.location).toBe('/contact?sent=captcha#contact-form');
    expect((await form({ ...GOOD, message: 'x'.repeat(5001) })).headers.location).toBe(
      '/contact?sent=invalid#contact-form',
    );
    failing = true;
    expect((await form(GOOD)).headers.location).toBe('/contact?sent=mail#contact-form');
    expect(await counts()).toEqual({ messages: before.messages + 1, outbox: before.outbox + 1 });
    // Without its token the plain form is refused before anything else.
    const stale = await app.inject({
      method: 'POST',
      url: '/v1/contact/form',
      payload: new URLSearchParams(GOOD).toString(),
      headers: { cookie: session.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: nextAddress(),
    });
    expect(stale.statusCode).toBe(419);
  });

  it('answers 429 past ten messages an hour from one address, the plain form on its page', async () => {
    const from = '10.6.0.1';
    for (let i = 0; i < 10; i++) expect((await post(GOOD, from)).statusCode).toBe(200);
    const before = await counts();
    const res = await post(GOOD, from);
    expect(res.statusCode).toBe(429);
    expect(res.json().msg).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    expect(res.headers['retry-after']).toBeDefined();
    const form = await app.inject({
      method: 'POST',
      url: '/v1/contact/form',
      payload: new URLSearchParams({ _csrf: session.token, ...GOOD }).toString(),
      headers: { cookie: session.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: from,
    });
    expect(form.headers.location).toBe('/contact?sent=limit#contact-form');
    expect(await counts()).toEqual(before);
    // Another address is not held up.
    expect((await post(GOOD)).statusCode).toBe(200);
  });

  it('lists the stores a shopper can walk into, with where they are', async () => {
    const stores = await services.contact.stores();
    expect(stores.map((s) => s.code)).toEqual(['AKL', 'HLZ', 'TRG', 'WLG', 'CHC', 'DUD']);
    expect(stores[0]).toEqual({
      code: 'AKL',
      name: 'Auckland – Mt Wellington',
      shortname: 'Auckland',
      address: '20 Sylvia Park Road, Mt Wellington, Auckland 1060',
      phone: '09 555 0140',
      lat: -36.9177,
      lng: 174.8356,
    });
  });

  it('records a newsletter address once, as a lead', async () => {
    const leads = async () =>
      (
        await queryRows<{ n: number }>(
          handle.db,
          sql`select count(*)::int as n from leads where type = 'newsletter' and email = 'aroha@example.co.nz'`,
        )
      )[0]!.n;
    expect(await services.contact.newsletterSignUp(' Aroha@Example.co.nz ')).toEqual({
      email: 'aroha@example.co.nz',
      added: true,
      problem: '',
    });
    expect(await services.contact.newsletterSignUp('aroha@example.co.nz')).toEqual({
      email: 'aroha@example.co.nz',
      added: false,
      problem: '',
    });
    expect(await leads()).toBe(1);
    for (const bad of ['', 'aroha', 'aroha@example', 'x'.repeat(300)]) {
      expect((await services.contact.newsletterSignUp(bad)).problem).toBe('Please enter a valid email address');
    }
    expect(NEWSLETTER_BAD_EMAIL).toBe('Please enter a valid email address');
    expect(await leads()).toBe(1);
  });
});
