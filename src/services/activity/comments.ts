// PUT /pos/activity/store: a comment on a quote or an order, reminding the chosen staff. (Issue 12, to build.)
import type { SignedInStaff } from '../../contract/pos.ts';
import type { ActivityContext } from './activity.service.ts';

export function activityCommentCalls(_ctx: ActivityContext) {
  return {
    async storeComment(
      _signed: SignedInStaff,
      _ask: { description: string; orderNo: string; event: 'quote-notice' | 'order-notice'; remind: number[] },
    ): Promise<{ success: true; msg: string; id: number }> {
      throw new Error('not built yet');
    },
  };
}
