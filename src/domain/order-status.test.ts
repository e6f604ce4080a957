import { describe, expect, it } from 'vitest';
import {
  allDispatched,
  canDispatch,
  lineState,
  listOf,
  statusAfterDispatch,
  statusAfterPayment,
} from './order-status.ts';

describe('order status', () => {
  it('puts each order and quote in its list', () => {
    const today = '2026-11-25';
    expect(listOf({ kind: 'quote', status: 'pending', expiryDate: '2026-11-25' }, today)).toBe('quote');
    expect(listOf({ kind: 'quote', status: 'pending', expiryDate: '2026-11-24' }, today)).toBe('e-quote');
    expect(listOf({ kind: 'order', status: 'pending', expiryDate: null }, today)).toBe('p-order');
    expect(listOf({ kind: 'order', status: 'locked', expiryDate: null }, today)).toBe('c-order');
    expect(listOf({ kind: 'order', status: 'paid', expiryDate: null }, today)).toBe('order');
    expect(listOf({ kind: 'order', status: 'processing', expiryDate: null }, today)).toBe('order');
    expect(listOf({ kind: 'order', status: 'expired', expiryDate: null }, today)).toBeNull();
  });

  it('shows each payment line by its status and type', () => {
    expect(lineState({ status: 0, type: 0 })).toBe('pay-now');
    expect(lineState({ status: 0, type: 2 })).toBe('approve-refund');
    for (const status of [1, 5, 6]) {
      expect(lineState({ status, type: 0 })).toBe('paid');
      expect(lineState({ status, type: 2 })).toBe('approved');
    }
    expect(lineState({ status: 2, type: 0 })).toBe('cancelled');
    expect(lineState({ status: 4, type: 0 })).toBe('check-status');
  });

  it('is paid once the paid lines reach the grand total', () => {
    expect(statusAfterPayment('pending', 9_999, 10_000)).toBe('pending');
    expect(statusAfterPayment('pending', 10_000, 10_000)).toBe('paid');
    expect(statusAfterPayment('processing', 10_000, 10_000)).toBe('paid');
    expect(statusAfterPayment('locked', 10_000, 10_000)).toBe('locked');
  });
});

describe('dispatch and the order status', () => {
  it('takes stock only for an order going ahead', () => {
    for (const status of ['paid', 'processing', 'completed'])
      expect(canDispatch({ kind: 'order', status }), status).toBe(true);
    for (const status of ['pending', 'locked', 'expired', 'declined'])
      expect(canDispatch({ kind: 'order', status }), status).toBe(false);
    expect(canDispatch({ kind: 'quote', status: 'paid' })).toBe(false);
  });

  it('completes a paid or processing order once every unit has left', () => {
    expect(allDispatched([])).toBe(false);
    expect(
      allDispatched([
        { qty: 2, qtyDispatched: 2 },
        { qty: 1, qtyDispatched: 0 },
      ]),
    ).toBe(false);
    expect(
      allDispatched([
        { qty: 2, qtyDispatched: 2 },
        { qty: 1, qtyDispatched: 1 },
      ]),
    ).toBe(true);
    expect(statusAfterDispatch('paid', true)).toBe('completed');
    expect(statusAfterDispatch('processing', true)).toBe('completed');
    expect(statusAfterDispatch('paid', false)).toBe('paid');
    expect(statusAfterDispatch('pending', true)).toBe('pending');
    expect(statusAfterDispatch('completed', true)).toBe('completed');
  });
});
