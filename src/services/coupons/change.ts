// A coupon's changes after it is made: enabling or disabling it (POST /pos/coupon/status) and mailing
// it to its customer (POST /pos/coupon/email, and create with if_email). Each adds a line to the
// coupon's history (who, when, what) in the transaction that makes the change; the toggle reads the
// row `for update`, so two clicks at once turn it twice, each with its own line.
import { sql } from 'drizzle-orm';
import { nzToday } from '../../domain/dates.ts';
import {
  type CouponAnswer,
  type CouponRow,
  NO_COUPON_CUSTOMER,
  NO_SUCH_COUPON,
  couponEmailed,
  couponSwitched,
} from '../../contract/pos-coupons.ts';
import type { SignedInStaff } from '../../contract/pos.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { Refusal } from '../../domain/refusal.ts';
import type { Mailer } from '../../integrations/mail/index.ts';
import { readCoupon } from './coupon-row.ts';
import { couponMail } from './mail.ts';

export const historyLine = (staff: Pick<SignedInStaff, 'id'>, action: string, now: Date) => ({
  at: now.toISOString(),
  staffId: staff.id,
  action,
});

const addHistory = (tx: Database, id: number, line: ReturnType<typeof historyLine>) =>
  tx.execute(sql`update coupons set op_history = op_history || ${JSON.stringify([line])}::jsonb where id = ${id}`);

export async function toggleCoupon(db: Database, staff: SignedInStaff, id: number, now: Date): Promise<CouponAnswer> {
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ enabled: boolean; code: string }>(
      tx,
      sql`select enabled, code from coupons where id = ${id} for update`,
    );
    if (!row) throw new Refusal(404, NO_SUCH_COUPON);
    const enabled = !row.enabled;
    await tx.execute(sql`update coupons set enabled = ${enabled} where id = ${id}`);
    await addHistory(tx, id, historyLine(staff, enabled ? 'enabled' : 'disabled', now));
    return { success: true, msg: couponSwitched(row.code, enabled), coupon: (await readCoupon(tx, id, nzToday(now)))! };
  });
}

/** Mails coupon `id` to its customer inside `tx` and notes it in the history; the coupon as it is then. */
export async function mailCoupon(
  tx: Database,
  mailer: Mailer,
  staff: SignedInStaff,
  id: number,
  origin: string,
  now: Date,
): Promise<CouponRow> {
  const [who] = await queryRows<{ email: string; firstname: string }>(
    tx,
    sql`select u.email, u.firstname from coupons k join users u on u.id = k.customer_id where k.id = ${id} for update of k`,
  );
  if (!who) throw new Refusal(422, NO_COUPON_CUSTOMER);
  await addHistory(tx, id, historyLine(staff, `emailed to ${who.email}`, now));
  const coupon = (await readCoupon(tx, id, nzToday(now)))!;
  await mailer.send(couponMail(coupon, who.firstname, origin), tx);
  return coupon;
}

export async function emailCoupon(
  db: Database,
  mailer: Mailer,
  staff: SignedInStaff,
  code: string,
  origin: string,
  now: Date,
): Promise<CouponAnswer> {
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: number }>(tx, sql`select id from coupons where upper(code) = upper(${code})`);
    if (!row) throw new Refusal(404, NO_SUCH_COUPON);
    const coupon = await mailCoupon(tx, mailer, staff, Number(row.id), origin, now);
    return { success: true, msg: couponEmailed(coupon.code, coupon.customer_email), coupon };
  });
}
