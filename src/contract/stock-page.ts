// A product's stock as the back office reads it (/pos/catalogue/{productId}/stock) and a manager's
// adjustment of a count by hand: GET /pos/stock/ledger (any staff) and POST /pos/stock/adjust (under a
// manager's PIN approval of type 'stock_adjust'). The reading is services/stock-page/; every change of
// stock is the stock module's (services/stock/on-hand.ts changeOnHand).
import { z } from 'zod';
import { sku } from './catalogue.ts';

/** Why a manager adjusts a count by hand (the ledger's reasons: db/schema-supply.ts ADJUSTMENT_REASONS). */
export const ADJUST_REASONS = ['damaged', 'found', 'sold_elsewhere', 'correction', 'other'] as const;
export type AdjustReason = (typeof ADJUST_REASONS)[number];
/** What moved stock (the ledger's kinds: db/schema-supply.ts STOCK_LEDGER_KINDS). */
export const LEDGER_KINDS = [
  'opening',
  'allocated',
  'released',
  'dispatched',
  'received',
  'adjusted',
  'transfer_out',
  'transfer_in',
  'counted',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const STOCK_LEDGER_PAGE_SIZE = 20;
export const MAX_ADJUST_NOTE = 500;
/** More than any shop holds of one thing in one bin: a typo, not a count. */
export const MAX_ADJUST_UNITS = 100_000;

// Ours: the specs name no messages for stock.
export const NO_SUCH_SKU = 'The SKU does not exist';
export const NO_SUCH_PLACE = 'The place does not exist';
export const PAGE_FORMAT = 'The page is a whole number from 1';
export const PLACE_FORMAT = 'Please choose a place';
export const BIN_REQUIRED = 'Please enter a bin';
export const CHANGE_FORMAT = `The change is a whole number of units, + or -, not 0 (at most ${MAX_ADJUST_UNITS.toLocaleString('en-NZ')})`;
export const REASON_REQUIRED = 'Please choose a reason';
export const NOTE_REQUIRED = 'Please say why in the note';
export const NOTE_TOO_LONG = `The note can be at most ${MAX_ADJUST_NOTE} characters`;
export const BUNDLE_NOT_ADJUSTED = "A bundle's stock is its components': adjust those";
export const adjusted = (change: number, sku: string, location: string) =>
  `${change > 0 ? `+${change}` : change} × ${sku} at ${location}`;

/** How the page and the adjust modal name each reason. */
export const ADJUSTMENT_REASON_LABELS: Record<AdjustReason, string> = {
  damaged: 'Damaged',
  found: 'Found',
  sold_elsewhere: 'Sold elsewhere',
  correction: 'Correction',
  other: 'Other',
};

/** How the page names each kind of ledger row. */
export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  opening: 'Opening balance',
  allocated: 'Allocated',
  released: 'Released',
  dispatched: 'Dispatched',
  received: 'Received',
  adjusted: 'Adjusted',
  transfer_out: 'Transfer out',
  transfer_in: 'Transfer in',
  counted: 'Counted',
};

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
