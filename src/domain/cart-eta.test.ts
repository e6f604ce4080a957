import { describe, expect, it } from 'vitest';
import { deliveryEtaText, type PickupPosition, pickupEtaText } from './cart-eta.ts';
import type { StockPosition } from './eta.ts';

const today = '2026-11-02';
const none: StockPosition = { free: 0, freeNear: null, leadNear: null, leadAny: null, nextArrival: null };

describe('delivery estimate on a cart row', () => {
  it('is the card’s estimate without padding', () => {
    expect(deliveryEtaText({ ...none, free: 3, freeNear: 3, leadNear: 3, leadAny: 3 }, today)).toBe(
      'In stock – delivered in 3–5 working days',
    );
  });

  it('adds the padding to lead days, also across Cook Strait', () => {
    expect(deliveryEtaText({ ...none, free: 3, freeNear: 3, leadNear: 3, leadAny: 3 }, today, 2)).toBe(
      'In stock – delivered in 5–7 working days',
    );
    expect(deliveryEtaText({ ...none, free: 3, freeNear: 0, leadAny: 3 }, today, 1)).toBe(
      'In stock – delivered in 7–9 working days',
    );
  });

  it('moves an arrival later by the padding', () => {
    expect(deliveryEtaText({ ...none, nextArrival: '2026-11-05' }, today)).toBe('ETA 12 Nov');
    expect(deliveryEtaText({ ...none, nextArrival: '2026-11-05' }, today, 3)).toBe('ETA 15 Nov');
    expect(deliveryEtaText(none, today, 3)).toBe('Sold out');
  });
});

describe('collection estimate on a cart row', () => {
  const pos: PickupPosition = {
    store: 'Auckland',
    freeAtStore: 0,
    freeInIsland: 0,
    free: 0,
    storeLeadDays: 3,
    nextArrival: null,
  };

  it('is quick when the store has the units', () => {
    expect(pickupEtaText({ ...pos, freeAtStore: 2, freeInIsland: 2, free: 2 }, 2, today)).toBe(
      'In stock at Auckland – ready to collect in 1–3 working days',
    );
  });

  it('takes a transfer’s lead days when the units are elsewhere, more across Cook Strait', () => {
    expect(pickupEtaText({ ...pos, freeAtStore: 1, freeInIsland: 4, free: 4 }, 2, today)).toBe(
      'Ready to collect from Auckland in 3–5 working days',
    );
    expect(pickupEtaText({ ...pos, free: 4 }, 2, today, 1)).toBe('Ready to collect from Auckland in 7–9 working days');
  });

  it('falls back to the next arrival, then Sold out', () => {
    expect(pickupEtaText({ ...pos, nextArrival: '2026-11-05' }, 1, today)).toBe('ETA 12 Nov');
    expect(pickupEtaText(pos, 1, today)).toBe('Sold out');
  });
});
