// The POS calls that email a customer (pos spec §7): POST /pos/quote/email-cus/ (the quote with
// its printable link) and POST /pos/cart/send-cart/ (the open POS cart as a link to a shopping cart).
// Each needs the staff member's single-use PIN approval; a refusal writes nothing and leaves the
// approval unused. The links in the mail use the address the staff member reached the shop on.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { emailQuoteRequest, sendCartRequest } from '../../../contract/pos-mail.ts';
import type { Database } from '../../../db/client.ts';
import { MAIL_NOT_SENT, MailNotSent, type Mailer } from '../../../integrations/mail/index.ts';
import { emailQuoteApproved } from '../../../services/pos-cart/quote-mail.ts';
import { sendCart } from '../../../services/pos-cart/send-cart.ts';
import type { StaffService } from '../../../services/staff/staff.service.ts';
import { HttpError } from '../../http-error.ts';
import { postedBody } from '../v1/form-fields.ts';
import { signedIn } from './guard.ts';

export interface PosMailDeps {
  db: Database;
  staff: Pick<StaffService, 'now'>;
  mailer: Mailer;
}

/** The shop's address as this request reached it (behind a proxy, the forwarded one). */
export const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

/** A mail server's failure: logged for the developer, a plain message for the staff member. */
async function mailed<T>(req: FastifyRequest, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (!(err instanceof MailNotSent)) throw err;
    req.log.error({ err }, 'mail not sent');
    throw new HttpError(503, MAIL_NOT_SENT);
  }
}

export async function registerPosMailRoutes(pos: FastifyInstance, { db, staff, mailer }: PosMailDeps) {
  pos.post('/quote/email-cus/', async (req) => {
    const body = emailQuoteRequest.parse(postedBody(req.body));
    const me = signedIn(req);
    const { msg } = await mailed(req, emailQuoteApproved(db, mailer, me, { orderNo: body.orderNo, approval: body.approval, origin: originOf(req) }, staff.now()));
    return { success: true, msg };
  });

  pos.post('/cart/send-cart/', async (req) => {
    const body = sendCartRequest.parse(postedBody(req.body));
    const me = signedIn(req);
    const { msg } = await mailed(req, sendCart(db, mailer, me, { approval: body.approval, origin: originOf(req) }, staff.now()));
    return { success: true, msg };
  });
}
