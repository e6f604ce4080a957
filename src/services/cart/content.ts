// GET /v1/cart/content: the cart as the cart page and the side cart show it, with the field
// names they read (contract/cart.ts). Money leaves here as decimal strings.
import type { CartContentResponse, ShopperCart, ShopperCartItem } from '../../contract/cart.ts';
import type { CartTotals } from '../../domain/cart-pricing.ts';
import type { Coupon } from '../../domain/coupons.ts';
import { type AnalyticsItem, ga4CartItem } from '../../domain/cart-analytics.ts';
import { lineStockNote } from '../../domain/cart-eta.ts';
import { gstOf, toDecimal } from '../../domain/money.ts';
import { productImageUrl } from '../../domain/product-images.ts';
import { couponMessage } from './coupons.ts';
import { type ItemRow, type Places, type RowStock, etaTexts } from './lines.ts';
import type { PaymentLineRecord } from './lookup.ts';
import { type ShopperMethod, shopperMethodList } from './payment-methods.ts';
import type { CartRecord } from '../../db/records.ts';
import type { LoadedCart } from './priced.ts';
import type { PricedCart, PricedLine } from './types.ts';

/** Shipping method codes: delivered by freight, collected, delivered by courier. */
export type ShipCode = 'DEL' | 'PCK' | 'COU';

/** The methods in use, as the comma list of the cart's `shipmethod`: delivered items go DEL, or COU when the courier takes them. */
export function shipmethodList(priced: Pick<PricedCart, 'lines' | 'totals'>): string {
  const codes: ShipCode[] = [];
  if (priced.lines.some((l) => l.shipmethod === 'DEL'))
    codes.push(priced.totals.delivery.method === 'COU' ? 'COU' : 'DEL');
  if (priced.lines.some((l) => l.shipmethod === 'PCK')) codes.push('PCK');
  return codes.join(',');
}

function shopperCart(cart: CartRecord | null, priced: PricedCart | null): ShopperCart {
  const t: Partial<CartTotals> = priced?.totals ?? {};
  const money = (cents: number | undefined) => toDecimal(cents ?? 0);
  return {
    id: cart?.id ?? 0,
    firstname: cart?.firstname ?? '',
    lastname: cart?.lastname ?? '',
    company: cart?.company ?? '',
    email: cart?.email ?? '',
    mobile: cart?.mobile ?? '',
    address: cart?.address ?? '',
    zip: cart?.zip ?? '',
    baddress: cart?.baddress ?? '',
    shipmethod: priced ? shipmethodList(priced) : '',
    shippingcost: money(t.shippingCents),
    subtotal: money(t.subtotalCents),
    taxamount: money(t.taxCents),
    includingtax: money(t.grandTotalCents),
    item_dis: money(t.itemDiscountCents),
    coupon_dis: money(t.couponDiscountCents),
    discamt: money(t.discountCents),
    grandtotal: money(t.grandTotalCents),
    coupon: cart?.couponCode ?? '',
    comment: cart?.comment ?? '',
    agree_terms: cart?.agreeTerms ? 1 : 0,
    newsletter: cart?.newsletter ? 1 : 0,
    totalcbm: (t.totalCbm ?? 0).toFixed(3),
    eta_padding: cart?.etaPadding ?? 0,
    branch: cart?.branch ?? 'WEB',
    useSameAddress: cart && !cart.useSameAddress ? 0 : 1,
    // Extra fields (allowed by the contract) the page finds handy.
    ...{ payment_method: cart?.paymentMethod ?? '', itemcount: priced ? itemCount(priced) : 0 },
  };
}

export function itemCount(priced: Pick<PricedCart, 'lines'>): number {
  return priced.lines.reduce((n, l) => n + l.qty, 0);
}

