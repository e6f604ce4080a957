// POST /pos/get-staffs and POST /pos/check-pin (docs/architecture.md, Staff access), and a manager's
// unlock of a locked staff member (GET /pos/staff/locked, POST /pos/staff/unlock).
// check-pin failures carry `error` (what the PIN dialog shows) as well as the envelope's `msg`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SignedInStaff } from '../../../contract/pos.ts';
import { Refusal } from '../../../domain/refusal.ts';
import type { Services } from '../../../services/index.ts';
import { Lockout, NOT_ALLOWED } from '../../../services/staff/staff.service.ts';
import { LIMITED, addressOf } from '../../plugins/rate-limit.ts';
import { route } from '../../route.ts';
import { signedIn } from './guard.ts';

/** The PIN dialog shows a failure's `error`, so bad input carries it beside `msg`, without the field's name. */
const forDialog = {
  invalid: (message: string) => {
    const error = message.replace(/^[\w.]+: /, '');
    throw new Refusal(422, error, { error });
  },
};

/** A lockout is one log line with the request id: who, from where; never the PIN or password tried. */
export function logLockout(req: FastifyRequest, err: unknown): void {
  if (err instanceof Lockout) req.log.warn({ ...err.lockout, address: addressOf(req) }, 'staff locked out');
}

const managerOnly = (req: FastifyRequest): SignedInStaff => {
  const staff = signedIn(req);
  if (staff.role !== 'manager' && staff.role !== 'admin') throw new Refusal(403, NOT_ALLOWED);
  return staff;
};

export async function registerPinRoutes(pos: FastifyInstance, { staff }: Services) {
  route(pos, 'pos.staffs', async ({ roles }) => ({ success: true, staffs: await staff.listStaff(roles) }), forDialog);

  route(
    pos,
    'pos.checkPin',
    async (body, req) => {
      try {
        return await staff.checkPin(signedIn(req), body);
      } catch (err) {
        logLockout(req, err);
        throw err;
      }
    },
    { ...forDialog, config: { ...LIMITED.checkPin } },
  );

  route(pos, 'pos.staff.locked', async (_input, req) => {
    managerOnly(req);
    return { success: true, staffs: await staff.lockedStaff() };
  });

  route(pos, 'pos.staff.unlock', async ({ staffId }, req) => {
    const manager = managerOnly(req);
    const opened = await staff.unlockStaff(manager, staffId);
    req.log.info(
      { event: 'staff_unlocked', staffId: opened.id, email: opened.email, by: manager.id, address: addressOf(req) },
      'staff unlocked',
    );
    return { success: true };
  });
}
