import { describe, expect, it } from 'vitest';
import {
  AMOUNT_NOT_POSITIVE,
  ENTER_REFERENCE,
  FULL_PAYMENT_LOADED,
  cantPayMoreMessage,
} from '../../../domain/pos-payments.ts';
import { cartAnswer } from '../../../testing/pos-checkout-fixture.ts';
import { defaultMethodOf, linesWithout, needToPayOf, newPayment } from './pos-payment-tab.ts';

const line = (id: number, gateway: string, name: string, amount: string, reference = '') => ({
  id,
  gateway,
  name,
  amount,
  reference,
  status: 0,
  type: 0,
});

describe('the payment tab', () => {
  it('owes the grand total less what is paid, never below 0', () => {
    expect(needToPayOf(cartAnswer())).toBe(141900);
    expect(needToPayOf(cartAnswer({ paidAmount: '400.00' }))).toBe(101900);
    expect(needToPayOf(cartAnswer({ paidAmount: '1500.00' }))).toBe(0);
  });

  it('takes veftpos by default, else the first method', () => {
    expect(defaultMethodOf({ cash: 'Cash', veftpos: 'EFTPOS' })).toBe('veftpos');
    expect(defaultMethodOf({ cash: 'Cash', offline: 'Offline' })).toBe('cash');
    expect(defaultMethodOf({})).toBe('');
  });

  it('adds a line after the rules in order, with the method’s cumulative amount to check', () => {
    const data = cartAnswer({ payments: [line(1, 'veftpos', 'EFTPOS', '400.00')], paidAmount: '400.00' });
    const added = newPayment(data, { gateway: 'veftpos', amount: '100.005', reference: '' });
    expect(added).toEqual({
      cumulative: '500.01',
      lines: [
        { gateway: 'veftpos', name: 'EFTPOS', amount: '400.00', reference: '' },
        { gateway: 'veftpos', name: 'EFTPOS', amount: '100.01', reference: '' },
      ],
    });
    // Another method is checked on its own amount.
    expect(newPayment(data, { gateway: 'offline', amount: '50', reference: ' BANK-1 ' })).toMatchObject({
      cumulative: '50.00',
      lines: [{}, { gateway: 'offline', name: 'Offline', amount: '50.00', reference: 'BANK-1' }],
    });
  });

  it('refuses with the spec’s words, first failure first', () => {
    const paid = cartAnswer({ payments: [line(1, 'veftpos', 'EFTPOS', '1419.00')], paidAmount: '1419.00' });
    // Nothing left comes before a bad amount.
    expect(newPayment(paid, { gateway: 'veftpos', amount: 'abc', reference: '' })).toEqual({
      refusal: FULL_PAYMENT_LOADED,
    });
    const data = cartAnswer();
    expect(newPayment(data, { gateway: 'veftpos', amount: 'abc', reference: '' })).toEqual({
      refusal: AMOUNT_NOT_POSITIVE,
    });
    expect(newPayment(data, { gateway: 'veftpos', amount: '0.004', reference: '' })).toEqual({
      refusal: AMOUNT_NOT_POSITIVE,
    });
    expect(newPayment(data, { gateway: 'veftpos', amount: '', reference: '' })).toEqual({
      refusal: AMOUNT_NOT_POSITIVE,
    });
    expect(newPayment(data, { gateway: 'veftpos', amount: '1500', reference: '' })).toEqual({
      refusal: cantPayMoreMessage(141900),
    });
    // An amount is checked before the reference.
    expect(newPayment(data, { gateway: 'financenow', amount: '0', reference: '' })).toEqual({
      refusal: AMOUNT_NOT_POSITIVE,
    });
    expect(newPayment(data, { gateway: 'financenow', amount: '100', reference: '  ' })).toEqual({
      refusal: ENTER_REFERENCE,
    });
    expect(newPayment(data, { gateway: 'offline', amount: '100', reference: '' })).toEqual({
      refusal: ENTER_REFERENCE,
    });
    expect('refusal' in newPayment(data, { gateway: 'financenow', amount: '100', reference: 'APP-77' })).toBe(false);
  });

  it('deletes one line and keeps the others', () => {
    const data = cartAnswer({
      payments: [line(1, 'veftpos', 'EFTPOS', '400.00'), line(2, 'offline', 'Offline', '19.00', 'B-1')],
    });
    expect(linesWithout(data, 1)).toEqual([{ gateway: 'offline', name: 'Offline', amount: '19.00', reference: 'B-1' }]);
    expect(linesWithout(data, 99)).toHaveLength(2);
  });
});
