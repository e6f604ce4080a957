import { describe, expect, it } from 'vitest';
import { ApiError } from '../../common/lib/api.ts';
import { Refused, attempt, fewer, more, refusalOf, typedQty } from './pos-items.ts';

describe('item quantity', () => {
  it('never goes below 1: minus acts only when the result is 1 or more', () => {
    expect(fewer(3)).toBe(2);
    expect(fewer(2)).toBe(1);
    expect(fewer(1)).toBeNull();
    expect(more(1)).toBe(2);
    expect(more(99)).toBeNull();
  });

  it('resets a typed 0, a negative or a non-number to 1, and caps at 99', () => {
    expect(typedQty('4')).toBe(4);
    expect(typedQty('0')).toBe(1);
    expect(typedQty('-3')).toBe(1);
    expect(typedQty('')).toBe(1);
    expect(typedQty('150')).toBe(99);
  });
});

describe('refusals a window shows itself', () => {
  const refusal = (status: number, msg: string) => new ApiError(status, JSON.stringify({ success: false, msg }));

  it('keeps the server’s words of a 4xx refusal, leaving lost sessions, missing carts and failures to the page', () => {
    expect(refusalOf(refusal(422, 'Total qty should be 3'))).toBe('Total qty should be 3');
    expect(refusalOf(refusal(409, 'AKL only has 2 stock'))).toBe('AKL only has 2 stock');
    expect(refusalOf(refusal(403, 'Discount over your limit'))).toBe('Discount over your limit');
    expect(refusalOf(refusal(401, 'Please sign in'))).toBeNull();
    expect(refusalOf(refusal(404, 'Cart not found'))).toBeNull();
    expect(refusalOf(refusal(500, 'boom'))).toBeNull();
    expect(refusalOf(new Error('network'))).toBeNull();
  });

  it('answers a refusal as a value and lets other failures through', async () => {
    await expect(attempt(async () => ({ couponMsg: '' }))).resolves.toEqual({ couponMsg: '' });
    const refused = await attempt(() => Promise.reject(refusal(422, 'Wrong discount amount!')));
    expect(refused).toBeInstanceOf(Refused);
    expect((refused as Refused).msg).toBe('Wrong discount amount!');
    await expect(attempt(() => Promise.reject(refusal(404, 'Cart not found')))).rejects.toBeInstanceOf(ApiError);
  });
});
