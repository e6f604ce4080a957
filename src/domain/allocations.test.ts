import { describe, expect, it } from 'vitest';
import { type AllocationEntry, type SubItemStock, checkAllocations } from './allocations.ts';

const stock: SubItemStock = {
  sku: 'LAMP-1',
  qty: 3,
  cbm: 0.05,
  freeAt: { AKL: 2, CHC: 0 },
  purchaseOrders: { '7': { poNumber: 'PO-7', spare: 1 } },
  backOrder: { allowed: true, savedUnits: 0 },
};
const a = (over: Partial<AllocationEntry> = {}): AllocationEntry => ({
  method: 'DEL',
  from: 'AKL',
  to: null,
  qty: 2,
  dispatchDate: '2026-11-10',
  ...over,
});
const TODAY = '2026-11-02';
const check = (list: AllocationEntry[], s: SubItemStock = stock) => checkAllocations(list, s, TODAY);

describe('allocation save rules', () => {
  it('accepts allocations that cover the quantity from stock, a purchase order and back order', () => {
    expect(check([a(), a({ from: '7', qty: 1 })])).toBeNull();
    expect(check([a(), a({ from: 'BACK-ORDER', qty: 1, method: 'PCK', to: 'AKL' })])).toBeNull();
  });

  it('refuses to delete the last allocation', () => {
    expect(check([])).toEqual({ message: "Can't delete all shipping method", status: 422 });
  });

  it('checks each entry in the spec order', () => {
    expect(check([a({ dispatchDate: '', from: '', qty: 0 })])?.message).toBe("Dispatch date shouldn't be empty");
    expect(check([a({ from: '', qty: 0 })])?.message).toBe("Allocation location shouldn't be empty");
    expect(check([a({ method: 'PCK', to: null, qty: 0 })])?.message).toBe("Collect location shouldn't be empty");
    expect(check([a({ qty: 0 })])?.message).toBe("Allocation Quantity shouldn't be 0");
    expect(check([a({ qty: 1 })])).toEqual({ message: 'Total qty should be 3', status: 422 });
  });

  it('checks free stock per location (summed) and purchase-order stock; back order is exempt', () => {
    expect(check([a({ qty: 2 }), a({ qty: 1 })])).toEqual({ message: 'AKL only has 2 stock', status: 409 });
    expect(check([a({ from: 'CHC', qty: 3 })])).toEqual({ message: 'CHC only has 0 stock', status: 409 });
    expect(check([a({ from: 'NOWHERE', qty: 3 })])?.message).toBe('NOWHERE only has 0 stock');
    expect(check([a({ from: '7', qty: 2 }), a({ from: 'AKL', qty: 1 })])).toEqual({
      message: 'PO-7 only has 1 stock',
      status: 409,
    });
    expect(check([a({ from: '99', qty: 3 })])?.message).toBe('99 only has 0 stock');
    expect(check([a({ from: 'BACK-ORDER', qty: 3 })])).toBeNull();
  });

  it('refuses back order when no open purchase order allows it, unless that many were saved so before', () => {
    const closed = { ...stock, backOrder: { allowed: false, savedUnits: 0 } };
    expect(check([a({ from: 'BACK-ORDER', qty: 3 })], closed)).toEqual({
      message: "LAMP-1 can't be back-ordered",
      status: 422,
    });
    expect(check([a(), a({ from: 'BACK-ORDER', qty: 1 })], closed)?.message).toBe("LAMP-1 can't be back-ordered");
    expect(check([a(), a({ from: '7', qty: 1 })], closed)).toBeNull();
    // Saved as back order while it was allowed: kept, but not grown.
    const saved = { ...stock, backOrder: { allowed: false, savedUnits: 1 } };
    expect(check([a(), a({ from: 'BACK-ORDER', qty: 1 })], saved)).toBeNull();
    expect(check([a({ qty: 1 }), a({ from: 'BACK-ORDER', qty: 2 })], saved)?.message).toBe(
      "LAMP-1 can't be back-ordered",
    );
    // The stock rules come first.
    expect(check([a({ qty: 2 }), a({ from: 'BACK-ORDER', qty: 2 })], closed)?.message).toBe('Total qty should be 3');
  });

  it('allows courier only up to 0.15 cbm per allocation', () => {
    expect(check([a({ method: 'COU', from: 'BACK-ORDER', qty: 3 })])).toBeNull(); // 0.15
    expect(check([a({ method: 'COU', from: 'BACK-ORDER', qty: 3 })], { ...stock, cbm: 0.06 })?.message).toBe(
      'Courier is only for items of 0.15 cbm or less',
    );
  });

  it('refuses a dispatch date before today in New Zealand', () => {
    expect(check([a({ qty: 3, from: 'BACK-ORDER', dispatchDate: TODAY })])).toBeNull();
    expect(check([a({ qty: 3, from: 'BACK-ORDER', dispatchDate: '2026-11-01' })])?.message).toBe(
      "Dispatch date can't be before today",
    );
    expect(check([a({ qty: 3, from: 'BACK-ORDER', dispatchDate: 'soon' })])?.message).toBe(
      "Dispatch date can't be before today",
    );
  });
});
