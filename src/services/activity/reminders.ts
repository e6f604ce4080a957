// A staff member's unread reminders and marking one read. (Issue 12, to build.)
import type { RemindersResponse } from '../../contract/pos-activity.ts';
import type { SignedInStaff } from '../../contract/pos.ts';
import type { ActivityContext } from './activity.service.ts';

export function reminderCalls(_ctx: ActivityContext) {
  return {
    async reminders(_signed: SignedInStaff): Promise<RemindersResponse> {
      throw new Error('not built yet');
    },
    async markReminderRead(_signed: SignedInStaff, _id: number): Promise<{ success: true }> {
      throw new Error('not built yet');
    },
  };
}
