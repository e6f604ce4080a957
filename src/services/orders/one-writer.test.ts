// Orders and their payments are written only by the orders capability (services/orders/): an order's
// status follows its payment lines (markLinePaid), so the checkout, the counter and the card terminals
// ask orders' face (services/orders/writes.ts) rather than each moving an order's status its own way.
// The rule and what it reads are src/testing/one-writer.ts.
import { describe, expect, it } from 'vitest';
import { writersOutside } from '../../testing/one-writer.ts';

describe('one order writer', () => {
  it('no code outside services/orders writes orders', () => {
    expect(writersOutside({ owners: ['services/orders/'], tables: ['orders'], schemaNames: ['orders'] })).toEqual([]);
  });

  it('no code outside services/orders writes payments', () => {
    expect(writersOutside({ owners: ['services/orders/'], tables: ['payments'], schemaNames: ['payments'] })).toEqual(
      [],
    );
  });
});
