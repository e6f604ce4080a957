// Outgoing mail: over SMTP to a real SMTP server on a local port (the message arrives with its
// envelope, subject, text and HTML) and a server's refusal as MailNotSent. Without SMTP_URL the mail
// is kept in the outbox: services/outside/outbox.test.ts.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailNotSent, createMailer } from './index.ts';
import { html, markup } from './html.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** Undoes quoted-printable (soft breaks and =XX), enough to read a message's text parts. */
const unQuote = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const MAIL = {
  to: 'pita@example.co.nz',
  subject: 'Your Kauri Furniture quote #P100012',
  text: 'Kia ora Pita,\nView and print your quote: http://localhost/quote/P100012/print?t=abc',
  html: '<p>Kia ora Pita,</p><p><a href="http://localhost/quote/P100012/print?t=abc">View and print your quote</a></p>',
};

describe('SMTP mailer', () => {
  let server: SMTPServer;
  let port = 0;
  const received: Received[] = [];
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (address.address.endsWith('@refused.example')) return callback(new Error('550 No such user'));
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends through the server of SMTP_URL, with subject, recipient, text and HTML', async () => {
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}` }, null as never);
    expect(mailer.kind).toBe('smtp');
    await mailer.send(MAIL);
    expect(received).toHaveLength(1);
    const got = received[0]!;
    expect(got.to).toEqual(['pita@example.co.nz']);
    expect(got.from).toBe('no-reply@kauri.test');
    expect(got.raw).toMatch(/^Subject: Your Kauri Furniture quote #P100012\r?$/m);
    expect(got.raw).toMatch(/^To: pita@example\.co\.nz\r?$/m);
    expect(got.raw).toMatch(/^From: Kauri Furniture <no-reply@kauri\.test>\r?$/m);
    expect(got.raw).toMatch(/multipart\/alternative/);
    const body = unQuote(got.raw);
    expect(body).toContain('View and print your quote: http://localhost/quote/P100012/print?t=abc');
    expect(body).toContain('<a href="http://localhost/quote/P100012/print?t=abc">View and print your quote</a>');
  });

  it('turns a refusal of the server into MailNotSent', async () => {
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}` }, null as never);
    await expect(mailer.send({ ...MAIL, to: 'nobody@refused.example' })).rejects.toBeInstanceOf(MailNotSent);
    expect(received).toHaveLength(1);
  });

  it('sends attached files with the mail', async () => {
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}` }, null as never);
    const content = Buffer.from('%PDF-1.3 a document');
    await mailer.send({
      ...MAIL,
      attachments: [{ filename: 'tax-invoice-P100012.pdf', contentType: 'application/pdf', content }],
    });
    const raw = received[received.length - 1]!.raw;
    expect(raw).toMatch(/multipart\/mixed/);
    expect(raw).toMatch(/Content-Type: application\/pdf; name=tax-invoice-P100012\.pdf/);
    expect(raw).toContain(content.toString('base64'));
  });

  it('sends a Reply-To when the mail names one (the contact form: the shopper who wrote)', async () => {
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}` }, null as never);
    await mailer.send({ ...MAIL, replyTo: 'hine@example.co.nz' });
    expect(received[received.length - 1]!.raw).toMatch(/^Reply-To: hine@example\.co\.nz\r?$/m);
    await mailer.send(MAIL);
    expect(received[received.length - 1]!.raw).not.toMatch(/^Reply-To:/m);
  });

  it('turns a server that is not there into MailNotSent', async () => {
    const spare = new SMTPServer({ authOptional: true, logger: false });
    await new Promise<void>((resolve) => spare.listen(0, '127.0.0.1', resolve));
    const gone = (spare.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => spare.close(() => resolve()));
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${gone}` }, null as never);
    await expect(mailer.send(MAIL)).rejects.toBeInstanceOf(MailNotSent);
  });
});

describe('mail helpers', () => {
  it('escapes what goes into the HTML, once', () => {
    const name = '<script>alert(1)</script>';
    expect(html`<p>${name}</p>${markup('<br>')}${[markup('<i>a</i>'), html`${'&'}`]}`.html).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p><br><i>a</i>&amp;',
    );
  });
});
