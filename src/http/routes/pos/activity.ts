// Comments, reminders and the logs: PUT /pos/activity/store, POST /pos/activity/getLogs, and ours:
// GET /pos/activity/reminders (my unread reminders) and POST /pos/activity/read (one marked read).
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../../services/index.ts';
import { route } from '../../route.ts';
import { signedIn } from './guard.ts';

export async function registerActivityRoutes(pos: FastifyInstance, { activity }: Services) {
  route(pos, 'pos.activity.store', async (ask, req) =>
    activity.storeComment(signedIn(req), {
      description: ask.description,
      orderNo: ask.orderNo,
      event: ask.event,
      remind: ask.properties.remind,
    }),
  );
  route(pos, 'pos.activity.logs', async (ask, req) => activity.getLogs(signedIn(req), ask));
  route(pos, 'pos.activity.reminders', async (_none, req) => activity.reminders(signedIn(req)));
  route(pos, 'pos.activity.read', async ({ id }, req) => activity.markReminderRead(signedIn(req), id));
}
