// Whose cart: a shopper's open cart belongs to their account when signed in (sessions.user_id),
// else to their browser session. Found in one round trip together with what the cart page needs
// (payment lines, the coupon row and, when asked, the items), so a cart page is one query.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import type { Coupon } from '../../domain/coupons.ts';
import { fillFromAccount } from './account-details.ts';
import { type ItemRow, itemRowsSelect } from './lines.ts';
import { preparedRows } from '../../db/prepared.ts';
import { type CartRecord, cartFromJson, couponFromJson } from '../../db/records.ts';
import type { CartIdentity } from './types.ts';

export interface PaymentLineRecord {
  gateway: string;
  name: string;
  amountCents: number;
}

export interface FoundCart {
  ident: CartIdentity;
  cart: CartRecord | null;
  payments: PaymentLineRecord[];
  /** The coupon row of the cart's code; null when it has none, or the code no longer exists. */
  coupon: Coupon | null;
  /** An anonymous cart of this session left over after sign-in, waiting to join the account's. */
  strayCartId: number | null;
  /** The cart's items, oldest first, when asked for (the cart page's one query). */
  items: ItemRow[] | null;
}

interface LookupRow {
  uid: number | null;
  stray_id: number | null;
  cart: Record<string, unknown> | null;
  payments: { gateway: string; name: string; amount_cents: number }[] | null;
  coupon: Record<string, unknown> | null;
  items?: ItemRow[] | null;
}

/**
 * The open shopper cart of an account (`userId` set) or of an anonymous session, as two branches
 * that each match a partial unique index (a CASE or OR would make PostgreSQL scan every cart).
 */
export const openCartOf = (sessionId: string, userId: number | null | ReturnType<typeof sql>) => sql`(
  select * from carts c where ${userId}::int is not null and c.user_id = ${userId}::int and c.status = 'open' and c.kind = 'shopper'
  union all
  select * from carts c where ${userId}::int is null and c.session_id = ${sessionId} and c.user_id is null and c.status = 'open' and c.kind = 'shopper'
)`;

export interface FindOptions {
  /** Also read the items (content); an add or a remove does not need them. */
  items?: boolean;
}

export async function findCart(db: Database, sessionId: string, opts: FindOptions = {}): Promise<FoundCart> {
  const items = opts.items
    ? sql`, (select coalesce(json_agg(i order by i.id), '[]') from (${itemRowsSelect(sql`c.id`)}) i) as items`
    : sql``;
  const uid = sql`(select s.user_id from sessions s where s.id = ${sessionId} and s.expires_at > now())`;
  const [row] = await preparedRows<LookupRow>(
    db,
    opts.items ? 'cart_content' : 'cart_find',
    sql`select me.uid, me.stray_id, to_jsonb(c) as cart,
        (select json_agg(json_build_object('gateway', p.gateway, 'name', p.name, 'amount_cents', p.amount_cents) order by p.id)
          from cart_payments p where p.cart_id = c.id) as payments,
        (select to_jsonb(k) from coupons k where c.coupon_code <> '' and upper(k.code) = upper(c.coupon_code)) as coupon
        ${items}
      from (
        select u.uid, case when u.uid is null then null else (select a.id from carts a where a.session_id = ${sessionId}
          and a.user_id is null and a.status = 'open' and a.kind = 'shopper') end as stray_id
        from (select ${uid} as uid) u
      ) me
      left join lateral ${openCartOf(sessionId, sql`me.uid`)} c on true`,
  );
  const userId = row?.uid ?? null;
  return {
    ident: { sessionId, userId: userId === null ? null : Number(userId) },
    cart: row?.cart ? cartFromJson(row.cart) : null,
    payments: (row?.payments ?? []).map((p) => ({
      gateway: p.gateway,
      name: p.name,
      amountCents: Number(p.amount_cents),
    })),
    coupon: row?.coupon ? couponFromJson(row.coupon) : null,
    strayCartId: row?.stray_id ?? null,
    items: opts.items && row?.cart ? (row.items ?? []) : null,
  };
}

/** Who is asking: the session, and the shopper signed in on it (if the session is still live). */
export async function identifyShopper(db: Database, sessionId: string): Promise<CartIdentity> {
  const [row] = await queryRows<{ user_id: number | null }>(
    db,
    sql`select user_id from sessions where id = ${sessionId} and expires_at > now()`,
  );
  return { sessionId, userId: row?.user_id ?? null };
}

/**
 * The open cart of this shopper, for the checkout: the account's, or else the session's own (a
 * cart not yet joined to the account after sign-in still belongs to whoever holds the session).
 */
export async function openCartId(db: Database, ident: CartIdentity): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select c.id from (
        select id, 0 as pri from carts where user_id = ${ident.userId}::int and status = 'open' and kind = 'shopper'
        union all
        select id, 1 from carts where session_id = ${ident.sessionId} and user_id is null and status = 'open' and kind = 'shopper'
      ) c order by c.pri limit 1`,
  );
  return row?.id ?? null;
}

/**
 * The shopper's open cart, created on first use (with the delivery zip the shopper already gave,
 * if any; a signed-in shopper's from My Details, whose postcode wins over the browser's). Two requests racing to create it meet at the partial unique indexes: the loser inserts
 * nothing and reads the winner's.
 */
export async function ensureCart(db: Database, ident: CartIdentity, opts: { zip?: string } = {}): Promise<number> {
  const [made] = await queryRows<{ id: number }>(
    db,
    sql`insert into carts (kind, session_id, user_id, zip) values ('shopper', ${ident.sessionId}, ${ident.userId}::int, ${opts.zip ?? ''})
      on conflict do nothing returning id`,
  );
  if (made) {
    if (ident.userId !== null) await fillFromAccount(db, made.id, ident.userId, 'account');
    return made.id;
  }
  const [found] = await queryRows<{ id: number }>(
    db,
    sql`select c.id from ${openCartOf(ident.sessionId, ident.userId)} c`,
  );
  if (!found) throw new Error('cart neither created nor found');
  return found.id;
}
