// PUT /pos/activity/store: a comment on a quote or an order, reminding the chosen staff (specs/pos.md
// "Comment form": any staff member, other branches' too). The comment and its reminders are written
// by record.ts, the one writer of the activity log, in one transaction: a refusal writes nothing.
import { sql } from 'drizzle-orm';
import { NO_ORDER } from '../../contract/pos-order-list.ts';
import {
  ONLY_STAFF_REMINDED,
  ORDER_NOTICE_ON_QUOTE,
  QUOTE_NOTICE_ON_ORDER,
  SAY_SOMETHING,
  commentSavedMessage,
} from '../../contract/pos-activity.ts';
import type { SignedInStaff } from '../../contract/pos.ts';
import { idList, queryRows } from '../../db/rows.ts';
import { Refusal } from '../../domain/refusal.ts';
import type { ActivityContext } from './activity.service.ts';
import { recordActivity } from './record.ts';

export interface CommentAsk {
  description: string;
  orderNo: string;
  event: 'quote-notice' | 'order-notice';
  /** Staff ids to remind. */
  remind: number[];
}

export function activityCommentCalls(ctx: ActivityContext) {
  return {
    async storeComment(signed: SignedInStaff, ask: CommentAsk): Promise<{ success: true; msg: string; id: number }> {
      const description = ask.description.trim();
      if (!description) throw new Refusal(422, SAY_SOMETHING);
      const remind = [...new Set(ask.remind)];
      return ctx.db.transaction(async (tx) => {
        // Held against a quote being deleted meanwhile (the entry's order must still be there).
        const [order] = await queryRows<{ id: number; kind: 'order' | 'quote' }>(
          tx,
          sql`select id, kind from orders where order_no = ${ask.orderNo} for key share`,
        );
        if (!order) throw new Refusal(404, NO_ORDER);
        // A quote's comments stay quote notices and an order's order notices, so each list counts its own.
        if (ask.event === 'quote-notice' && order.kind !== 'quote') throw new Refusal(422, QUOTE_NOTICE_ON_ORDER);
        if (ask.event === 'order-notice' && order.kind !== 'order') throw new Refusal(422, ORDER_NOTICE_ON_QUOTE);
        if (remind.length) {
          const [found] = await queryRows<{ n: number }>(
            tx,
            sql`select count(*)::int as n from staff where active and id in (${idList(remind)})`,
          );
          if (Number(found!.n) !== remind.length) throw new Refusal(422, ONLY_STAFF_REMINDED);
        }
        const id = await recordActivity(tx, {
          event: ask.event,
          orderId: Number(order.id),
          causerId: signed.id,
          description,
          remind,
          now: ctx.now(),
        });
        return { success: true as const, msg: commentSavedMessage(ask.orderNo), id };
      });
    },
  };
}
