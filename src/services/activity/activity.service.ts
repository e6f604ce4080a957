// Comments with reminders, the order's history and the sent-cart log (specs/pos.md, the activity
// calls): writing a comment (comments.ts), reading entries in the getLogs shapes (logs.ts; the
// sent-cart log from the sent carts themselves, sent-carts.ts), a staff member's unread reminders
// (reminders.ts). Every entry is written by record.ts.
import type { Database } from '../../db/client.ts';
import { activityCommentCalls } from './comments.ts';
import { activityLogCalls } from './logs.ts';
import { reminderCalls } from './reminders.ts';
import { sentCartCalls } from './sent-carts.ts';

export {
  type ActivityEntry,
  type ActivityEvent,
  adoptCartActivity,
  keepHistoryOfDeletedOrder,
  recordActivity,
} from './record.ts';
export { type OrderAction, recordOrderAction } from './order-activity.ts';
export { sentCartLog, sentCartScope } from './sent-carts.ts';

export interface ActivityContext {
  db: Database;
  now(): Date;
}

export function createActivityService(db: Database, deps: { now?: () => Date } = {}) {
  const ctx: ActivityContext = { db, now: deps.now ?? (() => new Date()) };
  return {
    ...activityCommentCalls(ctx),
    ...activityLogCalls(ctx),
    ...reminderCalls(ctx),
    ...sentCartCalls(ctx),
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
