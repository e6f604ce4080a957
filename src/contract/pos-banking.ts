// End-of-day banking per branch (specs/pos.md "End Day Banking screen", "Daily banking start
// response", "Banking"): POST /pos/report/dailyBanking/list, /start and /create. A day is a
// New Zealand calendar day; money in answers is a decimal string with two places.
//
// Who may start which branch's banking (the spec leaves it open): a staff member the branch they are
// working at (their sign-in's branch, chosen with change-branch), a manager or an admin any branch;
// only for today or a past day, and only while the branch has no banking for that day.
import { z } from 'zod';
import { centsOf } from './cents.ts';

/** The methods whose counted amount staff enter (specs/pos.md, "Banking amounts are editable only for…"). */
export const COUNTED_METHODS = ['veftpos', 'directcrd', 'offline'] as const;
export const isCountedMethod = (gateway: string): boolean => (COUNTED_METHODS as readonly string[]).includes(gateway);

/** A counted amount in cents (dollars with up to two decimals, not negative); null when it is not one. */
export function countedCents(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) return null;
  return centsOf(text);
}

/** Whether a counted box was filled in at all (an empty or blank box is not a count of nothing). */
export function countedGiven(value: unknown): boolean {
  if (typeof value === 'number') return true;
  return typeof value === 'string' && value.trim() !== '';
}

/** The longest banking comment kept. */
export const MAX_BANKING_COMMENT = 1000;

// Ours: the spec names no banking messages.
export const BAD_BANKING_DATE = 'Please choose a valid date';
export const FUTURE_BANKING = "A day that has not come yet can't be banked";
export const NOT_A_BRANCH = 'Please choose a branch';
export const OTHER_BRANCH = "Only a manager can bank another branch's day";
export const BAD_COUNTED_AMOUNT = 'Please enter a valid amount';
export const BANKING_COMMENT_TOO_LONG = `A comment can be at most ${MAX_BANKING_COMMENT} characters`;
export const NO_SUCH_BANKING = 'The banking is not exist';
export const countedAmountMissing = (name: string) => `Please enter the counted amount of ${name}`;
export const bankedAlready = (branch: string, date: string) =>
  `The banking of ${branch} for ${date} has been submitted already`;
export const bankingSubmitted = (branch: string, date: string) => `The banking of ${branch} for ${date} is submitted`;

/** A New Zealand day, YYYY-MM-DD; empty or absent means today (the service fills it in). */
export const bankingDate = z
  .union([z.string().trim().max(10), z.null()])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === null || v === '') return null;
    const [y, m, d] = v.split('-').map(Number);
    const real = /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(Date.UTC(y!, m! - 1, d!)).toISOString().slice(0, 10) === v;
    if (!real || y! < 2000) {
      ctx.addIssue({ code: 'custom', message: BAD_BANKING_DATE });
      return z.NEVER;
    }
    return v;
  });

/** A branch's code (ours: a manager banks another branch); absent means the sign-in's branch. */
const branch = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{2,10}$/, NOT_A_BRANCH)
  .transform((v) => v.toUpperCase())
  .optional();

/** POST /pos/report/dailyBanking/list: the day's row per branch, filtered by branch or staff name. */
export const bankingListRequest = z.object({
  search: z.string().trim().max(100).optional().default(''),
  date: bankingDate,
});

/** POST /pos/report/dailyBanking/start: what the branch took that day, per method and payment. */
export const bankingStartRequest = z.object({ date: bankingDate, branch });

/**
 * POST /pos/report/dailyBanking/create: the start response with the counted amounts and a comment.
 * `actual` is read only for the counted methods, and checked there (the others bank what was taken,
 * whatever is sent), so it is taken loosely here.
 */
export const bankingCreateRequest = z.object({
  date: bankingDate,
  branch,
  pMethods: z
    .array(
      z.object({
        gateway: z.string().trim().min(1).max(40),
        actual: z.union([z.string().max(20), z.number(), z.null()]).optional(),
      }),
    )
    .max(50),
  comment: z.string().max(MAX_BANKING_COMMENT, BANKING_COMMENT_TOO_LONG).optional().default(''),
});

export type BankingListRequest = z.output<typeof bankingListRequest>;
export type BankingStartRequest = z.output<typeof bankingStartRequest>;
export type BankingCreateRequest = z.output<typeof bankingCreateRequest>;

/** One row of the list (specs/pos.md "List row"); actual and difference are null before it is banked. */
export interface BankingListRow {
  /** The banking's id once submitted (View), else null. */
  id: number | null;
  /** The branch's name; `code` is its code. */
  location: string;
  code: string;
  /** Who submitted it ('' before). */
  staff: string;
  expected: string;
  actual: string | null;
  /** actual − expected: negative when short. */
  difference: string | null;
  canStart: boolean;
}

export interface BankingListResponse {
  success: true;
  date: string;
  dailyBankings: BankingListRow[];
}

export interface BankingMethod {
  name: string;
  gateway: string;
  expected: string;
  /** What was counted: '' in the start answer for the counted methods (staff count them), else what was taken. */
  actual: string;
  /** Ours: whether staff enter the counted amount (COUNTED_METHODS). */
  editable: boolean;
}

export interface BankingPayment {
  /** Ours: the payment line's id. */
  id: number;
  /** When it was paid (ISO). */
  time: string;
  /** The order's number. */
  ref_code: string;
  /** Who sold the order. */
  staff: string;
  amount: string;
  gateway: string;
  /** Ours: the line's own reference (an offline receipt, an application number). */
  reference: string;
}

/** specs/pos.md "Daily banking start response". */
export interface BankingStartResponse {
  success: true;
  date: string;
  /** The branch's code. */
  branch: string;
  /** The branch's name. */
  location: string;
  pMethods: BankingMethod[];
  allPayments: BankingPayment[];
  totalExpected: string;
  /** What the methods that are not counted bank; the counted ones add what staff count. */
  totalActual: string;
}

export interface BankingCreateResponse {
  success: true;
  id: number;
  msg: string;
}

/** One submitted banking, as /pos/report/dailyBanking/view/{id} shows it. */
export interface BankingRecord {
  id: number;
  date: string;
  branch: string;
  location: string;
  staff: string;
  createdAt: string;
  comment: string;
  pMethods: (Omit<BankingMethod, 'editable'> & { difference: string })[];
  totalExpected: string;
  totalActual: string;
  difference: string;
}
