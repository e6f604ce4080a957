// Coupon administration (specs/pos.md "Coupon List screen", "Coupon", "Coupon form", "Coupons"):
// POST /pos/coupon/list, /create, /status and /email. A coupon's amount is a decimal
// string in answers ('10.00': 10 % for a percent coupon, $10.00 for a fixed one); inside, hundredths
// of a percent or cents (src/db/schema-sales.ts).
//
// Who (the spec leaves it open, so this settles it): every staff member sees the list; managers and
// admins create coupons, enable or disable them and email them.
import { z } from 'zod';
import { flag, wholeNumber } from './fields.ts';

export const COUPON_TYPES = ['percent', 'fixed'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];
export const COUPON_SORTS = ['time', 'code', 'description'] as const;
export const COUPON_PAGE_SIZE = 20;
export const MAX_COUPON_PAGE_SIZE = 100;
export const MAX_COUPON_CODE = 40;
export const MAX_COUPON_NAME = 200;
/** Whole dollars of the minimum grand total, and uses, a coupon can ask for (seven and six digits). */
export const MAX_MIN_GTOTAL_DIGITS = 7;
export const MAX_USE_LIMIT_DIGITS = 6;

// Ours: the spec names no coupon messages.
export const ONLY_MANAGERS = 'Only a manager can change coupons';
export const CODE_REQUIRED = 'Please enter the coupon code';
export const CODE_FORMAT = `The coupon code may have only letters, digits, - and _ (at most ${MAX_COUPON_CODE})`;
export const CODE_TAKEN = 'This coupon code is already in use';
export const NAME_REQUIRED = 'Please enter the coupon description';
export const NAME_TOO_LONG = `The description can be at most ${MAX_COUPON_NAME} characters`;
export const AMOUNT_FORMAT = 'The amount may have only digits and one decimal point (at most two decimals)';
export const PERCENT_TOO_BIG = 'A percentage cannot be more than 100';
export const MIN_GTOTAL_FORMAT = 'The minimum grand total may have only digits';
export const USE_LIMIT_FORMAT = 'The use limit may have only digits';
export const BAD_TYPE = 'The coupon type is percent or fixed';
export const BAD_EXPIRY = 'Please choose a valid expiry date';
export const PAST_EXPIRY = 'The expiry date cannot be in the past';
export const NO_SUCH_CUSTOMER = 'The customer does not exist';
export const NO_SUCH_COUPON = 'The coupon does not exist';
export const NO_COUPON_CUSTOMER = 'This coupon has no customer to email';
export const couponCreated = (code: string) => `Coupon ${code} is created`;
export const couponCreatedAndEmailed = (code: string, email: string) =>
  `Coupon ${code} is created and emailed to ${email}`;
export const couponEmailed = (code: string, email: string) => `Coupon ${code} has been emailed to ${email}`;
export const couponSwitched = (code: string, enabled: boolean) =>
  `Coupon ${code} is ${enabled ? 'enabled' : 'disabled'}`;

/** A form field sent as text or as a JSON number; anything else is refused with `message`. */
const typed = (message: string) =>
  z.union([z.string().max(40, message), z.number()], { message }).transform((v) => String(v).trim());

/** Amount: digits and one decimal point, at most two decimals ("10", "10.5", "10.50", ".5"). */
export const AMOUNT_PATTERN = /^(?=.*\d)\d{0,7}(\.\d{0,2})?$/;
export const MIN_GTOTAL_PATTERN = new RegExp(`^\\d{1,${MAX_MIN_GTOTAL_DIGITS}}$`);
export const USE_LIMIT_PATTERN = new RegExp(`^\\d{1,${MAX_USE_LIMIT_DIGITS}}$`);

/** POST /pos/coupon/list */
export const couponListRequest = z.object({
  search: z.string().trim().max(100, 'Search text too long').optional().default(''),
  sort: z.enum(COUPON_SORTS, { message: 'Unknown sort' }).optional().default('time'),
  direction: z.enum(['asc', 'desc'], { message: 'Unknown direction' }).optional().default('desc'),
  page: wholeNumber(100_000).optional().default(1),
  pageSize: wholeNumber(MAX_COUPON_PAGE_SIZE).optional().default(COUPON_PAGE_SIZE),
});

