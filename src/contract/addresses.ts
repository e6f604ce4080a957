// Where each call of the route table goes: its method and path, one row per call name. The table
// (contract/routes.ts) takes each row's method and path from here, and the browser's client
// (src/web/common/lib/api.ts) reads this file rather than the table, whose Zod request schemas would add the
// schema library (about 30 kB gzipped) to every page that calls the server. Imports nothing
// (src/architecture.test.ts keeps it so); a row is two strings, short, as every page's script carries it.
//
// A path parameter `:name` is filled from the request field of the same name (fillPath below).

export const addresses = {
  // ---------------------------------------------------------------- storefront (/v1)
  'session.csrf': ['GET', '/v1/csrf'],
  'catalog.categories': ['GET', '/v1/getCategoriesInfo'],
  'catalog.items': ['POST', '/v1/getItems'],
  'catalog.confSelect': ['POST', '/v1/product/confselect'],

  'cart.content': ['GET', '/v1/cart/content'],
  'cart.add': ['POST', '/v1/cart/add'],
  'cart.addSet': ['POST', '/v1/cart/addSet'],
  'cart.remove': ['POST', '/v1/cart/remove'],
  'cart.updateItem': ['POST', '/v1/cart/updateItem'],
  'cart.zip': ['POST', '/v1/cart/zip'],
  'cart.updateBasic': ['POST', '/v1/cart/updateBasic'],
  'cart.checkPayment': ['POST', '/v1/cart/checkPayment'],
  'cart.updatePayment': ['POST', '/v1/cart/updatePayment'],
  'cart.paymentCalculator': ['POST', '/v1/cart/paymentcalculator'],
  'cart.complete': ['POST', '/v1/cart/complete'],
  'order.result': ['GET', '/v1/order/result/:orderNo'],

  'store.locations': ['GET', '/v1/store/getLocations'],
  'store.suburbs': ['GET', '/v1/suburb'],
  'store.addresses': ['GET', '/v1/address'],
  'store.addressPlace': ['GET', '/v1/address/place'],
  'captcha.challenge': ['GET', '/v1/captcha/challenge'],
  // Shopper sign-in.
  'shopper.email': ['POST', '/v1/email'],
  'shopper.logout': ['POST', '/v1/logout'],
  // Accounts (registration, mailed links, leads).
  'shopper.register': ['POST', '/v1/register'],
  'shopper.passwordForgot': ['POST', '/v1/password/forgot'],
  'shopper.passwordSet': ['POST', '/v1/password/set'],
  'shopper.fakeRegister': ['POST', '/v1/fakeRegister'],

  // The wishlist and My Details.
  'wishlist.toggle': ['POST', '/v1/wishlist/toggle'],
  'account.wishlist': ['GET', '/v1/account/wishlist'],
  'account.details': ['GET', '/v1/account/details'],
  'account.saveDetails': ['POST', '/v1/account/details'],
  'account.orders': ['GET', '/v1/account/orders'],

  // Paying a quote.
  'quote.pay': ['POST', '/v1/quote/pay'],

  // Contact and stores, the newsletter.
  'contact.form': ['POST', '/v1/contact/form'],

  // The blog, Instagram, the sliders, the outdoor landing page.
  'blog.page': ['GET', '/v1/blog/:page'],
  'instagram.feed': ['GET', '/v1/instagram'],

  // The mattress builder.
  'mattress.builder': ['GET', '/v1/mattressbuilder/:size'],
  'mattress.items': ['GET', '/v1/sleep-zone/mattressitem/:page'],

  // Pop-ups and analytics.
  'pos.popups.list': ['GET', '/pos/popups/list'],
  'pos.popups.save': ['POST', '/pos/popups/save'],

  // ---------------------------------------------------------------- staff (/pos)
  'pos.signIn': ['POST', '/pos/login'],
  'pos.menu': ['GET', '/pos/'],
  'pos.me': ['GET', '/pos/me'],
  'pos.changeMenu': ['GET', '/pos/change-menu/:flag'],
  'pos.changeBranch': ['GET', '/pos/change-branch/:code'],
  'pos.staffs': ['POST', '/pos/get-staffs'],
  'pos.checkPin': ['POST', '/pos/check-pin'],
  // A manager opens a locked staff member's sign-in and PIN.
  'pos.staff.locked': ['GET', '/pos/staff/locked'],
  'pos.staff.unlock': ['POST', '/pos/staff/unlock'],

  'pos.customers.search': ['GET', '/pos/cus-search/:text'],
  'pos.customers.recent': ['GET', '/pos/get-recent-customers/'],
  'pos.customers.select': ['GET', '/pos/cus-select/:customerId'],
  'pos.customers.clear': ['GET', '/pos/cus-clear/'],
  'pos.customers.loadCart': ['GET', '/pos/load-cus-cart/'],

  'pos.cart.get': ['POST', '/pos/cart/get'],
  'pos.cart.searchItems': ['POST', '/pos/cart/searchItems'],
  'pos.cart.addItem': ['POST', '/pos/cart/addItem'],
  'pos.cart.updateItem': ['POST', '/pos/cart/updateItem'],
  'pos.cart.removeItem': ['POST', '/pos/cart/removeItem'],
  'pos.cart.checkDiscountLimit': ['POST', '/pos/cart/checkDiscountLimit'],
  'pos.cart.updateBasic': ['POST', '/pos/cart/updateBasic'],
  'pos.cart.saveAllocation': ['POST', '/pos/cart/saveAllocation'],
  'pos.cart.complete': ['POST', '/pos/cart/complete/'],
  // The same address as cart.updatePayment: with a staff session and an `orderNo` key the server
  // answers for that POS cart (the open one for '' or null).
  'pos.cart.updatePayment': ['POST', '/v1/cart/updatePayment'],
  'pos.quote.emailCustomer': ['POST', '/pos/quote/email-cus/'],
  'pos.cart.sendCart': ['POST', '/pos/cart/send-cart/'],

  // After the sale: the lists and their row actions (order-list), the order detail, payments on an order.
  'pos.orders.list': ['POST', '/pos/order-list'],
  'pos.quotes.delete': ['GET', '/pos/quote-del/:orderNo'],
  'pos.orders.cancel': ['GET', '/pos/order-cancel/:orderNo'],
  // Our address: the spec names cancel's, and restore is its mirror.
  'pos.orders.restore': ['GET', '/pos/order-restore/:orderNo'],
  'pos.quotes.expiry': ['POST', '/pos/update-quote-expiry-date'],

  'pos.order.info': ['GET', '/pos/order-info/:orderNo'],
  'pos.quote.info': ['GET', '/pos/quote-info/:orderNo'],
  'pos.order.checkAllocation': ['GET', '/pos/check-allocation/:orderNo'],
  'pos.order.toQuote': ['POST', '/pos/order-to-quote/'],
  'pos.order.noDeposit': ['POST', '/pos/order/noDeposit'],
  'pos.order.updateCustomer': ['POST', '/pos/update-cus-by-order/'],
  'pos.order.markGaSent': ['POST', '/pos/order/markGaSent'],

  'pos.order.updatePayment': ['POST', '/pos/order/updatePayment'],
  'pos.order.pay': ['POST', '/pos/pay-order/'],
  'pos.order.refund': ['POST', '/pos/order/refund'],

  // Daily banking.
  'pos.banking.list': ['POST', '/pos/report/dailyBanking/list'],
  'pos.banking.start': ['POST', '/pos/report/dailyBanking/start'],
  'pos.banking.create': ['POST', '/pos/report/dailyBanking/create'],

  // Dispatch, comments and reminders, the activity and sent-cart logs.
  'pos.order.takeNow': ['POST', '/pos/order/updateQTYTaken/'],
  'pos.activity.store': ['PUT', '/pos/activity/store'],
  'pos.activity.logs': ['POST', '/pos/activity/getLogs'],
  // Our addresses: a staff member's unread reminders, and marking one read.
  'pos.activity.reminders': ['GET', '/pos/activity/reminders'],
  'pos.activity.read': ['POST', '/pos/activity/read'],

  // Coupon administration.
  'pos.coupons.list': ['POST', '/pos/coupon/list'],
  'pos.coupons.create': ['POST', '/pos/coupon/create'],
  'pos.coupons.status': ['POST', '/pos/coupon/status'],
  'pos.coupons.email': ['POST', '/pos/coupon/email'],

  // The order's documents.
  'pos.order.sendTo': ['POST', '/pos/order/sendTo'],

  // The content editor (help and policy pages, blog posts).
  'pos.content.list': ['POST', '/pos/content/list'],
  'pos.content.page.save': ['POST', '/pos/content/page/save'],
  'pos.content.post.save': ['POST', '/pos/content/post/save'],
  'pos.content.preview': ['POST', '/pos/content/preview'],

  // The catalogue's pictures (the upload is multipart: one file field `picture`).
  'pos.catalogue.pictures.upload': ['POST', '/pos/catalogue/product/:id/pictures'],
  'pos.catalogue.pictures.save': ['POST', '/pos/catalogue/product/:id/pictures/save'],
  // The catalogue (/pos/catalogue): the calls sit below the list and editor pages' own addresses.
  'pos.catalogue.list': ['GET', '/pos/catalogue/list'],
  'pos.catalogue.product': ['GET', '/pos/catalogue/product/:id'],
  'pos.catalogue.save': ['POST', '/pos/catalogue/product/save'],
  'pos.catalogue.history': ['GET', '/pos/catalogue/product/:id/history'],
  'pos.catalogue.preview': ['POST', '/pos/catalogue/preview'],
  // Purchase orders: the calls sit below the pages' own addresses (/pos/purchase-orders, …/new, …/{poNumber}).
  'pos.purchaseOrders.list': ['GET', '/pos/purchase-orders/list'],
  'pos.purchaseOrders.get': ['GET', '/pos/purchase-orders/po/:poNumber'],
  'pos.purchaseOrders.raise': ['POST', '/pos/purchase-orders/raise'],
  'pos.purchaseOrders.save': ['POST', '/pos/purchase-orders/po/:poNumber/save'],
  'pos.purchaseOrders.receive': ['POST', '/pos/purchase-orders/po/:poNumber/receive'],
  'pos.purchaseOrders.close': ['POST', '/pos/purchase-orders/po/:poNumber/close'],
  'pos.purchaseOrders.cancel': ['POST', '/pos/purchase-orders/po/:poNumber/cancel'],
  // A product's stock: the ledger of a SKU and a manager's adjustment (contract/stock-page.ts).
  'pos.stock.ledger': ['GET', '/pos/stock/ledger'],
  'pos.stock.adjust': ['POST', '/pos/stock/adjust'],

  // Transfers of stock between places and bins (/pos/stock/transfers: the list is the page's own
  // address, a page request gets the page).
  'pos.transfers.list': ['GET', '/pos/stock/transfers'],
  'pos.transfers.send': ['POST', '/pos/stock/transfers'],
  'pos.transfers.bins': ['GET', '/pos/stock/transfers/bins'],
  'pos.transfers.receive': ['POST', '/pos/stock/transfers/:id/receive'],
  'pos.transfers.cancel': ['POST', '/pos/stock/transfers/:id/cancel'],

  // Card terminals.
  'pos.hit.stations': ['GET', '/pos/hit/getStations'],
  'pos.hit.start': ['POST', '/pos/hit/start'],
  'pos.hit.status': ['POST', '/pos/hit/getStatus'],
  'pos.hit.button': ['POST', '/pos/hit/button'],
  'pos.weftpos.init': ['GET', '/pos/weftpos/init/:orderNo'],
  'pos.weftpos.start': ['POST', '/pos/weftpos/start'],
  'pos.weftpos.success': ['POST', '/pos/weftpos/success'],
  'pos.weftpos.status': ['POST', '/pos/weftpos/getStatus'],
} as const satisfies Record<string, readonly [Method, string]>;

export type Method = 'GET' | 'POST' | 'PUT';
export type Addresses = typeof addresses;
export type CallName = keyof Addresses;

/** The `:parameters` of a path, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1]!);
}

/** A call's address with its path parameters filled from `input` (URI-encoded); the fields used are returned too. */
export function fillPath(path: string, input: Record<string, unknown>): { url: string; used: string[] } {
  const used: string[] = [];
  const url = path.replace(/:([A-Za-z_]\w*)/g, (_m, name: string) => {
    used.push(name);
    const value = input[name];
    return value === undefined || value === null ? '' : encodeURIComponent(String(value));
  });
  return { url, used };
}
