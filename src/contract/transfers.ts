// Transfers of stock between places or between bins of one place (/pos/stock/transfers). Between two
// places the units leave the first place's bins when a manager sends them and are in transit until
// they are received into bins at the other; between two bins of one place the move is done at once.
// The shape checks are here; the rules that need the database (a SKU that exists, a bin at the place,
// its units) are the transfer service's (services/transfers/), which answers a refused field as
// 422 with `errors: [{field, message}]` like the catalogue's save.
import { z } from 'zod';
import type { FieldProblem } from './catalogue.ts';
import { wholeNumber } from './fields.ts';

export const TRANSFER_PAGE_SIZE = 20;
export const MAX_TRANSFER_LINES = 50;
export const MAX_TRANSFER_NOTE = 500;
export const MAX_TRANSFER_QTY = 9999;

export const TRANSFER_STATUSES = ['in_transit', 'received', 'cancelled'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];
export const TRANSFER_STATUS_LABELS: Record<TransferStatus, string> = {
  in_transit: 'In transit',
  received: 'Received',
  cancelled: 'Cancelled',
};

// Ours: the specs name no messages for transfers.
export const ONLY_MANAGERS_SEND = 'Only a manager can send a transfer';
export const ONLY_MANAGERS_CANCEL = 'Only a manager can cancel a transfer';
export const mayNotReceive = (place: string) => `Only a manager or staff at ${place} can receive this transfer`;
export const NO_SUCH_TRANSFER = 'The transfer does not exist';
export const ALREADY_RECEIVED = 'This transfer is already received';
export const ALREADY_CANCELLED = 'This transfer is cancelled';
export const PLACE_REQUIRED = 'Please choose a place';
export const NOT_A_PLACE = (code: string) => `${code} does not hold stock`;
export const LINES_REQUIRED = 'Please add a SKU to move';
export const TOO_MANY_LINES = `A transfer can have at most ${MAX_TRANSFER_LINES} lines`;
export const NOTE_TOO_LONG = `The note can be at most ${MAX_TRANSFER_NOTE} characters`;
export const SKU_REQUIRED = 'Please enter a SKU';
export const unknownSku = (sku: string) => `No product has SKU ${sku}`;
export const QTY_FORMAT = `Please enter how many, from 1 to ${MAX_TRANSFER_QTY}`;
export const BIN_REQUIRED = 'Please choose a bin';
export const noBinThere = (bin: string, place: string) => `${place} has no bin ${bin}`;
export const TO_BIN_REQUIRED = 'Please choose the bin it goes to';
export const SAME_BIN = 'A move between bins needs two different bins';
export const LINE_NOT_ON_TRANSFER = 'That line is not on this transfer';
export const toBinFor = (sku: string) => `Please choose the bin ${sku} goes to`;
export const transferSent = (id: number) => `Transfer ${id} is on its way`;
export const transferMoved = (id: number) => `Transfer ${id} is moved`;
export const transferReceived = (id: number) => `Transfer ${id} is received`;
export const transferCancelled = (id: number) => `Transfer ${id} is cancelled`;

const text = (max: number, message: string) =>
  z
    .string({ message })
    .max(max, message)
    .transform((v) => v.trim());

/** A place's code as the POS names it (AKL, DC1). */
const place = z
  .string({ message: PLACE_REQUIRED })
  .max(20, PLACE_REQUIRED)
  .transform((v) => v.trim().toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{1,10}$/, PLACE_REQUIRED));

/** A bin as staff type it; services/stock/bins.ts checks its form. */
const binCode = z
  .string({ message: BIN_REQUIRED })
  .max(40, BIN_REQUIRED)
  .transform((v) => v.trim());

const qty = z
  .union([z.number(), z.string().max(12)], { message: QTY_FORMAT })
  .transform((v) => (typeof v === 'string' ? v.trim() : v))
  .pipe(
    z.union([
      z.number(),
      z
        .string()
        .regex(/^\d{1,4}$/, QTY_FORMAT)
        .transform(Number),
    ]),
  )
  .pipe(z.number().int(QTY_FORMAT).min(1, QTY_FORMAT).max(MAX_TRANSFER_QTY, QTY_FORMAT));

