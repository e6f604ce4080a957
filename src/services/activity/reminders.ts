// A staff member's unread reminders (what colleagues asked them to look at in a comment), newest
// first, and marking one read. Each reminder is theirs alone: another's is not found, and marking one
// twice keeps the first time it was read.
import { sql } from 'drizzle-orm';
import { NOT_YOUR_REMINDER, type Reminder, type RemindersResponse } from '../../contract/pos-activity.ts';
import type { SignedInStaff } from '../../contract/pos.ts';
import { queryRows } from '../../db/rows.ts';
import { Refusal } from '../../domain/refusal.ts';
import type { ActivityContext } from './activity.service.ts';
import { ENTRY_COLUMNS, readEntries, staffOf } from './entries.ts';

/** The most reminders listed at once (the count says how many there are). */
export const MAX_REMINDERS = 50;

export function reminderCalls(ctx: ActivityContext) {
  const { db } = ctx;
  return {
    async reminders(signed: SignedInStaff): Promise<RemindersResponse> {
      // Both read off activity_reminders_unread_idx (staff, where unread).
      const [entries, counted] = await Promise.all([
        readEntries(
          db,
          sql`select ${ENTRY_COLUMNS} from activity_reminders mine
              join activity_log a on a.id = mine.activity_id left join orders o on o.id = a.order_id
              where mine.staff_id = ${signed.id} and mine.read_at is null
              order by a.created_at desc, a.id desc limit ${MAX_REMINDERS}`,
        ),
        queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from activity_reminders where staff_id = ${signed.id} and read_at is null`,
        ),
      ]);
      const reminders = entries as Reminder[];
      return {
        success: true,
        unread: Number(counted[0]?.n ?? 0),
        reminders,
        logStaffs: await staffOf(db, reminders),
      };
    },

    async markReminderRead(signed: SignedInStaff, id: number): Promise<{ success: true }> {
      const marked = await queryRows<{ activity_id: number }>(
        db,
        sql`update activity_reminders set read_at = coalesce(read_at, ${ctx.now().toISOString()}::timestamptz)
            where activity_id = ${id} and staff_id = ${signed.id} returning activity_id`,
      );
      if (marked.length === 0) throw new Refusal(404, NOT_YOUR_REMINDER);
      return { success: true };
    },
  };
}
