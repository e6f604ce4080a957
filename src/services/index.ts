// Every capability's service, built once per process on one database handle.
// Routes (http/) and page loaders (web/, through the load context) reach data only through these
// methods: the services object carries no database handle and no configuration, so no route or
// loader can run a query of its own. Configuration the routes need (cookie security…) is passed to
// their registration (src/http/app.ts).
import type { Config } from '../config.ts';
import type { SignedInStaff } from '../contract/pos.ts';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { createHumanCheck } from '../integrations/human-check/index.ts';
import { createPaymentGateway } from '../integrations/payments/index.ts';
import { createSimulatorSigner } from '../integrations/payments/simulator.ts';
import { altchaStore, outboxAttachment, outboxStore, recentOutbox, simulatorKey } from './outside/outside.service.ts';
import { Refusal } from '../domain/refusal.ts';
import { createSiteMessages } from './popups/popups.service.ts';
import { MAIL_NOT_SENT, type Mailer, MailNotSent, createMailer } from '../integrations/mail/index.ts';
import { createCartService, identifyShopper, openCartId, priceForCheckout } from './cart/cart.service.ts';
import { createCatalog } from './catalog/catalog.service.ts';
import { type MattressOptions, createMattressService } from './mattress/mattress.service.ts';
import { createCheckoutService } from './checkout/checkout.service.ts';
import { createCustomerService } from './customers/customers.service.ts';
import {
  attributeSentCart,
  createPosAllocationService,
  createPosCartService,
  emailQuoteApproved,
  openSentCart,
  printableQuote,
  quoteSheet,
  quoteTokenValid,
  sendCart,
} from './pos-cart/pos-cart.service.ts';
import { carrySession, createOrderService } from './orders/orders.service.ts';
import { createActivityService } from './activity/activity.service.ts';
import { createBankingService } from './banking/banking.service.ts';
import { createCouponService } from './coupons/coupons.service.ts';
import { createDocumentService, documentUrls } from './documents/documents.service.ts';
import { createBlogService, createContentService, createSitemap } from './content/content.service.ts';
// The catalogue's pictures (the editor's Pictures panel, /img/u/ files).
import { createCataloguePictures } from './catalogue/catalogue.service.ts';
import type { CategoryNode } from '../contract/catalog.ts';
import { createTerminalService } from './terminals/terminals.service.ts';
import { createCardTerminalA, createCardTerminalB } from '../integrations/terminals/index.ts';
import { createStaffService } from './staff/staff.service.ts';
import { createAddressLimits } from './limits/limits.service.ts';
import { createShopperService } from './shoppers/shoppers.service.ts';
import { createWishlistService } from './wishlist/wishlist.service.ts';
import { createContactService } from './contact/contact.service.ts';
// Paying a quote online (quotePay below).
import type { QuotePayPage } from '../contract/quote-pay.ts';
import { canPay } from '../domain/finance-plan.ts';
import { toDecimal } from '../domain/money.ts';
import { type CartIdentity, createPaymentMethods, shopperMethodList } from './cart/cart.service.ts';
import { type CheckoutService, QUOTE_PAY_WORDS, type QuotePayRequest } from './checkout/checkout.service.ts';
import type { ServiceLog } from './log.ts';
import { documentTokenValid, payQuoteUrl } from './pos-cart/pos-cart.service.ts';

import { createInstagramFeed } from '../integrations/instagram/index.ts';
// Live at once on every process: the catalogue's change counter, watched.
import { createCatalogueWatch } from './catalogue/catalogue.service.ts';
// The catalogue's editor (/pos/catalogue) and its CSV export and import (/pos/catalogue/import).
import { createCatalogueCsv, createCatalogueService } from './catalogue/catalogue.service.ts';
// Purchase orders (/pos/purchase-orders).
import { createPurchaseOrderService } from './purchase-orders/purchase-orders.service.ts';
// Stocktakes, the stock CSV import and the stock report (/pos/stock).
import { createStocktake } from './stocktake/stocktake.service.ts';
// Transfers of stock between places and bins (/pos/stock/transfers).
import { createTransferService } from './transfers/transfers.service.ts';
// A product's stock page, a SKU's ledger and a manager's adjustment.
import { createStockPageService } from './stock-page/stock-page.service.ts';

