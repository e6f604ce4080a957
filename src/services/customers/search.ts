// The POS customer search (at most 10 suggestions unless asked for more): any part of the name, email
// or mobile (spaced or not). The 'all' match uses exactly the expression of the
// users_pos_search_trgm_idx trigram index (migration 0005), so it stays fast with many customers.
import { type SQL, sql } from 'drizzle-orm';
import type { CustomerFound } from '../../contract/pos.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';

export type CustomerFilter = 'all' | 'name' | 'email' | 'mobile';

export interface SearchOptions {
  limit?: number;
  filter?: CustomerFilter;
}

export const MAX_RESULTS = 50;

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The columns of a customer search result; `u` is the users row. */
export const customerColumns = sql`u.id, u.firstname, u.lastname, u.organisation, u.mobile, u.email, u.acquisition,
  (select count(*) from orders o where o.user_id = u.id and o.kind = 'quote')::int as "numQuotes"`;

export async function searchCustomers(db: Database, text: string, opts: SearchOptions = {}): Promise<CustomerFound[]> {
  const limit = Math.min(Math.max(opts.limit ?? 10, 1), MAX_RESULTS);
  const words = text.trim().toLowerCase().replace(/\s+/g, ' ');
  const digits = words.replace(/\D/g, '');
  if (!words) return [];
  const anywhere = `%${likeEscaped(words)}%`;
  const starts = `${likeEscaped(words)}%`;
  const match: Record<CustomerFilter, SQL | null> = {
    all: sql`lower(u.firstname || ' ' || u.lastname || ' ' || u.email || ' ' || u.mobile || ' ' || regexp_replace(u.mobile, '[^0-9]', '', 'g')) like ${anywhere}`,
    name: sql`lower(u.firstname || ' ' || u.lastname) like ${anywhere}`,
    email: sql`lower(u.email) like ${anywhere}`,
    mobile: digits ? sql`regexp_replace(u.mobile, '[^0-9]', '', 'g') like ${`%${digits}%`}` : null,
  };
  const where = match[opts.filter ?? 'all'];
  if (!where) return [];
  const rows = await queryRows<CustomerFound>(
    db,
    sql`select ${customerColumns} from users u where ${where}
      order by case when lower(u.firstname || ' ' || u.lastname) like ${starts} or lower(u.lastname) like ${starts}
        or lower(u.email) like ${starts} then 0 else 1 end, u.firstname, u.lastname, u.id
      limit ${limit}`,
  );
  return rows.map(normalise);
}

export const normalise = (r: CustomerFound): CustomerFound => ({
  ...r,
  id: Number(r.id),
  numQuotes: Number(r.numQuotes),
});
