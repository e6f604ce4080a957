// What selling needs before the first sale: delivery zones (docs/delivery-fee.md) with the region
// each serves, the payment methods with their rules, and a few demo coupons. Rules are rows here,
// so a changed fee, a new finance provider or a new threshold is data, not code.
import type * as sales from '../schema-sales.ts';

type ZoneRow = (typeof sales.deliveryZones)['$inferInsert'];
type ZoneRegionRow = (typeof sales.deliveryZoneRegions)['$inferInsert'];
type PaymentMethodRow = (typeof sales.paymentMethods)['$inferInsert'];
type CouponRow = (typeof sales.coupons)['$inferInsert'];

/**
 * Freight is quoted per zone: the base fee covers the first cubic metre, each further cubic metre
 * costs `perCbmCents` pro rata, and a small parcel (0.15 cbm or less) goes by courier instead.
 * The distribution centres are in Auckland (DC1) and Christchurch (DC2), so the main centres near
 * them cost least and the far regions most.
 */
export const DELIVERY_ZONES: readonly ZoneRow[] = [
  {
    code: 'AKL',
    name: 'Auckland metro',
    baseCents: 7_900,
    includedCbm: '1.000',
    perCbmCents: 3_000,
    courierCents: 1_500,
    sortOrder: 1,
  },
  {
    code: 'NI-MAIN',
    name: 'North Island main centres',
    baseCents: 11_900,
    includedCbm: '1.000',
    perCbmCents: 4_500,
    courierCents: 1_900,
    sortOrder: 2,
  },
  {
    code: 'NI-REGIONAL',
    name: 'North Island regional',
    baseCents: 15_900,
    includedCbm: '1.000',
    perCbmCents: 6_000,
    courierCents: 2_500,
    sortOrder: 3,
  },
  {
    code: 'SI-MAIN',
    name: 'Canterbury and Otago',
    baseCents: 12_900,
    includedCbm: '1.000',
    perCbmCents: 4_900,
    courierCents: 1_900,
    sortOrder: 4,
  },
  {
    code: 'SI-REGIONAL',
    name: 'South Island regional',
    baseCents: 17_900,
    includedCbm: '1.000',
    perCbmCents: 6_500,
    courierCents: 2_900,
    sortOrder: 5,
  },
];

/** Every region of src/db/data/nz-postcodes.csv (the seed test checks none is left out). */
export const DELIVERY_ZONE_REGIONS: readonly ZoneRegionRow[] = [
  { region: 'Auckland', zoneCode: 'AKL' },
  { region: 'Waikato', zoneCode: 'NI-MAIN' },
  { region: 'Bay of Plenty', zoneCode: 'NI-MAIN' },
  { region: 'Wellington', zoneCode: 'NI-MAIN' },
  { region: 'Manawatu-Wanganui', zoneCode: 'NI-MAIN' },
  { region: 'Northland', zoneCode: 'NI-REGIONAL' },
  { region: 'Gisborne', zoneCode: 'NI-REGIONAL' },
  { region: "Hawke's Bay", zoneCode: 'NI-REGIONAL' },
  { region: 'Taranaki', zoneCode: 'NI-REGIONAL' },
  { region: 'Canterbury', zoneCode: 'SI-MAIN' },
  { region: 'Otago', zoneCode: 'SI-MAIN' },
  { region: 'Nelson', zoneCode: 'SI-REGIONAL' },
  { region: 'Tasman', zoneCode: 'SI-REGIONAL' },
  { region: 'Marlborough', zoneCode: 'SI-REGIONAL' },
  { region: 'West Coast', zoneCode: 'SI-REGIONAL' },
  { region: 'Southland', zoneCode: 'SI-REGIONAL' },
];

const LENDING_NOTE = 'Lending criteria, fees, terms and conditions apply. Payments shown are indicative only.';