export { errorForLog } from './log.ts';
// The outside services' faces that routes are handed (routes import no integration, not even its types).
export type { HumanCheck } from '../integrations/human-check/index.ts';
export type { PaymentGateway, PaymentOutcome } from '../integrations/payments/index.ts';

export function createServices(db: Database, config: Config) {
  const humanCheck = createHumanCheck(config, altchaStore(db));
  const paymentGateway = createPaymentGateway(config, { simulatorKey: simulatorKey(db) });
  const mailer: Mailer<Database> = createMailer(config, outboxStore(db));
  // The mailer of the services object at the time of sending (tests swap it after building).
  const lateMailer: Mailer<Database> = {
    get kind() {
      return services.mailer.kind;
    },
    send: (mail, tx) => services.mailer.send(mail, tx),
  };
  // Live at once on every process: what this process keeps of the catalogue goes when the counter moves.
  const catalogueWatch = createCatalogueWatch(db);
  catalogueWatch.onChange(() => {
    // The services of the object at the time of the change (tests swap them after building it).
    services.catalog.refresh();
    services.posCart.forgetCatalogue();
  });
  const services = {
    /** The catalogue's change counter, watched (services/catalogue/watch.ts); http/ adds the page caches. */
    catalogueWatch,
    /** Call after a catalogue change commits: this process's copies go at once, the others' on their next look. */
    catalogueChanged: () => catalogueWatch.changed(),
    /** The catalogue's CSV export and import (services/catalogue/csv.service.ts). */
    catalogueCsv: createCatalogueCsv(db, { changed: (): void => catalogueWatch.changed() }),
    catalog: createCatalog(db, { listingTtlMs: config.listingCacheMs }),
    /** The back office's catalogue (/pos/catalogue): list, product, save, history, card preview. */
    catalogue: createCatalogueService(db),
    cart: createCartService(db),
    /** The shopper a browser session is: the session and, once signed in, the account. */
    shopperOf: (sessionId: string) => identifyShopper(db, sessionId),
    humanCheck,
    paymentGateway,
    /** The payment simulator's signature on its page's fields (the simulator's pages, src/http/routes/gateway-sim.ts). */
    paymentSimulator: createSimulatorSigner(simulatorKey(db)),
    mailer,
    /** The mail kept instead of sent (no SMTP_URL): its page is shown only where the configuration allows. */
    outbox: {
      shown: config.outboxPage,
      recent: (limit: number) => recentOutbox(db, limit),
      /** A kept mail's attached file, for the outbox page's download link. */
      attachment: (id: number, index: number) => outboxAttachment(db, id, index),
    },
    // A paid order credits the salesperson who sent the customer that cart (services/pos-cart/send-cart.ts).
    checkout: createCheckoutService(db, {
      cart: { openCartId, priceForCheckout },
      humanCheck,
      paymentGateway,
      orderPaid: attributeSentCart,
    }),
    staff: createStaffService(db, { carrySession }),
    /** Requests counted per client address (the rate limits of src/http/plugins/rate-limit.ts). */
    addressLimits: createAddressLimits(db),
    customers: createCustomerService(db),
    // LISTING_CACHE_SECONDS=0 turns off the POS item search's answer cache too, so its queries can be measured.
    posCart: createPosCartService(db, { searchTtlMs: config.listingCacheMs === 0 ? 0 : undefined }),
    posAllocations: createPosAllocationService(db, { mailer }),
    /** Orders and quotes after the sale: the lists, the detail, payments on an order, cancel and restore. */
    orders: createOrderService(db, {
      paymentGateway,
      orderPaid: attributeSentCart,
      documentLinks: (orderNo, kind) => documentUrls(db, orderNo, kind),
    }),
    /** Comments and reminders, the order's history, the sent-cart log. */
    activity: createActivityService(db),
    /** Card terminals at the counter (integrations A and B). */
    terminals: createTerminalService(db, {
      terminalA: createCardTerminalA(config.cardTerminalA),
      terminalB: createCardTerminalB(config.cardTerminalB),
      orderPaid: attributeSentCart,
    }),
    /** End-of-day banking per branch. */
    banking: createBankingService(db),
    /** Coupon administration; its mail goes through this object's mailer when sent (tests swap it). */
    coupons: createCouponService(db, { mailer: lateMailer }),
    /** The order's documents: signed pages, PDFs, Send-to. */
    documents: mailRefusedOnSend(
      createDocumentService(db, {
        supplier: { legalName: config.shopLegalName, gstNumber: config.shopGstNumber },
        mailer: lateMailer,
      }),
    ),
    /** Shopper sign-in by email and password, and sign-out (services/shoppers). */
    shoppers: createShopperService(db, { humanCheck, mailer: lateMailer, origin: config.publicUrl }),
    /** The signed-in shopper's wishlist, My Details and order history (services/wishlist). */
    wishlist: createWishlistService(db),
    /** Paying a quote online: its page (/quote/{orderNo}/pay?t=) and POST /v1/quote/pay. */
    quotePay: quotePayCalls(db, (): CheckoutService => services.checkout),

    // Help and policy pages, finance options, the content editor, sitemap.
    /** The help and policy pages, the POS content editor, and the sitemap (services/content). */
    content: {
      ...createContentService(db),
      sitemap: createSitemap(db, { categoryTree: (): Promise<CategoryNode[]> => services.catalog.categoryTree() }),
    },

    // The catalogue's pictures.
    /** A product's uploaded pictures: uploads, the gallery's order, colours, card picture, and the served files. */
    cataloguePictures: createCataloguePictures(db),

    // Transfers of stock between places and bins.
    /** Transfers (/pos/stock/transfers): sent by managers, received at the other end; the shop's caches follow. */
    transfers: createTransferService(db, { changed: (): void => catalogueWatch.changed() }),

    // Contact and stores, the newsletter.
    /** The contact form (kept and mailed to CONTACT_MAIL_TO), the stores on its page, the newsletter's sign-up. */
    contact: createContactService(db, { humanCheck, mailer: lateMailer, mailTo: config.contactMailTo }),

    // The blog, Instagram, the sliders, the outdoor landing page.
    /** The blog's list and posts (published only), read from what the POS editor writes. */
    blog: createBlogService(db),
    /** The shop's Instagram media: the Graph API with INSTAGRAM_TOKEN, else the simulator; kept for INSTAGRAM_CACHE_SECONDS. */
    instagram: createInstagramFeed(config),

    // The mattress builder.
    /** The mattress builder (GET /v1/mattressbuilder/{size}) and the sleep zone's mattress cards. */
    mattress: createMattressService(db, {
      cardsOf: (ids: number[], postcode?: string): ReturnType<MattressOptions['cardsOf']> =>
        services.catalog.cardsOf(ids, postcode),
    }),

    // Pop-ups and analytics.
    /** The welcome pop-up and the bottom bar (site_messages), read by every storefront page, kept briefly. */
    popups: createSiteMessages(db, { ttlMs: config.listingCacheMs === 0 ? 0 : undefined }),
    /** For a load balancer's health check: throws when the database does not answer. */
    databaseReachable: async () => {
      await db.execute(sql`select 1`);
    },
    // Purchase orders.
    /** Purchase orders (/pos/purchase-orders): list, detail, raise, edit, receive into bins, close, cancel. */
    purchaseOrders: createPurchaseOrderService(db),
    // A product's stock page, a SKU's ledger and a manager's adjustment.
    /** A product's stock (/pos/catalogue/{id}/stock), GET /pos/stock/ledger and POST /pos/stock/adjust. */
    stockPage: createStockPageService(db, { changed: (): void => catalogueWatch.changed() }),
    /** The printable quote: whether a link's token opens it, and the page's data (`today` in New Zealand). */
    quotes: {
      tokenValid: (orderNo: string, token: string) => quoteTokenValid(db, orderNo, token),
      printable: async (orderNo: string, today: string) => {
        const sheet = await quoteSheet(db, orderNo);
        return sheet && printableQuote(sheet, today);
      },
      /** The quote's pay page while it can be paid online; null otherwise. */
      payUrl: async (orderNo: string) =>
        (await services.checkout.quoteState(orderNo))?.state === 'payable' ? payQuoteUrl(db, orderNo) : null,
    },

    // Stocktakes, the stock CSV import and the stock report (/pos/stock).
    /** The stock report and its CSV, a place's count sheet and counted file, a shop's first load of stock. */
    stocktake: createStocktake(db, { changed: (): void => catalogueWatch.changed() }),
    // Mail to a customer from the POS, and the sent cart's link. They use the mailer and cart of this
    // object when called (tests swap them after building it).
    // A mail server's failure is a 503 with a plain message; the errors plugin logs its cause.
    posMail: {
      emailQuote: (
        staff: SignedInStaff,
        req: { orderNo: string; approval: string | undefined; origin: string },
        now: Date,
      ) => emailQuoteApproved(db, services.mailer, staff, req, now).catch(mailRefused),
      sendCart: (
        staff: SignedInStaff,
        req: { approval: string | undefined; origin: string; orderNo: string | null },
        now: Date,
      ) => sendCart(db, services.mailer, staff, req, now).catch(mailRefused),
      openSentCart: (token: string, sessionId: () => string, now: Date) =>
        openSentCart(db, services.cart, token, sessionId, now),
    },
  };
  return services;
}

