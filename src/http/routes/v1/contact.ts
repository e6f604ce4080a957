// POST /v1/contact/form (specs/storefront.md): the contact page's form, limited per address. A script
// (or the page's own script) sends JSON with the X-CSRF-TOKEN header and gets { success, message } or
// the failure envelope. The page's plain form (no JavaScript) posts the same fields with `_csrf` (the
// session plugin checks it) and is sent back to /contact, which shows the outcome by its code.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Refusal } from '../../../domain/refusal.ts';
import type { Services } from '../../../services/index.ts';
import { addressLimiter, addressOf } from '../../plugins/rate-limit.ts';
import { route } from '../../route.ts';
import { CONTACT_BAD_EMAIL, CONTACT_EMPTY, type ContactOutcome } from '../../../contract/contact.ts';
import { CAPTCHA_FAILED_MESSAGE } from '../../../domain/checkout-rules.ts';

/** A browser's plain form: its token came as a field, not the header. */
const plainForm = (req: FastifyRequest) =>
  req.headers['x-csrf-token'] === undefined &&
  (req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');

const backToPage = (reply: FastifyReply, outcome: ContactOutcome) =>
  reply.header('cache-control', 'no-store').redirect(`/contact?sent=${outcome}#contact-form`, 303);

/** The page's code for a refusal (web/shop/lib/contact.ts has the words the page shows for each). */
function outcomeOf(err: Refusal): ContactOutcome {
  if (err.status === 429) return 'limit';
  if (err.status === 503) return 'mail';
  if (err.message === CONTACT_EMPTY) return 'empty';
  if (err.message === CONTACT_BAD_EMAIL) return 'email';
  if (err.message === CAPTCHA_FAILED_MESSAGE) return 'captcha';
  return 'error';
}

export async function registerContactRoutes(api: FastifyInstance, { contact }: Pick<Services, 'contact'>) {
  // Counted in the handler, so the plain form is told on its page too.
  const contactLimit = addressLimiter(api, 'contact');
  route(
    api,
    'contact.form',
    async (ask, req, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await contactLimit(req, reply);
        const answer = await contact.send(ask, addressOf(req));
        return plainForm(req) ? backToPage(reply, 'ok') : answer;
      } catch (err) {
        if (plainForm(req) && err instanceof Refusal) return backToPage(reply, outcomeOf(err));
        throw err;
      }
    },
    {
      invalid: (message, req, reply) => {
        if (plainForm(req)) return backToPage(reply, 'invalid');
        throw new Refusal(422, message);
      },
    },
  );
}
