// The storefront JSON API under /v1. Each capability registers its routes here.
import { registerAccountRoutes } from './account.ts';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../../services/index.ts';
import type { CardHandOff } from '../../pages.ts';
import type { RouteConfig } from '../../route.ts';
import { registerCaptchaRoutes } from './captcha.ts';
import { registerCartRoutes } from './cart.ts';
import { registerCheckoutRoutes } from './checkout.ts';
import { registerPaymentNotifyRoute } from './payments.ts';
import { registerCatalogRoutes } from './catalog.tsx';
import { registerStoreRoutes } from './store.ts';
import { registerShopperRoutes } from './shoppers.ts';
import { registerQuotePayRoutes } from './quote-pay.ts';
import { registerMattressRoutes } from './mattress.ts';
// Issue 16, contact and stores, the newsletter.
import { registerContactRoutes } from './contact.ts';
import { registerBlogRoutes } from './blog.ts';

export async function registerV1Routes(
  api: FastifyInstance,
  services: Services,
  config: RouteConfig,
  cardHandOff: CardHandOff,
) {
  await registerCatalogRoutes(api, services, cardHandOff);
  await registerCartRoutes(api, services, config);
  await registerStoreRoutes(api, services);
  await registerCheckoutRoutes(api, services, config);
  registerCaptchaRoutes(api, services.humanCheck);
  // Shopper sign-in (issue 14; issue 15 adds registration).
  await registerShopperRoutes(api, services, config);
  // Issue 15: accounts, then the wishlist and My Details, then paying a quote (registrations below this line).
  await registerAccountRoutes(api, services);
  await registerQuotePayRoutes(api, services, config);

  // Issue 16, help and policy pages, finance options, the content editor, sitemap: registrations below this line.

  // Issue 16, contact and stores, the newsletter: registrations below this line.
  await registerContactRoutes(api, services);

  // Issue 16, the blog, Instagram, the sliders, the outdoor landing page: registrations below this line.
  registerBlogRoutes(api, services);

  // Issue 16, the mattress builder: registrations below this line.
  await registerMattressRoutes(api, services);

  // Issue 16, pop-ups and analytics: registrations below this line.
  await registerPaymentNotifyRoute(api, {
    gateway: services.paymentGateway,
    onOutcome: (outcome, log) => services.checkout.withLog(log).recordPaymentOutcome(outcome),
  });
}
