import { describe, expect, it } from 'vitest';
import { type PartStock, type StockPlace, setsFreeAt, stockPositionOf } from './stock-position.ts';

const places = new Map<string, StockPlace>(
  [
    { code: 'AKL', island: 'North Island', leadDays: 2, isPhysical: true },
    { code: 'DC1', island: 'North Island', leadDays: 3, isPhysical: true },
    { code: 'CHC', island: 'South Island', leadDays: 4, isPhysical: true },
    { code: 'WEB', island: '', leadDays: 5, isPhysical: false },
  ].map((p) => [p.code, p]),
);
const part = (free: Record<string, number>, qty = 1, nextArrival: string | null = null): PartStock => ({
  qty,
  free,
  nextArrival,
});

describe('stock position of a cart item', () => {
  it('counts physical places only, nearest first', () => {
    expect(stockPositionOf([part({ AKL: 2, CHC: 3, WEB: 50 })], places, 'North Island')).toEqual({
      free: 5,
      freeNear: 2,
      leadNear: 2,
      leadAny: 2,
      nextArrival: null,
    });
    expect(stockPositionOf([part({ CHC: 3 })], places, 'North Island')).toMatchObject({
      free: 3,
      freeNear: 0,
      leadNear: null,
      leadAny: 4,
    });
    expect(stockPositionOf([part({ CHC: 3 })], places, null)).toMatchObject({ freeNear: null });
  });

  it('counts a bundle in complete sets, as far away as its slowest part', () => {
    const bundle = [part({ AKL: 2 }), part({ DC1: 5, CHC: 4 }, 2)];
    expect(stockPositionOf(bundle, places, 'North Island')).toEqual({
      free: 2,
      freeNear: 2,
      leadNear: 3,
      leadAny: 3,
      nextArrival: null,
    });
    expect(setsFreeAt(bundle, places, (p) => p.code === 'AKL')).toBe(0);
    expect(setsFreeAt(bundle, places, (p) => p.island === 'North Island')).toBe(2);
  });

  it('arrives when every short part has a purchase order coming, at the latest of them', () => {
    expect(stockPositionOf([part({}, 1, '2026-11-05'), part({}, 1, '2026-12-01')], places, null).nextArrival).toBe(
      '2026-12-01',
    );
    expect(stockPositionOf([part({}, 1, '2026-11-05'), part({ AKL: 1 })], places, null).nextArrival).toBe('2026-11-05');
    expect(stockPositionOf([part({}, 1, '2026-11-05'), part({})], places, null).nextArrival).toBeNull();
  });
});
