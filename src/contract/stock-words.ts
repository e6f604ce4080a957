// The words and lists of a product's stock page and a manager's adjustment (contract/stock-page.ts has
// the calls' schemas): kept apart and importing nothing, so the page's browser bundle carries no Zod.

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
