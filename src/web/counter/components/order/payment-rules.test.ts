// The payment panel's rules in the browser: what is left to tender (cancelled lines do not count), Add
// Payment's refusals in the spec's order and words, the cumulative amount checkPayment is asked about
// (store credit counts only its unpaid lines), and the list sent back with the kept lines' ids.
import { describe, expect, it } from 'vitest';
import { type PanelLine, leftToTender, linesToSend, newLine, paidOfLines } from './payment-rules.ts';

const METHODS = {
  veftpos: 'EFTPOS Terminal A',
  offline: 'Offline Payment',
  financenow: 'Finance Now',
  credit: 'Store Credit',
  windcave: 'Credit / Debit Card',
};
const line = (over: Partial<PanelLine>): PanelLine => ({
  id: 1,
  gateway: 'veftpos',
  name: 'EFTPOS Terminal A',
  amount: '10.00',
  reference: '',
  refund_of: null,
  status: 0,
  type: 0,
  ...over,
});

describe('the order payment panel rules', () => {
  const lines = [
    line({ id: 1, gateway: 'credit', name: 'Store Credit', amount: '20.00', status: 1 }),
    line({ id: 2, gateway: 'credit', name: 'Store Credit', amount: '5.00' }),
    line({ id: 3, amount: '30.00', status: 2 }),
  ];

  it('leaves the total less every line not cancelled, never below 0', () => {
    expect(leftToTender('100.00', lines)).toBe(7500);
    expect(leftToTender('10.00', lines)).toBe(0);
  });

  it("refuses in the spec's order with its words", () => {
    const add = (grand: string, amount: string, gateway = 'veftpos', reference = '') =>
      newLine(grand, lines, METHODS, { gateway, amount, reference });
    expect(add('25.00', '1')).toEqual({ refusal: 'Full payment loaded already!' });
    expect(add('100.00', '0')).toEqual({ refusal: 'Amount must be a number greater than 0!' });
    expect(add('100.00', 'x')).toEqual({ refusal: 'Amount must be a number greater than 0!' });
    expect(add('100.00', '75.01')).toEqual({ refusal: "Can't pay more than $75.00!" });
    expect(add('100.00', '5', 'offline')).toEqual({ refusal: 'Please enter a reference' });
    expect(add('100.00', '5', 'financenow', ' ')).toEqual({ refusal: 'Please enter a reference' });
  });

  it("asks the server about the method's cumulative amount; credit counts its unpaid lines only", () => {
    const credit = newLine('100.00', lines, METHODS, { gateway: 'credit', amount: '10.005', reference: '' });
    expect(credit).toEqual({
      cumulative: '15.01',
      line: {
        gateway: 'credit',
        name: 'Store Credit',
        amount: '10.01',
        reference: '',
        status: 0,
        type: 0,
        refund_of: null,
      },
    });
    // The cancelled terminal line does not count toward the terminal's cumulative amount.
    expect(newLine('100.00', lines, METHODS, { gateway: 'veftpos', amount: '1', reference: '' })).toMatchObject({
      cumulative: '1.00',
    });
  });

  it('a refund lowers what was paid, and asks for nothing again', () => {
    const paid = line({ id: 7, gateway: 'offline', amount: '60.00', status: 1 });
    const refund = line({ id: 8, gateway: 'offline', amount: '-25.00', status: 1, type: 2, refund_of: 7 });
    expect(paidOfLines([paid, refund])).toBe(3500);
    expect(leftToTender('100.00', [paid, refund])).toBe(4000);
  });

  it('sends every line back, kept lines with their ids', () => {
    expect(linesToSend([lines[0]!, { ...line({}), id: undefined }])).toEqual([
      { id: 1, gateway: 'credit', name: 'Store Credit', amount: '20.00', reference: '' },
      { gateway: 'veftpos', name: 'EFTPOS Terminal A', amount: '10.00', reference: '' },
    ]);
  });
});
