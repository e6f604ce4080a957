// The staff side's JSON API under /pos (registered with that prefix). Staff access first: the guard,
// sign-in, PIN approvals, the POS menu's calls; the POS screens' calls join here as they are built.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../../../services/index.ts';
import { Refusal } from '../../../domain/refusal.ts';
import type { RouteConfig } from '../../route.ts';
import { registerPosCartRoutes } from './cart.ts';
import { registerActivityRoutes } from './activity.ts';
// The API's description (/pos/api, /pos/api/openapi.json).
import { registerApiDocsRoutes } from './api-docs.ts';
import { registerBankingRoutes } from './banking.ts';
import { registerPopupRoutes } from './popups.ts';
import { registerCouponRoutes } from './coupons.ts';
import { registerContentRoutes } from './content.ts';
// The catalogue's pictures.
import { registerCataloguePictureRoutes } from './catalogue-pictures.ts';
// The catalogue (/pos/catalogue).
import { registerCatalogueRoutes } from './catalogue.ts';
import type { CardHandOff } from '../../pages.ts';
// The catalogue's CSV export and import.
import { registerCatalogueCsvRoutes } from './catalogue-csv.ts';
// Purchase orders (/pos/purchase-orders).
import { registerPurchaseOrderRoutes } from './purchase-orders.ts';
// Transfers of stock between places and bins.
import { registerTransferRoutes } from './transfers.ts';
// A product's stock: the ledger of a SKU and a manager's adjustment.
import { registerStockPageRoutes } from './stock-page.ts';
import { registerCustomerRoutes } from './customers.ts';
import { registerDocumentRoutes } from './documents.ts';
import { type PageHandOff, installStaffGuard, wantsPage } from './guard.ts';
import { registerPosMailRoutes } from './mail.ts';
import { registerMenuRoutes } from './menu.ts';
import { registerOrderDetailRoutes } from './order-detail.ts';
import { registerOrderDispatchRoutes } from './order-dispatch.ts';
import { registerOrderListRoutes } from './order-list.ts';
import { registerOrderPaymentRoutes } from './order-payments.ts';
import { registerPinRoutes } from './pin.ts';
import { registerSignInRoutes } from './sign-in.ts';
import { registerTerminalRoutes } from './terminals.ts';
// Stocktakes, the stock CSV import and the stock report's CSV.
import { registerStocktakeRoutes } from './stocktake.ts';

export async function registerPosRoutes(
  pos: FastifyInstance,
  services: Services,
  config: RouteConfig,
  pages: PageHandOff = { serve: null },
  cards: CardHandOff = { cards: null },
) {
  installStaffGuard(pos, services);
  await registerSignInRoutes(pos, services, config);
  await registerPinRoutes(pos, services);
  await registerCustomerRoutes(pos, services);
  await registerMenuRoutes(pos, services, pages);
  await registerPosCartRoutes(pos, services, config);
  await registerPosMailRoutes(pos, services, config);
  await registerOrderListRoutes(pos, services);
  await registerOrderDetailRoutes(pos, services, config);
  await registerOrderPaymentRoutes(pos, services, config);
  await registerOrderDispatchRoutes(pos, services);
  await registerActivityRoutes(pos, services);
  await registerTerminalRoutes(pos, services);
  await registerBankingRoutes(pos, services);
  // The storefront's pop-ups (/pos/pop-ups).
  await registerPopupRoutes(pos, services);
  // Coupon administration, then the order's documents.
  await registerCouponRoutes(pos, services, config);
  await registerDocumentRoutes(pos, services);
  // The content editor.
  await registerContentRoutes(pos, services);
  // The catalogue's pictures.
  await registerCataloguePictureRoutes(pos, services);
  // The API's description for the shop's other systems, made from the route table.
  await registerApiDocsRoutes(pos);
  // The catalogue (/pos/catalogue): its calls; the pages at /pos/catalogue and /pos/catalogue/:id fall through to notFound below.
  await registerCatalogueRoutes(pos, services, cards);
  // The catalogue's CSV export and import (outside the route table: a CSV answer, a file upload).
  await registerCatalogueCsvRoutes(pos, services);
  // Purchase orders: their calls; the pages at /pos/purchase-orders, …/new and …/:poNumber fall through to notFound below.
  await registerPurchaseOrderRoutes(pos, services);
  // Stocktakes, the stock CSV import and the stock report's CSV (outside the route table: CSV answers, file uploads).
  await registerStocktakeRoutes(pos, services);
  // Transfers of stock between places and bins (/pos/stock/transfers: the list's page request gets the page).
  await registerTransferRoutes(pos, services, pages);
  // A product's stock: the ledger of a SKU and a manager's adjustment (the page /pos/catalogue/:id/stock falls through to notFound).
  await registerStockPageRoutes(pos, services);
  // Any other /pos address passes the guard first (so it redirects or answers 401 like the rest).
  // A signed-in staff member's page request then goes to the pages (whose 404 page answers an address
  // no POS page has yet); any other call is not found.
  const notFound = async (req: FastifyRequest, reply: FastifyReply) => {
    if (wantsPage(req) && req.staff && pages.serve) return pages.serve(req, reply);
    throw new Refusal(404, 'Not found');
  };
  pos.all('/*', notFound);
}
