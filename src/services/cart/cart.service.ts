// The shopper's cart: what is in it, its details, delivery and coupon, how it will be paid; plus the
// collection points and suburbs the cart page asks for. Every call takes the browser's session id; the
// signed-in shopper comes from the session's row.
import { nzToday } from '../../domain/dates.ts';
import type {
  CartAddResponse,
  CartContentResponse,
  CartLocation,
  PaymentCalculatorResponse,
} from '../../contract/cart.ts';
import type { Database } from '../../db/client.ts';
import { cartDataLayer, klaviyoCartEvent } from '../../domain/cart-analytics.ts';
import { COUPON_MESSAGES, COUPON_NOT_FOUND } from '../../domain/coupons.ts';
import { canPay, cannotPayMessage } from '../../domain/finance-plan.ts';
import { type AddressLookup, type AddressPlace, createAddressLookup } from '../../integrations/address/index.ts';
import { analyticsItem, cartContent } from './content.ts';
import { buyerHasOrdered, findCoupon } from './coupons.ts';
import { type CartDetails, saveDetails, savePayment } from './details.ts';
import {
  type ItemChange,
  type VariantFound,
  CART_GONE,
  addUnits,
  changeItem,
  removeLine,
  resolveVariant,
} from './items.ts';
import { loadItemRows } from './lines.ts';
import { type LocationFilter, createLocations } from './locations.ts';
import { type FindOptions, type FoundCart, ensureCart, findCart } from './lookup.ts';
import { mergeOnSignIn } from './merge.ts';
import { wishlistSkus } from './wishitems.ts';
import { amountCents, createPaymentMethods } from './payment-methods.ts';
import { type LoadedCart, priceLoadedCart } from './priced.ts';
import { addToShopperCart } from './quick-add.ts';
import {
  ADDRESS_NOT_FOUND,
  INVALID_ZIP,
  ITEM_NOT_FOUND,
  NOT_A_COLLECTION_POINT,
  ONE_PAYMENT_METHOD,
  PRODUCT_NOT_FOUND,
  SOLD_OUT_ITEM,
} from './refusal.ts';
import { type Suburb, createSuburbSearch } from './suburbs.ts';
import { Refusal } from '../../domain/refusal.ts';
import { createZoneLookup, isZip } from './zones.ts';

export { ITEM_NOT_FOUND, INVALID_ZIP, MAX_LINES, SOLD_OUT_ITEM, tooManyLines } from './refusal.ts';
export { identifyShopper, openCartId } from './lookup.ts';
export { mergeOnSignIn } from './merge.ts';
// The wishlist (services/wishlist) moves a line out of the cart and names its item as analytics do.
export { findCart } from './lookup.ts';
export { removeLine as removeLineOf } from './items.ts';
export { analyticsItem as toAnalyticsItem } from './content.ts';
export { wishlistSkus } from './wishitems.ts';
export { priceForCheckout } from './priced.ts';
export type { CartDetails } from './details.ts';
export type { ItemChange } from './items.ts';
export type { LocationFilter } from './locations.ts';
export type { Suburb } from './suburbs.ts';
export type { CartIdentity, PricedCart, PricedLine } from './types.ts';
// The shopper cart's pieces the POS cart (services/pos-cart) and the catalogue build on.
export { cartContent, itemCount } from './content.ts';
export { buyerHasOrdered, findCoupon } from './coupons.ts';
export { saveDetails } from './details.ts';
export { addUnits, changeItem, resolveVariant } from './items.ts';
export { type AllocationWay, type ItemRow, itemRowsSelect, loadItemRows, loadPlaces } from './lines.ts';
export { createLocations } from './locations.ts';
export { createPaymentMethods, type StaffMethod, shopperMethodList, staffMethods } from './payment-methods.ts';
export { priceLoadedCart } from './priced.ts';
export { createZoneLookup, isZip, placeOfZip } from './zones.ts';
// Carts are written only here (one-writer.test.ts): the others ask for these steps in their own transaction.
export * from './writes.ts';
export { restoreCart } from './restore-cart.ts';

/** Default cart branch: an online cart sells for the website. */
export const DEFAULT_BRANCH = 'WEB';

export interface CartServiceOptions {
  /** Today's date in New Zealand, YYYY-MM-DD (tests fix it; coupons expire and ETAs count by it). */
  today?: () => string;
  /** Street-address provider; by default the one ADDRESS_PROVIDER names (none). */
  addressLookup?: AddressLookup;
}

