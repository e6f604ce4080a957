// The shopper's cart calls (/v1/cart/...). Thin: the route table's schema has checked the
// request (src/http/route.ts), the cart service answers, and its refusals are the errors plugin's.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { CART_COUNT_COOKIE, UZIP_COOKIE, UZIP_MAX_AGE_S } from '../../../contract/cookies.ts';
import { anyUpdatePaymentRequest } from '../../../contract/pos-cart.ts';
import type { Services } from '../../../services/index.ts';
import { type RouteConfig, route, routeShared } from '../../route.ts';

export async function registerCartRoutes(
  api: FastifyInstance,
  { cart, staff, posCart }: Services,
  config: RouteConfig,
) {
  const rememberZip = (reply: FastifyReply, zip: string) =>
    reply.setCookie(UZIP_COOKIE, zip, {
      path: '/',
      maxAge: UZIP_MAX_AGE_S,
      sameSite: 'lax',
      secure: config.secureCookies,
    });

  // Every answer that knows the item count keeps the counter cookie in step.
  api.addHook('preSerialization', async (req, reply, payload) => {
    if (!req.url.startsWith('/v1/cart/')) return payload;
    const answer = payload as { itemcount?: unknown; cart?: { staff_id?: unknown } } | null;
    // A salesperson's POS cart (a staff updatePayment) is not the shopper's cart the header counts.
    if (answer?.cart?.staff_id) return payload;
    const count = answer?.itemcount;
    // Only when it changes: a visitor's empty cart sets nothing (no cookie means 0).
    if (typeof count === 'number' && (req.cookies[CART_COUNT_COOKIE] ?? '0') !== String(count)) {
      reply.setCookie(CART_COUNT_COOKIE, String(count), {
        path: '/',
        maxAge: UZIP_MAX_AGE_S,
        sameSite: 'lax',
        secure: config.secureCookies,
      });
    }
    return payload;
  });

  // No session yet is an empty cart: a GET must not start one.
  route(api, 'cart.content', async (_input, req) => cart.content(req.existingSessionId()));

  route(api, 'cart.add', async (line, req, reply) => {
    // The wire's names (xsel, ysel, the uzip cookie) stop here: the cart speaks of size, colour and postcode.
    const answer = await cart.add(
      req.sessionId(),
      { sku: line.sku, sizeCode: line.xsel, colourCode: line.ysel, qty: line.qty },
      { postcode: req.cookies[UZIP_COOKIE] },
    );
    // The product page's form without JavaScript (its token came as a field, not the header): on to
    // the cart page, like any shop. API clients posting form fields send the header and get JSON.
    if (
      req.headers['x-csrf-token'] === undefined &&
      (req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')
    ) {
      reply.setCookie(CART_COUNT_COOKIE, String(answer.itemcount), {
        path: '/',
        maxAge: UZIP_MAX_AGE_S,
        sameSite: 'lax',
        secure: config.secureCookies,
      });
      return reply.redirect('/cart', 303);
    }
    return answer;
  });

  route(api, 'cart.addSet', async ({ items }, req) =>
    cart.addSet(req.sessionId(), items, { postcode: req.cookies[UZIP_COOKIE] }),
  );

  route(api, 'cart.remove', async ({ sku }, req) => cart.remove(req.sessionId(), sku));

  route(
    api,
    'cart.updateItem',
    async ({ item, qty_diff }, req) =>
      cart.updateItem(req.sessionId(), item.id, {
        qty: item.qty,
        qtyDiff: qty_diff,
        shipmethod: item.shipmethod,
        pickLocation: item.pick_location === '' ? null : item.pick_location,
      }),
    { jsonFields: ['item'] },
  );

  route(api, 'cart.zip', async (body, req, reply) => {
    const zip = body.zip.trim();
    const answer = await cart.setZip(req.sessionId(), zip);
    rememberZip(reply, zip);
    return answer;
  });

  route(
    api,
    'cart.updateBasic',
    async ({ cart: sent, useSameAddress }, req, reply) => {
      // Flags the page did not send are absent, so only those it sent are saved.
      const { coupon, agree_terms, ...details } = sent;
      const answer = await cart.updateBasic(req.sessionId(), {
        ...details,
        email: details.email?.trim(),
        mobile: details.mobile?.trim(),
        zip: details.zip?.trim(),
        couponCode: coupon,
        agreeTerms: agree_terms,
        useSameAddress,
      });
      if (details.zip?.trim()) rememberZip(reply, details.zip.trim());
      return answer;
    },
    { jsonFields: ['cart'] },
  );

  route(api, 'cart.checkPayment', async ({ code, amount, cusId }, req) => {
    // A salesperson's payment tab asks about the counter's methods; any other code (a staff member
    // shopping on the storefront, a shopper) is one of the shop's methods. The order detail's panel
    // names the order's customer (cusId), whose store credit the credit method checks.
    const signedInStaff = await staff.staffOfSession(req.existingSessionId());
    if (signedInStaff) {
      const customer = cusId === undefined ? undefined : Number(cusId) > 0 ? Number(cusId) : null;
      const answer = await posCart.checkPayment(code, amount, customer);
      if (answer) return answer;
    }
    return cart.checkPayment(code, amount);
  });

  // One address, two calls of the table: the POS checkout names its cart with orderNo ('' or null:
  // the salesperson's open cart) and sends every payment line, which only a staff session may;
  // otherwise it is the shopper's one method, as always. The schema accepts both rows' requests.
  routeShared(
    api,
    ['cart.updatePayment', 'pos.cart.updatePayment'],
    anyUpdatePaymentRequest,
    async (body, req) => {
      if ('orderNo' in body) {
        const signedInStaff = await staff.staffOfSession(req.existingSessionId());
        if (signedInStaff) {
          return posCart.updatePayment(signedInStaff, body.orderNo ?? null, body.payments);
        }
      }
      return cart.updatePayment(
        req.sessionId(),
        body.payments.map((p) => ({ gateway: p.gateway, name: p.name ?? '', amount: p.amount })),
      );
    },
    { jsonFields: ['payments'] },
  );

  route(api, 'cart.paymentCalculator', async ({ amount }) => cart.paymentCalculator(amount));
}
