import { describe, expect, it } from 'vitest';
import type { PosAllocation, PosSubItem } from '../../../contract/pos-cart.ts';
import { checkAllocations } from '../../../domain/allocations.ts';
import {
  addedDraft,
  allocationState,
  allocationText,
  blankDraft,
  collectPoints,
  dateText,
  draftsOf,
  entriesOf,
  fromOptions,
  methodsOffered,
  qtyOf,
  requestOf,
  stockOfSub,
  stockRows,
} from './pos-allocations.ts';

const place = (code: string, name: string, collect?: boolean) => ({
  code,
  name,
  shortname: code,
  address: '',
  ...(collect === undefined ? {} : { collect }),
});
const LOCATIONS = [
  place('AKL', 'Auckland', true),
  place('CHC', 'Christchurch', true),
  place('DC1', 'Auckland DC', false),
];

const figures = (free: number) => ({ free, clr: 0, alloc: 1, nons: 0, on_hand: free + 1 });
const sub = (over: Partial<PosSubItem> = {}): PosSubItem => ({
  sku: 'SOFA-1',
  name: 'Sofa',
  collection: 'Haven',
  qrdesc: '',
  desc_colour: 'Oat',
  qty: 3,
  cbm: 0.04,
  notes: '',
  delTags: [],
  locationQty: { AKL: figures(2), DC1: figures(5), NSN: figures(9) },
  pOrders: [{ id: 17, po_number: 'PO-2026-017', qty: 4, eta: '2026-12-05' }],
  isBackOrder: false,
  allocation: [],
  ...over,
});
const alloc = (over: Partial<PosAllocation> = {}): PosAllocation => ({
  method: 'DEL',
  from: 'AKL',
  to: null,
  qty: 2,
  dispatch_date: '2026-11-25',
  confirmed: false,
  note: '',
  ...over,
});
const DELIVERED = { shipmethod: 'DEL' as const, pick_location: null };

describe('allocation summary lines', () => {
  it('reads each allocation as quantity, method, source, collect store and date', () => {
    expect(allocationText(alloc({ method: 'PCK', to: 'AKL' }), [])).toBe('2 × PCK from AKL collect AKL on 25/11/2026');
    // The purchase order's number already says PO; one it no longer lists is named by its id.
    expect(allocationText(alloc({ from: 17, qty: 1, confirmed: true }), sub().pOrders)).toBe(
      '1 × DEL from PO-2026-017 on 25/11/2026 (confirmed)',
    );
    expect(allocationText(alloc({ from: 18, qty: 1 }), sub().pOrders)).toBe('1 × DEL from PO 18 on 25/11/2026');
    expect(allocationText(alloc({ from: 'BACK-ORDER', dispatch_date: '' }), [])).toBe('2 × DEL from BACK-ORDER');
    expect(allocationText(alloc({ from: null, method: 'COU' }), [])).toBe('2 × COU from ? on 25/11/2026');
  });

  it('says whether the saved allocations cover the quantity', () => {
    expect(allocationState(sub())).toBe('none');
    expect(allocationState(sub({ allocation: [alloc()] }))).toBe('short');
    expect(allocationState(sub({ allocation: [alloc(), alloc({ qty: 1 })] }))).toBe('done');
    expect(allocationState(sub({ allocation: [alloc(), alloc()] }))).toBe('over');
  });

  it('writes dates the New Zealand way', () => {
    expect(dateText('2026-01-09')).toBe('09/01/2026');
    expect(dateText('')).toBe('');
  });
});

