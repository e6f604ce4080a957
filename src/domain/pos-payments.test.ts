import { describe, expect, it } from 'vitest';
import {
  AMOUNT_NOT_POSITIVE,
  ENTER_REFERENCE,
  FULL_PAYMENT_LOADED,
  UNKNOWN_PAYMENT_METHOD,
  addPaymentRefusal,
  needToPay,
  needsReference,
  paymentLinesRefusal,
  roundedCents,
} from './pos-payments.ts';

const METHODS = {
  veftpos: { code: 'veftpos', name: 'EFTPOS Terminal A', minCents: 0, maxCents: 0 },
  financenow: { code: 'financenow', name: 'Finance Now', minCents: 50_000, maxCents: 0, needsReference: true },
  offline: { code: 'offline', name: 'Offline Payment', minCents: 0, maxCents: 0 },
  credit: { code: 'credit', name: 'Store Credit', minCents: 0, maxCents: 20_000 },
};
const methodOf = (code: string) => METHODS[code as keyof typeof METHODS] ?? null;

describe('POS payments', () => {
  it('rounds amounts to cents from their digits', () => {
    expect(roundedCents('12.345')).toBe(1235);
    expect(roundedCents('12.344')).toBe(1234);
    expect(roundedCents(12.5)).toBe(1250);
    expect(roundedCents('.5')).toBe(50);
    expect(roundedCents('7')).toBe(700);
    expect(roundedCents(' 1299.00 ')).toBe(129_900);
    expect(roundedCents(0.1 + 0.2)).toBe(30);
    for (const bad of [
      '',
      '-5',
      'abc',
      '1e3',
      '1,000',
      null,
      undefined,
      {},
      Number.NaN,
      Infinity,
      '9'.repeat(13),
      '30000000',
    ]) {
      expect(roundedCents(bad), String(bad)).toBeNull();
    }
  });

  it('needToPay is what is left, never below 0', () => {
    expect(needToPay(10_000, 2_500)).toBe(7_500);
    expect(needToPay(10_000, 12_000)).toBe(0);
  });

  it('asks for a reference for financenow and offline', () => {
    expect(needsReference('financenow')).toBe(true);
    expect(needsReference('offline')).toBe(true);
    expect(needsReference('veftpos')).toBe(false);
    expect(needsReference('cheque', true)).toBe(true);
  });

  it("refuses a new line by the spec's rules, in order", () => {
    const ctx = (lines: { gateway: string; amountCents: number }[], code = 'veftpos') => ({
      grandTotalCents: 100_000,
      lines,
      method: methodOf(code),
    });
    expect(addPaymentRefusal({ gateway: 'cash', amount: 10 }, ctx([], 'cash'))).toBe(UNKNOWN_PAYMENT_METHOD);
    expect(
      addPaymentRefusal({ gateway: 'veftpos', amount: 10 }, ctx([{ gateway: 'veftpos', amountCents: 100_000 }])),
    ).toBe(FULL_PAYMENT_LOADED);
    expect(addPaymentRefusal({ gateway: 'veftpos', amount: 0 }, ctx([]))).toBe(AMOUNT_NOT_POSITIVE);
    expect(addPaymentRefusal({ gateway: 'veftpos', amount: '0.004' }, ctx([]))).toBe(AMOUNT_NOT_POSITIVE);
    expect(addPaymentRefusal({ gateway: 'veftpos', amount: 'ten' }, ctx([]))).toBe(AMOUNT_NOT_POSITIVE);
    expect(addPaymentRefusal({ gateway: 'veftpos', amount: '-5' }, ctx([]))).toBe(AMOUNT_NOT_POSITIVE);
    expect(
      addPaymentRefusal({ gateway: 'veftpos', amount: '600.01' }, ctx([{ gateway: 'offline', amountCents: 40_000 }])),
    ).toBe("Can't pay more than $600.00!");
    expect(addPaymentRefusal({ gateway: 'offline', amount: 10 }, ctx([], 'offline'))).toBe(ENTER_REFERENCE);
    expect(addPaymentRefusal({ gateway: 'offline', amount: 10, reference: '  ' }, ctx([], 'offline'))).toBe(
      ENTER_REFERENCE,
    );
    expect(addPaymentRefusal({ gateway: 'offline', amount: 10, reference: 'INV-1' }, ctx([], 'offline'))).toBeNull();
    expect(addPaymentRefusal({ gateway: 'financenow', amount: 400, reference: 'APP1' }, ctx([], 'financenow'))).toBe(
      '[Finance Now] can not pay $400.00',
    );
    // The method's rule reads the cumulative amount of that method.
    expect(
      addPaymentRefusal(
        { gateway: 'financenow', amount: 100, reference: 'APP2' },
        ctx([{ gateway: 'financenow', amountCents: 40_000 }], 'financenow'),
      ),
    ).toBeNull();
    expect(
      addPaymentRefusal(
        { gateway: 'credit', amount: 150 },
        ctx([{ gateway: 'credit', amountCents: 10_000 }], 'credit'),
      ),
    ).toBe('[Store Credit] can not pay $250.00');
  });

  it('checks a whole list as if each line were added in turn', () => {
    const ok = paymentLinesRefusal(
      [
        { gateway: 'veftpos', amount: '300.005' },
        { gateway: 'offline', amount: 200, reference: ' INV-7 ' },
      ],
      100_000,
      methodOf,
    );
    expect(ok).toEqual({
      lines: [
        { gateway: 'veftpos', name: 'EFTPOS Terminal A', amountCents: 30_001, reference: '' },
        { gateway: 'offline', name: 'Offline Payment', amountCents: 20_000, reference: 'INV-7' },
      ],
    });
    expect(paymentLinesRefusal([], 0, methodOf)).toEqual({ lines: [] });
    expect(
      paymentLinesRefusal(
        [
          { gateway: 'veftpos', amount: 1000 },
          { gateway: 'veftpos', amount: 1 },
        ],
        100_000,
        methodOf,
      ),
    ).toEqual({
      refusal: FULL_PAYMENT_LOADED,
    });
    expect(paymentLinesRefusal([{ gateway: 'veftpos', amount: 1 }], 0, methodOf)).toEqual({
      refusal: FULL_PAYMENT_LOADED,
    });
  });
});
