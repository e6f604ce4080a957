// The order or quote detail page (/pos/order-detail/{orderNo}, ?type=quote for a quote): the POS
// header, the heading with the status, the actions (a quote's Edit, Back to Quote, Pay it later / No deposit, the
// documents the server gives links for, overwriting the customer's details), the facts, addresses,
// summary and instructions, the item table, and for an order the payment panel (hidden when locked).
// Laptops get the item table beside the summary; tablets stack them.
import { ArrowLeft, Ban, FileText, Pencil, Printer, RotateCcw, Send, Tag, UserRoundCog, Wallet } from 'lucide-react';
import type { OrderInfoResponse } from '../../../../contract/pos-order-detail.ts';
import type { SignedInStaff } from '../../../../contract/pos.ts';
import { type DetailType, type OrderDetailState, useOrderDetail } from '../../hooks/useOrderDetail.ts';
import { quoteEditHref } from '../../lib/pos-links.ts';
import { SECONDARY_BUTTON } from '../checkout/fields.tsx';
import { usePopDialog } from '../PopDialog.tsx';
import { SignOutButton } from '../SignOutButton.tsx';
import { OrderAddresses, OrderFacts, OrderSummaryFigures, StatusBadge } from './OrderFacts.tsx';
import { OrderHistory } from './OrderHistory.tsx';
import { OrderItems } from './OrderItems.tsx';
import { OrderPayments } from './OrderPayments.tsx';
import { CommentsPanel } from '../comments/CommentsPanel.tsx';

const HEADER_LINK =
  'inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm hover:bg-kauri-dark focus-visible:outline-2 focus-visible:outline-white';

export function PosHeader({ staff }: { staff: SignedInStaff }) {
  return (
    <header className="border-b border-sand-dark bg-kauri text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2">
        <a href="/pos" className={HEADER_LINK}>
          <ArrowLeft aria-hidden className="size-5" />
          POS menu
        </a>
        <p className="mr-auto text-lg font-semibold">
          Kauri POS
          <span className="ml-3 text-base font-normal text-white/85">
            {staff.firstname} {staff.lastname}
          </span>
        </p>
        <SignOutButton className={HEADER_LINK} />
      </div>
    </header>
  );
}

function DocumentLink({ href, icon, children }: { href: string; icon: React.ReactNode; children: string }) {
  // The server gives '' for a document that does not exist yet: no link then.
  if (!href) return null;
  return (
    <a href={href} target="_blank" rel="noopener" className={SECONDARY_BUTTON}>
      {icon}
      {children}
    </a>
  );
}

function Actions({ detail }: { detail: OrderDetailState }) {
  const { info, busy } = detail;
  const o = info.order;
  const pending = o.kind === 'order' && o.status === 'pending';
  const hasLines = o.payments.some((p) => p.status !== 2);
  return (
    <div className="flex flex-wrap gap-2" data-testid="order-actions">
      {o.kind === 'quote' && (
        <a href={quoteEditHref(o.order_no)} className={SECONDARY_BUTTON} data-testid="quote-edit">
          <Pencil aria-hidden className="size-5" />
          Edit<span className="sr-only"> quote #{o.order_no}</span>
        </a>
      )}
      {info.canBackToQuote && (
        <button
          type="button"
          className={SECONDARY_BUTTON}
          disabled={busy}
          onClick={() => void detail.backToQuote()}
          data-testid="order-back-to-quote"
        >
          <RotateCcw aria-hidden className="size-5" />
          Back to Quote
        </button>
      )}
      {pending && !hasLines && (
        <button type="button" className={SECONDARY_BUTTON} disabled={busy} onClick={() => void detail.noDeposit()}>
          <Wallet aria-hidden className="size-5" />
          Pay it later / No deposit
        </button>
      )}
      <DocumentLink href={info.printUrl} icon={<Printer aria-hidden className="size-5" />}>
        Print
      </DocumentLink>
      <DocumentLink href={info.proFormaUrl} icon={<FileText aria-hidden className="size-5" />}>
        Pro-forma
      </DocumentLink>
      <DocumentLink href={info.printLabelUrl} icon={<Tag aria-hidden className="size-5" />}>
        Print label
      </DocumentLink>
      <DocumentLink href={info.sendToUrl} icon={<Send aria-hidden className="size-5" />}>
        Send to
      </DocumentLink>
      {info.canCancel && (
        <button
          type="button"
          className={SECONDARY_BUTTON}
          disabled={busy}
          onClick={() => void detail.cancelOrder()}
          data-testid="order-cancel"
        >
          <Ban aria-hidden className="size-5" />
          Cancel order
        </button>
      )}
      {o.customer_id !== null && (
        <button type="button" className={SECONDARY_BUTTON} disabled={busy} onClick={() => void detail.updateCustomer()}>
          <UserRoundCog aria-hidden className="size-5" />
          Update customer's details
        </button>
      )}
    </div>
  );
}

export function OrderDetailPage({
  staff,
  type,
  initial,
}: {
  staff: SignedInStaff;
  type: DetailType;
  initial: OrderInfoResponse;
}) {
  const dialog = usePopDialog();
  const detail = useOrderDetail(initial, type, dialog);
  const { info, busy } = detail;
  const o = info.order;
  const title = `${o.kind === 'quote' ? 'QUOTE' : 'ORDER'} #${o.order_no}`;
  return (
    <div className="min-h-dvh bg-paper" data-testid="order-detail" aria-busy={busy}>
      <PosHeader staff={staff} />
      <main className="mx-auto flex max-w-7xl flex-col gap-4 px-4 pt-4 pb-10">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <h1 className="text-2xl font-semibold tracking-wide text-timber-dark" data-testid="order-heading">
            {title}
          </h1>
          <StatusBadge status={o.status} />
          <p role="status" className="text-sm font-medium text-timber">
            {busy ? 'Updating...' : ''}
          </p>
        </div>
        <Actions detail={detail} />
        <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="flex min-w-0 flex-col gap-4">
            <OrderFacts order={o} />
            <OrderAddresses order={o} />
            <OrderItems order={o} onChanged={() => void detail.reload()} />
          </div>
          <aside aria-label="Order summary and payments" className="flex min-w-0 flex-col gap-4">
            <OrderSummaryFigures order={o} paidAmount={info.paidAmount} />
            {o.kind === 'order' && o.status !== 'locked' && (
              <OrderPayments info={info} onChanged={(next) => void detail.reload(next)} />
            )}
            <CommentsPanel key={o.order_no} orderNo={o.order_no} kind={o.kind} />
          </aside>
        </div>
        <OrderHistory orderNo={o.order_no} changed={info} />
      </main>
    </div>
  );
}
