// Prices a cart in integer cents: rows, direct (item) discounts, the coupon, the delivery fee and
// GST. Used by the shopper's cart and the POS cart alike; the POS adds assembly and rubbish fees.
import { applyCoupon, type Coupon, type CouponRefusal } from './coupons.ts';
import { type DeliveryQuote, type DeliveryZone, type SubItemWays, deliveredPart, deliveryFee } from './delivery-fee.ts';
import { gstOf } from './money.ts';

export interface PricingLine {
  qty: number;
  /** Retail price per unit (eachpriceorg). */
  retailCents: number;
  /** Price per unit before any direct discount: the sale price when on sale (price_sale). */
  saleCents: number;
  /** Price per unit actually charged (eachpriceinc): saleCents less a direct discount. */
  eachCents: number;
  shipmethod: 'DEL' | 'PCK';
  /** Volume of one unit. */
  cbm: number;
  isHotDeal: boolean;
  isOnSale: boolean;
  /** POS: the line's sub-items with their allocations, which decide what is delivered (delivery-fee.ts deliveredPart). */
  subItems?: SubItemWays[];
}

export interface CartTotals {
  subtotalCents: number;
  itemDiscountCents: number;
  couponDiscountCents: number;
  discountCents: number;
  shippingCents: number;
  delivery: DeliveryQuote;
  assemblyCents: number;
  rubbishCents: number;
  grandTotalCents: number;
  taxCents: number;
  totalCbm: number;
  couponRefusal: CouponRefusal | null;
  freeShipping: boolean;
}

export interface PricingInput {
  lines: PricingLine[];
  zip: string;
  zone: DeliveryZone | null;
  coupon: Coupon | null;
  todayNz: string;
  /** Who is buying (users.id), for a coupon tied to one customer (coupons.ts couponUsable); null or absent: nobody signed in. */
  buyerId?: number | null;
  /** Whether the buyer has a placed order, for a first-order coupon (couponUsable); null or absent: not known. */
  buyerHasOrdered?: boolean | null;
  /** POS: a manual delivery fee replaces the automatic one. */
  manualShippingCents?: number | null;
  assemblyCents?: number;
  rubbishCents?: number;
}

export function rowCents(line: Pick<PricingLine, 'eachCents' | 'qty'>): number {
  return line.eachCents * line.qty;
}

export function priceCart(input: PricingInput): CartTotals {
  const lines = input.lines;
  const subtotalCents = lines.reduce((s, l) => s + l.saleCents * l.qty, 0);
  const itemsCents = lines.reduce((s, l) => s + rowCents(l), 0);
  const itemDiscountCents = subtotalCents - itemsCents;
  const delivered = lines.map(deliveredPart);
  const deliveredCbm = round3(delivered.reduce((s, d) => s + d.cbm, 0));
  const totalCbm = round3(lines.reduce((s, l) => s + l.cbm * l.qty, 0));
  const delivery = deliveryFee({
    zone: input.zone,
    zip: input.zip,
    deliveredCbm,
    deliveredUnits: delivered.reduce((s, d) => s + d.units, 0),
  });
  const autoShipping = delivery.feeCents;
  const shippingBefore = input.manualShippingCents ?? autoShipping;
  const assemblyCents = input.assemblyCents ?? 0;
  const rubbishCents = input.rubbishCents ?? 0;

  let couponDiscountCents = 0;
  let freeShipping = false;
  let couponRefusal: CouponRefusal | null = null;
  if (input.coupon) {
    const result = applyCoupon(
      input.coupon,
      lines.map((l) => ({ rowCents: rowCents(l), isHotDeal: l.isHotDeal, isOnSale: l.isOnSale })),
      itemsCents + shippingBefore,
      input.todayNz,
      input.buyerId ?? null,
      input.buyerHasOrdered ?? null,
    );
    couponDiscountCents = result.discountCents;
    freeShipping = result.freeShipping;
    couponRefusal = result.refusal;
  }
  const shippingCents = freeShipping ? 0 : shippingBefore;
  const grandTotalCents = Math.max(0, itemsCents - couponDiscountCents + shippingCents + assemblyCents + rubbishCents);
  return {
    subtotalCents,
    itemDiscountCents,
    couponDiscountCents,
    discountCents: itemDiscountCents + couponDiscountCents,
    shippingCents,
    delivery,
    assemblyCents,
    rubbishCents,
    grandTotalCents,
    taxCents: gstOf(grandTotalCents),
    totalCbm,
    couponRefusal,
    freeShipping,
  };
}

function round3(n: number): number {
  return Math.round(n * 1000) / 1000;
}