export type Services = ReturnType<typeof createServices>;

/** Send-to's mail server failure answers as the quote email's does. */
function mailRefusedOnSend<T extends { sendTo: (...args: never[]) => Promise<unknown> }>(service: T): T {
  const sendTo = service.sendTo;
  return {
    ...service,
    sendTo: ((...args: Parameters<T['sendTo']>) => sendTo(...args).catch(mailRefused)) as T['sendTo'],
  };
}

function mailRefused(err: unknown): never {
  if (err instanceof MailNotSent) throw Object.assign(new Refusal(503, MAIL_NOT_SENT), { cause: err });
  throw err;
}

/**
 * Paying a quote online: the link's token (kind 'pay', pos-cart/quote-link.ts) is checked
 * here, the quote read as its sheet (pos-cart), the payment is the checkout's (checkout/quote-pay.ts).
 */
function quotePayCalls(db: Database, checkout: () => CheckoutService) {
  // The pay page's methods: the storefront's, as the cart lists them (cart/payment-methods.ts).
  const methods = createPaymentMethods(db);
  const linkValid = async (orderNo: string, t: string) =>
    t.length > 0 && t.length <= 100 && (await documentTokenValid(db, 'pay', orderNo, t));
  return {
    page: async (orderNo: string, t: string, today: string): Promise<QuotePayPage | null> => {
      if (!(await linkValid(orderNo, t))) return null;
      const found = await checkout().quoteState(orderNo);
      const sheet = found && ((await quoteSheet(db, orderNo)) ?? (await quoteSheet(db, orderNo, 'order')));
      if (!found || !sheet) return null;
      const cents = sheet.totals.grandTotalCents;
      const usable = (await methods.list()).filter((m) => canPay(m, cents));
      return {
        state: found.state,
        message: found.state === 'payable' ? '' : QUOTE_PAY_WORDS[found.state],
        declined: found.declined,
        quote: printableQuote(sheet, today),
        grandTotal: toDecimal(cents),
        methods: shopperMethodList(usable, cents, today),
      };
    },
    pay: async (payer: CartIdentity, req: Omit<QuotePayRequest, 'returnPath'> & { t: string }, log?: ServiceLog) => {
      if (!(await linkValid(req.orderNo, req.t))) {
        if (!(await checkout().quoteState(req.orderNo))) throw new Refusal(404, QUOTE_PAY_WORDS.notFound);
        throw new Refusal(403, QUOTE_PAY_WORDS.badLink);
      }
      // The payment page sends the payer back to this same page, which then says how it went.
      const returnPath = `/quote/${encodeURIComponent(req.orderNo)}/pay?t=${encodeURIComponent(req.t)}`;
      return (log ? checkout().withLog(log) : checkout()).payQuote(payer, { ...req, returnPath });
    },
  };
}
