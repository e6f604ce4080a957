// Comments with staff reminders, the order's activity log and the sent-cart log (specs/pos.md, "Log
// entry", "Comment form", the activity calls): PUT /pos/activity/store, POST /pos/activity/getLogs in
// its two shapes, and our own two calls for a staff member's reminders.
import { z } from 'zod';
import { flag } from './fields.ts';
import { orderNoParam } from './pos-order-list.ts';

/** A comment on a quote or an order. */
export const COMMENT_EVENTS = ['quote-notice', 'order-notice'] as const;
/** What getLogs reads: comments, the order's history of actions, or the carts a salesperson sent. */
export const LOG_EVENTS = [...COMMENT_EVENTS, 'order-activity', 'email-cart'] as const;
export type LogEvent = (typeof LOG_EVENTS)[number];

/** The comment form's blank note (specs/pos.md "Comment", verbatim). */
export const SAY_SOMETHING = 'Please say something';
/** The longest comment kept. */
export const MAX_COMMENT = 2000;
/** Ours: the spec says nothing of a note too long to keep, or of a comment's event that does not fit the order. */
export const COMMENT_TOO_LONG = `A comment can be at most ${MAX_COMMENT} characters`;
export const QUOTE_NOTICE_ON_ORDER = 'This is an order: its comments are order notices';
export const ORDER_NOTICE_ON_QUOTE = 'This is a quote: its comments are quote notices';
export const ONLY_STAFF_REMINDED = 'Only staff can be reminded';
export const NOT_YOUR_REMINDER = 'There is no such reminder for you';
export const commentSavedMessage = (orderNo: string) => `Your comment on #${orderNo} has been saved`;
/** Sent-cart log page size (specs/pos.md, constants). */
export const SENT_CART_PAGE = 20;

const staffId = z.union([
  z.number().int().positive(),
  z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
]);

/** PUT /pos/activity/store: a comment, reminding the chosen staff. */
export const activityStoreRequest = z.object({
  description: z.string().max(MAX_COMMENT, COMMENT_TOO_LONG),
  orderNo: orderNoParam,
  event: z.enum(COMMENT_EVENTS),
  properties: z
    .object({ read: flag, remind: z.array(staffId).max(50).optional().default([]) })
    .optional()
    .default({ read: false, remind: [] }),
});

/**
 * POST /pos/activity/getLogs: with an `orderNo`, that order's entries of the event (all of them);
 * without, a page of the event's entries (`onlyMe`: the signed-in staff member's own). One object
 * rather than a union: a route's request is one object schema (src/http/route.ts).
 */
export const getLogsRequest = z.object({
  orderNo: orderNoParam.optional(),
  event: z.enum(LOG_EVENTS),
  page: z
    .union([z.number(), z.string().regex(/^\d{1,6}$/)])
    .optional()
    .default(1),
  pageSize: z
    .union([z.number(), z.string().regex(/^\d{1,3}$/)])
    .optional()
    .default(SENT_CART_PAGE),
  onlyMe: flag,
});

/** One entry (specs/pos.md "Log entry"), with what the screens link to. */
export interface LogEntry {
  id: number;
  created_at: string;
  /** The staff member (a key of logStaffs), or null for the system. */
  causer_id: number | null;
  description: string;
  remind_ids: number[];
  /** The order it is about; for a sent cart, the order that credited it, or null. */
  order_no: string | null;
}

export interface LogStaff {
  name: string;
  email: string;
  branch: string;
}

export interface GetLogsResponse {
  success: boolean;
  logs: LogEntry[];
  /** Every staff member the logs name (causers and reminded), by id. */
  logStaffs: Record<string, LogStaff>;
  total: number;
  error: string;
}

/** GET /pos/activity/reminders: the signed-in staff member's unread reminders, newest first. */
export interface Reminder extends LogEntry {
  event: 'quote-notice' | 'order-notice';
}
export interface RemindersResponse {
  success: true;
  unread: number;
  reminders: Reminder[];
  logStaffs: Record<string, LogStaff>;
}

/** POST /pos/activity/read: marks one of my reminders read. */
export const reminderReadRequest = z.object({
  id: z.union([
    z.number().int().positive(),
    z
      .string()
      .regex(/^\d{1,9}$/)
      .transform(Number),
  ]),
});
