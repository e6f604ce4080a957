// The payment simulator's hosted page (docs/architecture.md, Outside services). It lives outside /v1
// and /pos, as a provider's page would live on another site, so the anti-forgery header does not
// apply; the fields' signature does instead. The page is bound to the browser that opened it (its
// shop session cookie): a decision from any other browser, or from another site's form (which
// SameSite=Lax keeps the cookie from), is refused and changes nothing. Nothing is stored: the
// decision leaves as a signed notification.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type SimFields, simDecisionSchema, simFieldsSchema } from '../../contract/gateway-sim.ts';
import { escapeHtml } from '../../domain/html.ts';
import { parseCents, formatNzd } from '../../domain/money.ts';
import { Refusal } from '../../domain/refusal.ts';
import type { Services } from '../../services/index.ts';

export interface GatewaySimDeps {
  /** The simulator's signatures on its page's fields and its notification (services.paymentSimulator). */
  signer: Services['paymentSimulator'];
  /** Sends the server-to-server notification; `fetch` by default, a recorder in tests. */
  notify?: (url: string, init: NotifyInit) => Promise<{ ok: boolean; status: number }>;
}

interface NotifyInit {
  method: 'POST';
  headers: Record<string, string>;
  body: string;
}

const NO_SESSION_MESSAGE = 'Open the payment page from the shop’s checkout.';
const OTHER_BROWSER_MESSAGE = 'This payment page was opened in another browser.';

export async function registerGatewaySimulator(app: FastifyInstance, deps: GatewaySimDeps) {
  const { signer } = deps;
  const notify = deps.notify ?? ((url, init) => fetch(url, { ...init, signal: AbortSignal.timeout(10_000) }));

  const mustBeSigned = async (fields: SimFields) => {
    if (!(await signer.fieldsAreSigned(fields))) throw new Refusal(403, 'The payment details have been changed.');
  };

  // Form posts of the simulator's pages, checked by fastify-type-provider-zod (src/http/app.ts) against these schemas.
  const sim = app.withTypeProvider<ZodTypeProvider>();
  sim.post('/gateway-sim/pay', { schema: { body: simFieldsSchema } }, async (req, reply) => {
    const fields = req.body;
    await mustBeSigned(fields);
    // The shopper arrives from the checkout, which gave them a session; a page opened without one
    // could be decided by nobody.
    const shopSession = req.existingSessionId();
    if (!shopSession) throw new Refusal(403, NO_SESSION_MESSAGE);
    return sendPage(reply, 200, payPage(fields, await signer.signPayer(fields.session, shopSession)));
  });

  sim.post('/gateway-sim/decide', { schema: { body: simDecisionSchema } }, async (req, reply) => {
    const { decision, payer, ...fields } = req.body;
    await mustBeSigned(fields);
    const shopSession = req.existingSessionId();
    if (!shopSession || !(await signer.payerIsSigned(fields.session, shopSession, payer)))
      throw new Refusal(403, OTHER_BROWSER_MESSAGE);
    const { body, headers } = await signer.decisionNotice(fields, decision === 'approve');
    try {
      const res = await notify(fields.notifyUrl, { method: 'POST', headers, body });
      if (!res.ok) throw new Error(`notification answered ${res.status}`);
    } catch (err) {
      // A real provider retries; here the shopper can press the button again (same notification id).
      req.log.warn({ err, orderNo: fields.orderNo }, 'payment simulator could not notify the shop');
      return sendPage(reply, 502, retryPage(fields, payer, decision));
    }
    return reply.redirect(withSession(fields.returnUrl, fields.session), 303);
  });
}

function withSession(returnUrl: string, session: string): string {
  const [path, hash] = splitOnce(returnUrl, '#');
  const joined = `${path}${path.includes('?') ? '&' : '?'}session=${encodeURIComponent(session)}`;
  return hash === undefined ? joined : `${joined}#${hash}`;
}

function splitOnce(text: string, sep: string): [string, string | undefined] {
  const at = text.indexOf(sep);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

function hiddenFields(fields: SimFields & { payer: string }): string {
  return (['session', 'orderNo', 'amount', 'returnUrl', 'notifyUrl', 'signature', 'payer'] as const)
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(fields[name])}">`)
    .join('');
}

function decideForm(
  fields: SimFields,
  payer: string,
  decision: 'approve' | 'decline',
  label: string,
  extra = '',
): string {
  return (
    `<form method="post" action="/gateway-sim/decide">${hiddenFields({ ...fields, payer })}${extra}` +
    `<input type="hidden" name="decision" value="${decision}">` +
    `<button class="${decision}" type="submit">${label}</button></form>`
  );
}

function payPage(fields: SimFields, payer: string): string {
  const card = `<label>Card number <input name="card" inputmode="numeric" autocomplete="off" value="4111 1111 1111 1111"></label>`;
  return page(
    'Kauri test payment gateway',
    `<p>Order <strong>${escapeHtml(fields.orderNo)}</strong></p>
<p class="amount">${escapeHtml(amountText(fields.amount))} NZD</p>
${decideForm(fields, payer, 'approve', 'Approve', card)}
${decideForm(fields, payer, 'decline', 'Decline')}
<p class="note">A simulated bank: no card is charged.</p>`,
  );
}

function retryPage(fields: SimFields, payer: string, decision: 'approve' | 'decline'): string {
  return page(
    'Kauri test payment gateway',
    `<p>The shop did not receive the payment result for order <strong>${escapeHtml(fields.orderNo)}</strong>.</p>
${decideForm(fields, payer, decision, 'Try again')}`,
  );
}

function amountText(amount: string): string {
  const cents = parseCents(amount);
  return cents === null ? amount : formatNzd(cents);
}

// Self-contained (no scripts, inline style only) so it needs nothing from the storefront's build.
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f4f4f5;color:#18181b;margin:0;padding:2rem 1rem}
main{max-width:26rem;margin:0 auto;background:#fff;border-radius:.75rem;padding:1.5rem;box-shadow:0 1px 3px #0002}
h1{font-size:1.25rem;margin:0 0 1rem}.amount{font-size:2rem;font-weight:700;margin:.5rem 0 1.5rem}
label{display:block;margin-bottom:1rem}
input[name=card]{display:block;width:100%;box-sizing:border-box;padding:.6rem;font-size:1rem;margin-top:.25rem}
form{margin:0 0 .75rem}button{width:100%;padding:.8rem;font-size:1rem;border:0;border-radius:.5rem;cursor:pointer}
.approve{background:#15803d;color:#fff}.decline{background:#e4e4e7;color:#18181b}.note{color:#71717a;font-size:.875rem}
</style></head>
<body><main><h1>${title}</h1>
${body}
</main></body></html>`;
}
