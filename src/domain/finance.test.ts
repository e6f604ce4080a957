import { describe, expect, it } from 'vitest';
import { financeTexts } from './finance.ts';

describe('financeTexts', () => {
  it('offers nothing on small prices', () => {
    expect(financeTexts(9_900)).toEqual({});
  });

  it('gives weekly payments from $100 and interest free from $250', () => {
    expect(financeTexts(19_900)).toEqual({ q: 'Pay weekly from $3.83' });
    expect(financeTexts(25_000)).toEqual({ gem: 'Interest free for 6 months on purchases over $250', q: 'Pay weekly from $4.81' });
  });

  it('picks the longest interest-free term the price reaches', () => {
    expect(financeTexts(129_900).gem).toBe('Interest free for 12 months on purchases over $1,000');
    expect(financeTexts(350_000).gem).toBe('Interest free for 18 months on purchases over $2,000');
  });

  it('takes its rules as data', () => {
    expect(financeTexts(50_000, [{ provider: 'laybuy', kind: 'weekly', minCents: 0, weeks: 6 }])).toEqual({ laybuy: 'Pay weekly from $83.34' });
  });
});
