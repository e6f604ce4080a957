// The outbox: without SMTP_URL the mailer keeps each mail in the outbox table (inside the caller's
// transaction: rolled back with it), and /pos/outbox reads it back with its attached files.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { createMailer } from '../../integrations/mail/index.ts';
import { testDatabases } from '../../testing/databases.ts';
import { outboxAttachment, outboxStore, recentOutbox } from './outbox.ts';

const MAIL = {
  to: 'pita@example.co.nz',
  subject: 'Your Kauri Furniture quote #P100012',
  text: 'Kia ora Pita,\nView and print your quote: http://localhost/quote/P100012/print?t=abc',
  html: '<p>Kia ora Pita,</p><p><a href="http://localhost/quote/P100012/print?t=abc">View and print your quote</a></p>',
};

describe.each(testDatabases())('outbox mailer ($name)', (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await target.open();
  });
  afterAll(() => handle?.close());

  it('keeps the mail in the outbox without SMTP_URL, newest first', async () => {
    const mailer = createMailer({ smtpUrl: undefined }, outboxStore(handle.db));
    expect(mailer.kind).toBe('outbox');
    await mailer.send(MAIL);
    await mailer.send({ ...MAIL, to: 'mere@example.co.nz', subject: 'Your cart from Kauri Furniture' });
    const kept = await recentOutbox(handle.db, 50);
    expect(kept.map((m) => [m.to, m.subject])).toEqual([
      ['mere@example.co.nz', 'Your cart from Kauri Furniture'],
      ['pita@example.co.nz', 'Your Kauri Furniture quote #P100012'],
    ]);
    expect(kept[1]).toMatchObject({ text: MAIL.text, html: MAIL.html });
    expect(kept[1]!.createdAt).toBeInstanceOf(Date);
    expect(await recentOutbox(handle.db, 1)).toHaveLength(1);
    expect(kept[1]!.attachments).toEqual([]);
  });

  it('keeps attached files in the outbox, base64, and gives one back', async () => {
    const mailer = createMailer({ smtpUrl: undefined }, outboxStore(handle.db));
    const content = Buffer.from('%PDF-1.3 a document');
    await mailer.send({
      ...MAIL,
      attachments: [{ filename: 'labels-P100012.pdf', contentType: 'application/pdf', content }],
    });
    const [kept] = await recentOutbox(handle.db, 1);
    expect(kept!.attachments).toEqual([
      { filename: 'labels-P100012.pdf', contentType: 'application/pdf', size: content.length },
    ]);
    expect(await outboxAttachment(handle.db, kept!.id, 0)).toEqual({
      filename: 'labels-P100012.pdf',
      contentType: 'application/pdf',
      content,
    });
    expect(await outboxAttachment(handle.db, kept!.id, 1)).toBeNull();
  });

  it("writes in the caller's transaction: a rolled back action leaves no mail", async () => {
    const mailer = createMailer({}, outboxStore(handle.db));
    const count = async () =>
      (await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from outbox`))[0]!.n;
    const before = await count();
    await expect(
      handle.db.transaction(async (tx) => {
        await mailer.send({ ...MAIL, subject: 'never' }, tx);
        throw new Error('refused later');
      }),
    ).rejects.toThrow('refused later');
    expect(await count()).toBe(before);
    await handle.db.transaction((tx) => mailer.send({ ...MAIL, subject: 'kept' }, tx));
    expect(await count()).toBe(before + 1);
  });
});
