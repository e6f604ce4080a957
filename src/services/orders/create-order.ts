// Writing the order a priced cart becomes: the order row with its totals, customer and addresses,
// one item per cart line, and a bundle's components as child items (group_code = the line's item id)
// so the warehouse picks components while the shopper sees the bundle. Runs inside the checkout's
// transaction, with the cart row already locked.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { orderItems, orders } from '../../db/schema-sales.ts';
import type { PricedCart } from '../cart/cart.service.ts';
import type { StockLine } from '../stock/stock.service.ts';
import { couponCounts } from './coupon-use.ts';

export interface NewOrder {
  orderId: number;
  orderNo: string;
  grandTotalCents: number;
  email: string;
  /** The lines as stock sees them, with their order item ids. */
  stockLines: StockLine[];
}

export interface OrderOwner {
  sessionId: string;
  userId: number | null;
}

/** A POS order: 'P' and six digits from the same sequence. */
export function posOrderNo(id: number): string {
  return `P${100_000 + id}`;
}

/** 'W' and six digits: taken from the orders id sequence, so unique on every instance without a lock. */
export function webOrderNo(id: number): string {
  return `W${100_000 + id}`;
}

export async function createOrder(
  tx: Database,
  priced: PricedCart,
  method: { code: string },
  owner: OrderOwner,
  times: { now: Date; holdUntil: Date | null },
  /** A POS order: channel 'pos', 'P' numbers, the salesperson and their branch. */
  pos?: { staffId: number; location: string },
  /**
   * A POS quote becoming this order (or its snapshot saved again): the row keeps its id, number and
   * creation time, and its items are written afresh.
   */
  existing?: { orderId: number; orderNo: string },
): Promise<NewOrder> {
  const { cart, lines, totals } = priced;
  const orderId = existing
    ? existing.orderId
    : Number(
        (
          await queryRows<{ id: string | number }>(
            tx,
            sql`select nextval(pg_get_serial_sequence('orders', 'id')) as id`,
          )
        )[0]!.id,
      );
  const orderNo = existing ? existing.orderNo : pos ? posOrderNo(orderId) : webOrderNo(orderId);
  // A coupon that took nothing off is not recorded (a refused one never reaches here: coupon-use.ts).
  const couponUsed = couponCounts(priced);

  const row = {
    id: orderId,
    orderNo,
    kind: 'order',
    status: 'pending',
    channel: pos ? 'pos' : 'web',
    staffId: pos?.staffId ?? null,
    cartId: cart.id,
    sessionId: cart.sessionId ?? owner.sessionId,
    userId: cart.userId ?? owner.userId,
    location: pos?.location ?? (cart.branch || 'WEB'),
    firstname: cart.firstname.trim(),
    lastname: cart.lastname.trim(),
    company: cart.company.trim(),
    email: cart.email.trim(),
    mobile: cart.mobile.trim(),
    shippingAddress: cart.address.trim(),
    shippingZip: cart.zip.trim(),
    billingAddress: (cart.useSameAddress ? cart.address : cart.baddress).trim(),
    comment: cart.comment,
    couponCode: couponUsed ? cart.couponCode : '',
    shipmethod: shipmethodList(priced),
    subtotalCents: totals.subtotalCents,
    shippingCents: totals.shippingCents,
    assemblyCents: totals.assemblyCents,
    rubbishCents: totals.rubbishCents,
    itemDiscountCents: totals.itemDiscountCents,
    couponDiscountCents: totals.couponDiscountCents,
    grandtotalCents: totals.grandTotalCents,
    taxCents: totals.taxCents,
    totalCbm: totals.totalCbm.toFixed(3),
    paymentMethod: method.code,
    newsletter: cart.newsletter,
    holdUntil: times.holdUntil,
    createdAt: times.now,
    updatedAt: times.now,
  } satisfies typeof orders.$inferInsert;
  if (existing) {
    const { id: _id, orderNo: _no, createdAt: _created, ...changes } = row;
    const updated = await tx.update(orders).set(changes).where(eq(orders.id, orderId)).returning({ id: orders.id });
    if (updated.length !== 1) throw new Error(`order ${orderNo} to update is gone`);
    await tx.delete(orderItems).where(eq(orderItems.orderId, orderId));
  } else {
    await tx.insert(orders).values(row);
  }

  const placeOf = (l: (typeof lines)[number]) => ({
    shipmethod: l.shipmethod,
    pickLocation: l.shipmethod === 'PCK' ? l.pickLocation : null,
    etaText: l.etaText,
  });
  const parents = await tx
    .insert(orderItems)
    .values(
      lines.map((l) => ({
        orderId,
        variantId: l.variantId,
        sku: l.sku,
        name: l.name,
        groupCode: -1,
        qtyOrdered: l.qty,
        eachPriceIncCents: l.eachCents,
        rowPriceIncCents: l.eachCents * l.qty,
        retailCents: l.retailCents,
        ...placeOf(l),
      })),
    )
    .returning({ id: orderItems.id, variantId: orderItems.variantId });
  // A multi-row VALUES insert returns its rows in order; checked, since items are matched by position.
  if (parents.some((p, i) => p.variantId !== lines[i]!.variantId))
    throw new Error('order items came back out of order');

  const children = lines.flatMap((l, i) =>
    l.components.map((c) => ({
      orderId,
      variantId: c.variantId,
      sku: c.sku,
      name: c.name,
      groupCode: parents[i]!.id,
      qtyOrdered: l.qty * c.qty,
      eachPriceIncCents: 0,
      rowPriceIncCents: 0,
      ...placeOf(l),
    })),
  );
  const childIds = children.length
    ? await tx
        .insert(orderItems)
        .values(children)
        .returning({ id: orderItems.id, variantId: orderItems.variantId, groupCode: orderItems.groupCode })
    : [];

  const stockLines: StockLine[] = lines.map((l, i) => ({
    orderItemId: parents[i]!.id,
    variantId: l.variantId,
    name: l.name,
    qty: l.qty,
    shipmethod: l.shipmethod,
    pickLocation: l.pickLocation,
    components: l.components.map((c) => ({
      variantId: c.variantId,
      qty: c.qty,
      orderItemId: childIds.find((k) => k.groupCode === parents[i]!.id && k.variantId === c.variantId)?.id ?? null,
    })),
  }));
  return { orderId, orderNo, grandTotalCents: totals.grandTotalCents, email: cart.email.trim(), stockLines };
}

/** The comma list of how the order travels: DEL (freight) or COU (courier) for delivered lines, PCK. */
export function shipmethodList(priced: Pick<PricedCart, 'lines' | 'totals'>): string {
  const methods: string[] = [];
  if (priced.lines.some((l) => l.shipmethod === 'DEL')) methods.push(priced.totals.delivery.method ?? 'DEL');
  if (priced.lines.some((l) => l.shipmethod === 'PCK')) methods.push('PCK');
  return methods.join(',');
}
