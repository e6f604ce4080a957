// The order's documents (specs/pos.md "Order or quote detail"): the tax invoice, the
// pro-forma, the delivery labels and the quote, as the page (/order/{orderNo}/{kind}) and the PDF
// (/order/{orderNo}/{kind}.pdf) show them, and the Send-to call that mails one as a PDF (its Zod
// request is documents-calls.ts, so the pages that read this file load no Zod). The models are built
// once in services/documents/ and read by both the page and the PDF. Money in integer cents.
import type { QuoteLine, TotalRow } from './quote.ts';

/** The documents an order has; a quote has only 'quote'. */
export const ORDER_DOCUMENTS = ['invoice', 'pro-forma', 'labels'] as const;
export const DOCUMENT_KINDS = [...ORDER_DOCUMENTS, 'quote'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export type OrderDocumentKind = (typeof ORDER_DOCUMENTS)[number];

export const DOCUMENT_NAMES: Record<DocumentKind, string> = {
  invoice: 'Tax invoice',
  'pro-forma': 'Pro-forma invoice',
  labels: 'Delivery labels',
  quote: 'Quote',
};

/** Over this total (GST included) a tax invoice must name the buyer (NZ GST: taxable supply information). */
export const BUYER_REQUIRED_OVER_CENTS = 100_000;

export const NOT_A_TAX_INVOICE = 'This is not a tax invoice';

export interface InvoiceDocument {
  kind: 'invoice' | 'pro-forma';
  /** 'Tax invoice' or 'Pro-forma invoice'. */
  title: string;
  orderNo: string;
  /** The order's date in New Zealand, "2 November 2026". */
  date: string;
  supplier: { legalName: string; gstNumber: string; branch: { name: string; address: string; phone: string } };
  /** Who bought: always shown when known; `required` over $1,000. */
  buyer: { name: string; company: string; address: string; email: string; mobile: string } | null;
  buyerRequired: boolean;
  lines: QuoteLine[];
  /** Subtotal, discount, fees and Total (GST included). */
  totals: TotalRow[];
  totalCents: number;
  gstCents: number;
  /** The tax invoice only: the paid payment lines and what is still owed. */
  payments: { label: string; cents: number }[] | null;
  balanceCents: number | null;
  /** What follows the totals, in order, as both the page and the PDF show it: the GST, payments, balance. */
  after: { label: string; cents: number; bold: boolean }[];
  /** The pro-forma: 'This is not a tax invoice'. */
  notice: string | null;
}

export interface DeliveryLabel {
  /** "1 of 4". */
  n: number;
  of: number;
  orderNo: string;
  customer: string;
  phone: string;
  /** 'Delivery', 'Courier' or 'Collect'. */
  method: string;
  /** The delivery address, or the store the customer collects from. */
  address: string;
  item: { sku: string; name: string };
  subItem: { sku: string; name: string };
  /** The delivery tags' words (Stairs, Narrow access…). */
  tags: string[];
  notes: string;
}

export interface LabelsDocument {
  kind: 'labels';
  orderNo: string;
  labels: DeliveryLabel[];
}

/** A label page: 100 × 150 mm (a thermal label printer's roll). */
export const LABEL_PAGE_MM = { width: 100, height: 150 } as const;

const FILE_NAMES: Record<DocumentKind, string> = {
  invoice: 'tax-invoice',
  'pro-forma': 'pro-forma',
  labels: 'labels',
  quote: 'quote',
};

/** The PDF's file name, "tax-invoice-P100123.pdf". */
export const documentFileName = (kind: DocumentKind, orderNo: string) => `${FILE_NAMES[kind]}-${orderNo}.pdf`;

export interface SendToResponse {
  success: true;
  msg: string;
}
export const DOCUMENT_NOT_FOR_ORDER = 'That document is not one this order has';
export const sentMessage = (document: DocumentKind, orderNo: string, email: string) =>
  `${DOCUMENT_NAMES[document]} for #${orderNo} has been emailed to ${email}`;
