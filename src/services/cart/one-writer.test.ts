// Carts and their lines are written only by the cart capability (services/cart/): the shopper's cart
// and the counter's are one table, so the POS cart, the sign-in, the customer picker and the checkout
// ask cart's face (services/cart/writes.ts) rather than each keeping its own idea of a cart's row.
// The rule and what it reads are src/testing/one-writer.ts.
import { describe, expect, it } from 'vitest';
import { writersOutside } from '../../testing/one-writer.ts';

describe('one cart writer', () => {
  it('no code outside services/cart writes carts', () => {
    expect(writersOutside({ owners: ['services/cart/'], tables: ['carts'], schemaNames: ['carts'] })).toEqual([]);
  });

  it('no code outside services/cart writes cart_items', () => {
    expect(writersOutside({ owners: ['services/cart/'], tables: ['cart_items'], schemaNames: ['cartItems'] })).toEqual(
      [],
    );
  });
});
