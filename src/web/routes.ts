// Page routes (flat, named by URL). See the URL scheme in docs/decisions/0001-urls.md.
// Every product list (room, type, variant, collection, style, tag, search, the special lists) is the
// one listing module under different route ids; a single path segment is taken as a room, and the
// catalogue answers 404 for a room that does not exist.
import { type RouteConfig, index, route } from '@react-router/dev/routes';

const LISTING = 'shop/routes/listing.tsx';

export default [
  index('shop/routes/home.tsx'),
  route('p/:url', 'shop/routes/product.tsx'),
  route('cart', 'shop/routes/cart.tsx'),
  route('checkout/result/:orderNo', 'shop/routes/checkout-result.tsx'),
  route('search', LISTING, { id: 'listing-search' }),
  route('hot-deals', LISTING, { id: 'listing-hot-deals' }),
  route('new', LISTING, { id: 'listing-new' }),
  route('bundle-and-save', LISTING, { id: 'listing-bundle-and-save' }),
  route('clearance', LISTING, { id: 'listing-clearance' }),
  route('collection/:url', LISTING, { id: 'listing-collection' }),
  route('style/:url', LISTING, { id: 'listing-style' }),
  route('tag/:url', LISTING, { id: 'listing-tag' }),
  route('404', 'shop/routes/not-found.tsx', { id: 'not-found-page' }),
  // Staff pages: the /pos scope hands only a signed-in staff member's page requests to these.
  route('pos', 'counter/routes/pos.menu.tsx'),
  // The POS checkout page: the salesperson's open cart, or a quote being edited (same page, orderNo).
  route('pos/checkout', 'counter/routes/pos.checkout.tsx', { id: 'pos-checkout' }),
  route('pos/quote-edit/:orderNo', 'counter/routes/pos.checkout.tsx', { id: 'pos-quote-edit' }),
  route('pos/outbox', 'counter/routes/pos.outbox.tsx'),
  // The order and quote lists (one page, the list chosen by ?type=): the menu's Orders and Quotes, and
  // the customer tab's /pos/quote?s={email}.
  route('pos/orders', 'counter/routes/pos.orders.tsx', { id: 'pos-orders' }),
  route('pos/quotes', 'counter/routes/pos.orders.tsx', { id: 'pos-quotes' }),
  route('pos/quote', 'counter/routes/pos.orders.tsx', { id: 'pos-quote' }),
  route('pos/order-detail/:orderNo', 'counter/routes/pos.order-detail.tsx'),
  // The carts this salesperson (a manager: everyone) emailed to customers.
  route('pos/sent-carts', 'counter/routes/pos.sent-carts.tsx'),
  // End-of-day banking: the day's list per branch (the menu's Daily banking), and one banking.
  route('pos/daily-banking', 'counter/routes/pos.daily-banking.tsx'),
  route('pos/report/dailyBanking/view/:id', 'counter/routes/pos.daily-banking-view.tsx'),
  // Coupon administration.
  route('pos/coupons', 'counter/routes/pos.coupons.tsx'),

  // The order's documents.
  // Print-ready pages behind signed links (the PDFs are src/http/routes/documents.ts), and Send-to.
  route('order/:orderNo/invoice', 'shop/routes/order-document.tsx', { id: 'order-invoice' }),
  route('order/:orderNo/pro-forma', 'shop/routes/order-document.tsx', { id: 'order-pro-forma' }),
  route('order/:orderNo/labels', 'shop/routes/order-document.tsx', { id: 'order-labels' }),
  route('pos/order-detail/:orderNo/send-to', 'counter/routes/pos.order-send-to.tsx'),

  // Accounts (the mailed link's page).
  route('account/set-password', 'shop/routes/account.set-password.tsx'),

  // The wishlist, My Details and order history.
  route('account', 'shop/routes/account.tsx'),
  route('account/details', 'shop/routes/account.details.tsx'),
  route('account/orders', 'shop/routes/account.orders.tsx'),

  // Paying a quote.
  route('quote/:orderNo/pay', 'shop/routes/quote-pay.tsx'),

  // A quote as the customer sees and prints it (the link in the quote email carries a signed token).
  route('quote/:orderNo/print', 'shop/routes/quote-print.tsx'),
  // Help and policy pages, finance options, the content editor, sitemap.
  ...[
    'privacy-policy',
    'shipping-policy',
    'returns-policy',
    'terms-conditions',
    'delivery-information',
    'click-and-collect',
  ].map((slug) => route(slug, 'shop/routes/content-page.tsx', { id: `content-${slug}` })),
  route('finance-options', 'shop/routes/finance-options.tsx'),
  route('pos/content', 'counter/routes/pos.content.tsx'),
  // The catalogue (/pos/catalogue): the list and the editor (its JSON calls sit below /pos/catalogue/list, /product/…).
  route('pos/catalogue', 'counter/routes/pos.catalogue.tsx'),
  route('pos/catalogue/new', 'counter/routes/pos.catalogue-product.tsx', { id: 'pos-catalogue-new' }),
  route('pos/catalogue/:id', 'counter/routes/pos.catalogue-product.tsx', { id: 'pos-catalogue-product' }),
  // The catalogue's CSV export and import.
  route('pos/catalogue/import', 'counter/routes/pos.catalogue-import.tsx'),
  // Stocktakes, the stock CSV import and the stock report.
  route('pos/stock', 'counter/routes/pos.stock.tsx'),
  route('pos/stock/count', 'counter/routes/pos.stock-count.tsx'),
  route('pos/stock/import', 'counter/routes/pos.stock-import.tsx'),

  // Transfers of stock between places and bins (the page's address is also the list call's).
  route('pos/stock/transfers', 'counter/routes/pos.stock-transfers.tsx'),
  // A product's stock: per SKU and place, bins, on order, the ledger, and adjustments.
  route('pos/catalogue/:id/stock', 'counter/routes/pos.catalogue-stock.tsx'),

  // Contact and stores, the newsletter.
  route('contact', 'shop/routes/contact.tsx'),
  route('newsletter/sign-up', 'shop/routes/newsletter.sign-up.tsx'),

  // The blog, Instagram, the sliders, the outdoor landing page.
  route('blog', 'shop/routes/blog.tsx'),
  route('blog/:url', 'shop/routes/blog-post.tsx'),
  route('outdoor-landing', 'shop/routes/outdoor-landing.tsx'),

  // The mattress builder.
  route('mattress-builder', 'shop/routes/mattress-builder.tsx'),
  route('sleep-zone', 'shop/routes/sleep-zone.tsx'),

  // Pop-ups and analytics.
  route('pos/pop-ups', 'counter/routes/pos.pop-ups.tsx'),

  // Purchase orders (/pos/purchase-orders): the list, a new one, one of them (their calls sit below /list, /raise, /po/…).
  route('pos/purchase-orders', 'counter/routes/pos.purchase-orders.tsx'),
  route('pos/purchase-orders/new', 'counter/routes/pos.purchase-orders-new.tsx'),
  route('pos/purchase-orders/:poNumber', 'counter/routes/pos.purchase-orders-detail.tsx'),

  route(':room', LISTING, { id: 'listing-room' }),
  route('*', 'shop/routes/not-found.tsx'),
] satisfies RouteConfig;