export interface PaymentLineInput {
  gateway: string;
  name?: string;
  amount: unknown;
}

export function createCartService(db: Database, opts: CartServiceOptions = {}) {
  const today = opts.today ?? (() => nzToday());
  const zones = createZoneLookup(db);
  const methods = createPaymentMethods(db);
  const places = createLocations(db);
  const suburbs = createSuburbSearch(db);
  const addressLookup = opts.addressLookup ?? createAddressLookup();

  /** The session's cart; an anonymous cart left over after sign-in joins the account's first. */
  async function current(sessionId: string, find: FindOptions = {}): Promise<FoundCart> {
    const found = await findCart(db, sessionId, find);
    if (found.strayCartId === null || found.ident.userId === null) return found;
    await mergeOnSignIn(db, sessionId, found.ident.userId);
    return findCart(db, sessionId, find);
  }

  async function loaded(found: FoundCart, day: string): Promise<LoadedCart | null> {
    if (!found.cart) return null;
    const [place, placeList, rows, hasOrdered] = await Promise.all([
      zones.place(found.cart.zip),
      places.places(),
      found.items ?? loadItemRows(db, found.cart.id),
      // A guest's email is checked at COMPLETE PURCHASE only: the cart page tells a stranger nothing of it.
      buyerHasOrdered(db, found.coupon, { userId: found.ident.userId }),
    ]);
    return priceLoadedCart({
      cart: found.cart,
      coupon: found.coupon,
      rows,
      place,
      places: placeList,
      today: day,
      buyerId: found.ident.userId,
      buyerHasOrdered: hasOrdered,
    });
  }

  async function contentOf(found: FoundCart | null): Promise<CartContentResponse> {
    const day = today();
    const userId = found?.ident.userId ?? null;
    const [priced, list, placeList, wishitems] = await Promise.all([
      found ? loaded(found, day) : null,
      methods.list(),
      places.places(),
      userId === null ? [] : wishlistSkus(db, userId),
    ]);
    return cartContent({
      wishitems,
      cart: found?.cart ?? null,
      loaded: priced,
      places: placeList,
      coupon: found?.coupon ?? null,
      payments: found?.payments ?? [],
      methods: list,
      today: day,
    });
  }

  const reload = async (sessionId: string) => contentOf(await current(sessionId, { items: true }));

  /** A zip the cart can deliver to: four digits of a postcode we know. */
  async function checkZip(zip: string): Promise<void> {
    if (!isZip(zip) || !(await zones.place(zip)).known) throw new Refusal(422, INVALID_ZIP);
  }

  return {
    /** GET /v1/cart/content. No session or no cart yet is an empty cart, not an error. */
    content(sessionId: string | null): Promise<CartContentResponse> {
      return sessionId ? reload(sessionId) : contentOf(null);
    },

    /**
     * POST /v1/cart/add: the cart is created on the first add, with the delivery zip the shopper
     * gave while browsing (the storefront's postcode cookie) when it is a postcode we know.
     */
    async add(
      sessionId: string,
      input: { sku: string; sizeCode: string; colourCode: string; qty: number },
      opts: { postcode?: string } = {},
    ): Promise<CartAddResponse> {
      const quick = await addToShopperCart(db, sessionId, input);
      let variant: VariantFound;
      let itemcount: number;
      switch (quick.kind) {
        case 'added':
          ({ variant, itemcount } = quick);
          break;
        case 'no-product':
          throw new Refusal(404, PRODUCT_NOT_FOUND);
        case 'sold-out':
          throw new Refusal(409, SOLD_OUT_ITEM);
        case 'gone':
          throw new Refusal(409, CART_GONE);
        case 'new-line':
          variant = quick.variant;
          itemcount = await addUnits(db, quick.cartId, variant.variant_id, input.qty);
          break;
        case 'no-cart': {
          const zip = isZip(opts.postcode) && (await zones.place(opts.postcode)).known ? opts.postcode : '';
          variant = quick.variant;
          itemcount = await addUnits(db, await ensureCart(db, quick.ident, { zip }), variant.variant_id, input.qty);
          break;
        }
        case 'stray': {
          variant = await resolveVariant(db, input.sku, input.sizeCode, input.colourCode);
          // Refused before the carts are joined: a refused add writes nothing.
          if (variant.sold_out) throw new Refusal(409, SOLD_OUT_ITEM);
          const found = await current(sessionId);
          itemcount = await addUnits(
            db,
            found.cart?.id ?? (await ensureCart(db, found.ident)),
            variant.variant_id,
            input.qty,
          );
          break;
        }
      }
      const item = analyticsItem(variant, variant.sale_cents ?? variant.retail_cents, input.qty);
      return {
        success: true,
        itemcount,
        datalayer_ga4: cartDataLayer('add_to_cart', item),
        datalayer_klaviyo: klaviyoCartEvent('add_to_cart', item, itemcount),
      };
    },

    /**
     * POST /v1/cart/addSet: every item is found and can be had before anything is written, and the
     * lines are added in one transaction, so a cap reached by any of them leaves the cart as it was.
     */
    async addSet(
      sessionId: string,
      lines: { sku: string; qty: number }[],
      opts: { postcode?: string } = {},
    ): Promise<CartAddResponse> {
      const variants = await Promise.all(lines.map((line) => resolveVariant(db, line.sku, '', '')));
      const soldOut = variants.filter((v) => v.sold_out).map((v) => v.name);
      if (soldOut.length > 0) throw new Refusal(409, SOLD_OUT_ITEM, { soldOutItems: soldOut });
      const found = await current(sessionId);
      const zip = isZip(opts.postcode) && (await zones.place(opts.postcode)).known ? opts.postcode : '';
      const itemcount = await db.transaction(async (tx) => {
        const cartId = found.cart?.id ?? (await ensureCart(tx, found.ident, { zip }));
        let count = 0;
        for (const [i, v] of variants.entries()) count = await addUnits(tx, cartId, v.variant_id, lines[i]!.qty);
        return count;
      });
      const items = variants.map((v, i) => analyticsItem(v, v.sale_cents ?? v.retail_cents, lines[i]!.qty));
      return {
        success: true,
        itemcount,
        datalayer_ga4: cartDataLayer('add_to_cart', items),
        // Klaviyo's metric names one item: the set's first, the mattress.
        datalayer_klaviyo: klaviyoCartEvent('add_to_cart', items[0]!, itemcount),
      };
    },

    /** POST /v1/cart/remove: `sku` is the cart item's (variant) sku. */
    async remove(sessionId: string, sku: string): Promise<CartAddResponse> {
      const found = await current(sessionId);
      if (!found.cart) throw new Refusal(404, ITEM_NOT_FOUND);
      const gone = await removeLine(db, found.cart.id, sku);
      const item = analyticsItem(gone, gone.each_cents, gone.qty);
      return {
        success: true,
        itemcount: gone.itemcount,
        datalayer_ga4: cartDataLayer('remove_from_cart', item),
        datalayer_klaviyo: klaviyoCartEvent('remove_from_cart', item, gone.itemcount),
      };
    },

    /** POST /v1/cart/updateItem: a row of this cart only; answers the cart as content does. */
    async updateItem(sessionId: string, itemId: number, change: ItemChange): Promise<CartContentResponse> {
      if (change.pickLocation && !(await places.isCollectionPoint(change.pickLocation))) {
        throw new Refusal(422, NOT_A_COLLECTION_POINT);
      }
      const found = await current(sessionId);
      if (!found.cart) throw new Refusal(404, ITEM_NOT_FOUND);
      await changeItem(db, found.cart.id, itemId, change);
      return reload(sessionId);
    },

    /** POST /v1/cart/zip: four digits of a known postcode; answers the cart with its new delivery fee. */
    async setZip(sessionId: string, zip: string): Promise<CartContentResponse & { zip: string }> {
      await checkZip(zip);
      const found = await current(sessionId);
      if (found.cart) await saveDetails(db, found.cart.id, { zip });
      return { ...(await reload(sessionId)), zip };
    },

    /**
     * POST /v1/cart/updateBasic. A new coupon code is kept only when it exists and applies to the
     * cart now; otherwise couponMsg says why and the cart keeps what it had.
     */
    async updateBasic(sessionId: string, details: CartDetails): Promise<CartContentResponse> {
      if (details.zip) await checkZip(details.zip);
      const found = await current(sessionId);
      const cartId = found.cart?.id ?? (await ensureCart(db, found.ident));
      const { couponCode, ...rest } = details;
      let couponMsg = '';
      let keep: string | undefined;
      const code = couponCode?.trim();
      if (code === '') keep = '';
      else if (code && code.toUpperCase() !== (found.cart?.couponCode ?? '').toUpperCase()) {
        const coupon = await findCoupon(db, code);
        if (!coupon) couponMsg = COUPON_NOT_FOUND;
        else {
          const day = today();
          const cart = found.cart ?? (await findCart(db, sessionId)).cart!;
          const zip = rest.zip ?? cart.zip;
          const [place, placeList, rows, hasOrdered] = await Promise.all([
            zones.place(zip),
            places.places(),
            loadItemRows(db, cartId),
            buyerHasOrdered(db, coupon, { userId: found.ident.userId }),
          ]);
          const trial = priceLoadedCart({
            cart: { ...cart, zip },
            coupon,
            rows,
            place,
            places: placeList,
            today: day,
            buyerId: found.ident.userId,
            buyerHasOrdered: hasOrdered,
          }).priced;
          if (trial.totals.couponRefusal) couponMsg = COUPON_MESSAGES[trial.totals.couponRefusal](coupon);
          else keep = coupon.code;
        }
      }
      await saveDetails(db, cartId, { ...rest, couponCode: keep });
      const content = await reload(sessionId);
      return couponMsg ? { ...content, couponMsg } : content;
    },

    /** POST /v1/cart/checkPayment */
    checkPayment: (code: string, amount: unknown) => methods.checkPayment(code, amount),

    /** POST /v1/cart/updatePayment: the shopper pays with one method, for the cart's grand total. */
    async updatePayment(sessionId: string, lines: PaymentLineInput[]): Promise<CartContentResponse> {
      if (lines.length > 1) throw new Refusal(422, ONE_PAYMENT_METHOD);
      const line = lines[0];
      const method = line ? await methods.method(line.gateway) : null;
      if (line) amountCents(line.amount);
      const found = await current(sessionId);
      const cartId = found.cart?.id ?? (await ensureCart(db, found.ident));
      if (!method) {
        await savePayment(db, cartId, null);
        return reload(sessionId);
      }
      const grand = (await loaded(found, today()))?.priced.totals.grandTotalCents ?? 0;
      if (grand > 0 && !canPay(method, grand)) throw new Refusal(422, cannotPayMessage(method.name, grand));
      await savePayment(db, cartId, { gateway: method.code, name: method.name, amountCents: grand });
      return reload(sessionId);
    },

    /** POST /v1/cart/paymentcalculator */
    paymentCalculator: (amount: unknown): Promise<PaymentCalculatorResponse> => methods.calculator(amount, today()),

    /** GET /v1/store/getLocations */
    locations: (filter: LocationFilter): Promise<CartLocation[]> => places.list(filter),

    /** The branch the shopper's cart belongs to (WEB unless staff moved it); WEB with no cart. */
    async branch(sessionId: string | null): Promise<string> {
      if (!sessionId) return DEFAULT_BRANCH;
      return (await findCart(db, sessionId)).cart?.branch || DEFAULT_BRANCH;
    },

    /** GET /v1/suburb */
    suburbs: (term: string): Promise<Suburb[]> => suburbs.find(term),

    /** Street addresses from the configured provider; null when there is none (the address is free text). */
    suggestAddresses: (term: string, session?: string) => addressLookup.suggest(term, session),
    /** GET /v1/address/place: the picked address with its postcode; 404 when the provider does not know it or fails. */
    async addressPlace(id: string, session?: string, onFailure?: (err: unknown) => void): Promise<AddressPlace> {
      // A provider that fails leaves the shopper the address as suggested, to finish by hand.
      const place = await addressLookup.place(id, session).catch((err: unknown) => {
        onFailure?.(err);
        return null;
      });
      if (!place) throw new Refusal(404, ADDRESS_NOT_FOUND);
      return place;
    },
    addressProvider: addressLookup.kind,

    /** The signed-in shopper's sign-in: their anonymous cart joins their account's. */
    mergeOnSignIn: (sessionId: string, userId: number) => mergeOnSignIn(db, sessionId, userId),

    /** Forget cached zones, payment methods and places (after they are edited). */
    refresh(): void {
      zones.clear();
      methods.clear();
      places.clear();
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
