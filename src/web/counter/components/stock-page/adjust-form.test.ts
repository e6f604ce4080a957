// The adjust modal's own checks before it asks a manager for a PIN: the server's rules, said the same way.
import { describe, expect, it } from 'vitest';
import { stockAdjustRequest } from '../../../../contract/stock-page.ts';
import { type AdjustForm, formProblems } from './adjust-form.ts';

const form = (over: Partial<AdjustForm> = {}): AdjustForm => ({
  sku: 'LAMP-1',
  location: 'AKL',
  bin: 'FLOOR',
  change: '-1',
  reason: 'damaged',
  note: '',
  ...over,
});

describe('the adjust form', () => {
  it('passes what the call takes and stops what it refuses, with the same words', () => {
    const cases: Partial<AdjustForm>[] = [
      {},
      { change: '+3' },
      { change: '0' },
      { change: '1.5' },
      { change: 'x' },
      { change: '1000000' },
      { bin: '  ' },
      { reason: '' },
      { reason: 'other' },
      { reason: 'other', note: 'Came back from a customer' },
    ];
    for (const over of cases) {
      const f = form(over);
      const mine = formProblems(f).map((p) => [p.field, p.message]);
      const server = stockAdjustRequest.safeParse({ ...f, reason: f.reason || undefined });
      const theirs = server.success ? [] : server.error.issues.map((i) => [String(i.path[0]), i.message]);
      expect(mine, JSON.stringify(over)).toEqual(theirs);
    }
  });
});
