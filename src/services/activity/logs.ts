// POST /pos/activity/getLogs in its two shapes. (Issue 12, to build.)
import type { GetLogsResponse, LogEvent } from '../../contract/pos-activity.ts';
import type { SignedInStaff } from '../../contract/pos.ts';
import type { ActivityContext } from './activity.service.ts';

/** With an orderNo: that order's entries; without: a page of the event's entries. */
export interface LogsAsk {
  orderNo?: string;
  event: LogEvent;
  page: number | string;
  pageSize: number | string;
  onlyMe: boolean;
}

export function activityLogCalls(_ctx: ActivityContext) {
  return {
    async getLogs(_signed: SignedInStaff, _ask: LogsAsk): Promise<GetLogsResponse> {
      throw new Error('not built yet');
    },
  };
}
