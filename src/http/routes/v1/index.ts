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
  // Shopper sign-in and registration.
  await registerShopperRoutes(api, services, config);
  // Accounts, then the wishlist and My Details, then paying a quote.
  await registerAccountRoutes(api, services);
  await registerQuotePayRoutes(api, services, config);

  // Contact and stores, the newsletter.
  await registerContactRoutes(api, services);

  // The blog, Instagram, the sliders, the outdoor landing page.
  registerBlogRoutes(api, services);

  // The mattress builder.
  await registerMattressRoutes(api, services);

  await registerPaymentNotifyRoute(api, {
    gateway: services.paymentGateway,
    onOutcome: (outcome, log) => services.checkout.withLog(log).recordPaymentOutcome(outcome),
  });
}