describe('the modal rows', () => {
  it('starts with one row of the whole quantity, collected where the line collects', () => {
    const [row, ...rest] = draftsOf(sub(), { shipmethod: 'PCK', pick_location: 'CHC' });
    expect(rest).toEqual([]);
    expect(row).toMatchObject({ method: 'PCK', from: '', to: 'CHC', qty: '3', dispatch_date: '', confirmed: false });
    expect(draftsOf(sub(), DELIVERED)[0]).toMatchObject({ method: 'DEL', to: '' });
  });

  it('reads saved allocations, a purchase order id as text', () => {
    const rows = draftsOf(
      sub({
        allocation: [
          alloc({ from: 17, confirmed: true, note: 'Fragile' }),
          alloc({ method: 'PCK', to: 'AKL', qty: 1 }),
        ],
      }),
      DELIVERED,
    );
    expect(rows.map((r) => [r.method, r.from, r.to, r.qty, r.confirmed, r.note])).toEqual([
      ['DEL', '17', '', '2', true, 'Fragile'],
      ['PCK', 'AKL', 'AKL', '1', false, ''],
    ]);
    expect(new Set(rows.map((r) => r.key)).size).toBe(2);
  });

  it('ADD proposes the units left, the way of the last row', () => {
    const first = { ...blankDraft({ shipmethod: 'PCK', pick_location: 'AKL' }, 3), qty: '2' };
    expect(addedDraft([first], 3)).toMatchObject({ method: 'PCK', to: 'AKL', qty: '1', from: '' });
    expect(addedDraft([{ ...first, qty: '5' }], 3).qty).toBe('0');
  });

  it('turns rows into the save rules’ entries and the request, dropping the collect store unless collected', () => {
    const rows = [
      { ...blankDraft(DELIVERED, 2), from: 'AKL', to: 'CHC', dispatch_date: '2026-11-25' },
      {
        ...blankDraft(DELIVERED, 1),
        method: 'PCK' as const,
        from: '17',
        to: 'AKL',
        qty: 'x',
        dispatch_date: '2026-11-26',
        confirmed: true,
        note: 'n',
      },
    ];
    expect(entriesOf(rows)).toEqual([
      { method: 'DEL', from: 'AKL', to: null, qty: 2, dispatchDate: '2026-11-25' },
      { method: 'PCK', from: '17', to: 'AKL', qty: 0, dispatchDate: '2026-11-26' },
    ]);
    expect(requestOf(rows)[1]).toEqual({
      method: 'PCK',
      from: '17',
      to: 'AKL',
      qty: 0,
      dispatch_date: '2026-11-26',
      confirmed: true,
      note: 'n',
    });
    expect(qtyOf(' 4 ')).toBe(4);
    expect(qtyOf('')).toBe(0);
  });

  it('gives the save rules the free stock per location and the spare units per purchase order', () => {
    const stock = stockOfSub(sub());
    expect(stock).toEqual({
      sku: 'SOFA-1',
      qty: 3,
      cbm: 0.04,
      freeAt: { AKL: 2, DC1: 5, NSN: 9 },
      purchaseOrders: { '17': { poNumber: 'PO-2026-017', spare: 4 } },
      backOrder: { allowed: false, savedUnits: 0 },
    });
    const row = (over: object) => ({ ...blankDraft(DELIVERED, 3), dispatch_date: '2026-11-25', ...over });
    expect(checkAllocations(entriesOf([row({ from: 'AKL' })]), stock, '2026-11-20')?.message).toBe(
      'AKL only has 2 stock',
    );
    expect(checkAllocations(entriesOf([row({ from: '17' })]), stock, '2026-11-20')).toBeNull();
    // Back order only when the sub-item allows it, or as many units as were saved so.
    expect(checkAllocations(entriesOf([row({ from: 'BACK-ORDER' })]), stock, '2026-11-20')?.message).toBe(
      "SOFA-1 can't be back-ordered",
    );
    expect(
      checkAllocations(entriesOf([row({ from: 'BACK-ORDER' })]), stockOfSub(sub({ isBackOrder: true })), '2026-11-20'),
    ).toBeNull();
    const saved = stockOfSub(sub({ allocation: [alloc({ from: 'BACK-ORDER', qty: 3 })] }));
    expect(saved.backOrder).toEqual({ allowed: false, savedUnits: 3 });
    expect(checkAllocations(entriesOf([row({ from: 'BACK-ORDER' })]), saved, '2026-11-20')).toBeNull();
  });
});

describe('what a row offers', () => {
  it('offers courier only when cbm × qty is 0.15 or less, or when the row already says courier', () => {
    expect(methodsOffered(0.05, 3)).toEqual(['DEL', 'COU', 'PCK']);
    expect(methodsOffered(0.05, 4)).toEqual(['DEL', 'PCK']);
    expect(methodsOffered(0.05, 4, 'COU')).toEqual(['DEL', 'COU', 'PCK']);
  });

  it('lists the places the page knows that hold figures, then purchase orders, then back order when allowed', () => {
    expect(stockRows(sub(), LOCATIONS).map((r) => r.location.code)).toEqual(['AKL', 'DC1']);
    expect(fromOptions(sub(), LOCATIONS, { backOrder: false }).map((o) => o.value)).toEqual(['AKL', 'DC1', '17']);
    expect(fromOptions(sub(), LOCATIONS, { backOrder: false })[0]!.label).toBe('Auckland (2 free)');
    expect(fromOptions(sub(), LOCATIONS, { backOrder: false })[2]!.label).toBe(
      'PO-2026-017 (4 available, ETA 05/12/2026)',
    );
    expect(fromOptions(sub(), LOCATIONS, { backOrder: true }).map((o) => o.value)).toContain('BACK-ORDER');
    expect(fromOptions(sub({ isBackOrder: true }), LOCATIONS, { backOrder: false }).map((o) => o.value)).toContain(
      'BACK-ORDER',
    );
    expect(fromOptions(sub(), LOCATIONS, { backOrder: false, current: 'BACK-ORDER' }).map((o) => o.value)).toContain(
      'BACK-ORDER',
    );
    expect(fromOptions(sub(), LOCATIONS, { backOrder: false, current: 'XYZ' }).at(-1)).toEqual({
      value: 'XYZ',
      label: 'XYZ',
    });
  });

  it('collects only at stores that take collections, or at every place when the list does not say', () => {
    expect(collectPoints(LOCATIONS).map((l) => l.code)).toEqual(['AKL', 'CHC']);
    expect(collectPoints([place('AKL', 'Auckland'), place('DC1', 'DC')]).map((l) => l.code)).toEqual(['AKL', 'DC1']);
  });
});
