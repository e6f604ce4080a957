// Demo orders and quotes for the POS lists, written after the stock inside the seed's
// transaction and kept consistent with it: an order that holds stock has its held reservations and
// the stock's alloc counts them (free less by as much); a cancelled order holds none but keeps its
// allocation rows, so Restore can take its units again. Made for the demo staff at the Auckland store:
// Their lines come from the Auckland store where it has stock, else another place.
// - quotes: one made yesterday for the demo shopper (find it by their mobile), with the POS cart that
//   edits it, every sub-item allocated so it can be completed as an order; one active for another
//   customer; one expired;
// - unpaid orders (pending, an unpaid payment line each), recent orders (paid, a web order among them)
//   and a cancelled one.
// Plain SQL, a few dozen rows: the seed stays fast. The order numbers come from the orders id
// sequence as the shop's own (services/orders/create-order.ts posOrderNo/webOrderNo).
import { sql } from 'drizzle-orm';
import { nzDayOf } from '../../domain/dates.ts';
import type { Database } from '../client.ts';
import { queryRows } from '../rows.ts';
import { DEMO_SHOPPER } from './people.ts';

const DAY = 86_400_000;
const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

interface Stocked {
  variant_id: number;
  sku: string;
  name: string;
  each_cents: number;
  location_code: string;
}

interface Customer {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  mobile: string;
  shipping_address: string;
  shipping_zip: string;
}

interface DemoOrder {
  kind: 'order' | 'quote';
  status: string;
  channel?: 'pos' | 'web';
  customer: Customer;
  staffId: number | null;
  lines: { item: Stocked; qty: number }[];
  createdAt: Date;
  expiryDate?: string;
  /** Held: reservations kept and stock allocated; released: allocation rows only; none: a quote. */
  stock: 'held' | 'released' | 'none';
  /** paidAt: when the line was paid (default: when the order was made). */
  payment?: { gateway: string; name: string; status: number; paidAt?: Date };
  /** A quote's POS cart, its sub-items allocated from where the stock is. */
  cart?: boolean;
}

export interface DemoOrdersSummary {
  orders: number;
  quotes: number;
}

