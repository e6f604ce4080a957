// Stock, its reservations, bins, the ledger, transfers, purchase-order lines and orders' allocation rows
// are locked and written only
// by the stock module (src/services/stock/), whoever sells: two code paths would drift into two lock
// orders, and two sales locking the same rows in different orders can deadlock. The rule and what it
// reads are src/testing/one-writer.ts.
import { describe, expect, it } from 'vitest';
import { writersOutside } from '../../testing/one-writer.ts';

describe('one stock writer', () => {
  it('no code outside services/stock locks or writes stock rows', () => {
    const found = writersOutside({
      owners: ['services/stock/'],
      tables: [
        'stock',
        'stock_reservations',
        'purchase_order_lines',
        'order_allocations',
        'bins',
        'bin_stock',
        'stock_ledger',
        'stock_transfers',
        'stock_transfer_lines',
      ],
      schemaNames: [
        'stock',
        'stockReservations',
        'purchaseOrderLines',
        'orderAllocations',
        'bins',
        'binStock',
        'stockLedger',
        'stockTransfers',
        'stockTransferLines',
      ],
      locks: true,
    });
    expect(found).toEqual([]);
  });
});
