// The coupons service beneath the routes, on both databases: the unique index on upper(code) as each
// driver reports its violation (the create's race path: the other till's coupon landed between the
// check and the insert), and a mail server that fails (create with if_email, email) leaving no coupon,
// no history line and no mail, answered 503.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_TAKEN } from '../../contract/pos-coupons.ts';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { MAIL_NOT_SENT, type Mailer, MailNotSent, createMailer } from '../../integrations/mail/index.ts';
import { testDatabases } from '../../testing/databases.ts';
import { SIGNED_IN, insertStaffFixture } from '../../testing/staff-fixture.ts';
import { createCouponService } from './coupons.service.ts';
import { isUniqueViolation } from './create.ts';
import { outboxStore } from '../outside/outside.service.ts';

const MERE = SIGNED_IN.mere;
const NOW = new Date('2026-11-02T01:00:00Z');
const ORIGIN = 'https://shop.kauri.test';
const form = (code: string, more: Record<string, unknown> = {}) => ({
  code,
  name: 'Test',
  type: 'percent' as const,
  amount: '10',
  min_gtotal: '0',
  user_id: 0,
  is_shipping: false,
  exclude_hot: false,
  exclude_sale: false,
  no_commission: false,
  first_order: false,
  expiry: '',
  status: false,
  uselimit: '1',
  if_email: false,
  ...more,
});

describe.each(testDatabases())('coupons service ($name)', (target) => {
  let handle: DatabaseHandle;
  let failing = false;
  let mailer: Mailer<Database>;

  beforeAll(async () => {
    handle = await target.open();
    await insertStaffFixture(handle.db);
    const outbox = createMailer({}, outboxStore(handle.db));
    mailer = {
      kind: 'outbox',
      send: async (mail, tx) => {
        if (failing) throw new MailNotSent(new Error('connection refused'));
        await outbox.send(mail, tx);
      },
    };
  });
  afterAll(() => handle?.close());

  const written = async () =>
    (
      await queryRows<{ coupons: number; outbox: number; history: number }>(
        handle.db,
        sql`select (select count(*) from coupons)::int as coupons, (select count(*) from outbox)::int as outbox,
          (select coalesce(sum(jsonb_array_length(op_history)), 0) from coupons)::int as history`,
      )
    )[0]!;

  it('knows the unique violation of either driver', async () => {
    const err = await handle.db
      .execute(sql`insert into coupons (code, name) values ('welcome10', 'Again')`)
      .then(() => null)
      .catch((e: unknown) => e);
    expect(err).not.toBeNull();
    expect(isUniqueViolation(err)).toBe(true);
    expect(isUniqueViolation(new Error('other'))).toBe(false);
  });

  it('answers 422 when the other till’s coupon lands between the check and the insert', async () => {
    const service = createCouponService(handle.db, { mailer, now: () => NOW });
    // The check sees no RACED; a trigger then makes it just before this insert, as the other till would.
    await handle.db.execute(
      sql.raw(`create or replace function coupons_other_till() returns trigger language plpgsql as $$
        begin
          if new.code = 'RACED' and new.name = 'Second' then
            insert into coupons (code, name) values ('raced', 'First');
          end if;
          return new;
        end $$`),
    );
    await handle.db.execute(
      sql.raw(
        'create trigger coupons_other_till before insert on coupons for each row execute function coupons_other_till()',
      ),
    );
    try {
      const before = await written();
      await expect(service.create(MERE, form('RACED', { name: 'Second' }), ORIGIN)).rejects.toMatchObject({
        status: 422,
        message: CODE_TAKEN,
      });
      expect(await written()).toEqual(before);
    } finally {
      await handle.db.execute(sql.raw('drop trigger coupons_other_till on coupons'));
      await handle.db.execute(sql.raw('drop function coupons_other_till()'));
    }
  });

  it('leaves nothing behind when the mail server fails (503)', async () => {
    const service = createCouponService(handle.db, { mailer, now: () => NOW });
    await service.create(MERE, form('MAILME', { user_id: 3 }), ORIGIN);
    const before = await written();
    failing = true;
    try {
      await expect(
        service.create(MERE, form('MAILFAIL', { user_id: 3, if_email: true }), ORIGIN),
      ).rejects.toMatchObject({ status: 503, message: MAIL_NOT_SENT });
      await expect(service.email(MERE, 'MAILME', ORIGIN)).rejects.toMatchObject({ status: 503 });
      expect(await written()).toEqual(before);
    } finally {
      failing = false;
    }
    await service.email(MERE, 'mailme', ORIGIN);
    expect(await written()).toEqual({ ...before, outbox: before.outbox + 1, history: before.history + 1 });
  });
});
