// Purchase orders as the back office keeps them (/pos/purchase-orders): raised by a manager to a
// supplier, delivered to a place (DC1 unless said), expected on a date (the DC1 ETA the POS's
// allocation shows and the shopper's delivery estimate reads), received line by line into bins of
// that place, closed short or cancelled. Any staff member reads; managers and admins change; a
// manager or the place's own staff receive (services/purchase-orders/).
import { z } from 'zod';
import { flag, wholeNumber } from './fields.ts';

export const PO_PAGE_SIZE = 20;
export const PO_STATUSES = ['open', 'received', 'closed', 'cancelled'] as const;
export type PurchaseOrderStatus = (typeof PO_STATUSES)[number];
export const PO_STATUS_LABELS: Record<PurchaseOrderStatus, string> = {
  open: 'Open',
  received: 'Received',
  closed: 'Closed short',
  cancelled: 'Cancelled',
};
export const MAX_SUPPLIER = 120;
export const MAX_PO_NOTE = 2000;
export const MAX_PO_LINES = 200;
export const MAX_LINE_QTY = 100_000;
/** A purchase order's number as the shop writes it (PO-24011); older ones may be shorter (PO1). */
export const PO_NUMBER = /^PO-?[A-Za-z0-9-]{1,30}$/;

// Ours: the specs name no messages for purchase orders.
export const ONLY_MANAGERS_PO = 'Only a manager can change purchase orders';
export const onlyPlaceReceives = (place: string) => `Only a manager or the staff of ${place} can receive it`;
export const NO_SUCH_PO = 'The purchase order does not exist';
export const SUPPLIER_REQUIRED = 'Please enter the supplier';
export const SUPPLIER_TOO_LONG = `The supplier can be at most ${MAX_SUPPLIER} characters`;
export const NOTE_TOO_LONG = `The note can be at most ${MAX_PO_NOTE.toLocaleString('en-NZ')} characters`;
export const ETA_FORMAT = 'Please enter the expected date';
export const ETA_PAST = 'The expected date cannot be in the past';
export const NOT_A_STOCK_PLACE = 'Please choose a place that holds stock';
export const SKU_REQUIRED = 'Please enter a SKU';
export const UNKNOWN_SKU = 'No product has this SKU';
export const NOT_STOCKED = 'A bundle is not stocked: order its parts';
export const SKU_TWICE = 'This SKU is on the purchase order twice';
export const QTY_AT_LEAST_ONE = 'Please enter a quantity of at least 1';
export const LINES_REQUIRED = 'Please add at least one line';
export const TOO_MANY_LINES = `A purchase order has at most ${MAX_PO_LINES} lines`;
export const NOTHING_RECEIVED = 'Please enter how many arrived on at least one line';
export const NOT_ON_THIS_PO = 'This SKU is not on the purchase order';
export const BIN_REQUIRED = 'Please enter the bin it goes into';
export const CANCEL_AFTER_RECEIPT = 'Part of it has arrived: close it instead';
export const notOpen = (poNumber: string, status: PurchaseOrderStatus) =>
  `${poNumber} is ${PO_STATUS_LABELS[status].toLowerCase()}`;
export const tooManyArrived = (sku: string, left: number) => `Only ${left} of ${sku} still to arrive`;
export const tooLowOrdered = (sku: string, least: number) =>
  `${sku} cannot go below ${least} (arrived or promised to orders)`;
export const purchaseOrderRaised = (poNumber: string) => `${poNumber} is raised`;
export const purchaseOrderSaved = (poNumber: string) => `${poNumber} is saved`;
export const unitsReceived = (units: number, poNumber: string) => `Received ${units} on ${poNumber}`;
export const purchaseOrderEnded = (poNumber: string, status: 'closed' | 'cancelled') =>
  status === 'closed' ? `${poNumber} is closed` : `${poNumber} is cancelled`;

/** One problem of a form, named by its field (`supplier`, `lines.2.sku`…). */
export interface PoFieldProblem {
  field: string;
  message: string;
}

const text = (max: number, message: string) =>
  z
    .string({ message })
    .max(max * 2, message)
    .transform((v) => v.trim())
    .pipe(z.string().max(max, message));

const poNumber = z
  .string()
  .max(40)
  .transform((v) => v.trim())
  .pipe(z.string().regex(PO_NUMBER, NO_SUCH_PO));

/** A day as the date input sends it; '' (not chosen) is the form's problem, named by its field. */
const day = z
  .string({ message: ETA_FORMAT })
  .max(20, ETA_FORMAT)
  .transform((v) => v.trim())
  .pipe(z.union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, ETA_FORMAT)]))
  .refine((v) => {
    if (v === '') return true;
    const at = Date.parse(`${v}T00:00:00Z`);
    return !Number.isNaN(at) && new Date(at).toISOString().startsWith(v);
  }, ETA_FORMAT);

