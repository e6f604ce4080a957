// POST /pos/get-staffs and POST /pos/check-pin (pos spec §7 "Calls to check-pin and staffs").
// check-pin failures carry `error` (what the PIN dialog shows) as well as the envelope's `msg`.
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { checkPinRequest, getStaffsRequest } from '../../../contract/pos.ts';
import type { Services } from '../../../services/index.ts';
import { HttpError } from '../../http-error.ts';
import { postedBody } from '../v1/form-fields.ts';
import { signedIn } from './guard.ts';

/** The PIN dialog shows a failure's `error` (spec §8), so bad input carries it beside `msg`. */
function parseForDialog<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const parsed = schema.safeParse(postedBody(body));
  if (parsed.success) return parsed.data;
  const error = parsed.error.issues[0]?.message ?? 'Invalid request';
  throw new HttpError(422, error, { error });
}

export async function registerPinRoutes(pos: FastifyInstance, { staff }: Services) {
  pos.post('/get-staffs', async (req) => {
    const { roles } = parseForDialog(getStaffsRequest, req.body);
    return { success: true, staffs: await staff.listStaff(roles) };
  });

  pos.post('/check-pin', async (req) => {
    const me = signedIn(req);
    return staff.checkPin(me, parseForDialog(checkPinRequest, req.body));
  });
}