function cartItem(
  row: ItemRow,
  line: PricedLine,
  stock: RowStock,
  places: Places,
  cart: CartRecord,
  today: string,
): ShopperCartItem {
  const rowCents = line.eachCents * line.qty;
  const free = stock.position.free;
  const options = [
    row.x_value ? `${row.x_label || 'Option'}: ${row.x_value}` : '',
    row.y_value && row.y_label && !/colou?r/i.test(row.y_label) ? `${row.y_label}: ${row.y_value}` : '',
  ].filter(Boolean);
  const pick = row.pick_location ? places.get(row.pick_location) : undefined;
  return {
    id: row.id,
    sku: row.sku,
    url: `/p/${row.url}`,
    thumb: productImageUrl(row.shape, row.ysel, 1),
    collection: row.collection ?? '',
    qrdesc: options.join(', '),
    desc_colour: row.colour || (row.y_value ?? ''),
    stock: free,
    qty: line.qty,
    rowpriceinc: toDecimal(rowCents),
    rowtaxamount: toDecimal(gstOf(rowCents)),
    eachpriceinc: toDecimal(line.eachCents),
    eachpriceorg: toDecimal(line.retailCents),
    price_sale: toDecimal(line.saleCents),
    shipmethod: line.shipmethod,
    pick_location: line.pickLocation,
    ...etaTexts(row, stock, today, cart.etaPadding),
    name: row.name,
    outOfStock: free < line.qty,
    stock_note: lineStockNote(stock.position, line.qty),
    // The chosen collection point, for the COLLECT radio's text.
    ...{ pick_name: pick?.name ?? '', pick_address: pick?.address ?? '' },
  };
}

export interface ContentInput {
  cart: CartRecord | null;
  loaded: LoadedCart | null;
  places: Places;
  /** The coupon row of the cart's code (null when it has none or the code is unknown). */
  coupon: Coupon | null;
  payments: PaymentLineRecord[];
  methods: ShopperMethod[];
  today: string;
  /** The signed-in shopper's wishlist skus (cart/wishitems.ts); none for a visitor. */
  wishitems?: string[];
}

export function cartContent({
  wishitems = [],
  cart,
  loaded,
  places,
  coupon,
  payments,
  methods,
  today,
}: ContentInput): CartContentResponse {
  const shown = cart && loaded ? { cart, ...loaded } : null;
  const priced = shown?.priced ?? null;
  return {
    success: true,
    cart: shopperCart(cart, priced),
    payments: payments.map((p) => ({ gateway: p.gateway, name: p.name, amount: toDecimal(p.amountCents) })),
    cartItems: shown
      ? shown.rows.map((row, i) => cartItem(row, shown.priced.lines[i]!, shown.stocks[i]!, places, shown.cart, today))
      : [],
    wishitems,
    // The coupon's name; the code is the cart's `coupon`.
    coupon: cart?.couponCode && coupon ? coupon.name : '',
    couponMsg: shown ? couponMessage(shown.cart.couponCode, coupon, shown.priced.totals) : '',
    pMethods: shopperMethodList(methods, priced?.totals.grandTotalCents ?? 0, today),
    ga4Itmes: shown
      ? shown.rows.map((row, i) => ({
          ...ga4CartItem(analyticsItem(row, shown.priced.lines[i]!.eachCents, shown.priced.lines[i]!.qty), i),
        }))
      : [],
    itemcount: priced ? itemCount(priced) : 0,
  };
}

/** An item row in the words analytics use. */
export function analyticsItem(
  row: Pick<ItemRow, 'sku' | 'name' | 'collection' | 'category' | 'colour' | 'url' | 'shape' | 'ysel'>,
  eachCents: number,
  qty: number,
): AnalyticsItem {
  return {
    sku: row.sku,
    name: row.name,
    collection: row.collection ?? '',
    category: row.category ?? '',
    variant: row.colour,
    eachCents,
    qty,
    url: `/p/${row.url}`,
    image: productImageUrl(row.shape, row.ysel, 1),
  };
}
