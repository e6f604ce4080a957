// Every capability's service, built once per process on one database handle.
// Routes (http/) and page loaders (web/, through the load context) reach services only through here.
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createHumanCheck } from '../integrations/human-check/index.ts';
import { createPaymentGateway } from '../integrations/payments/index.ts';
import { createMailer } from '../integrations/mail/index.ts';
import { createCartService, openCartId, priceForCheckout } from './cart/cart.service.ts';
import { createCatalog } from './catalog/catalog.service.ts';
import { createCheckoutService } from './checkout/checkout.service.ts';
import { createCustomerService } from './customers/customers.service.ts';
import { createPosAllocationService } from './pos-cart/allocations.ts';
import { attributeSentCart, createPosCartService } from './pos-cart/pos-cart.service.ts';
import { createStaffService } from './staff/staff.service.ts';

export function createServices(db: Database, config: Config) {
  const humanCheck = createHumanCheck(config, db);
  const paymentGateway = createPaymentGateway(config, { db });
  const mailer = createMailer(config, db);
  return {
    db,
    config,
    catalog: createCatalog(db, { listingTtlMs: config.listingCacheMs }),
    cart: createCartService(db),
    humanCheck,
    paymentGateway,
    mailer,
    // A paid order credits the salesperson who sent the customer that cart (services/pos-cart/send-cart.ts).
    checkout: createCheckoutService(db, { cart: { openCartId, priceForCheckout }, humanCheck, paymentGateway, orderPaid: attributeSentCart }),
    staff: createStaffService(db),
    customers: createCustomerService(db),
    // LISTING_CACHE_SECONDS=0 turns off the POS item search's answer cache too, so its queries can be measured.
    posCart: createPosCartService(db, { searchTtlMs: config.listingCacheMs === 0 ? 0 : undefined }),
    posAllocations: createPosAllocationService(db, { mailer }),
  };
}

export type Services = ReturnType<typeof createServices>;
