// POST /pos/coupon/create: the coupon form as a coupon (specs/pos.md "Coupon", "Coupon form"). The
// contract (contract/pos-coupons.ts) has checked each field's form; here the rules that need the
// database or the day: a percentage up to 100, an expiry not past in New Zealand, an existing
// customer, a code no other coupon has in any case (the unique index on upper(code) decides a race).
// With if_email and a customer the coupon is mailed in the same transaction: a refused mail leaves
// no coupon, and a refused coupon no mail.
import { sql } from 'drizzle-orm';
import { nzToday } from '../../domain/dates.ts';
import {
  CODE_TAKEN,
  type CouponAnswer,
  type CouponCreateRequest,
  NO_SUCH_CUSTOMER,
  PAST_EXPIRY,
  PERCENT_TOO_BIG,
  couponCreated,
  couponCreatedAndEmailed,
} from '../../contract/pos-coupons.ts';
import type { SignedInStaff } from '../../contract/pos.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { centsOf } from '../../domain/money.ts';
import { Refusal } from '../../domain/refusal.ts';
import type { Mailer } from '../../integrations/mail/index.ts';
import { readCoupon } from './coupon-row.ts';
import { historyLine, mailCoupon } from './change.ts';

/** '12.5' as hundredths (1250): a percent's hundredths of a percent, a fixed amount's cents. */
const hundredths = centsOf;

/** PostgreSQL's unique violation, as either driver reports it (drizzle may wrap it in `cause`). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 4; i++) {
    if (e.code === '23505') return true;
    e = e.cause as typeof e;
  }
  return false;
}

export async function createCoupon(
  db: Database,
  mailer: Mailer,
  staff: SignedInStaff,
  ask: CouponCreateRequest,
  origin: string,
  now: Date,
): Promise<CouponAnswer> {
  const code = ask.code.toUpperCase();
  const amount = hundredths(ask.amount);
  if (ask.type === 'percent' && amount > 100_00) throw new Refusal(422, PERCENT_TOO_BIG);
  if (ask.expiry && ask.expiry < nzToday(now)) throw new Refusal(422, PAST_EXPIRY);
  const taken = async (tx: Database) =>
    (await queryRows(tx, sql`select 1 from coupons where upper(code) = ${code}`)).length > 0;
  try {
    return await db.transaction(async (tx) => {
      if (ask.user_id !== 0) {
        const found = await queryRows(tx, sql`select 1 from users where id = ${ask.user_id}`);
        if (found.length === 0) throw new Refusal(422, NO_SUCH_CUSTOMER);
      }
      if (await taken(tx)) throw new Refusal(422, CODE_TAKEN);
      const history = [historyLine(staff, 'created', now)];
      const [made] = await queryRows<{ id: number }>(
        tx,
        sql`insert into coupons (code, name, type, amount, min_gtotal_cents, is_shipping, exclude_hot, exclude_sale,
            no_commission, first_order_only, enabled, use_count, use_limit, expiry, customer_id, staff_id, op_history, created_at)
          values (${code}, ${ask.name}, ${ask.type}, ${amount}, ${centsOf(ask.min_gtotal)}, ${ask.is_shipping},
            ${ask.exclude_hot}, ${ask.exclude_sale}, ${ask.no_commission}, ${ask.first_order}, ${ask.status}, 0, ${Number(ask.uselimit)},
            ${ask.expiry || null}::date, ${ask.user_id || null}, ${staff.id}, ${JSON.stringify(history)}::jsonb,
            ${now.toISOString()}::timestamptz)
          returning id`,
      );
      const id = Number(made!.id);
      if (ask.if_email && ask.user_id !== 0) {
        const coupon = await mailCoupon(tx, mailer, staff, id, origin, now);
        return { success: true, msg: couponCreatedAndEmailed(code, coupon.customer_email), coupon };
      }
      return { success: true, msg: couponCreated(code), coupon: (await readCoupon(tx, id, nzToday(now)))! };
    });
  } catch (err) {
    // Two tills creating one code at once: the index lets one in.
    if (isUniqueViolation(err)) throw new Refusal(422, CODE_TAKEN);
    throw err;
  }
}
