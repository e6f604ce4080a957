// The POS calls that email a customer: POST /pos/quote/email-cus/ (the quote with
// its printable link) and POST /pos/cart/send-cart/ (the open POS cart as a link to a shopping cart).
// Each needs the staff member's single-use PIN approval; a refusal writes nothing and leaves the
// approval unused (a mail server that fails is the service's 503). The links in the mail use the
// address the staff member reached the shop on.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../../../services/index.ts';
import { route } from '../../route.ts';
import { signedIn } from './guard.ts';

export type PosMailDeps = Pick<Services, 'posMail' | 'staff'>;

/** The shop's address as this request reached it (behind a proxy, the forwarded one). */
export const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

export async function registerPosMailRoutes(pos: FastifyInstance, { posMail, staff }: PosMailDeps) {
  route(pos, 'pos.quote.emailCustomer', async (body, req) => {
    const me = signedIn(req);
    const { msg } = await posMail.emailQuote(
      me,
      { orderNo: body.orderNo, approval: body.approval, origin: originOf(req) },
      staff.now(),
    );
    return { success: true, msg };
  });

  route(pos, 'pos.cart.sendCart', async (body, req) => {
    const me = signedIn(req);
    const { msg } = await posMail.sendCart(me, { approval: body.approval, origin: originOf(req) }, staff.now());
    return { success: true, msg };
  });
}
