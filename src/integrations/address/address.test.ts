import { describe, expect, it } from 'vitest';
import { createAddressLookup } from './index.ts';

describe('address lookup', () => {
  it('has no provider by default: the address stays free text', async () => {
    const lookup = createAddressLookup({});
    expect(lookup.kind).toBe('none');
    expect(await lookup.suggest('12 Ponsonby Road')).toBeNull();
    expect(createAddressLookup({ ADDRESS_PROVIDER: 'none' }).kind).toBe('none');
  });

  it('refuses an unknown provider at start-up', () => {
    expect(() => createAddressLookup({ ADDRESS_PROVIDER: 'nzpost' })).toThrow(/ADDRESS_PROVIDER/);
  });
});
