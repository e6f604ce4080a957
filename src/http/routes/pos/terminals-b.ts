// Card terminal B at the counter (specs/pos.md "Card-terminal popups", integration B: weftpos). The
// four calls at {vendor} = /pos/weftpos, and, only while the simulator plays terminal B, its frame page
// (/pos/weftpos/sim/{referenceId}): the amount and Approve/Decline buttons. A press is the simulated
// terminal's answer; the page that follows posts a window message to the popup, which then calls
// success, where the server asks the terminal again. The page is served under this shop's origin, so
// the CSP's frame-src 'self' covers it, and staff reach it only signed in (the /pos guard).
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from '../../../domain/html.ts';
import { formatNzd } from '../../../domain/money.ts';
import { Refusal } from '../../../domain/refusal.ts';
import type { Services } from '../../../services/index.ts';
import { route } from '../../route.ts';
import { signedIn } from './guard.ts';

/** The window message the simulator's page posts to the popup (the popup checks its origin and source). */
export const SIM_MESSAGE_KIND = 'kauri-weftpos';

export async function registerTerminalBRoutes(pos: FastifyInstance, { terminals }: Services) {
  route(pos, 'pos.weftpos.init', async ({ orderNo }, req) => {
    signedIn(req);
    return terminals.b.init(orderNo);
  });

  route(pos, 'pos.weftpos.start', async (ask, req, reply) => {
    reply.header('cache-control', 'no-store');
    return terminals.b.start(signedIn(req).id, ask);
  });

  route(pos, 'pos.weftpos.success', async (ask, req, reply) => {
    reply.header('cache-control', 'no-store');
    return terminals.b.success(signedIn(req).id, ask);
  });

  route(pos, 'pos.weftpos.status', async (ask, req, reply) => {
    reply.header('cache-control', 'no-store');
    return terminals.b.status(signedIn(req).id, ask);
  });

  const sim = terminals.b.simulator;
  if (sim) registerSimulatorPage(pos, sim);
}

const refParams = z.object({ referenceId: z.string().regex(/^[0-9a-f]{8,64}$/, 'Invalid referenceId') });

/** The frame simulator that plays terminal B, as the terminals service hands it. */
type FrameSimulator = NonNullable<Services['terminals']['b']['simulator']>;

function registerSimulatorPage(pos: FastifyInstance, sim: FrameSimulator) {
  const app = pos.withTypeProvider<ZodTypeProvider>();
  const txnOf = (referenceId: string) => {
    const txn = sim.txn(referenceId);
    if (!txn) throw new Refusal(404, 'No EFTPOS transaction was started for this payment');
    return txn;
  };

  app.get('/weftpos/sim/:referenceId', { schema: { params: refParams } }, async (req, reply) => {
    signedIn(req);
    const { referenceId } = req.params;
    const txn = txnOf(referenceId);
    const body =
      txn.status.result === 'pending'
        ? `<p class="amount">${escapeHtml(formatNzd(txn.amountCents))}</p>
<p>${txn.kind === 'refund' ? 'REFUND' : 'PURCHASE'} on ${escapeHtml(txn.station)}: present or insert the card</p>
<form method="post" action="/pos/weftpos/sim/${referenceId}">
<input type="hidden" name="_csrf" value="${escapeHtml(req.csrfToken())}">
<button name="press" value="approve" class="ok" data-testid="weft-sim-approve">Approve</button>
<button name="press" value="decline" data-testid="weft-sim-decline">Decline</button>
</form>`
        : doneBody(referenceId, txn.status, req.cspNonce);
    return sendPage(reply, body);
  });

  app.post(
    '/weftpos/sim/:referenceId',
    { schema: { params: refParams, body: z.object({ press: z.enum(['approve', 'decline']) }).passthrough() } },
    async (req, reply) => {
      signedIn(req);
      const { referenceId } = req.params;
      txnOf(referenceId);
      const status = sim.press(referenceId, req.body.press);
      return sendPage(reply, doneBody(referenceId, status, req.cspNonce));
    },
  );
}

/** The terminal's final words, and the message that tells the popup (to this origin only). */
function doneBody(referenceId: string, status: { result: string; words: string }, nonce: string) {
  const message = JSON.stringify({ kind: SIM_MESSAGE_KIND, referenceId, result: status.result });
  return `<p class="amount" data-testid="weft-sim-done">${escapeHtml(status.words)}</p>
<script nonce="${escapeHtml(nonce)}">window.parent.postMessage(${message.replace(/</g, '\\u003c')}, window.location.origin);</script>`;
}

function sendPage(reply: FastifyReply, body: string) {
  return reply
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>EFTPOS terminal (simulator)</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:16px system-ui,sans-serif;margin:0;padding:16px;text-align:center;background:#1f2a24;color:#f3efe6}
.amount{font-size:28px;font-weight:700;margin:8px 0}form{display:flex;gap:12px;justify-content:center;margin-top:16px}
button{min-height:44px;min-width:120px;font-size:16px;border-radius:8px;border:0;background:#c0392b;color:#fff}
button.ok{background:#2e7d32}</style></head><body>${body}</body></html>`);
}
