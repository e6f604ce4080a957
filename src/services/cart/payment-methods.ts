// How the shopper can pay (payment_methods rows marked for shoppers): the list on the cart page,
// whether a method can pay an amount, and the finance calculator. Methods change rarely, so the
// list is kept a minute; a method switched off stops being offered within that.
// The counter's methods (marked for staff) are read fresh each time: they decide what money a
// salesperson may record, so a method switched off stops at once.
import { asc, and, eq } from 'drizzle-orm';
import type { PaymentCalculatorResponse, PaymentMethod } from '../../contract/cart.ts';
import type { Database } from '../../db/client.ts';
import { escapeHtml } from '../../domain/html.ts';
import { paymentMethods } from '../../db/schema-sales.ts';
import {
  type PaymentRule,
  canPay,
  cannotPayMessage,
  financeCartText,
  financePlan,
  isPlan,
} from '../../domain/finance-plan.ts';
import { parseCents, toDecimal } from '../../domain/money.ts';
import { ttlValue } from '../../db/cache.ts';
import { INVALID_AMOUNT, PAYMENT_METHOD_NOT_FOUND } from './refusal.ts';
import { Refusal } from '../../domain/refusal.ts';

export interface ShopperMethod extends PaymentRule {
  isDefault: boolean;
  rule: string;
  disclaimer: string;
  description: string;
  icon: string;
}

export const METHODS_TTL_MS = 60_000;

export function createPaymentMethods(db: Database, ttlMs = METHODS_TTL_MS) {
  const cache = ttlValue(ttlMs, async (): Promise<ShopperMethod[]> => {
    const rows = await db
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.forShoppers, true), eq(paymentMethods.enabled, true)))
      .orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.code));
    return rows.map((r) => ({
      code: r.code,
      name: r.name,
      kind: r.kind,
      minCents: r.minCents,
      maxCents: r.maxCents,
      months: r.months,
      weeks: r.weeks,
      isDefault: r.isDefault,
      rule: r.rule,
      disclaimer: r.disclaimer,
      description: r.description,
      icon: r.icon,
    }));
  });

  async function method(code: string): Promise<ShopperMethod> {
    const found = (await cache.get()).find((m) => m.code === code);
    if (!found) throw new Refusal(404, PAYMENT_METHOD_NOT_FOUND);
    return found;
  }

  return {
    list: () => cache.get(),
    method,
    clear: () => cache.clear(),

    /** POST /v1/cart/checkPayment: refused with the cart page's words when the method cannot pay the amount. */
    async checkPayment(code: string, amount: unknown): Promise<{ success: true }> {
      const m = await method(code);
      const cents = amountCents(amount);
      if (!canPay(m, cents)) throw new Refusal(422, cannotPayMessage(m.name, cents));
      return { success: true };
    },

    /** POST /v1/cart/paymentcalculator: every finance method's plan for the amount. */
    async calculator(amount: unknown, today: string): Promise<PaymentCalculatorResponse> {
      const cents = amountCents(amount);
      const answer: PaymentCalculatorResponse = {
        success: true,
        finance: {},
        enable: {},
        params: {},
        rule: {},
        disclaime: {},
      };
      for (const m of await cache.get()) {
        if (!isPlan(m)) continue;
        const plan = financePlan(m, cents, today);
        answer.finance[m.code] = m.name;
        answer.enable[m.code] = canPay(m, cents);
        // `weeks` rides along (extra fields are allowed): an instalment plan is counted in weeks.
        const params = {
          months: plan?.months ?? 0,
          pay: toDecimal(plan?.weeklyCents ?? 0),
          end_date: plan?.endDate ?? today,
          weeks: plan?.weeks ?? 0,
        };
        answer.params[m.code] = params;
        answer.rule[m.code] = m.rule;
        answer.disclaime[m.code] = m.disclaimer;
      }
      return answer;
    },
  };
}

export type PaymentMethods = ReturnType<typeof createPaymentMethods>;

export interface StaffMethod extends PaymentRule {
  /** The line needs a reference (an application number, an invoice). */
  needsReference: boolean;
}

/** The enabled methods staff may take payments with, in the payment tab's order. */
export async function staffMethods(db: Database): Promise<StaffMethod[]> {
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.forStaff, true), eq(paymentMethods.enabled, true)))
    .orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.code));
  return rows.map((r) => ({
    code: r.code,
    name: r.name,
    kind: r.kind,
    minCents: r.minCents,
    maxCents: r.maxCents,
    months: r.months,
    weeks: r.weeks,
    needsReference: r.needsReference,
  }));
}

/** A money amount as sent ("1299.00", 1299, "1299"), in cents; anything else is refused. */
export function amountCents(amount: unknown): number {
  const cents = parseCents(amount);
  if (cents === null || cents > 100_000_000_00) throw new Refusal(422, INVALID_AMOUNT);
  return cents;
}

/** The methods as the cart page lists them, with what each would cost for the cart's grand total. */
export function shopperMethodList(
  methods: ShopperMethod[],
  grandTotalCents: number,
  today: string,
): (PaymentMethod & { isDefault: boolean })[] {
  return methods.map((m) => ({
    code: m.code,
    name: m.name,
    nameHTML: `<span class="payment-method-name">${escapeHtml(m.name)}</span>`,
    isFinance: isPlan(m),
    finance: m.rule,
    financeCart: financeCartText(m, grandTotalCents, today),
    descCart: m.description,
    icon: m.icon,
    isDefault: m.isDefault,
  }));
}
