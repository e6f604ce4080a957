// Completing the POS cart (POST /pos/cart/complete/) as an order or a quote, as steps: the cart
// (cartOf: the quote's cart when an orderNo is given), the option's PIN approval, readCheckedCart (the
// full POS validation), priceCart, keepCustomerChannel, then saveAsQuote or makeOrder
// (complete-steps.ts), all in one transaction so any refusal rolls back the approval too; a quote to
// email is mailed after the commit. makeOrder takes the coupon's use, then claims the stock through
// the one writer (services/stock/allocate.ts: its rows locked in its fixed order and checked again
// before the order is written), so two salespeople completing with the last free unit queue: one
// order, one '{location} only has {free} stock', and no figure goes negative.
import type { SignedInStaff } from '../../contract/pos.ts';
import type { PosCompleteResponse } from '../../contract/pos-cart.ts';
import type { Database } from '../../db/client.ts';
import { MAIL_NOT_SENT, type Mailer } from '../../integrations/mail/index.ts';
import { Refusal } from '../../domain/refusal.ts';
import { requireApproval } from '../staff/staff.service.ts';
import {
  type Made,
  keepCustomerChannel,
  makeOrder,
  priceCart,
  readCheckedCart,
  saveAsQuote,
} from './complete-steps.ts';
import type { emailQuote } from './quote-mail.ts';
import { cartOf, quoteEditUrl, quoteSavedMessage } from './quotes.ts';

export const orderCreatedMessage = (orderNo: string) => `Order ${orderNo} has been created`;
export const quoteNotEmailedMessage = (orderNo: string) => `Quote #${orderNo} has been saved. ${MAIL_NOT_SENT}`;

/** How the cart is completed; each needs a PIN approval of the same name (staff/approvals.ts). */
export type CompleteOption = 'order' | 'quote' | 'quote_email';

export interface CompleteRequest {
  /** The quote being edited; null for the staff member's open cart. */
  orderNo: string | null;
  option: CompleteOption;
  updateCus: boolean;
  approval: string | undefined;
  /** The shop's address as the customer reaches it (https://…), for the link in an emailed quote. */
  origin: string;
}

export interface CompleteDeps {
  db: Database;
  now: () => Date;
  today: () => string;
  mailer: Mailer;
  sendQuote: typeof emailQuote;
  log: { error(obj: unknown, msg: string): void };
}

/**
 * The approval for the option, the full validation, then in one transaction (any refusal rolls it
 * back, the approval included)
 * - 'order': the order (the quote itself, keeping its number, when orderNo is given), its items,
 *   the stock taken with the allocation rows, the payment lines as unpaid payments, the cart ordered;
 * - 'quote' / 'quote_email': the quote's snapshot, no stock; 'quote_email' then emails it.
 */
export async function completeCart(
  deps: CompleteDeps,
  staff: SignedInStaff,
  req: CompleteRequest,
): Promise<PosCompleteResponse> {
  const { db } = deps;
  const at = deps.now();
  const day = deps.today();
  const made = await db.transaction(async (tx) => {
    const ref = await cartOf(db, staff, req.orderNo, tx);
    const approval = await requireApproval(tx, { approval: req.approval, type: req.option, staffId: staff.id }, at);
    const checked = await readCheckedCart(tx, ref.id);
    const loaded = await priceCart(tx, checked, day);
    await keepCustomerChannel(tx, checked.cart);
    const completing = { ref, checked, loaded, staff, approval, at, day };
    if (req.option !== 'order') return saveAsQuote(tx, { ...completing, option: req.option });
    return makeOrder(tx, { ...completing, updateCus: req.updateCus });
  });
  return answer(deps, staff, req, made);
}

/** Where the page goes next; a quote to email is sent now, after the commit. */
async function answer(
  deps: CompleteDeps,
  staff: SignedInStaff,
  req: CompleteRequest,
  made: Made,
): Promise<PosCompleteResponse> {
  const { orderNo } = made;
  if (made.kind === 'order')
    return { success: true, redirect: `/pos/order-detail/${orderNo}`, msg: orderCreatedMessage(orderNo), orderNo };
  const redirect = quoteEditUrl(orderNo);
  if (req.option !== 'quote_email') return { success: true, redirect, msg: quoteSavedMessage(orderNo), orderNo };
  // The quote is saved whatever the mail does; a failed email is said, and the page goes on to the quote.
  try {
    const sent = await deps.sendQuote(deps.db, deps.mailer, staff, orderNo, req.origin, deps.now(), made.approval);
    return { success: true, redirect, msg: sent.msg, orderNo };
  } catch (err) {
    if (err instanceof Refusal) return { success: false, redirect, msg: err.message, orderNo };
    deps.log.error({ err, orderNo }, 'quote email failed');
    return { success: false, redirect, msg: quoteNotEmailedMessage(orderNo), orderNo };
  }
}