export async function seedDemoOrders(db: Database, now: Date): Promise<DemoOrdersSummary> {
  const staff = await queryRows<{ id: number; email: string }>(
    db,
    sql`select id, email from staff where email in ('staff@kauri.test', 'manager@kauri.test')`,
  );
  const sam = Number(staff.find((s) => s.email === 'staff@kauri.test')?.id ?? 0);
  const mere = Number(staff.find((s) => s.email === 'manager@kauri.test')?.id ?? 0);
  const customers = await queryRows<Customer>(
    db,
    sql`(select id, firstname, lastname, email, mobile, shipping_address, shipping_zip from users where email = ${DEMO_SHOPPER.email})
      union all
      (select id, firstname, lastname, email, mobile, shipping_address, shipping_zip from users
        where email <> ${DEMO_SHOPPER.email} and mobile ~ '^[0-9]+$' order by id limit 6)`,
  );
  // Plain products with free units, at the Auckland store where it has them (the demo staff's branch).
  const items = await queryRows<Stocked>(
    db,
    sql`select * from (
        select distinct on (v.id) v.id as variant_id, v.sku, p.name, coalesce(v.sale_cents, v.retail_cents) as each_cents, s.location_code
        from stock s join locations l on l.code = s.location_code join product_variants v on v.id = s.variant_id
          join products p on p.id = v.product_id
        where l.is_physical and s.free >= 3 and v.sellable and p.active and not p.is_bundle
        order by v.id, (s.location_code = 'AKL') desc, s.free desc, s.location_code) as found
      order by (location_code = 'AKL') desc, variant_id limit 8`,
  );
  if (!sam || !mere || customers.length < 7 || items.length < 8) return { orders: 0, quotes: 0 };
  const [pita, ...others] = customers as [Customer, ...Customer[]];
  const it = (i: number) => items[i]!;
  const c = (i: number) => others[i]!;
  const ago = (days: number, hours = 0) => new Date(now.getTime() - days * DAY - hours * 3_600_000);
  const dayOffset = (days: number) => nzDayOf(new Date(now.getTime() + days * DAY));

  const plan: DemoOrder[] = [
    // Yesterday's quote for the demo shopper, good for 14 days from when it was made.
    {
      kind: 'quote',
      status: 'pending',
      customer: pita,
      staffId: sam,
      lines: [
        { item: it(0), qty: 1 },
        { item: it(1), qty: 2 },
      ],
      createdAt: ago(1, 2),
      expiryDate: dayOffset(13),
      stock: 'none',
      cart: true,
    },
    {
      kind: 'quote',
      status: 'pending',
      customer: c(0),
      staffId: mere,
      lines: [{ item: it(2), qty: 1 }],
      createdAt: ago(5),
      expiryDate: dayOffset(9),
      stock: 'none',
      cart: true,
    },
    {
      kind: 'quote',
      status: 'pending',
      customer: c(1),
      staffId: sam,
      lines: [{ item: it(3), qty: 1 }],
      createdAt: ago(40),
      expiryDate: dayOffset(-26),
      stock: 'none',
      cart: true,
    },
    // Unpaid orders: stock held, an unpaid direct-credit line for the whole amount.
    {
      kind: 'order',
      status: 'pending',
      customer: c(2),
      staffId: sam,
      lines: [{ item: it(4), qty: 2 }],
      createdAt: ago(0, 3),
      stock: 'held',
      payment: { gateway: 'directcrd', name: 'Direct Credit', status: 0 },
    },
    {
      kind: 'order',
      status: 'pending',
      customer: c(3),
      staffId: mere,
      lines: [
        { item: it(5), qty: 1 },
        { item: it(6), qty: 1 },
      ],
      createdAt: ago(2),
      stock: 'held',
      payment: { gateway: 'directcrd', name: 'Direct Credit', status: 0 },
    },
    // Recent orders: paid, their stock held until dispatch (two units of the first, so staff can take
    // one now from its bin and still have one to take); one of them from the website.
    {
      kind: 'order',
      status: 'paid',
      customer: c(4),
      staffId: sam,
      lines: [{ item: it(7), qty: 2 }],
      createdAt: ago(3),
      stock: 'held',
      // The customer paid by EFTPOS at the counter today, so today's banking at Auckland has a figure to count.
      payment: { gateway: 'veftpos', name: 'EFTPOS', status: 1, paidAt: now },
    },
    {
      kind: 'order',
      status: 'paid',
      channel: 'web',
      customer: pita,
      staffId: null,
      lines: [{ item: it(2), qty: 1 }],
      createdAt: ago(6),
      stock: 'held',
      payment: { gateway: 'windcave', name: 'Credit Card', status: 1 },
    },
    // Cancelled: its stock went back; its allocations are kept for a restore.
    {
      kind: 'order',
      status: 'locked',
      customer: c(5),
      staffId: sam,
      lines: [{ item: it(3), qty: 1 }],
      createdAt: ago(8),
      stock: 'released',
    },
  ];
  for (const order of plan) await writeOrder(db, order, dayOffset(7));
  return {
    orders: plan.filter((o) => o.kind === 'order').length,
    quotes: plan.filter((o) => o.kind === 'quote').length,
  };
}

