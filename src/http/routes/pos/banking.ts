// Daily banking calls (specs/pos.md "Banking"): the day's list per branch, starting a branch's
// banking and submitting it. The rules live in services/banking/.
import type { FastifyInstance } from 'fastify';
import { Refusal } from '../../../domain/refusal.ts';
import type { Services } from '../../../services/index.ts';
import { route } from '../../route.ts';
import { signedIn } from './guard.ts';

/** The banking screen shows a refusal's words as they are, so bad input's message goes without the field's name. */
const ownWords = {
  invalid: (message: string) => {
    throw new Refusal(422, message.replace(/^[\w.]+: /, ''));
  },
};

export async function registerBankingRoutes(pos: FastifyInstance, { banking }: Services) {
  route(pos, 'pos.banking.list', async (ask, req) => banking.list(signedIn(req), ask), ownWords);
  route(pos, 'pos.banking.start', async (ask, req) => banking.start(signedIn(req), ask), ownWords);
  // A form post sends the methods as one JSON field.
  route(pos, 'pos.banking.create', async (ask, req) => banking.create(signedIn(req), ask), {
    ...ownWords,
    jsonFields: ['pMethods'],
  });
}
