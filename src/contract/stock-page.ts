// A product's stock as the back office reads it (/pos/catalogue/{productId}/stock) and a manager's
// adjustment of a count by hand: GET /pos/stock/ledger (any staff) and POST /pos/stock/adjust (under a
// manager's PIN approval of type 'stock_adjust'). The reading is services/stock-page/; every change of
// stock is the stock module's (services/stock/on-hand.ts changeOnHand).
import { z } from 'zod';
import { sku } from './catalogue.ts';

import {
  ADJUST_REASONS,
  type AdjustReason,
  BIN_REQUIRED,
  CHANGE_FORMAT,
  type LedgerKind,
  MAX_ADJUST_NOTE,
  MAX_ADJUST_UNITS,
  NOTE_REQUIRED,
  NOTE_TOO_LONG,
  PAGE_FORMAT,
  PLACE_FORMAT,
  REASON_REQUIRED,
} from './stock-words.ts';

// The words and lists, for the server's callers; the page imports them from stock-words.ts itself.
export * from './stock-words.ts';

const placeCode = z
  .string({ message: PLACE_FORMAT })
  .max(40, PLACE_FORMAT)
  .transform((v) => v.trim().toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9_-]{1,20}$/, PLACE_FORMAT));

/** GET /pos/stock/ledger?sku&location&page: a SKU's ledger, newest first; all places when no location. */
export const stockLedgerRequest = z.object({
  sku,
  location: z
    .union([z.literal(''), placeCode])
    .optional()
    .transform((v) => v || null),
  page: z
    .union([z.number(), z.string().max(12)], { message: PAGE_FORMAT })
    .optional()
    .default(1)
    .transform((v) => (typeof v === 'string' && v.trim() === '' ? 1 : Number(v)))
    .pipe(z.number({ message: PAGE_FORMAT }).int(PAGE_FORMAT).min(1, PAGE_FORMAT).max(100_000, PAGE_FORMAT)),
});
export type StockLedgerQuery = z.output<typeof stockLedgerRequest>;

/** One row of the ledger as the call answers it. */
export interface StockLedgerRow {
  /** When, ISO 8601. */
  at: string;
  kind: LedgerKind;
  on_hand_change: number;
  allocated_change: number;
  /** The bin's code, or null when no bin moved (an allocation). */
  bin: string | null;
  /** Who, as the POS names staff ("Mere Manager"), or null (the seed, a web sale). */
  staff: string | null;
  order_no: string | null;
  po_no: string | null;
  note: string;
  /** Beyond the call's fields: the place, the SKU and an adjustment's reason. */
  location: string;
  sku: string;
  reason: AdjustReason | null;
}

export interface StockLedgerResponse {
  success: true;
  /** The SKU's on-hand and allocated units at the place (or summed over every place). */
  onHand: number;
  allocated: number;
  /** Rows of the ledger for the SKU and place, over every page. */
  total: number;
  page: number;
  rows: StockLedgerRow[];
}

const whole = z
  .union([z.number(), z.string().max(12)], { message: CHANGE_FORMAT })
  .transform((v) => (typeof v === 'string' ? v.trim() : v))
  .pipe(
    z.union(
      [
        z.number(),
        z
          .string()
          .regex(/^[+-]?\d{1,6}$/, CHANGE_FORMAT)
          .transform(Number),
      ],
      {
        message: CHANGE_FORMAT,
      },
    ),
  )
  .pipe(
    z
      .number()
      .int(CHANGE_FORMAT)
      .min(-MAX_ADJUST_UNITS, CHANGE_FORMAT)
      .max(MAX_ADJUST_UNITS, CHANGE_FORMAT)
      .refine((n) => n !== 0, CHANGE_FORMAT),
  );

/** POST /pos/stock/adjust: units into (+) or out of (-) a bin at a place, for a reason, under a manager's PIN. */
export const stockAdjustRequest = z
  .object({
    sku,
    location: placeCode,
    bin: z
      .string({ message: BIN_REQUIRED })
      .max(40, BIN_REQUIRED)
      .transform((v) => v.trim())
      .pipe(z.string().min(1, BIN_REQUIRED)),
    change: whole,
    reason: z.enum(ADJUST_REASONS, { message: REASON_REQUIRED }),
    note: z
      .string({ message: NOTE_TOO_LONG })
      .max(MAX_ADJUST_NOTE * 2, NOTE_TOO_LONG)
      .optional()
      .default('')
      .transform((v) => v.trim())
      .pipe(z.string().max(MAX_ADJUST_NOTE, NOTE_TOO_LONG)),
    approval: z.string().max(200).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.reason === 'other' && v.note === '') ctx.addIssue({ code: 'custom', path: ['note'], message: NOTE_REQUIRED });
  });
export type StockAdjustAsk = z.output<typeof stockAdjustRequest>;

export interface StockAdjustResponse {
  success: true;
  msg: string;
  /** The place's figures after the adjustment. */
  free: number;
  onHand: number;
}

// ---------------------------------------------------------------- the stock page

/** A variant's figures at one place, as the POS allocation modal's stock table shows them. */
export interface PlaceStock {
  code: string;
  name: string;
  free: number;
  clr: number;
  alloc: number;
  nons: number;
  on_hand: number;
  /** Bins at the place holding units of the variant, by code. */
  bins: { code: string; qty: number }[];
}

/** An open purchase order's line of a variant: what is still to come and how much orders already have. */
export interface OnOrderLine {
  poNumber: string;
  location: string;
  /** Expected at the distribution centre, YYYY-MM-DD. */
  eta: string;
  toCome: number;
  allocated: number;
}

export interface VariantStock {
  id: number;
  sku: string;
  /** The cell's words ("Queen · Oak"), '' for a product with one cell. */
  label: string;
  places: PlaceStock[];
  onOrder: OnOrderLine[];
}

/** A bundle's component, whose stock the bundle sells. */
export interface BundlePart {
  bundleSku: string;
  sku: string;
  name: string;
  productId: number;
  qty: number;
}

export interface StockPageData {
  product: { id: number; name: string; isBundle: boolean };
  variants: VariantStock[];
  components: BundlePart[];
  /** The physical places, for the filter and the adjust modal. */
  places: { code: string; name: string }[];
  ledger: StockLedgerResponse;
  filter: { sku: string | null; location: string | null };
}