export const transferLineRequest = z.object({
  sku: text(120, SKU_REQUIRED).pipe(z.string().min(1, SKU_REQUIRED)),
  fromBin: binCode.pipe(z.string().min(1, BIN_REQUIRED)),
  /** Required between two bins of one place; between places it may be chosen when received. */
  toBin: binCode.optional().transform((v) => v ?? ''),
  qty,
});

export const transferSendRequest = z.object({
  from: place,
  to: place,
  note: text(MAX_TRANSFER_NOTE, NOTE_TOO_LONG)
    .optional()
    .transform((v) => v ?? ''),
  lines: z
    .array(transferLineRequest, { message: LINES_REQUIRED })
    .min(1, LINES_REQUIRED)
    .max(MAX_TRANSFER_LINES, TOO_MANY_LINES),
});
export type TransferSend = z.output<typeof transferSendRequest>;

const transferId = wholeNumber(2_000_000_000);

export const transferReceiveRequest = z.object({
  id: transferId,
  /** A bin for each line; a line left out goes into the bin chosen when it was sent. */
  lines: z
    .array(z.object({ lineId: wholeNumber(2_000_000_000), toBin: binCode.pipe(z.string().min(1, BIN_REQUIRED)) }), {
      message: BIN_REQUIRED,
    })
    .max(MAX_TRANSFER_LINES, TOO_MANY_LINES)
    .optional()
    .transform((v) => v ?? []),
});
export type TransferReceive = z.output<typeof transferReceiveRequest>;

export const transferCancelRequest = z.object({ id: transferId });

/** The list's address: ?status=&location=&page= (an empty field is no filter). */
export const transferListRequest = z.object({
  status: z
    .union([z.enum(TRANSFER_STATUSES), z.literal('')])
    .optional()
    .transform((v) => v || undefined),
  location: z
    .union([z.string().regex(/^[A-Za-z0-9]{1,10}$/), z.literal('')])
    .optional()
    .transform((v) => (v ? v.toUpperCase() : undefined)),
  page: z
    .union([z.number(), z.string().regex(/^\d{1,6}$/)])
    .optional()
    .transform((v) => Math.max(1, Number(v ?? 1))),
});
export type TransferListQuery = z.output<typeof transferListRequest>;

/** What the new-transfer form shows beside a SKU: its units and bins at the place it leaves from. */
export const transferBinsRequest = z.object({
  sku: text(120, SKU_REQUIRED).pipe(z.string().min(1, SKU_REQUIRED)),
  location: place,
});

export interface TransferLineView {
  id: number;
  sku: string;
  name: string;
  qty: number;
  fromBin: string | null;
  toBin: string | null;
}

export interface TransferView {
  id: number;
  from: string;
  fromName: string;
  to: string;
  toName: string;
  status: TransferStatus;
  note: string;
  sentBy: string;
  sentAt: string;
  /** Who received it, or cancelled it (status says which), and when. */
  receivedBy: string | null;
  receivedAt: string | null;
  lines: TransferLineView[];
}

export interface TransferListResponse {
  success: true;
  total: number;
  page: number;
  pages: number;
  transfers: TransferView[];
}

export interface TransferAnswer {
  success: true;
  msg: string;
  transfer: TransferView;
}

export interface TransferBinsResponse {
  success: true;
  sku: string;
  name: string;
  location: string;
  /** The place's free units: what may leave it. */
  free: number;
  bins: { code: string; qty: number }[];
}

/** A refused transfer: 422 with the first problem's words as `msg` and every problem by field (`lines.0.fromBin`). */
export interface TransferFailure {
  success: false;
  msg: string;
  errors: FieldProblem[];
}

/** A place stock can be sent from or to, for the form's choices. */
export interface TransferPlace {
  code: string;
  name: string;
}