/** POST /pos/coupon/create: the coupon form, with the spec's defaults. */
export const couponCreateRequest = z.object({
  code: z
    .string({ message: CODE_REQUIRED })
    .max(200, CODE_FORMAT)
    .transform((v) => v.trim())
    .pipe(
      z
        .string()
        .min(1, CODE_REQUIRED)
        .regex(new RegExp(`^[A-Za-z0-9_-]{1,${MAX_COUPON_CODE}}$`), CODE_FORMAT),
    ),
  name: z
    .string({ message: NAME_REQUIRED })
    .max(2000, NAME_TOO_LONG)
    .transform((v) => v.trim())
    .pipe(z.string().min(1, NAME_REQUIRED).max(MAX_COUPON_NAME, NAME_TOO_LONG)),
  type: z.enum(COUPON_TYPES, { message: BAD_TYPE }).optional().default('percent'),
  amount: typed(AMOUNT_FORMAT).pipe(z.string().regex(AMOUNT_PATTERN, AMOUNT_FORMAT)).optional().default('0'),
  min_gtotal: typed(MIN_GTOTAL_FORMAT)
    .pipe(z.string().regex(MIN_GTOTAL_PATTERN, MIN_GTOTAL_FORMAT))
    .optional()
    .default('0'),
  user_id: z
    .union([wholeNumber(2_147_483_647), z.literal('')], { message: NO_SUCH_CUSTOMER })
    .transform((v) => (v === '' ? 0 : v))
    .optional()
    .default(0),
  is_shipping: flag,
  exclude_hot: flag,
  exclude_sale: flag,
  no_commission: flag,
  /** Ours: refused to a customer who already has a placed order. */
  first_order: flag,
  expiry: z
    .union([z.string().trim().max(10, BAD_EXPIRY), z.null()], { message: BAD_EXPIRY })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null || v === '') return '';
      const [y, m, d] = v.split('-').map(Number);
      const real = /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(Date.UTC(y!, m! - 1, d!)).toISOString().slice(0, 10) === v;
      if (!real) {
        ctx.addIssue({ code: 'custom', message: BAD_EXPIRY });
        return z.NEVER;
      }
      return v;
    }),
  status: flag,
  uselimit: typed(USE_LIMIT_FORMAT).pipe(z.string().regex(USE_LIMIT_PATTERN, USE_LIMIT_FORMAT)).optional().default('1'),
  if_email: flag,
});

/** POST /pos/coupon/status */
export const couponStatusRequest = z.object({
  id: wholeNumber(2_147_483_647).refine((n) => n > 0, NO_SUCH_COUPON),
});

/** POST /pos/coupon/email */
export const couponEmailRequest = z.object({
  code: z.string({ message: NO_SUCH_COUPON }).trim().min(1, NO_SUCH_COUPON).max(MAX_COUPON_CODE, NO_SUCH_COUPON),
});

export type CouponListRequest = z.output<typeof couponListRequest>;
export type CouponCreateRequest = z.output<typeof couponCreateRequest>;

/** One line of a coupon's history, for a person: when (ISO), who, what. */
export interface CouponHistoryLine {
  at: string;
  staff: string;
  action: string;
}

/** specs/pos.md "Coupon": every field, in the spec's names. */
export interface CouponRow {
  id: number;
  code: string;
  /** The description. */
  name: string;
  /** ISO time. */
  created_at: string;
  /** YYYY-MM-DD, '' for none. */
  expiry: string;
  /** The customer it is tied to: 'Pita Shopper <shopper@kauri.test>', '' for none. */
  customer: string;
  /** Ours: the customer's email alone ('' for none), for the Email button. */
  customer_email: string;
  /** Who created it ('' when the seed did). */
  staff: string;
  /** The customer's user id, 0 for none. */
  user: number;
  type: CouponType;
  /** '10.00': 10 % or $10.00 by type. */
  amount: string;
  /** Dollars, '200.00'. */
  min_gtotal: string;
  is_shipping: 0 | 1;
  exclude_hot: 0 | 1;
  exclude_sale: 0 | 1;
  no_commission: 0 | 1;
  /** Ours: for a first order only (1). */
  first_order: 0 | 1;
  status: 0 | 1;
  /** Ours: the status as the list shows it; past its expiry a coupon is Expired, switched on or off. */
  status_word: 'Enabled' | 'Disabled' | 'Expired';
  usecount: number;
  /** 0 = no limit. */
  uselimit: number;
  op_history: CouponHistoryLine[];
}

export interface CouponListResponse {
  success: true;
  coupons: CouponRow[];
  total: number;
}

export interface CouponAnswer {
  success: true;
  msg: string;
  coupon: CouponRow;
}
