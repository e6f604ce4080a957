// Shipping allocations of the POS cart's sub-items (the checkout page's shipping-allocation modal;
// its save rules are domain/allocations.ts), and the POS allocation service: saving them here,
// completing the cart as an order or a quote in complete.ts. Both work on the quote's cart when an
// orderNo is given (quotes.ts cartOf). Saving an allocation holds no stock: free units are checked
// at save against the stock module's figures, read under its row locks, and taken at completion by its one writer
// (services/stock/allocate.ts).
import { sql } from 'drizzle-orm';
import { nzToday } from '../../domain/dates.ts';
import type { SignedInStaff } from '../../contract/pos.ts';
import type { Database } from '../../db/client.ts';
import { type ServiceLog, processLog } from '../log.ts';
import { queryRows } from '../../db/rows.ts';
import { cartAllocations } from '../../db/schema-pos.ts';
import {
  type AllocationEntry,
  BACK_ORDER,
  type SubItemStock,
  checkAllocations,
  isPurchaseOrderRef,
} from '../../domain/allocations.ts';
import { ITEM_NOT_FOUND, touchCart } from '../cart/cart.service.ts';
import type { Mailer } from '../../integrations/mail/index.ts';
import { Refusal } from '../../domain/refusal.ts';
import { type StockToAllocate, stockToAllocate } from '../stock/stock.service.ts';
import { type SubItem, subItemsOf } from './cart-allocations.ts';
import { type CompleteRequest, completeCart } from './complete.ts';
import { emailQuote } from './quote-mail.ts';
import { cartOf } from './quotes.ts';
import { SUB_ITEM_NOT_FOUND, backOrderable } from './sub-items.ts';

export { SUB_ITEM_NOT_FOUND } from './sub-items.ts';
export { type CompleteOption, type CompleteRequest, orderCreatedMessage, quoteNotEmailedMessage } from './complete.ts';

export interface AllocationOptions {
  today?: () => string;
  now?: () => Date;
  /** Where a quote emailed on completion (quote_email) is sent; without one, that email fails and the quote stays saved. */
  mailer?: Mailer;
  /** The quote email itself (quote-mail.ts); tests put a stand-in here. */
  emailQuote?: typeof emailQuote;
  log?: { error(obj: unknown, msg: string): void };
}

/** Without a mailer configured, sending fails (the quote stays saved and the page says so). */
const noMailer: Mailer = {
  kind: 'smtp',
  async send() {
    throw new Error('No mailer configured');
  },
};

export interface SaveAllocationRequest {
  /** The quote being edited; null or absent for the staff member's open cart. */
  orderNo?: string | null;
  itemId: number;
  sku: string;
  allocations: (AllocationEntry & { confirmed: boolean; note: string })[];
}

/** The sub-item's figures for the save rules: free units per place and open purchase orders' spare units. */
function stockOf(sub: SubItem, { free, onOrder }: StockToAllocate, backOrder: SubItemStock['backOrder']): SubItemStock {
  const freeAt: Record<string, number> = {};
  for (const r of free) if (r.variantId === sub.variantId) freeAt[r.locationCode] = r.free;
  const purchaseOrders: SubItemStock['purchaseOrders'] = {};
  for (const l of onOrder)
    if (l.variantId === sub.variantId)
      purchaseOrders[String(l.purchaseOrderId)] = { poNumber: l.poNumber, spare: l.spare };
  return { sku: sub.sku, qty: sub.qty, cbm: sub.cbm, freeAt, purchaseOrders, backOrder };
}

export function createPosAllocationService(db: Database, opts: AllocationOptions = {}) {
  const now = opts.now ?? (() => new Date());
  // A clock given alone sets the calendar too (quotes count their days by it).
  const today = opts.today ?? (() => nzToday(now()));
  const mailer = opts.mailer ?? noMailer;
  const sendQuote = opts.emailQuote ?? emailQuote;
  // Without a request's log (src/services/log.ts), the same JSON lines on stderr.
  const log = opts.log ?? processLog;

  return {
    /** POST /pos/cart/saveAllocation: replaces one sub-item's allocations after the save rules. */
    async saveAllocation(staff: SignedInStaff, req: SaveAllocationRequest) {
      await db.transaction(async (tx) => {
        const cart = await cartOf(db, staff, req.orderNo ?? null, tx);
        const subs = await subItemsOf(tx, cart.id);
        if (!subs.some((s) => s.cartItemId === req.itemId)) throw new Refusal(404, ITEM_NOT_FOUND);
        const sub = subs.find((s) => s.cartItemId === req.itemId && s.sku === req.sku);
        if (!sub) throw new Refusal(404, SUB_ITEM_NOT_FOUND);
        const [backOrdered] = await queryRows<{ n: number }>(
          tx,
          sql`select coalesce(sum(qty), 0)::int as n from cart_allocations
            where cart_item_id = ${sub.cartItemId} and variant_id = ${sub.variantId} and from_location = ${BACK_ORDER}`,
        );
        const backOrder = {
          allowed: (await backOrderable(tx, [sub.variantId])).has(sub.variantId),
          savedUnits: Number(backOrdered?.n ?? 0),
        };
        const stock = stockOf(sub, await stockToAllocate(tx, [sub.variantId]), backOrder);
        const refusal = checkAllocations(req.allocations, stock, today());
        if (refusal) throw new Refusal(refusal.status, refusal.message);
        await tx.execute(
          sql`delete from cart_allocations where cart_item_id = ${sub.cartItemId} and variant_id = ${sub.variantId}`,
        );
        await tx.insert(cartAllocations).values(
          req.allocations.map((a) => ({
            cartItemId: sub.cartItemId,
            variantId: sub.variantId,
            method: a.method,
            fromLocation: isPurchaseOrderRef(a.from) ? null : a.from,
            purchaseOrderId: isPurchaseOrderRef(a.from) ? Number(a.from) : null,
            toLocation: a.method === 'PCK' ? a.to : null,
            qty: a.qty,
            dispatchDate: a.dispatchDate,
            confirmed: a.confirmed,
            note: a.note,
          })),
        );
        await touchCart(tx, cart.id);
      });
      return { success: true };
    },

    /** POST /pos/cart/complete/: the cart as an order or a quote (complete.ts). */
    complete: (staff: SignedInStaff, req: CompleteRequest) =>
      completeCart({ db, now, today, mailer, sendQuote, log }, staff, req),

    /** The same calls logging to a request's log, so what they report carries its id (src/services/log.ts). */
    withLog: (requestLog: ServiceLog) => createPosAllocationService(db, { ...opts, log: requestLog }),
  };
}

export type PosAllocationService = ReturnType<typeof createPosAllocationService>;
