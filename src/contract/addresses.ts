// Where each call of the route table goes: its method and path, one row per call name, and nothing
// else. The table (contract/routes.ts) takes each row's method and path from here, and the browser's
// client (src/web/lib/api.ts) reads this file rather than the table, whose Zod request schemas would
// add the schema library (about 30 kB gzipped) to every page that calls the server. Imports nothing
// (src/architecture.test.ts keeps it so).
//
// A path parameter `:name` is filled from the request field of the same name (fillPath below).

export const addresses = {
  // ---------------------------------------------------------------- storefront (/v1)
  'session.csrf': { method: 'GET', path: '/v1/csrf' },
  'catalog.categories': { method: 'GET', path: '/v1/getCategoriesInfo' },
  'catalog.items': { method: 'POST', path: '/v1/getItems' },
  'catalog.confSelect': { method: 'POST', path: '/v1/product/confselect' },

  'cart.content': { method: 'GET', path: '/v1/cart/content' },
  'cart.add': { method: 'POST', path: '/v1/cart/add' },
  'cart.remove': { method: 'POST', path: '/v1/cart/remove' },
  'cart.updateItem': { method: 'POST', path: '/v1/cart/updateItem' },
  'cart.zip': { method: 'POST', path: '/v1/cart/zip' },
  'cart.updateBasic': { method: 'POST', path: '/v1/cart/updateBasic' },
  'cart.checkPayment': { method: 'POST', path: '/v1/cart/checkPayment' },
  'cart.updatePayment': { method: 'POST', path: '/v1/cart/updatePayment' },
  'cart.paymentCalculator': { method: 'POST', path: '/v1/cart/paymentcalculator' },
  'cart.complete': { method: 'POST', path: '/v1/cart/complete' },
  'order.result': { method: 'GET', path: '/v1/order/result/:orderNo' },

  'store.locations': { method: 'GET', path: '/v1/store/getLocations' },
  'store.suburbs': { method: 'GET', path: '/v1/suburb' },
  'store.addresses': { method: 'GET', path: '/v1/address' },
  'captcha.challenge': { method: 'GET', path: '/v1/captcha/challenge' },

  // ---------------------------------------------------------------- staff (/pos)
  'pos.signIn': { method: 'POST', path: '/pos/login' },
  'pos.menu': { method: 'GET', path: '/pos/' },
  'pos.me': { method: 'GET', path: '/pos/me' },
  'pos.changeMenu': { method: 'GET', path: '/pos/change-menu/:flag' },
  'pos.changeBranch': { method: 'GET', path: '/pos/change-branch/:code' },
  'pos.staffs': { method: 'POST', path: '/pos/get-staffs' },
  'pos.checkPin': { method: 'POST', path: '/pos/check-pin' },

  'pos.customers.search': { method: 'GET', path: '/pos/cus-search/:text' },
  'pos.customers.recent': { method: 'GET', path: '/pos/get-recent-customers/' },
  'pos.customers.select': { method: 'GET', path: '/pos/cus-select/:customerId' },
  'pos.customers.clear': { method: 'GET', path: '/pos/cus-clear/' },
  'pos.customers.loadCart': { method: 'GET', path: '/pos/load-cus-cart/' },

  'pos.cart.get': { method: 'POST', path: '/pos/cart/get' },
  'pos.cart.searchItems': { method: 'POST', path: '/pos/cart/searchItems' },
  'pos.cart.addItem': { method: 'POST', path: '/pos/cart/addItem' },
  'pos.cart.updateItem': { method: 'POST', path: '/pos/cart/updateItem' },
  'pos.cart.checkDiscountLimit': { method: 'POST', path: '/pos/cart/checkDiscountLimit' },
  'pos.cart.updateBasic': { method: 'POST', path: '/pos/cart/updateBasic' },
  'pos.cart.saveAllocation': { method: 'POST', path: '/pos/cart/saveAllocation' },
  'pos.cart.complete': { method: 'POST', path: '/pos/cart/complete/' },
  // The same address as cart.updatePayment: with a staff session and an `orderNo` key the server
  // answers for that POS cart (the open one for '' or null).
  'pos.cart.updatePayment': { method: 'POST', path: '/v1/cart/updatePayment' },
  'pos.quote.emailCustomer': { method: 'POST', path: '/pos/quote/email-cus/' },
  'pos.cart.sendCart': { method: 'POST', path: '/pos/cart/send-cart/' },
} as const satisfies Record<string, { method: Method; path: string }>;

export type Method = 'GET' | 'POST';
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
