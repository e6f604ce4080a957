// POST /pos/get-staffs and POST /pos/check-pin (docs/architecture.md, Staff access).
// check-pin failures carry `error` (what the PIN dialog shows) as well as the envelope's `msg`.
import type { FastifyInstance } from 'fastify';
import { Refusal } from '../../../domain/refusal.ts';
import type { Services } from '../../../services/index.ts';
import { route } from '../../route.ts';
import { signedIn } from './guard.ts';

/** The PIN dialog shows a failure's `error`, so bad input carries it beside `msg`, without the field's name. */
const forDialog = {
  invalid: (message: string) => {
    const error = message.replace(/^[\w.]+: /, '');
    throw new Refusal(422, error, { error });
  },
};

export async function registerPinRoutes(pos: FastifyInstance, { staff }: Services) {
  route(pos, 'pos.staffs', async ({ roles }) => ({ success: true, staffs: await staff.listStaff(roles) }), forDialog);

  route(pos, 'pos.checkPin', async (body, req) => staff.checkPin(signedIn(req), body), forDialog);
}
