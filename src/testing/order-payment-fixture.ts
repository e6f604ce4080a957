// What the order-payment tests stand on: a POS order made through the real calls (order-fixture.ts)
// for one of the staff fixture's customers or for nobody, its figures and lines read back, and a
// payment provider's signed verdict on a line as the simulator would send it.
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/rows.ts';
import { SIGNATURE_HEADER, createSimulatorSigner, simNotification } from '../integrations/payments/simulator.ts';
import { placePosOrder } from './order-fixture.ts';
import type { Browser, PosTestApp } from './pos-app.ts';
import { simulatorKey } from '../services/outside/outside.service.ts';

/** The staff fixture's first customer (Aroha Ngata, id 3). */
export const CREDIT_CUSTOMER = { id: 3, email: 'aroha.ngata@example.co.nz' } as const;

export interface PaidOrderAsk {
  browser: Browser;
  staffId: number;
  /** Bind this registered customer to the cart first; none by default. */
  customerId?: number;
  payments?: { gateway: string; amount: string; reference?: string }[];
  /** Lamps by default: the fixture has ten at AKL (two sofas only). */
  lines?: { sku: string; qty: number }[];
}

/** A POS order, pending, with its lines unpaid; its number, id and grand total in cents. */
export async function placeOrderToPay(
  t: PosTestApp,
  ask: PaidOrderAsk,
): Promise<{ orderNo: string; orderId: number; grandCents: number }> {
  if (ask.customerId !== undefined) {
    const res = await ask.browser.get(`/pos/cus-select/${ask.customerId}`);
    if (res.statusCode !== 200) throw new Error(`select customer: ${res.statusCode} ${res.body}`);
  }
  const orderNo = await placePosOrder(t, {
    browser: ask.browser,
    staffId: ask.staffId,
    lines: ask.lines ?? [{ sku: 'LAMP-1', qty: 1 }],
    customer: ask.customerId !== undefined ? { email: CREDIT_CUSTOMER.email } : undefined,
    payments: ask.payments,
  });
  const [row] = await queryRows<{ id: number; grandtotal_cents: number }>(
    t.handle.db,
    sql`select id, grandtotal_cents from orders where order_no = ${orderNo}`,
  );
  return { orderNo, orderId: Number(row!.id), grandCents: Number(row!.grandtotal_cents) };
}

export interface LineRow {
  id: number;
  gateway: string;
  amount_cents: number;
  reference: string;
  status: number;
  provider_ref: string | null;
}

export async function linesOf(t: PosTestApp, orderId: number): Promise<LineRow[]> {
  const rows = await queryRows<LineRow>(
    t.handle.db,
    sql`select id, gateway, amount_cents, reference, status, provider_ref from payments where order_id = ${orderId} order by id`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), amount_cents: Number(r.amount_cents), status: Number(r.status) }));
}

export async function orderRow(t: PosTestApp, orderId: number): Promise<{ status: string; paid_at: unknown }> {
  const [row] = await queryRows<{ status: string; paid_at: unknown }>(
    t.handle.db,
    sql`select status, paid_at from orders where id = ${orderId}`,
  );
  return row!;
}

/** The simulator's signed notification for a page it opened (its params), approved or declined. */
export async function simulatorVerdict(t: PosTestApp, params: Record<string, string>, approved: boolean) {
  const body = JSON.stringify(
    simNotification(
      {
        session: params.session!,
        orderNo: params.orderNo!,
        amount: params.amount!,
        returnUrl: params.returnUrl!,
        notifyUrl: params.notifyUrl!,
        signature: params.signature!,
      },
      approved,
    ),
  );
  const signature = await createSimulatorSigner(simulatorKey(t.handle.db)).signBody(body);
  return t.app.inject({
    method: 'POST',
    url: '/v1/payments/notify/simulator',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
    payload: body,
  });
}