/** A quantity as typed: '' counts as 0 (a line left empty on the receive form). */
const qty = z
  .union([z.literal(''), z.number(), z.string().regex(/^\s*\d{1,9}\s*$/, QTY_AT_LEAST_ONE)], {
    message: QTY_AT_LEAST_ONE,
  })
  .transform((v) => (v === '' ? 0 : Number(v)))
  .pipe(z.number().int(QTY_AT_LEAST_ONE).min(0, QTY_AT_LEAST_ONE).max(MAX_LINE_QTY, QTY_AT_LEAST_ONE));

const skuText = z
  .string({ message: SKU_REQUIRED })
  .max(120, UNKNOWN_SKU)
  .transform((v) => v.trim());

const lineDraft = z.object({ sku: skuText, qty });
const lines = z.array(lineDraft, { message: LINES_REQUIRED }).max(MAX_PO_LINES, TOO_MANY_LINES);

const header = {
  supplier: text(MAX_SUPPLIER, SUPPLIER_TOO_LONG),
  eta: day,
  allowBackOrder: flag,
  note: text(MAX_PO_NOTE, NOTE_TOO_LONG).default(''),
};

/** GET /pos/purchase-orders/list: a tab (or all), a search by number, supplier or SKU, a page. */
export const poListRequest = z.object({
  status: z.enum([...PO_STATUSES, 'all']).default('open'),
  q: z
    .string()
    .max(100)
    .default('')
    .transform((v) => v.trim()),
  page: wholeNumber(100_000)
    .default(1)
    .transform((n) => Math.max(1, n)),
});
export type PoListQuery = z.output<typeof poListRequest>;

/** GET /pos/purchase-orders/po/:poNumber */
export const poGetRequest = z.object({ poNumber });

/** POST /pos/purchase-orders/raise: a new purchase order; its lines are SKU × units ordered. */
export const poRaiseRequest = z.object({
  ...header,
  locationCode: z
    .string()
    .max(20)
    .default('DC1')
    .transform((v) => v.trim().toUpperCase() || 'DC1'),
  lines,
});
export type PoRaiseDraft = z.output<typeof poRaiseRequest>;

/**
 * POST /pos/purchase-orders/po/:poNumber/save: the header while open, and lines added or changed (units
 * ordered in all); a line left out stays as it is.
 */
export const poSaveRequest = z.object({ poNumber, ...header, lines: lines.default([]) });
export type PoSaveDraft = z.output<typeof poSaveRequest>;

/** POST /pos/purchase-orders/po/:poNumber/receive: units arrived per line and the bin each goes into. */
export const poReceiveRequest = z.object({
  poNumber,
  lines: z
    .array(
      z.object({
        sku: skuText,
        qty,
        bin: z
          .string()
          .max(60)
          .default('')
          .transform((v) => v.trim()),
      }),
      { message: NOTHING_RECEIVED },
    )
    .min(1, NOTHING_RECEIVED)
    .max(MAX_PO_LINES, TOO_MANY_LINES),
});
export type PoReceiveAsk = z.output<typeof poReceiveRequest>;

/** POST /pos/purchase-orders/po/:poNumber/close and …/cancel */
export const poEndRequest = z.object({ poNumber });

export interface PoListRow {
  poNumber: string;
  supplier: string;
  locationCode: string;
  eta: string;
  status: PurchaseOrderStatus;
  /** Expected date past and still open with units to come. */
  overdue: boolean;
  lines: number;
  ordered: number;
  received: number;
  toCome: number;
}

export interface PoListResponse {
  success: true;
  total: number;
  page: number;
  pageSize: number;
  rows: PoListRow[];
}

/** An order waiting on a line's units. */
export interface PoWaitingOrder {
  orderNo: string;
  units: number;
}

export interface PoLine {
  sku: string;
  name: string;
  ordered: number;
  received: number;
  toCome: number;
  /** Units still to come promised to orders. */
  allocated: number;
  orders: PoWaitingOrder[];
}

export interface PurchaseOrderDetail {
  poNumber: string;
  supplier: string;
  locationCode: string;
  locationName: string;
  eta: string;
  allowBackOrder: boolean;
  note: string;
  status: PurchaseOrderStatus;
  overdue: boolean;
  createdAt: string;
  endedAt: string | null;
  lines: PoLine[];
  /** Every order waiting on it, with its units. */
  waiting: PoWaitingOrder[];
  /** The place's bins, for the receive form's choice. */
  bins: string[];
  mayChange: boolean;
  mayReceive: boolean;
}

export interface PoGetResponse {
  success: true;
  purchaseOrder: PurchaseOrderDetail;
}

export interface PoChangeResponse {
  success: true;
  msg: string;
  purchaseOrder: PurchaseOrderDetail;
}

/** A refused form: 422 with the first problem's words as `msg` and every problem by field. */
export interface PoFailure {
  success: false;
  msg: string;
  errors: PoFieldProblem[];
}
