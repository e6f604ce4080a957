// The POS checkout page's cart (the /pos/cart calls): the signed-in staff member's open POS cart
// (open-cart.ts), priced, shown and changed with the shopper cart's own pieces
// (cart/priced.ts, content.ts, items.ts, lines.ts) so both carts follow one set of rules. The POS adds
// staff discounts within a role limit (domain/discounts.ts), per-location stock of each sub-item,
// manual delivery, assembly and rubbish fees, and the acquisition channel.
// Every call that takes an orderNo works on that quote's cart, else on the staff member's open cart
// (quotes.ts cartOf). Allocations and completing the cart are in allocations.ts; payment lines in
// payments.ts; sub-items' delivery notes, tags and back order in sub-items.ts.
import { sql } from 'drizzle-orm';
import { nzToday } from '../../domain/dates.ts';
import type { SignedInStaff } from '../../contract/pos.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { COUPON_MESSAGES, COUPON_NOT_FOUND, type Coupon } from '../../domain/coupons.ts';
import { DELIVERY_TAGS } from '../../domain/delivery-tags.ts';
import { applyDiscount, approverOverLimitMessage, overLimitMessage, withinLimit } from '../../domain/discounts.ts';
import { formatNzd, toDecimal } from '../../domain/money.ts';
import type { PaymentLineAsk } from '../../domain/pos-payments.ts';
import {
  addUnits,
  cartContent,
  changeItem,
  createLocations,
  createZoneLookup,
  buyerHasOrdered,
  findCoupon,
  INVALID_ZIP,
  isZip,
  ITEM_NOT_FOUND,
  type ItemRow,
  itemCount,
  loadItemRows,
  loadPlaces,
  placeOfZip,
  priceLoadedCart,
  removeLineOf,
  resolveVariant,
  saveDetails,
  clearLineDiscount,
  discountLine,
  saveCounterBasics,
  touchCart,
} from '../cart/cart.service.ts';
import { cartFromJson, couponFromJson } from '../../db/records.ts';
import { recordOrderAction } from '../activity/activity.service.ts';
import { useApproval } from '../staff/staff.service.ts';
import { savedAllocationsOf } from './cart-allocations.ts';
import { type PartStockRow, loadPosCartView } from './cart-view.ts';
import { checkStaffPayment, paymentAnswer, replacePaymentLines } from './payments.ts';
import { CART_NOT_FOUND, type PosCartRef, cartOf as resolveCart, quoteFactsOf, setQuoteExpiry } from './quotes.ts';
import { figuresChanged } from './quote-figures.ts';
import { printQuoteUrl } from './quote-link.ts';
import { createItemSearch } from './search.ts';
import { type SubItemFacts, type SubItemNotesChange, saveSubItemNotes } from './sub-items.ts';
import { Refusal } from '../../domain/refusal.ts';
import type { CustomerDetailsChange } from '../../contract/customer.ts';
import type { PosCartResponse, PosCustomer, PosSubItem } from '../../contract/pos-cart.ts';

export { CART_NOT_FOUND, cartOf, setQuoteExpiry } from './quotes.ts';
export { openPosCart } from './open-cart.ts';
export { attributeSentCart, openSentCart, sendCart } from './send-cart.ts';
export { createPosAllocationService } from './allocations.ts';
export { documentToken, documentTokenValid, quoteTokenValid } from './quote-link.ts';
export { emailQuoteApproved } from './quote-mail.ts';
export { type EmailRecord, recordEmail } from './email-log.ts';
export { printableQuote, quoteSheet } from './quote-print.ts';
export const UNKNOWN_BRANCH = 'Unknown branch';
export { MAX_SEARCH_RESULTS } from './search.ts';
// The order detail (services/orders/detail.ts): a quote's print link, and where Back to Quote sends the page.
export { payQuoteUrl, printQuoteUrl } from './quote-link.ts';
export { quoteEditUrl } from './quotes.ts';

export interface PosCartServiceOptions {
  today?: () => string;
  now?: () => Date;
  /** How long a search answer is reused (search.ts SEARCH_TTL_MS by default; 0 = off). */
  searchTtlMs?: number;
}

export interface ItemUpdate {
  id: number;
  qty?: number;
  qtyDiff?: number;
  discType?: 'percent' | 'fixed';
  discReason?: string | null;
  discount?: number;
  approval?: string;
  /** Delivery notes and tags of the item's sub-items (by sku). */
  subItems?: SubItemNotesChange[];
}