async function writeOrder(db: Database, o: DemoOrder, dispatchDate: string): Promise<void> {
  const subtotal = o.lines.reduce((n, l) => n + l.item.each_cents * l.qty, 0);
  const web = o.channel === 'web';
  const location = web ? 'WEB' : 'AKL';
  const [made] = await queryRows<{ id: number }>(
    db,
    sql`insert into orders (order_no, kind, status, channel, user_id, staff_id, location, firstname, lastname, email, mobile,
        shipping_address, shipping_zip, billing_address, subtotal_cents, grandtotal_cents, tax_cents, expiry_date,
        acquisition, paid_at, created_at, updated_at)
      values ('', ${o.kind}, ${o.status}, ${o.channel ?? 'pos'}, ${o.customer.id}, ${o.staffId}, ${location},
        ${o.customer.firstname}, ${o.customer.lastname}, ${o.customer.email}, ${o.customer.mobile},
        ${o.customer.shipping_address}, ${o.customer.shipping_zip}, ${o.customer.shipping_address}, ${subtotal}, ${subtotal},
        ${Math.round((subtotal * 3) / 23)}, ${o.expiryDate ?? null}::date, ${web ? '' : 'Walk in'},
        ${o.status === 'paid' ? at(o.payment?.paidAt ?? o.createdAt) : null}, ${at(o.createdAt)}, ${at(o.createdAt)})
      returning id`,
  );
  const orderId = Number(made!.id);
  const prefix = web ? 'W' : 'P';
  await db.execute(sql`update orders set order_no = ${prefix} || (100000 + id)::text where id = ${orderId}`);
  for (const { item, qty } of o.lines) {
    const [line] = await queryRows<{ id: number }>(
      db,
      sql`insert into order_items (order_id, variant_id, sku, name, group_code, qty_ordered, each_price_inc_cents,
          row_price_inc_cents, retail_cents, shipmethod)
        values (${orderId}, ${item.variant_id}, ${item.sku}, ${item.name}, -1, ${qty}, ${item.each_cents},
          ${item.each_cents * qty}, ${item.each_cents}, 'DEL')
        returning id`,
    );
    if (o.kind === 'quote') continue;
    await db.execute(
      sql`insert into order_allocations (order_id, order_item_id, variant_id, method, from_location, qty, dispatch_date, confirmed)
        values (${orderId}, ${line!.id}, ${item.variant_id}, 'DEL', ${item.location_code}, ${qty}, ${dispatchDate}::date, true)`,
    );
    await db.execute(
      sql`insert into stock_reservations (order_id, order_item_id, variant_id, location_code, qty, status, created_at)
        values (${orderId}, ${line!.id}, ${item.variant_id}, ${item.location_code}, ${qty}, ${o.stock}, ${at(o.createdAt)})`,
    );
    if (o.stock === 'held')
      await db.execute(
        sql`update stock set free = free - ${qty}, alloc = alloc + ${qty}
          where variant_id = ${item.variant_id} and location_code = ${item.location_code}`,
      );
  }
  if (o.payment)
    await db.execute(
      sql`insert into payments (order_id, gateway, name, amount_cents, status, created_at, updated_at)
        values (${orderId}, ${o.payment.gateway}, ${o.payment.name}, ${subtotal}, ${o.payment.status},
          ${at(o.payment.paidAt ?? o.createdAt)}, ${at(o.payment.paidAt ?? o.createdAt)})`,
    );
  if (o.cart) await writeQuoteCart(db, orderId, o, dispatchDate);
}

/**
 * The quote's POS cart (what /pos/quote-edit/ edits), each line allocated from where its stock is. Its
 * delivery is the quote's own (none, as agreed: a manual fee of $0), so the editor works out the
 * figures the quote was saved with and says nothing has changed.
 */
async function writeQuoteCart(db: Database, orderId: number, o: DemoOrder, dispatchDate: string): Promise<void> {
  const [cart] = await queryRows<{ id: number }>(
    db,
    sql`insert into carts (kind, status, user_id, staff_id, firstname, lastname, email, mobile, address, zip, baddress,
        branch, acquisition, order_id, manual_shipping_cents, created_at, updated_at)
      values ('pos', 'open', ${o.customer.id}, ${o.staffId}, ${o.customer.firstname}, ${o.customer.lastname}, ${o.customer.email},
        ${o.customer.mobile}, ${o.customer.shipping_address}, ${o.customer.shipping_zip}, ${o.customer.shipping_address},
        'AKL', 'Phone Enquiry', ${orderId}, 0, ${at(o.createdAt)}, ${at(o.createdAt)})
      returning id`,
  );
  await db.execute(sql`update orders set cart_id = ${cart!.id} where id = ${orderId}`);
  for (const { item, qty } of o.lines) {
    const [line] = await queryRows<{ id: number }>(
      db,
      sql`insert into cart_items (cart_id, variant_id, qty, shipmethod) values (${cart!.id}, ${item.variant_id}, ${qty}, 'DEL')
        returning id`,
    );
    await db.execute(
      sql`insert into cart_allocations (cart_item_id, variant_id, method, from_location, qty, dispatch_date, confirmed)
        values (${line!.id}, ${item.variant_id}, 'DEL', ${item.location_code}, ${qty}, ${dispatchDate}::date, true)`,
    );
  }
}
