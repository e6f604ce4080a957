import { describe, expect, it } from 'vitest';
import { customerFailures, isCustomerEmail, sendCartCheck } from './pos-customer-check.ts';
import { posCheckFailures } from './pos-validation.ts';

const good = {
  firstname: 'Aroha',
  lastname: 'Ngata',
  mobile: '0215550101',
  acquisition: 'Walk in',
  email: 'aroha@example.co.nz',
  itemCount: 2,
};

describe('send-cart check (the customer checks only)', () => {
  it('passes a cart with items and a complete customer', () => {
    expect(sendCartCheck(good)).toBeNull();
  });

  it('answers the spec messages in the spec order, the empty cart first', () => {
    const cases: [Partial<typeof good>, string][] = [
      [{ itemCount: 0, firstname: '' }, 'Looks like this cart is empty'],
      [{ firstname: ' ', lastname: '' }, "Please enter customer's first name"],
      [{ lastname: '', mobile: '' }, "Please enter customer's last name"],
      [{ mobile: '  ', acquisition: '' }, "Please enter customer's mobile No."],
      [{ mobile: '021 555 0101', acquisition: '' }, 'Mobile number should be numbers only'],
      [{ acquisition: '', email: 'nope' }, 'Please enter acquisition channel'],
      [{ email: 'aroha@example' }, "Please enter valid customer's Email address"],
      [{ email: 'two words@example.nz' }, "Please enter valid customer's Email address"],
    ];
    for (const [change, message] of cases) expect(sendCartCheck({ ...good, ...change }), message).toBe(message);
  });

  it('ignores allocations and addresses, which a sent cart does not need', () => {
    expect(customerFailures(good)).toEqual([]);
    const full = {
      ...good,
      address: '',
      useSameAddress: false,
      baddress: '',
      subItems: [{ name: 'Sofa', qty: 1, allocations: [] }],
    };
    expect(posCheckFailures(full)).toContain('Please enter a correct allocation location of [Sofa]');
  });

  it('agrees with the full validation on every customer field', () => {
    const variants = [
      { firstname: '' },
      { lastname: '' },
      { mobile: '' },
      { mobile: '12a' },
      { acquisition: '' },
      { email: 'x@y' },
      { email: ' a@b.nz ' },
    ];
    for (const v of variants) {
      const c = { ...good, ...v };
      const full = posCheckFailures({
        ...c,
        address: 'x',
        useSameAddress: true,
        baddress: '',
        subItems: [
          { name: 'S', qty: 1, allocations: [{ method: 'PCK', from: 'AKL', qty: 1, dispatchDate: '2026-11-05' }] },
        ],
      });
      expect(customerFailures(c), JSON.stringify(v)).toEqual(full);
    }
    expect(isCustomerEmail(' a@b.nz ')).toBe(true);
  });
});
