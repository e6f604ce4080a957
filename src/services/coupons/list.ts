// POST /pos/coupon/list: the coupons whose description or code holds the search (any case), sorted
// by Time (created), Code or Description, a page at a time (20 by default; specs/pos.md "Coupon List
// screen"). Every staff member may read it.
import { sql } from 'drizzle-orm';
import type { CouponListRequest, CouponListResponse } from '../../contract/pos-coupons.ts';
import type { Database } from '../../db/client.ts';
import { countCoupons, readCoupons } from './coupon-row.ts';

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listCoupons(db: Database, ask: CouponListRequest, today: string): Promise<CouponListResponse> {
  const words = ask.search.trim().toLowerCase();
  const anywhere = `%${likeEscaped(words)}%`;
  const where = words ? sql`(lower(k.name) like ${anywhere} or lower(k.code) like ${anywhere})` : sql`true`;
  const dir = ask.direction === 'asc' ? sql`asc` : sql`desc`;
  // The id last, so rows with the same value keep one order from page to page. Byte order ("C"), so
  // both databases (whatever the server's locale) sort alike.
  const order = {
    time: sql`k.created_at ${dir}, k.id ${dir}`,
    code: sql`upper(k.code) collate "C" ${dir}, k.id ${dir}`,
    description: sql`lower(k.name) collate "C" ${dir}, k.id ${dir}`,
  }[ask.sort];
  const pageSize = Math.max(1, ask.pageSize);
  const page = Math.max(1, ask.page);
  const [coupons, total] = [
    await readCoupons(db, today, where, order, { limit: pageSize, offset: (page - 1) * pageSize }),
    await countCoupons(db, where),
  ];
  return { success: true, coupons, total };
}
