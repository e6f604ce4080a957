import { describe, expect, it } from 'vitest';
import { type PosCheckCart, posCheck, posCheckFailures } from './pos-validation.ts';

const good: PosCheckCart = {
  itemCount: 1,
  firstname: 'Aroha',
  lastname: 'Ngata',
  mobile: '0211234567',
  acquisition: 'Walk in',
  email: 'aroha@example.nz',
  address: '1 Queen St',
  useSameAddress: true,
  baddress: '',
  subItems: [
    { name: 'Sofa', qty: 2, allocations: [{ method: 'DEL', from: 'AKL', qty: 2, dispatchDate: '2026-11-10' }] },
  ],
};
const sub = (over: Partial<PosCheckCart['subItems'][number]>) => [{ ...good.subItems[0]!, ...over }];

describe('POS full validation', () => {
  it('passes a complete cart', () => {
    expect(posCheck(good)).toBeNull();
  });

  it('lists failures in the spec order', () => {
    const bad: PosCheckCart = {
      itemCount: 0,
      firstname: ' ',
      lastname: '',
      mobile: '',
      acquisition: '',
      email: 'nope',
      address: '',
      useSameAddress: false,
      baddress: '',
      subItems: [],
    };
    expect(posCheckFailures(bad)).toEqual([
      'Looks like this cart is empty',
      "Please enter customer's first name",
      "Please enter customer's last name",
      "Please enter customer's mobile No.",
      'Please enter acquisition channel',
      "Please enter valid customer's Email address",
    ]);
    expect(posCheck({ ...good, mobile: '021 123' })).toBe('Mobile number should be numbers only');
  });

  it('checks each sub-item allocation, then the delivery and bill addresses', () => {
    expect(posCheck({ ...good, subItems: sub({ allocations: [] }) })).toBe(
      'Please enter a correct allocation location of [Sofa]',
    );
    expect(
      posCheck({
        ...good,
        subItems: sub({ allocations: [{ method: 'DEL', from: '', qty: 2, dispatchDate: '2026-11-10' }] }),
      }),
    ).toBe('Please enter a correct allocation location of [Sofa]');
    expect(
      posCheck({ ...good, subItems: sub({ allocations: [{ method: 'DEL', from: 'AKL', qty: 2, dispatchDate: '' }] }) }),
    ).toBe('Please enter a correct dispatch date of [Sofa]');
    expect(posCheck({ ...good, subItems: sub({ qty: 3 }) })).toBe('Please enter a correct allocation QTY of [Sofa]');
    expect(posCheck({ ...good, address: '' })).toBe("Please enter customer's delivery address");
    expect(posCheck({ ...good, useSameAddress: false })).toBe("Please enter customer's bill address");
    const collected = sub({ allocations: [{ method: 'PCK', from: 'AKL', qty: 2, dispatchDate: '2026-11-10' }] });
    expect(posCheck({ ...good, address: '', useSameAddress: false, subItems: collected })).toBeNull();
  });
});