export const PAYMENT_METHODS: readonly PaymentMethodRow[] = [
  // The storefront's: the hosted card page is the default; finance providers have their own rules.
  {
    code: 'windcave',
    name: 'Credit / Debit Card',
    kind: 'card',
    forShoppers: true,
    isDefault: true,
    icon: 'card',
    description: 'Visa, Mastercard and American Express, paid on our secure payment page.',
    sortOrder: 1,
  },
  {
    code: 'gem',
    name: 'Gem Interest Free',
    kind: 'finance',
    forShoppers: true,
    minCents: 25_000,
    months: 6,
    icon: 'gem',
    rule: 'Interest free for 6 months on purchases over $250',
    disclaimer: `Gem Visa: new customers only, $55 establishment fee and $9.99 annual account fee. ${LENDING_NOTE}`,
    description: 'Apply online in minutes; you will be taken to Gem to finish your application.',
    sortOrder: 2,
  },
  {
    code: 'q',
    name: 'Q Mastercard',
    kind: 'finance',
    forShoppers: true,
    minCents: 50_000,
    months: 12,
    icon: 'q',
    rule: 'Interest free for 12 months on purchases over $500',
    disclaimer: `Q Mastercard: $55 establishment fee for new customers, $4.50 monthly account fee. ${LENDING_NOTE}`,
    description: 'Use your Q Mastercard, or apply online before you pay.',
    sortOrder: 3,
  },
  {
    code: 'laybuy',
    name: 'Laybuy',
    kind: 'finance',
    forShoppers: true,
    minCents: 100,
    maxCents: 150_000,
    weeks: 6,
    icon: 'laybuy',
    rule: 'Six weekly interest-free payments on purchases up to $1,500',
    disclaimer: 'Late fees apply if a payment is missed. Laybuy checks your details before approving.',
    description: 'Receive it now, pay it off over six weeks.',
    sortOrder: 4,
  },
  // The counter's: terminals, finance with an application number, offline and credit.
  { code: 'veftpos', name: 'EFTPOS Terminal A', kind: 'terminal', forStaff: true, sortOrder: 10 },
  { code: 'weftpos', name: 'EFTPOS Terminal B', kind: 'terminal', forStaff: true, sortOrder: 11 },
  {
    code: 'financenow',
    name: 'Finance Now',
    kind: 'finance',
    forStaff: true,
    needsReference: true,
    minCents: 50_000,
    months: 24,
    sortOrder: 12,
  },
  { code: 'offline', name: 'Offline Payment', kind: 'offline', forStaff: true, needsReference: true, sortOrder: 13 },
  { code: 'credit', name: 'Store Credit', kind: 'credit', forStaff: true, sortOrder: 14 },
  { code: 'directcrd', name: 'Direct Credit', kind: 'offline', forStaff: true, sortOrder: 15 },
  // Not a line staff add at the checkout: an order is set to No deposit on its detail page, under a
  // manager's PIN (POST /pos/order/noDeposit).
  { code: 'no-deposit', name: 'No Deposit', kind: 'no-deposit', sortOrder: 16 },
];

/** Demo coupons, one for each way a coupon can be refused; dates count from the seed's `now`. */
export function buildCoupons(now: Date): CouponRow[] {
  const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  return [
    {
      code: 'WELCOME10',
      name: '10% off your first order over $200',
      type: 'percent',
      amount: 1000,
      minGtotalCents: 20_000,
      firstOrderOnly: true,
      enabled: true,
      useLimit: 0,
    },
    {
      code: 'FREESHIP',
      name: 'Free delivery',
      type: 'percent',
      amount: 0,
      isShipping: true,
      enabled: true,
      useLimit: 0,
    },
    {
      code: 'SAVE50',
      name: '$50 off orders over $500 (sale items excluded)',
      type: 'fixed',
      amount: 5_000,
      minGtotalCents: 50_000,
      excludeSale: true,
      enabled: true,
      useLimit: 0,
      expiry: day(365),
    },
    {
      code: 'NODEALS15',
      name: '15% off, hot deals excluded',
      type: 'percent',
      amount: 1500,
      excludeHot: true,
      enabled: true,
      useLimit: 0,
    },
    {
      code: 'SPRING20',
      name: 'Spring sale 20% off (ended)',
      type: 'percent',
      amount: 2000,
      enabled: true,
      useLimit: 0,
      expiry: day(-30),
    },
    { code: 'STAFFONLY', name: 'Retired staff coupon', type: 'percent', amount: 2500, enabled: false, useLimit: 0 },
    {
      code: 'ONCE100',
      name: '$100 off, already redeemed',
      type: 'fixed',
      amount: 10_000,
      enabled: true,
      useLimit: 1,
      useCount: 1,
    },
  ];
}