/** POST /pos/cart/updateBasic: the customer's details (an absent one is left as it is) and the POS cart's own fields. */
export type BasicUpdate = CustomerDetailsChange & {
  useSameAddress: boolean;
  coupon?: string;
  branch?: string;
  acquisition?: string;
  assemblyCents?: number;
  rubbishCents?: number;
  /** null: the automatic delivery fee; a number: the manual fee in cents. */
  manualShippingCents: number | null;
  /** A quote's new expiry (YYYY-MM-DD); ignored on a new cart. */
  expireDate?: string;
};

function subItems(
  row: ItemRow,
  qrdesc: string,
  descColour: string,
  stock: Map<number, PartStockRow>,
  saved: Map<string, unknown[]>,
  facts: Map<string, SubItemFacts>,
) {
  return row.parts.map((part) => {
    const figures = stock.get(Number(part.vid));
    const fact = facts.get(`${row.id}|${Number(part.vid)}`);
    return {
      sku: part.sku,
      name: part.name,
      collection: row.collection ?? '',
      qrdesc: Number(part.groupCode) === -1 ? qrdesc : '',
      desc_colour: Number(part.groupCode) === -1 ? descColour : '',
      qty: Number(part.qty) * row.qty,
      cbm: Number(figures?.cbm ?? row.cbm),
      notes: fact?.notes ?? '',
      delTags: fact?.delTags ?? [],
      // Shared by every line with this variant: the answer is serialised, never changed.
      locationQty: figures?.locationQty ?? {},
      pOrders: figures?.pOrders ?? [],
      isBackOrder: fact?.isBackOrder ?? false,
      allocation: saved.get(`${row.id}|${Number(part.vid)}`) ?? [],
    };
  });
}

