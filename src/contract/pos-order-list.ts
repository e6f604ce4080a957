// The order and quote lists (POST /pos/order-list) and what their rows do: delete a quote, cancel or
// restore an order (each under a PIN approval), and a quote's expiry date. specs/pos.md, "Order list
// screen".
import { z } from 'zod';
import { flag } from './fields.ts';

/** The five lists: Active Quote, Expired Quote, Unpaid Orders, Cancelled Orders, Recent Orders. */
export const ORDER_LIST_TYPES = ['quote', 'e-quote', 'p-order', 'c-order', 'order'] as const;
export type OrderListType = (typeof ORDER_LIST_TYPES)[number];

export const orderNoParam = z.string().trim().min(1).max(40);

/**
 * The columns a list sorts by (the table's sortable headers); anything else sorts newest first.
 * `name` is the customer's, `staff` the salesperson's.
 */
export const ORDER_LIST_SORTS = [
  'order_no',
  'createdAt',
  'updatedAt',
  'expiry_date',
  'grandtotal',
  'name',
  'staff',
  'status',
] as const;
export type OrderListSort = (typeof ORDER_LIST_SORTS)[number];
/** The most rows one page may ask for (the screen asks for 10). */
export const MAX_ORDER_LIST_PAGE = 100;
export const NO_ORDER = 'The order is not exist';

/** POST /pos/order-list */
export const orderListRequest = z.object({
  type: z.enum(ORDER_LIST_TYPES),
  search: z.string().max(100).optional().default(''),
  filters: z
    .object({
      /** A staff id (as get-staffs lists them) or part of a staff member's name; empty for everyone. */
      staff: z.union([z.string().max(100), z.number()]).optional(),
      /** Off: only orders of the signed-in staff member's branch. */
      allBranch: flag,
    })
    .optional()
    .default({ allBranch: false }),
  sort: z.string().max(40).optional().default(''),
  direction: z.enum(['asc', 'desc']).optional().default('desc'),
  page: z
    .union([z.number(), z.string().regex(/^\d{1,6}$/)])
    .optional()
    .default(1),
  pageSize: z
    .union([z.number(), z.string().regex(/^\d{1,3}$/)])
    .optional()
    .default(10),
});

/** One row of a list (specs/pos.md "Order list row"). Money is a decimal string. */
export interface OrderListRow {
  order_no: string;
  createdAt: string;
  updatedAt: string;
  expiry_date: string | null;
  minExpireDate: string | null;
  maxExpireDate: string | null;
  expiresIn: number | null;
  status: string;
  staff_label: string;
  staff_email: string;
  firstname: string;
  lastname: string;
  mobile: string;
  email: string;
  items: { qty_ordered: number; name: string }[];
  grandtotal: string;
  num_comments: number;
}

export interface OrderListResponse {
  success: true;
  /** Rows in the list, counted up to 200 (services/orders/list.ts TOTAL_CAP). */
  total: number;
  /** Ours: true when the list has more rows than `total` counts. */
  totalCapped: boolean;
  orders: OrderListRow[];
}

/** A row action's PIN approval (check-pin types quote_delete, order_cancel, order_restore). */
const approval = z.string().max(200).optional();

/** GET /pos/quote-del/:orderNo, /pos/order-cancel/:orderNo, /pos/order-restore/:orderNo */
export const orderActionRequest = z.object({ orderNo: orderNoParam, approval });

/** POST /pos/update-quote-expiry-date */
export const quoteExpiryRequest = z.object({
  orderNo: orderNoParam,
  expiryDate: z.string().max(10),
});

export interface OrderActionResponse {
  success: true;
  msg: string;
}
