// After COMPLETE PURCHASE: the server's refusal in the shopper's words, or the way to the payment
// provider's page the server answered with.
import type { CartCompleteResponse } from '../../../../contract/cart.ts';
import { ApiError } from '../../lib/api.ts';

export type CompleteAnswer = CartCompleteResponse & { method?: 'POST' | 'GET' };

/** The server's refusal: its message, shown in the error area. */
export function completeFailure(err: unknown): string {
  if (err instanceof ApiError) {
    try {
      const body = JSON.parse(err.body) as { msg?: string; soldOutItems?: string[] };
      const names = Array.isArray(body.soldOutItems) ? body.soldOutItems.filter((n) => typeof n === 'string') : [];
      if (body.msg) return names.length ? `${body.msg} Sold out: ${names.join(', ')}.` : body.msg;
    } catch {
      // not JSON: fall through
    }
    return err.body.slice(0, 300) || 'Something went wrong. Please try again.';
  }
  return 'Something went wrong. Please check your connection and try again.';
}

/** The payment page: a form post of the server's fields (CSP form-action 'self'), or a plain visit. */
export function followPaymentPage(
  answer: Pick<CompleteAnswer, 'redirect' | 'params' | 'method'> & Partial<CompleteAnswer>,
) {
  if (answer.method === 'GET') {
    window.location.assign(answer.redirect);
    return;
  }
  const form = document.createElement('form');
  form.method = 'post';
  form.action = answer.redirect;
  form.hidden = true;
  for (const [name, value] of Object.entries(answer.params ?? {})) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = String(value);
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}
