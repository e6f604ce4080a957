// Where each call of the route table (contract/routes.ts) goes: its method and path, and nothing
// else. The table's rows carry their Zod request schemas, which would add the schema library (about
// 30 kB gzipped) to every page that calls the server; this list carries only the two strings, and
// its type is read from the table, so a call added, renamed or moved there fails the typecheck here
// until this list says the same.
import type { CallName, Calls } from '../../contract/routes.ts';

type Addresses = { readonly [N in CallName]: readonly [Calls[N]['method'], Calls[N]['path']] };

export const addresses: Addresses = {
  'session.csrf': ['GET', '/v1/csrf'],
  'catalog.categories': ['GET', '/v1/getCategoriesInfo'],
  'catalog.items': ['POST', '/v1/getItems'],
  'catalog.confSelect': ['POST', '/v1/product/confselect'],
  'cart.content': ['GET', '/v1/cart/content'],
  'cart.add': ['POST', '/v1/cart/add'],
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
  'captcha.challenge': ['GET', '/v1/captcha/challenge'],
  'pos.signIn': ['POST', '/pos/login'],
  'pos.menu': ['GET', '/pos/'],
  'pos.me': ['GET', '/pos/me'],
  'pos.changeMenu': ['GET', '/pos/change-menu/:flag'],
  'pos.changeBranch': ['GET', '/pos/change-branch/:code'],
  'pos.staffs': ['POST', '/pos/get-staffs'],
  'pos.checkPin': ['POST', '/pos/check-pin'],
  'pos.customers.search': ['GET', '/pos/cus-search/:text'],
  'pos.customers.recent': ['GET', '/pos/get-recent-customers/'],
  'pos.customers.select': ['GET', '/pos/cus-select/:customerId'],
  'pos.customers.clear': ['GET', '/pos/cus-clear/'],
  'pos.customers.loadCart': ['GET', '/pos/load-cus-cart/'],
  'pos.cart.get': ['POST', '/pos/cart/get'],
  'pos.cart.searchItems': ['POST', '/pos/cart/searchItems'],
  'pos.cart.addItem': ['POST', '/pos/cart/addItem'],
  'pos.cart.updateItem': ['POST', '/pos/cart/updateItem'],
  'pos.cart.checkDiscountLimit': ['POST', '/pos/cart/checkDiscountLimit'],
  'pos.cart.updateBasic': ['POST', '/pos/cart/updateBasic'],
  'pos.cart.saveAllocation': ['POST', '/pos/cart/saveAllocation'],
  'pos.cart.complete': ['POST', '/pos/cart/complete/'],
  'pos.cart.updatePayment': ['POST', '/v1/cart/updatePayment'],
  'pos.quote.emailCustomer': ['POST', '/pos/quote/email-cus/'],
  'pos.cart.sendCart': ['POST', '/pos/cart/send-cart/'],
};
