import { describe, expect, it } from 'vitest';
import { arrivalText, etaText, nzToday, type StockPosition } from './eta.ts';

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

describe('nzToday', () => {
  it('is the date in New Zealand', () => {
    // 20:00 UTC on 1 Nov is 09:00 on 2 Nov in Auckland (NZDT, UTC+13)
    expect(nzToday(new Date('2026-11-01T20:00:00Z'))).toBe('2026-11-02');
  });

  it('turns over at midnight in Auckland, however recently it was asked', () => {
    // Midnight NZDT on 3 Nov is 11:00 UTC on 2 Nov; the same minute asked twice, then the next.
    expect(nzToday(new Date('2026-11-02T10:59:00.000Z'))).toBe('2026-11-02');
    expect(nzToday(new Date('2026-11-02T10:59:59.999Z'))).toBe('2026-11-02');
    expect(nzToday(new Date('2026-11-02T11:00:00.000Z'))).toBe('2026-11-03');
    expect(nzToday(new Date('2026-11-02T10:59:30.000Z'))).toBe('2026-11-02');
    // Winter (NZST, UTC+12): midnight on 2 Jul is 12:00 UTC on 1 Jul.
    expect(nzToday(new Date('2026-07-01T11:59:59.999Z'))).toBe('2026-07-01');
    expect(nzToday(new Date('2026-07-01T12:00:00.000Z'))).toBe('2026-07-02');
  });
});
