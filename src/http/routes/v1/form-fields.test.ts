import { describe, expect, it } from 'vitest';
import { nestFormFields, postedBody } from './form-fields.ts';

describe('form fields', () => {
  it('nests bracketed names and turns numbered keys into lists', () => {
    expect(nestFormFields({ 'cart[firstname]': 'Pita', 'cart[zip]': '1011', useSameAddress: '1' })).toEqual({
      cart: { firstname: 'Pita', zip: '1011' },
      useSameAddress: '1',
    });
    expect(nestFormFields({ 'payments[0][gateway]': 'gem', 'payments[0][amount]': '10', 'payments[1][gateway]': 'q' })).toEqual({
      payments: [{ gateway: 'gem', amount: '10' }, { gateway: 'q' }],
    });
    expect(nestFormFields({ 'tags[]': 'a' })).toEqual({ tags: ['a'] });
  });

  it('drops prototype keys, deep paths and huge indexes', () => {
    const nested = nestFormFields({ '__proto__[x]': '1', 'a[constructor][prototype]': '1', 'a[b][c][d][e]': '1', 'list[5000]': 'x', ok: 'y' });
    expect(nested).toEqual({ ok: 'y' });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('reads a nested field sent as a JSON string, and leaves other bodies alone', () => {
    expect(postedBody({ cart: '{"firstname":"Pita"}' }, ['cart'])).toEqual({ cart: { firstname: 'Pita' } });
    expect(postedBody({ cart: '{broken' }, ['cart'])).toEqual({ cart: '{broken' });
    expect(postedBody([1, 2])).toEqual({});
    expect(postedBody(undefined)).toEqual({});
  });
});
