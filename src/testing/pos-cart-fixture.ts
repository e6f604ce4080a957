// Sam's open POS cart made ready to save as a quote or an order through the services, without HTTP:
// one Tui Table Lamp, Pita's details and the lamp's one unit allocated from AKL. Over the staff
// fixture's shop.
import type { Database } from '../db/client.ts';
import { createPosAllocationService } from '../services/pos-cart/allocations.ts';
import { createPosCartService } from '../services/pos-cart/pos-cart.service.ts';
import { SIGNED_IN } from './staff-fixture.ts';

export const PITA_DETAILS = {
  firstname: 'Pita',
  lastname: 'Shopper',
  email: 'pita@example.nz',
  mobile: '0211234567',
  address: '5 Beach Road, Auckland',
  zip: '1011',
  acquisition: 'Walk in',
  useSameAddress: true,
  manualShippingCents: null,
};

/** How the lamp goes: delivered (DEL, no collect location) or collected at AKL (PCK). */
export async function readyLampCart(db: Database, now: Date, method: 'DEL' | 'PCK'): Promise<void> {
  const sam = SIGNED_IN.sam;
  const cart = createPosCartService(db, { now: () => now });
  await cart.addItem(sam, null, 'LAMP-1');
  await cart.updateBasic(sam, null, PITA_DETAILS);
  const item = (await cart.get(sam, null)).cartItems[0]!;
  await createPosAllocationService(db, { now: () => now }).saveAllocation(sam, {
    itemId: item.id,
    sku: 'LAMP-1',
    allocations: [
      {
        method,
        from: 'AKL',
        to: method === 'PCK' ? 'AKL' : null,
        qty: 1,
        dispatchDate: '2026-11-03',
        confirmed: false,
        note: '',
      },
    ],
  });
}
