// The POS calls that email a customer (pos spec §7): POST /pos/quote/email-cus/ (the quote with
// its printable link) and POST /pos/cart/send-cart/ (the open POS cart as a link to a shopping cart).
// Each needs the staff member's single-use PIN approval; a refusal writes nothing and leaves the
// approval unused. The links in the mail use the address the staff member reached the shop on.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Refusal } from '../../../domain/refusal.ts';
import type { Services } from '../../../services/index.ts';
import { MAIL_NOT_SENT, MailNotSent } from '../../../services/mail/index.ts';
import { route } from '../../route.ts';
import { signedIn } from './guard.ts';

export type PosMailDeps = Pick<Services, 'posMail' | 'staff'>;

/** The shop's address as this request reached it (behind a proxy, the forwarded one). */
export const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

/** A mail server's failure: logged for the developer, a plain message for the staff member. */
async function mailed<T>(req: FastifyRequest, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (!(err instanceof MailNotSent)) throw err;
    req.log.error({ err }, 'mail not sent');
    throw new Refusal(503, MAIL_NOT_SENT);
  }
}

export async function registerPosMailRoutes(pos: FastifyInstance, { posMail, staff }: PosMailDeps) {
  route(pos, 'pos.quote.emailCustomer', async (body, req) => {
    const me = signedIn(req);
    const { msg } = await mailed(req, posMail.emailQuote(me, { orderNo: body.orderNo, approval: body.approval, origin: originOf(req) }, staff.now()));
    return { success: true, msg };
  });

  route(pos, 'pos.cart.sendCart', async (body, req) => {
    const me = signedIn(req);
    const { msg } = await mailed(req, posMail.sendCart(me, { approval: body.approval, origin: originOf(req) }, staff.now()));
    return { success: true, msg };
  });
}
