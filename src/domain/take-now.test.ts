import { describe, expect, it } from 'vitest';
import { mostToTake, takeNowProblem, unitsOf } from './take-now.ts';

describe('taking stock now', () => {
  it('reads whole units above nothing, typed as digits', () => {
    expect(unitsOf('1')).toBe(1);
    expect(unitsOf(' 12 ')).toBe(12);
    expect(unitsOf(3)).toBe(3);
    for (const bad of ['0', 0, '-1', -1, '', 'abc', '1.5', 1.5, '1e2', '+1', null, undefined, {}, [1], Number.NaN])
      expect(unitsOf(bad), String(bad)).toBeNull();
    expect(unitsOf('99999999999999999999')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it("answers the spec's messages in the spec's order", () => {
    expect(takeNowProblem({ qty: '0', bin: '', max: 0 })).toBe('Qty taken cannot be less than 0');
    expect(takeNowProblem({ qty: '1', bin: ' ', max: 3 })).toBe('Please select a bin');
    expect(takeNowProblem({ qty: '4', bin: 'AKL FLOOR', max: mostToTake(3, 5, 4) })).toBe(
      'Qty taken should not be greater than 3',
    );
    expect(takeNowProblem({ qty: '3', bin: 'AKL FLOOR', max: 3 })).toBeNull();
    expect(mostToTake(2, -1)).toBe(0);
  });
});
