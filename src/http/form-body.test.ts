import { describe, expect, it } from 'vitest';
import { parseForm } from './form-body.ts';

describe('form bodies', () => {
  it('nests bracketed names and turns numbered and [] keys into lists', () => {
    expect(parseForm('cart[firstname]=Pita&cart[zip]=1011&useSameAddress=1')).toEqual({
      cart: { firstname: 'Pita', zip: '1011' },
      useSameAddress: '1',
    });
    expect(parseForm('payments[0][gateway]=gem&payments[0][amount]=10&payments[1][gateway]=q')).toEqual({
      payments: [{ gateway: 'gem', amount: '10' }, { gateway: 'q' }],
    });
    expect(parseForm('tags[]=a')).toEqual({ tags: ['a'] });
    expect(parseForm('routeType=new&cat1Arr[]=living&cat1Arr[]=dining&cat2Arr[]=sofas')).toEqual({
      routeType: 'new',
      cat1Arr: ['living', 'dining'],
      cat2Arr: ['sofas'],
    });
    // A lone value and a list of the same name join.
    expect(parseForm('cat1Arr=living&cat1Arr[]=dining')).toEqual({ cat1Arr: ['living', 'dining'] });
    expect(parseForm('')).toEqual({});
  });

  it('drops prototype keys and makes no huge lists', () => {
    const nested = parseForm('__proto__[x]=1&a[constructor][prototype]=1&__proto__[]=x&list[5000]=x&ok=y');
    expect(Object.getPrototypeOf(nested)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    // An index beyond the limit is a key of an object, never a list of 5000 holes.
    expect(nested).toEqual({ list: { 5000: 'x' }, ok: 'y' });
    const deep = parseForm('a[b][c][d][e][f][g]=1') as { a: { b: { c: { d: { e: Record<string, unknown> } } } } };
    expect(Object.keys(deep.a.b.c.d.e)).toEqual(['[f][g]']);
  });
});
