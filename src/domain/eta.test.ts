import { describe, expect, it } from 'vitest';
import { arrivalText, etaText, type StockPosition } from './eta.ts';

const none: StockPosition = { free: 0, freeNear: null, leadNear: null, leadAny: null, nextArrival: null };
const today = '2026-11-02';

describe('etaText', () => {
  it('says In stock when we do not know where the shopper is', () => {
    expect(etaText({ ...none, free: 4, leadAny: 3 }, today)).toBe('In stock');
  });

  it('quotes the lead days of stock in the shopper’s island', () => {
    expect(etaText({ ...none, free: 4, freeNear: 2, leadNear: 3, leadAny: 2 }, today)).toBe(
      'In stock – delivered in 3–5 working days',
    );
  });

  it('adds the Cook Strait crossing when the stock is only in the other island', () => {
    expect(etaText({ ...none, free: 4, freeNear: 0, leadNear: null, leadAny: 2 }, today)).toBe(
      'In stock – delivered in 5–7 working days',
    );
  });

  it('falls back to the next purchase order, then Sold out', () => {
    expect(etaText({ ...none, nextArrival: '2026-11-05' }, today)).toBe('ETA 12 Nov');
    expect(etaText({ ...none, freeNear: 0, nextArrival: '2027-01-05' }, today)).toBe('Arriving mid-January');
    expect(etaText(none, today)).toBe('Sold out');
  });
});

describe('arrivalText', () => {
  it('names the part of the month for far arrivals', () => {
    expect(arrivalText('2026-11-27', today)).toBe('Arriving early-December');
    expect(arrivalText('2026-12-05', today)).toBe('Arriving mid-December');
    expect(arrivalText('2026-12-20', today)).toBe('Arriving late-December');
  });

  it('treats an overdue purchase order as arriving now', () => {
    expect(arrivalText('2026-10-01', today)).toBe('ETA 9 Nov');
  });
});
