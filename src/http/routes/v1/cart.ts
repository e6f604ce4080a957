// The shopper's cart calls (storefront spec §7). Thin: parse with the contract schema, ask the cart
// service, reply. A refusal of the service becomes the contract's failure envelope.
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  cartAddRequest,
  cartRemoveRequest,
  cartUpdateBasicRequest,
  cartUpdateItemRequest,
  cartZipRequest,
  checkPaymentRequest,
  paymentCalculatorRequest,
  updatePaymentRequest,
} from '../../../contract/cart.ts';
import { posUpdatePaymentRequest } from '../../../contract/pos-cart.ts';
import { CartRefusal, type CartDetails } from '../../../services/cart/cart.service.ts';
import type { Services } from '../../../services/index.ts';
import { PosRefusal } from '../../../services/staff/refusal.ts';
import { HttpError } from '../../http-error.ts';
import { postedBody } from './form-fields.ts';

/** The delivery zip the storefront remembers (spec §4, §9): four characters, one year. */
export const UZIP_COOKIE = 'uzip';
export const UZIP_MAX_AGE_S = 31_536_000;

export function refused<T>(work: Promise<T>): Promise<T> {
  return work.catch((err: unknown) => {
    throw err instanceof CartRefusal ? new HttpError(err.status, err.message) : err;
  });
}

/**
 * The header's cart counter reads this cookie in the browser, so pages stay the same for everyone
 * and can be cached (docs/decisions/0003-page-cache.md). Not a secret: only the number of items.
 */
export const CART_COUNT_COOKIE = 'cart_count';

/** The POS cart's refusals, for the two calls the POS checkout makes under /v1 (spec §7). */
function posRefused<T>(work: Promise<T>): Promise<T> {
  return work.catch((err: unknown) => {
    throw err instanceof PosRefusal ? new HttpError(err.status, err.message, err.extra) : err;
  });
}

export async function registerCartRoutes(api: FastifyInstance, { cart, config, staff, posCart }: Services) {
  const rememberZip = (reply: FastifyReply, zip: string) =>
    reply.setCookie(UZIP_COOKIE, zip, { path: '/', maxAge: UZIP_MAX_AGE_S, sameSite: 'lax', secure: config.secureCookies });

  // Every answer that knows the item count keeps the counter cookie in step.
  api.addHook('preSerialization', async (req, reply, payload) => {
    if (!req.url.startsWith('/v1/cart/')) return payload;
    const answer = payload as { itemcount?: unknown; cart?: { staff_id?: unknown } } | null;
    // A salesperson's POS cart (a staff updatePayment) is not the shopper's cart the header counts.
    if (answer?.cart?.staff_id) return payload;
    const count = answer?.itemcount;
    // Only when it changes: a visitor's empty cart sets nothing (no cookie means 0).
    if (typeof count === 'number' && (req.cookies[CART_COUNT_COOKIE] ?? '0') !== String(count)) {
      reply.setCookie(CART_COUNT_COOKIE, String(count), { path: '/', maxAge: UZIP_MAX_AGE_S, sameSite: 'lax', secure: config.secureCookies });
    }
    return payload;
  });

  // No session yet is an empty cart: a GET must not start one.
  api.get('/cart/content', async (req) => refused(cart.content(req.existingSessionId())));

  api.post('/cart/add', async (req, reply) => {
    const body = cartAddRequest.parse(postedBody(req.body));
    const answer = await refused(cart.add(req.sessionId(), body, { uzip: req.cookies[UZIP_COOKIE] }));
    // The product page's form without JavaScript (its token came as a field, not the header): on to
    // the cart page, like any shop. API clients posting form fields send the header and get JSON.
    if (req.headers['x-csrf-token'] === undefined && (req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
      reply.setCookie(CART_COUNT_COOKIE, String(answer.itemcount), { path: '/', maxAge: UZIP_MAX_AGE_S, sameSite: 'lax', secure: config.secureCookies });
      return reply.redirect('/cart', 303);
    }
    return answer;
  });

  api.post('/cart/remove', async (req) => {
    const { sku } = cartRemoveRequest.parse(postedBody(req.body));
    return refused(cart.remove(req.sessionId(), sku));
  });

  api.post('/cart/updateItem', async (req) => {
    const { item, qty_diff } = cartUpdateItemRequest.parse(postedBody(req.body, ['item']));
    return refused(
      cart.updateItem(req.sessionId(), item.id, {
        qty: item.qty,
        qtyDiff: qty_diff,
        shipmethod: item.shipmethod,
        pickLocation: item.pick_location === '' ? null : item.pick_location,
      }),
    );
  });

  api.post('/cart/zip', async (req, reply) => {
    const zip = cartZipRequest.parse(postedBody(req.body)).zip.trim();
    const answer = await refused(cart.setZip(req.sessionId(), zip));
    rememberZip(reply, zip);
    return answer;
  });

  api.post('/cart/updateBasic', async (req, reply) => {
    const raw = postedBody(req.body, ['cart']);
    const { cart: typed, useSameAddress } = cartUpdateBasicRequest.parse(raw);
    // Absent flags parse as false; only those the page sent are saved, so a partial save keeps the rest.
    const sent = (raw.cart ?? {}) as Record<string, unknown>;
    const details: CartDetails = {
      firstname: typed.firstname,
      lastname: typed.lastname,
      company: typed.company,
      email: typed.email?.trim(),
      mobile: typed.mobile?.trim(),
      address: typed.address,
      zip: typed.zip?.trim(),
      baddress: typed.baddress,
      comment: typed.comment,
      couponCode: typed.coupon,
      agreeTerms: 'agree_terms' in sent ? typed.agree_terms : undefined,
      newsletter: 'newsletter' in sent ? typed.newsletter : undefined,
      useSameAddress: 'useSameAddress' in raw ? useSameAddress : undefined,
    };
    const answer = await refused(cart.updateBasic(req.sessionId(), details));
    if (details.zip) rememberZip(reply, details.zip);
    return answer;
  });

  api.post('/cart/checkPayment', async (req) => {
    const { code, amount } = checkPaymentRequest.parse(postedBody(req.body));
    // A salesperson's payment tab asks about the counter's methods; any other code (a staff member
    // shopping on the storefront, a shopper) is one of the shop's methods.
    const signedInStaff = await staff.staffOfSession(req.existingSessionId());
    if (signedInStaff) {
      const answer = await posRefused(posCart.checkPayment(code, amount));
      if (answer) return answer;
    }
    return refused(cart.checkPayment(code, amount));
  });

  api.post('/cart/updatePayment', async (req) => {
    const raw = postedBody(req.body, ['payments']);
    // The POS checkout names its cart with orderNo ('' or null: the salesperson's open cart) and sends
    // every payment line; only a staff session may. Otherwise the shopper's one method, as always.
    if ('orderNo' in raw) {
      const signedInStaff = await staff.staffOfSession(req.existingSessionId());
      if (signedInStaff) {
        const body = posUpdatePaymentRequest.parse(raw);
        return posRefused(posCart.updatePayment(signedInStaff, body.orderNo, body.payments));
      }
    }
    const { payments } = updatePaymentRequest.parse(raw);
    return refused(cart.updatePayment(req.sessionId(), payments));
  });

  api.post('/cart/paymentcalculator', async (req) => {
    const { amount } = paymentCalculatorRequest.parse(postedBody(req.body));
    return refused(cart.paymentCalculator(amount));
  });
}
