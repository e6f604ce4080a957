// Windcave's hosted payment page through its REST API (PAYMENT_GATEWAY=windcave).
//   POST /api/v1/sessions      creates a session; its `links` hold the page (rel "hpp", method REDIRECT)
//   GET  /api/v1/sessions/{id} answers the session with `transactions[0]` once the shopper has paid
//   POST /api/v1/transactions  a refund of that transaction: `type` refund, `amount`, `currency`,
//                              `merchantReference`, `transactionId` (the purchase's); the answer is the
//                              refund's transaction (`id`, `authorised`, `responseText`). The `X-ID`
//                              header carries our id of the refund, so a request sent again after a
//                              lost answer gets the same transaction back rather than a second refund.
// Windcave's notification (to `notificationUrl`, GET or POST, carrying `sessionId`) is unsigned, so it
// is only a hint: the outcome is always read back from Windcave with our credentials.
// Field names follow Windcave's REST API documentation as used by open-source adapters (omnipay
// windcave / windcave-hpp): request `type`, `amount` (decimal string), `currency`,
// `merchantReference`, `language`, `callbackUrls.{approved,declined,cancelled}`, `notificationUrl`;
// answer `id`, `state`, `links[]`, `transactions[].{id,authorised,amount,responseText,merchantReference}`.
// Not confirmed against Windcave itself: whether session creation answers 202 or 200 (both are
// accepted), whether a session query still in progress answers 202 (treated as "no outcome yet"), and
// whether a refund answers 201 or 200 (both are accepted) and keys its repeats on `X-ID`.
import { parseCents, toDecimal } from '../../domain/money.ts';
import {
  type HostedPaymentRequest,
  type NotificationInput,
  type PaymentGateway,
  type PaymentOutcome,
  type RefundRequest,
  RefundRefused,
} from './gateway.ts';

export const WINDCAVE_LIVE_URL = 'https://sec.windcave.com';

export interface WindcaveOptions {
  /** https://sec.windcave.com (live) or https://uat.windcave.com (test); a stand-in in tests. */
  baseUrl?: string;
  username: string;
  apiKey: string;
  fetch?: typeof fetch;
}

interface WindcaveLink {
  href?: string;
  rel?: string;
  method?: string;
}

interface WindcaveTransaction {
  id?: string;
  authorised?: boolean;
  amount?: string;
  responseText?: string;
  merchantReference?: string;
}

interface WindcaveSession {
  id?: string;
  state?: string;
  amount?: string;
  merchantReference?: string;
  links?: WindcaveLink[];
  transactions?: WindcaveTransaction[];
}

/** Windcave's session ids are long alphanumeric strings; anything else never reaches a URL path. */
const SESSION_ID = /^[A-Za-z0-9_-]{1,128}$/;

