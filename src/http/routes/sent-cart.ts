// GET /cart/sent/{token}: the link in a cart a salesperson sent (POST /pos/cart/send-cart/). It puts
// the sent items in the visitor's own shopping cart and goes on to the cart page; opening it again
// adds nothing more. A link that names no sent cart goes to the not-found page.
import type { FastifyInstance } from 'fastify';
import { CART_COUNT_COOKIE, UZIP_MAX_AGE_S } from '../../contract/cookies.ts';
import { sentCartToken } from '../../contract/pos-mail.ts';
import type { Services } from '../../services/index.ts';
import type { RouteConfig } from '../route.ts';

export async function registerSentCartRoute(
  app: FastifyInstance,
  { posMail }: Pick<Services, 'posMail'>,
  config: RouteConfig,
  now: () => Date = () => new Date(),
) {
  app.get<{ Params: { token: string } }>('/cart/sent/:token', async (req, reply) => {
    reply.header('cache-control', 'private, no-store');
    const token = sentCartToken.safeParse(req.params.token);
    const opened = token.success ? await posMail.openSentCart(token.data, () => req.sessionId(), now()) : null;
    if (!opened) return reply.redirect('/404', 302);
    // The header's counter reads this cookie (v1/cart.ts).
    reply.setCookie(CART_COUNT_COOKIE, String(opened.itemcount), {
      path: '/',
      maxAge: UZIP_MAX_AGE_S,
      sameSite: 'lax',
      secure: config.secureCookies,
    });
    return reply.redirect('/cart', 303);
  });
}
