// The POS calls that email a customer: POST /pos/quote/email-cus/ (the quote with
// its printable link) and POST /pos/cart/send-cart/ (the cart on screen, a quote's or the open POS cart, as
// a link to a shopping cart).
// Each needs the staff member's single-use PIN approval; a refusal writes nothing and leaves the
// approval unused (a mail server that fails is the service's 503). The links in the mail start with
// the shop's configured origin (PUBLIC_URL), never the request's Host or X-Forwarded-Host: a customer
// must not be sent to whatever address a request named.
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../../services/index.ts';
import { type RouteConfig, route } from '../../route.ts';
import { signedIn } from './guard.ts';

export type PosMailDeps = Pick<Services, 'posMail' | 'staff'>;

export async function registerPosMailRoutes(
  pos: FastifyInstance,
  { posMail, staff }: PosMailDeps,
  { publicUrl }: Pick<RouteConfig, 'publicUrl'>,
) {
  route(pos, 'pos.quote.emailCustomer', async (body, req) => {
    const me = signedIn(req);
    const { msg } = await posMail.emailQuote(
      me,
      { orderNo: body.orderNo, approval: body.approval, origin: publicUrl },
      staff.now(),
    );
    return { success: true, msg };
  });

  route(pos, 'pos.cart.sendCart', async (body, req) => {
    const me = signedIn(req);
    const { msg } = await posMail.sendCart(
      me,
      { approval: body.approval, origin: publicUrl, orderNo: body.orderNo },
      staff.now(),
    );
    return { success: true, msg };
  });
}