export function createWindcaveGateway(opts: WindcaveOptions): PaymentGateway {
  const base = (opts.baseUrl ?? WINDCAVE_LIVE_URL).replace(/\/+$/, '');
  const doFetch = opts.fetch ?? fetch;
  const headers = {
    authorization: `Basic ${Buffer.from(`${opts.username}:${opts.apiKey}`).toString('base64')}`,
    accept: 'application/json',
  };

  async function querySession(sessionId: string): Promise<PaymentOutcome | null> {
    if (!SESSION_ID.test(sessionId)) return null;
    const res = await doFetch(`${base}/api/v1/sessions/${sessionId}`, { headers, signal: AbortSignal.timeout(15_000) });
    // Unknown session: not ours. 202: the shopper has not finished yet.
    if (res.status === 404 || res.status === 202) return null;
    // Windcave unreachable or failing: throw, so the notification is answered 5xx and sent again.
    if (!res.ok) throw new Error(`Windcave session query answered ${res.status}`);
    return outcomeOf(sessionId, (await res.json()) as WindcaveSession);
  }

  return {
    name: 'windcave',

    async startHostedPayment(req: HostedPaymentRequest) {
      const res = await doFetch(`${base}/api/v1/sessions`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          type: 'purchase',
          amount: toDecimal(req.amountCents),
          currency: req.currency,
          merchantReference: req.orderNo,
          language: 'en',
          // Windcave sends the browser back with ?sessionId=… whichever way the payment went.
          callbackUrls: { approved: req.returnUrl, declined: req.returnUrl, cancelled: req.returnUrl },
          notificationUrl: req.notifyUrl,
        }),
        signal: AbortSignal.timeout(15_000),
      });
      if (res.status !== 200 && res.status !== 202) throw new Error(`Windcave session creation answered ${res.status}`);
      const session = (await res.json()) as WindcaveSession;
      const hpp = session.links?.find((link) => link.rel === 'hpp');
      if (!session.id || !hpp?.href) throw new Error('Windcave answered without a payment page');
      // The link's method is REDIRECT: the browser navigates to it (GET), nothing is posted.
      return { redirect: hpp.href, method: 'GET', params: {}, providerRef: session.id };
    },

    async verifyNotification(input: NotificationInput) {
      // The body is never trusted; only the session id is taken from it, to ask Windcave.
      const fromBody = (input.body as { sessionId?: unknown } | undefined)?.sessionId;
      const sessionId = input.query?.sessionId ?? (typeof fromBody === 'string' ? fromBody : undefined);
      return sessionId ? querySession(sessionId) : null;
    },

    fetchOutcome: querySession,

    async refund(req: RefundRequest) {
      // The purchase's transaction is the session's; Windcave refunds a transaction, not a session.
      if (!SESSION_ID.test(req.providerRef)) throw new RefundRefused('This payment is not known to Windcave');
      const found = await doFetch(`${base}/api/v1/sessions/${req.providerRef}`, {
        headers,
        signal: AbortSignal.timeout(15_000),
      });
      if (found.status === 404) throw new RefundRefused('This payment is not known to Windcave');
      if (!found.ok) throw new Error(`Windcave session query answered ${found.status}`);
      const purchase = ((await found.json()) as WindcaveSession).transactions?.[0];
      if (!purchase?.id || purchase.authorised !== true)
        throw new RefundRefused('Windcave has no approved payment to refund');
      const res = await doFetch(`${base}/api/v1/transactions`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'x-id': req.idempotencyKey },
        body: JSON.stringify({
          type: 'refund',
          amount: toDecimal(req.amountCents),
          currency: req.currency,
          merchantReference: req.orderNo,
          transactionId: purchase.id,
        }),
        signal: AbortSignal.timeout(15_000),
      });
      // A 4xx is Windcave's no (nothing refunded); a 5xx or no answer leaves it unknown.
      if (res.status >= 400 && res.status < 500) {
        const body = (await res.json().catch(() => ({}))) as { errors?: { message?: string }[] };
        throw new RefundRefused(body.errors?.[0]?.message || `Windcave refused the refund (${res.status})`);
      }
      if (!res.ok) throw new Error(`Windcave refund answered ${res.status}`);
      const refund = (await res.json()) as WindcaveTransaction;
      if (!refund.id || typeof refund.authorised !== 'boolean') throw new Error('Windcave answered no refund');
      return {
        approved: refund.authorised,
        providerRef: refund.id,
        reason: refund.authorised ? '' : refund.responseText || 'Declined by the bank',
      };
    },
  };
}

function outcomeOf(sessionId: string, session: WindcaveSession): PaymentOutcome | null {
  const tx = session.transactions?.[0];
  // A session without a finished transaction has no outcome yet.
  if (!tx?.id || typeof tx.authorised !== 'boolean') return null;
  const amountCents = parseCents(tx.amount ?? session.amount);
  const orderNo = tx.merchantReference ?? session.merchantReference;
  if (amountCents === null || !orderNo) return null;
  return {
    provider: 'windcave',
    notificationId: tx.id,
    orderNo,
    providerRef: sessionId,
    approved: tx.authorised,
    amountCents,
    reason: tx.authorised ? '' : tx.responseText || 'Declined by the bank',
  };
}
