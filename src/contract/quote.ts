// A quote as the customer reads it: the sheet saved with the quote, and the printable page's data.
// Shared by the service that builds it (services/pos-cart/quote-print.ts) and the page that shows it
// (web/shop/components/quote/QuoteSheet.tsx). Money in integer cents.

export interface QuoteLine {
  sku: string;
  name: string;
  qty: number;
  /** Price per unit charged (after a staff discount). */
  eachCents: number;
  rowCents: number;
  /** Retail price per unit, shown struck through when above what is charged. */
  retailCents: number;
  /** A bundle's components (no price of their own). */
  components: { sku: string; name: string; qty: number }[];
}

export interface QuoteSheet {
  id: number;
  orderNo: string;
  status: string;
  /** ISO time the quote was made. */
  createdAt: string;
  /** The quote's last day (YYYY-MM-DD, New Zealand); null if none was set. */
  expiryDate: string | null;
  /** The POS cart that edits this quote, if it still exists (email_log's cart_id). */
  cartId: number | null;
  customer: {
    firstname: string;
    lastname: string;
    company: string;
    email: string;
    mobile: string;
    shippingAddress: string;
    shippingZip: string;
    billingAddress: string;
  };
  branch: { code: string; name: string; address: string; phone: string };
  staff: { firstname: string; lastname: string } | null;
  couponCode: string;
  lines: QuoteLine[];
  totals: {
    /** The lines' prices added up (staff discounts already taken off each line). */
    itemsCents: number;
    /** Before staff discounts (the POS's subtotal). */
    subtotalCents: number;
    itemDiscountCents: number;
    couponDiscountCents: number;
    shippingCents: number;
    assemblyCents: number;
    rubbishCents: number;
    grandTotalCents: number;
    taxCents: number;
  };
}

export interface TotalRow {
  label: string;
  cents: number;
}

/** The printable quote page's data: the sheet with its dates and totals in the customer's words. */
export interface PrintableQuote {
  orderNo: string;
  /** "2 November 2026" (New Zealand date the quote was made). */
  date: string;
  /** "Wednesday 2 December 2026", or null without an expiry. */
  validUntil: string | null;
  expired: boolean;
  customer: QuoteSheet['customer'];
  branch: QuoteSheet['branch'];
  preparedBy: string;
  lines: QuoteLine[];
  totals: TotalRow[];
  taxCents: number;
}
