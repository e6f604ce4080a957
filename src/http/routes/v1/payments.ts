// POST (and, for Windcave, GET) /v1/payments/notify/:provider: a payment provider's server-to-server
// notification. It carries no session and no anti-forgery token; the gateway proves it instead
// (the simulator's signature over the raw body, or Windcave's own answer to our query).
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PaymentGateway, PaymentOutcome } from '../../../services/index.ts';
import { Refusal } from '../../../domain/refusal.ts';

/** Ours: the answer to a notification that does not match the payment it names. */
export const NOTIFICATION_MISMATCH = 'Notification does not match its order';

export interface PaymentNotifyDeps {
  gateway: PaymentGateway;
  /**
   * Records the outcome, logging to the request's log; must be safe to call twice with the same
   * notification (a replay). Answers 'mismatch' (checkout's OutcomeResult) when it names no payment of ours.
   */
  onOutcome(outcome: PaymentOutcome, log: FastifyBaseLogger): Promise<unknown>;
}

export async function registerPaymentNotifyRoute(api: FastifyInstance, deps: PaymentNotifyDeps) {
  // An encapsulated scope whose only parser keeps the body as sent: a signature covers exact bytes.
  await api.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));

    const handle = async (req: FastifyRequest<{ Params: { provider: string } }>, _reply: FastifyReply) => {
      if (req.params.provider !== deps.gateway.name) throw new Refusal(404, 'Not found');
      const rawBody = typeof req.body === 'string' ? req.body : '';
      const outcome = await deps.gateway.verifyNotification({
        headers: req.headers,
        body: parseBody(rawBody, req.headers['content-type']),
        rawBody,
        query: req.query as Record<string, string | undefined>,
      });
      if (!outcome) {
        req.log.warn(
          { event: 'payment.notification_refused', provider: req.params.provider },
          'payment notification refused: unsigned, tampered or unknown to the provider',
        );
        throw new Refusal(403, 'Notification refused');
      }
      // A genuine notification that does not match its order (another amount, another order's session)
      // pays nothing and is refused, so the provider's dashboard shows it failing too; onOutcome logged
      // what differed. A replay of one that matched answers as the first did.
      if ((await deps.onOutcome(outcome, req.log)) === 'mismatch') throw new Refusal(409, NOTIFICATION_MISMATCH);
      return { success: true };
    };

    scope.post('/payments/notify/:provider', { config: { csrf: false } }, handle);
    scope.get('/payments/notify/:provider', handle);
  });
}

function parseBody(raw: string, contentType: string | undefined): unknown {
  if (!raw) return undefined;
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') return Object.fromEntries(new URLSearchParams(raw));
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}
