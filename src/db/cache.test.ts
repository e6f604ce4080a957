import { describe, expect, it } from 'vitest';
import { BoundedMap, ttlMap, ttlValue } from './cache.ts';

describe('ttlValue', () => {
  it('loads once per period, sharing a load in flight', async () => {
    let now = 0;
    let loads = 0;
    const value = ttlValue(
      60_000,
      async () => ++loads,
      () => now,
    );
    expect(await Promise.all([value.get(), value.get()])).toEqual([1, 1]);
    now = 59_999;
    expect(await value.get()).toBe(1);
    now = 60_000;
    expect(await value.get()).toBe(2);
  });

  it('does not keep a failed load', async () => {
    let fail = true;
    const value = ttlValue(60_000, async () => {
      if (fail) throw new Error('down');
      return 'up';
    });
    await expect(value.get()).rejects.toThrow('down');
    fail = false;
    expect(await value.get()).toBe('up');
  });
});

describe('BoundedMap', () => {
  it('forgets the oldest entries beyond its size', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1).set('b', 2).set('a', 3).set('c', 4);
    expect([map.has('a'), map.has('b'), map.has('c'), map.size]).toEqual([true, false, true, 2]);
  });
});

describe('ttlMap', () => {
  it('keeps each key for the period, at most `max` keys', async () => {
    let now = 0;
    let loads = 0;
    const cache = ttlMap<number>(1000, 2, () => now);
    const get = (k: string) => cache.get(k, async () => ++loads);
    expect([await get('a'), await get('a'), await get('b')]).toEqual([1, 1, 2]);
    await get('c'); // pushes 'a' out
    expect(await get('a')).toBe(4);
    now = 1000;
    expect(await get('a')).toBe(5);
    cache.clear();
    expect(await get('a')).toBe(6);
  });
});