export function createPosCartService(db: Database, opts: PosCartServiceOptions = {}) {
  const now = opts.now ?? (() => new Date());
  // A clock given alone sets the calendar too (quotes count their days by it).
  const today = opts.today ?? (() => nzToday(now()));

  // The shopper cart's one-minute copies of zones and places (cart/zones.ts, locations.ts).
  const zones = createZoneLookup(db);
  const locations = createLocations(db);
  const search = createItemSearch(db, { ttlMs: opts.searchTtlMs });

  /** The quote's cart (orderNo) or the staff member's open cart; locked when `tx` is given. */
  const cartOf = (staff: SignedInStaff, orderNo: string | null, tx?: Database): Promise<PosCartRef> =>
    resolveCart(db, staff, orderNo, tx);

  async function cartRow(cartId: number, handle: Database = db) {
    const [row] = await queryRows<{
      cart: Record<string, unknown>;
      coupon: Record<string, unknown> | null;
      user: Record<string, unknown> | null;
    }>(
      handle,
      sql`select to_jsonb(c) as cart,
          (select to_jsonb(k) from coupons k where c.coupon_code <> '' and upper(k.code) = upper(c.coupon_code)) as coupon,
          (select json_build_object('id', u.id, 'firstname', u.firstname, 'lastname', u.lastname, 'email', u.email, 'mobile', u.mobile,
              'organisation', u.organisation, 'billing_address', u.billing_address, 'shipping_address', u.shipping_address,
              'shipping_zip', u.shipping_zip, 'acquisition', u.acquisition, 'numQuotes', (select count(*) from orders o where o.user_id = u.id and o.kind = 'quote')::int)
            from users u where u.id = c.user_id) as "user"
        from carts c where c.id = ${cartId}`,
    );
    if (!row) throw new Refusal(404, CART_NOT_FOUND);
    return { cart: cartFromJson(row.cart), coupon: row.coupon ? couponFromJson(row.coupon) : null, user: row.user };
  }

  async function priced(cartId: number, override: { coupon?: Coupon | null } = {}, handle: Database = db) {
    const day = today();
    const { cart, coupon, user } = await cartRow(cartId, handle);
    // In a transaction: its one connection, a query at a time, and nothing from the caches.
    const [place, places, rows, allocations] =
      handle === db
        ? await Promise.all([
            zones.place(cart.zip),
            locations.places(),
            loadItemRows(db, cartId),
            savedAllocationsOf(db, cartId),
          ])
        : [
            await placeOfZip(handle, cart.zip),
            await loadPlaces(handle),
            await loadItemRows(handle, cartId),
            await savedAllocationsOf(handle, cartId),
          ];
    const used = override.coupon === undefined ? coupon : override.coupon;
    // The POS cart's buyer is its chosen customer.
    const buyer = {
      buyerId: cart.userId,
      buyerHasOrdered: await buyerHasOrdered(handle, used, { userId: cart.userId }),
    };
    return {
      cart,
      coupon: used,
      user,
      places,
      day,
      loaded: priceLoadedCart({ cart, coupon: used, rows, place, places, today: day, ...buyer, allocations }),
    };
  }

  async function limitOf(staff: Pick<SignedInStaff, 'role'>, tx: Database = db): Promise<number> {
    const [row] = await queryRows<{ max_percent: number }>(
      tx,
      sql`select max_percent from discount_limits where role = ${staff.role}`,
    );
    return Number(row?.max_percent ?? 0);
  }

  async function ownCartItem(tx: Database, cartId: number, itemId: number) {
    const [row] = await queryRows<{ id: number; sku: string; retail_cents: number }>(
      tx,
      sql`select ci.id, v.sku, v.retail_cents from cart_items ci join product_variants v on v.id = ci.variant_id
        where ci.id = ${itemId} and ci.cart_id = ${cartId}`,
    );
    if (!row) throw new Refusal(404, ITEM_NOT_FOUND);
    return row;
  }

  /** The coupon message of the cart as it stands ('' when it applies or there is none). */
  async function couponMsgOf(cartId: number): Promise<string> {
    const p = await priced(cartId);
    if (!p.cart.couponCode) return '';
    if (!p.coupon) return COUPON_NOT_FOUND;
    return p.loaded.priced.totals.couponRefusal ? COUPON_MESSAGES[p.loaded.priced.totals.couponRefusal](p.coupon) : '';
  }

  const service = {
    /** POST /pos/cart/get: the cart, and for a quote its number, expiry and print link. */
    async get(staff: SignedInStaff, orderNo: string | null): Promise<PosCartResponse> {
      // One statement reads the cart and all it shows (cart-view.ts); a staff member's first call makes the cart.
      let view = await loadPosCartView(db, orderNo ? { orderNo } : { staffId: staff.id });
      if (!view && !orderNo) view = await loadPosCartView(db, { cartId: (await cartOf(staff, null)).id });
      if (!view) throw new Refusal(404, CART_NOT_FOUND);
      const { ref, stock, saved, facts } = view;
      const day = today();
      const [place, places, hasOrdered] = await Promise.all([
        zones.place(view.cart.zip),
        locations.places(),
        buyerHasOrdered(db, view.coupon, { userId: view.cart.userId }),
      ]);
      const loaded = priceLoadedCart({
        cart: view.cart,
        coupon: view.coupon,
        rows: view.rows,
        place,
        places,
        today: day,
        buyerId: view.cart.userId,
        allocations: view.allocations,
        buyerHasOrdered: hasOrdered,
      });
      const content = cartContent({
        cart: view.cart,
        loaded,
        places,
        coupon: view.coupon,
        payments: [],
        methods: [],
        today: day,
      });
      const { rows, priced: pc } = loaded;
      // A new cart is not a quote yet: no number, expiry or print link until it is saved as one.
      const quote = ref.quote && view.quoteRow ? quoteFactsOf(ref.quote.orderNo, view.quoteRow, day) : null;
      const t = pc.totals;
      const c = view.cart;
      return {
        success: true,
        cart: {
          ...content.cart,
          orderNo: quote?.orderNo ?? null,
          user_id: c.userId,
          acquisition: c.acquisition,
          staff_id: c.staffId,
          expire_date: quote?.expireDate ?? null,
          expiresIn: quote?.expiresIn ?? null,
          // A quote's times are the quote's: made when first saved, updated when saved again.
          createdAt: quote?.createdAt ?? new Date(c.createdAt).toISOString(),
          updatedAt: quote?.updatedAt ?? new Date(c.updatedAt).toISOString(),
          auto_shippingcost: c.manualShippingCents === null ? 1 : 0,
          shippingcost_detail:
            c.manualShippingCents === null ? t.delivery : { method: 'manual', cents: c.manualShippingCents },
          assembly_cost: toDecimal(c.assemblyCents),
          rubbish_cost: toDecimal(c.rubbishCents),
          emailLog: view.emailLog,
          printQuoteUrl: quote ? await printQuoteUrl(db, quote.orderNo) : null,
          savedTotal: view.quoteRow ? toDecimal(Number(view.quoteRow.saved.grandTotal)) : null,
          figuresChanged: view.quoteRow ? figuresChanged(view.quoteRow.saved, t) : false,
        },
        ...paymentAnswer(view.payments),
        cartItems: content.cartItems.map((item, i) => {
          const row = rows[i]!;
          return {
            ...item,
            disc_type: row.disc_type ?? null,
            disc_reason: row.disc_reason ?? null,
            // The saved allocations are stored as /pos/cart/get shows them (PosAllocation).
            subItems: subItems(row, item.qrdesc, item.desc_colour, stock, saved, facts) as PosSubItem[],
          };
        }),
        // Built by cart-view.ts's statement in the shape of PosCustomer.
        customer: view.user as PosCustomer | null,
        coupon: content.coupon,
        couponMsg: content.couponMsg,
        pMethods: view.methods,
        minExpireDate: quote?.bounds.min ?? null,
        maxExpireDate: quote?.bounds.max ?? null,
        delTags: [...DELIVERY_TAGS],
        ga4Itmes: content.ga4Itmes,
        itemcount: itemCount(pc),
      };
    },

    /** POST /pos/cart/searchItems: at most ten sellable variants, by sku prefix, then the storefront's search of the words; search.ts. */
    searchItems: (str: string) => search.search(str),
    /** Forget the item search's kept answers (the catalogue changed: services/catalogue/watch.ts). */
    forgetCatalogue: () => search.clear(),

    /** POST /pos/cart/addItem: one unit of the variant `sku` (or a product's default variant). */
    async addItem(staff: SignedInStaff, orderNo: string | null, sku: string) {
      const variant = await resolveVariant(db, sku, '', '');
      const itemcount = await db.transaction(async (tx) => {
        const cart = await cartOf(staff, orderNo, tx);
        return addUnits(tx, cart.id, variant.variant_id, 1);
      });
      return { success: true as const, itemcount };
    },

    /**
     * POST /pos/cart/removeItem (our name): takes the line of `sku` out of the cart on screen, with its
     * sub-items' allocations, notes and tags (their rows go with the line). A POS cart's allocations
     * hold no stock until the order is completed (allocations.ts), so no stock row changes. The coupon
     * is checked again, as after a quantity change.
     */
    async removeItem(staff: SignedInStaff, orderNo: string | null, sku: string) {
      const { cartId, itemcount } = await db.transaction(async (tx) => {
        const cart = await cartOf(staff, orderNo, tx);
        const gone = await removeLineOf(tx, cart.id, sku);
        await touchCart(tx, cart.id);
        return { cartId: cart.id, itemcount: gone.itemcount };
      });
      return { success: true as const, itemcount, couponMsg: await couponMsgOf(cartId) };
    },

    /**
     * POST /pos/cart/updateItem: quantity as the shopper cart (never below 1), the staff discount, and
     * the sub-items' delivery notes and tags.
     * A discount beyond the role's limit uses up a manager's discount approval, in the same transaction;
     * beyond the approver's own limit too, it is refused (an admin's approval will do).
     */
    async updateItem(staff: SignedInStaff, orderNo: string | null, change: ItemUpdate) {
      const limit = await limitOf(staff);
      const cartId = await db.transaction(async (tx) => {
        const cart = await cartOf(staff, orderNo, tx);
        const cartId = cart.id;
        const item = await ownCartItem(tx, cartId, change.id);
        if (change.subItems?.length) await saveSubItemNotes(tx, item.id, change.subItems);
        if (change.discount !== undefined) {
          const result = applyDiscount({
            retailCents: Number(item.retail_cents),
            type: change.discType ?? 'percent',
            amount: change.discount,
            reason: change.discReason,
          });
          if (!result.ok) throw new Refusal(422, result.msg);
          if (result.cleared) {
            await clearLineDiscount(tx, item.id);
          } else {
            if (!withinLimit(Number(item.retail_cents), result.saleCents, limit)) {
              const used = await useApproval(
                tx,
                { approval: change.approval, type: 'discount', staffId: staff.id, managerOnly: true },
                now(),
              );
              if (!used) throw new Refusal(403, overLimitMessage(limit));
              // An approver answers only up to their own limit; beyond it an admin's PIN (the refusal
              // rolls the transaction back, so the approval stays unused).
              const approverLimit = await limitOf({ role: used.approverRole }, tx);
              if (!withinLimit(Number(item.retail_cents), result.saleCents, approverLimit))
                throw new Refusal(403, approverOverLimitMessage(approverLimit));
              // A cart with no order yet keeps the entry by its id until it is completed (adoptCartActivity).
              const changes = {
                sku: item.sku,
                each: toDecimal(result.saleCents),
                limit,
                ...(cart.quote ? {} : { cartId }),
              };
              const description = `Discounted ${item.sku} to ${formatNzd(result.saleCents)} each, beyond the ${limit}% limit`;
              await recordOrderAction(tx, {
                orderId: cart.quote?.orderId ?? null,
                causerId: staff.id,
                action: 'discount',
                description,
                approval: used,
                changes,
                now: now(),
              });
            }
            await discountLine(tx, item.id, { saleCents: result.saleCents, type: result.type, reason: result.reason });
          }
        }
        if (change.qty !== undefined || change.qtyDiff !== undefined) {
          await changeItem(tx, cartId, item.id, { qty: change.qty, qtyDiff: change.qtyDiff });
        }
        await touchCart(tx, cartId);
        return cartId;
      });
      return { success: true as const, couponMsg: await couponMsgOf(cartId) };
    },

    /** POST /pos/cart/checkDiscountLimit: whether selling `sku` at `saleCents` is within the staff member's own limit. */
    async checkDiscountLimit(staff: SignedInStaff, sku: string, saleCents: number) {
      const variant = await resolveVariant(db, sku, '', '');
      const limit = await limitOf(staff);
      if (!withinLimit(variant.retail_cents, saleCents, limit)) throw new Refusal(422, overLimitMessage(limit));
      return { success: true as const };
    },

    /** POST /pos/cart/updateBasic */
    async updateBasic(staff: SignedInStaff, orderNo: string | null, basic: BasicUpdate) {
      if (basic.zip && (!isZip(basic.zip) || !(await placeOfZip(db, basic.zip)).known))
        throw new Refusal(422, INVALID_ZIP);
      if (basic.branch !== undefined) {
        const [place] = await queryRows<{ code: string }>(
          db,
          sql`select code from locations where code = ${basic.branch} and (is_website or (is_physical and not is_third_party))`,
        );
        if (!place) throw new Refusal(422, UNKNOWN_BRANCH);
      }
      const cartId = (await cartOf(staff, orderNo)).id;
      // A new coupon code is kept only when it exists and applies to the cart now (as on the shopper cart).
      let couponMsg = '';
      let keep: string | undefined;
      const code = basic.coupon?.trim();
      if (code === '') keep = '';
      else if (code) {
        const coupon = await findCoupon(db, code);
        if (!coupon) couponMsg = COUPON_NOT_FOUND;
        else {
          const trial = await priced(cartId, { coupon });
          const refusal = trial.loaded.priced.totals.couponRefusal;
          if (refusal) couponMsg = COUPON_MESSAGES[refusal](coupon);
          else keep = coupon.code;
        }
      }
      await db.transaction(async (tx) => {
        const cart = await cartOf(staff, orderNo, tx);
        // Checked first: a date out of range refuses the whole save.
        if (cart.quote && basic.expireDate !== undefined)
          await setQuoteExpiry(tx, cart.quote, basic.expireDate, today());
        const {
          coupon: _c,
          assemblyCents: _a,
          rubbishCents: _r,
          manualShippingCents: _m,
          branch: _b,
          acquisition: _q,
          expireDate: _e,
          ...details
        } = basic;
        const baddress = basic.useSameAddress ? (basic.address ?? undefined) : basic.baddress;
        // The email is the bound customer's (read-only on the page): another one sent is not kept.
        const { email, ...rest } = details;
        await saveDetails(tx, cart.id, {
          ...rest,
          ...(cart.userId === null ? { email } : {}),
          baddress,
          couponCode: keep,
        });
        await saveCounterBasics(tx, cart.id, basic);
      });
      return { success: true as const, couponMsg: couponMsg || (await couponMsgOf(cartId)) };
    },

    /**
     * POST /v1/cart/updatePayment from the POS (a staff session and an orderNo key): the cart's payment
     * lines become `asks` after the rules; answers the cart as get does.
     */
    async updatePayment(staff: SignedInStaff, orderNo: string | null, asks: PaymentLineAsk[]) {
      await db.transaction(async (tx) => {
        const cart = await cartOf(staff, orderNo, tx);
        const grand = (await priced(cart.id, {}, tx)).loaded.priced.totals.grandTotalCents;
        await replacePaymentLines(tx, cart.id, asks, grand);
      });
      return service.get(staff, orderNo);
    },

    /** POST /v1/cart/checkPayment with a staff session: a staff method's rule; null when `code` is not one. */
    checkPayment: (code: string, amount: unknown, cusId?: number | null) => checkStaffPayment(db, code, amount, cusId),
  };
  return service;
}

export type PosCartService = ReturnType<typeof createPosCartService>;
