// The POS calls of staff access, PIN approvals and the POS menu (docs/architecture.md, Staff access).
// Field names are the ones the shop's pages send. Bodies arrive as JSON or form fields, so numbers may
// be strings.
import { z } from 'zod';
import { wholeNumber } from './fields.ts';
import { quoteOrderNoField } from './pos-cart.ts';

export const STAFF_ROLES = ['staff', 'manager', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The actions a PIN approves (docs/architecture.md, Staff access). */
export const APPROVAL_TYPES = [
  'order',
  'quote',
  'quote_email',
  'email_quote',
  'send_cart',
  'quote_delete',
  'order_cancel',
  'order_restore',
  'discount',
  'no_deposit',
  'refund',
  'stock_adjust',
] as const;
export type ApprovalType = (typeof APPROVAL_TYPES)[number];
/** Only a manager's (or admin's) PIN approves these. */
export const MANAGER_ONLY_TYPES: readonly ApprovalType[] = ['discount', 'no_deposit', 'refund', 'stock_adjust'];

/** POST /pos/login (JSON, or the sign-in page's form with its `_csrf` field). */
export const staffLoginRequest = z.object({
  email: z.string().trim().min(1, 'Please enter your email address').max(254),
  password: z.string().min(1, 'Please enter your password').max(200),
  _csrf: z.string().max(200).optional(),
});

/** POST /pos/get-staffs: `roles` a list, a lone role, or a comma list; none means everyone. */
export const getStaffsRequest = z.object({
  roles: z
    .union([z.array(z.string().max(20)).max(3), z.string().max(60)])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : v.split(',')).map((r) => r.trim()).filter(Boolean))
    .pipe(z.array(z.enum(STAFF_ROLES, { message: 'Unknown role' }))),
});

/** POST /pos/staff/unlock: the staff member whose sign-in and PIN a manager opens. */
export const unlockStaffRequest = z.object({ staffId: wholeNumber(2_147_483_647) });

/** GET /pos/staff/locked: staff with a sign-in or PIN lock in force. */
export interface LockedStaff {
  id: number;
  firstname: string;
  lastname: string;
  pinLocked: boolean;
  signInLocked: boolean;
}

export const PIN_FORMAT = 'The PIN is 4 digits';
export const UNKNOWN_ACTION = 'Unknown action';

/** POST /pos/check-pin */
export const checkPinRequest = z.object({
  pin: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().regex(/^\d{4}$/, PIN_FORMAT)),
  type: z.enum(APPROVAL_TYPES, { message: UNKNOWN_ACTION }),
  managerId: wholeNumber(2_147_483_647).optional().default(0),
});

/** GET /pos/cus-search/{text}?limit&filter */
export const CUSTOMER_FILTERS = ['all', 'name', 'email', 'mobile'] as const;
export const cusSearchQuery = z.object({
  limit: z
    .union([z.number(), z.string().regex(/^\d{1,3}$/, 'Invalid limit')])
    .optional()
    .default(10)
    .transform(Number)
    .pipe(z.number().int().min(1, 'Invalid limit').max(50, 'At most 50 results')),
  filter: z.enum(CUSTOMER_FILTERS, { message: 'Unknown filter' }).optional().default('all'),
});
export const cusSearchText = z.string().max(100, 'Search text too long');

/** GET /pos/cus-select/{customerId} */
export const customerIdParam = z
  .string()
  .regex(/^[1-9]\d{0,8}$/, 'Customer not found')
  .transform(Number);

/** GET /pos/cus-select/{customerId} and /pos/cus-clear/: `?orderNo=` works on that quote's cart, else the open cart. */
export const customerCartQuery = z.object({ orderNo: quoteOrderNoField });

/** GET /pos/change-menu/{0|1} */
export const menuFlagParam = z.enum(['0', '1'], { message: 'The menu flag is 0 or 1' }).transform((v) => v === '1');

/** GET /pos/change-branch/{code} */
export const branchCodeParam = z
  .string()
  .regex(/^[A-Za-z0-9]{2,10}$/, 'Unknown branch')
  .transform((v) => v.toUpperCase());

// ---------------------------------------------------------------- answers

export interface StaffSummary {
  id: number;
  firstname: string;
  lastname: string;
  /** The staff member's home location code. */
  location: string;
}

/** The signed-in staff member, as the POS screens and /pos/me see them. */
export interface SignedInStaff {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  role: StaffRole;
  /** Home location. */
  locationCode: string;
  /** The branch chosen for this sign-in (change-branch), else the home location. */
  branch: string;
  miniMenu: boolean;
}

/** Customer search result. */
export interface CustomerFound {
  id: number;
  firstname: string;
  lastname: string;
  organisation: string;
  numQuotes: number;
  mobile: string;
  email: string;
  /** The acquisition channel given on the customer's last quote or order ('' before one). */
  acquisition: string;
}
