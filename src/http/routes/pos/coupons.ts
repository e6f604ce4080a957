// Coupon administration calls (specs/pos.md "Coupons"): the list, the coupon form, enable/disable
// and emailing a coupon to its customer. The rules live in services/coupons/. A mail's link starts
// with the shop's configured origin (PUBLIC_URL), never the request's Host (see ./mail.ts).
import type { FastifyInstance } from 'fastify';
import { Refusal } from '../../../domain/refusal.ts';
import type { Services } from '../../../services/index.ts';
import { type RouteConfig, route } from '../../route.ts';
import { signedIn } from './guard.ts';

/** The coupon screen shows a refusal's words as they are, so bad input's message goes without the field's name. */
const ownWords = {
  invalid: (message: string) => {
    throw new Refusal(422, message.replace(/^[\w.]+: /, ''));
  },
};

export async function registerCouponRoutes(
  pos: FastifyInstance,
  { coupons }: Pick<Services, 'coupons'>,
  { publicUrl }: Pick<RouteConfig, 'publicUrl'>,
) {
  route(pos, 'pos.coupons.list', async (ask, req) => coupons.list(signedIn(req), ask), ownWords);
  route(pos, 'pos.coupons.create', async (ask, req) => coupons.create(signedIn(req), ask, publicUrl), ownWords);
  route(pos, 'pos.coupons.status', async (ask, req) => coupons.toggle(signedIn(req), ask.id), ownWords);
  route(pos, 'pos.coupons.email', async (ask, req) => coupons.email(signedIn(req), ask.code, publicUrl), ownWords);
}
