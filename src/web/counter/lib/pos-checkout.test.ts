import { describe, expect, it } from 'vitest';
import { ACQUISITION_CHANNELS as CONTRACT_CHANNELS } from '../../../contract/pos-cart.ts';
import {
  ACQUISITION,
  CART_EMPTY,
  DELIVERY_ADDRESS,
  FIRST_NAME,
  MOBILE_DIGITS,
  allocationQtyMessage,
} from '../../../domain/pos-validation.ts';
import {
  ACQUISITION_CHANNELS,
  basicFormOf,
  customerCheck,
  decimalTyped,
  ecommerceOf,
  expiryLabel,
  fullCheck,
  posCheckCartOf,
  updateBasicBody,
  wholeDollars,
  zipTyped,
} from './pos-checkout.ts';
import { cartAnswer } from '../../../testing/pos-checkout-fixture.ts';

describe('the customer and summary form', () => {
  it('starts from the cart, with empty boxes for no fee', () => {
    const form = basicFormOf(cartAnswer());
    expect(form).toMatchObject({
      firstname: 'Aroha',
      useSameAddress: true,
      newsletter: true,
      branch: 'AKL',
      acquisition: 'Walk in',
      expireDate: '',
    });
    expect(form).toMatchObject({ autoShipping: true, shippingcost: '120.00', assemblyCost: '', rubbishCost: '45.50' });
    expect(basicFormOf(cartAnswer({ cart: { branch: '', auto_shippingcost: 0, useSameAddress: 0 } }))).toMatchObject({
      branch: 'WEB',
      autoShipping: false,
      useSameAddress: false,
    });
  });

  it('sends every detail, the billing address as the delivery one when the same, and fees as 0 when empty', () => {
    const data = cartAnswer();
    const form = {
      ...basicFormOf(data),
      address: '1 Queen Street, Auckland',
      baddress: 'PO Box 1',
      assemblyCost: '',
      rubbishCost: '.',
    };
    const body = updateBasicBody(form, data, null);
    expect(body).toEqual({
      orderNo: null,
      cart: {
        firstname: 'Aroha',
        lastname: 'Ngata',
        company: '',
        email: 'aroha@example.nz',
        mobile: '0211234567',
        address: '1 Queen Street, Auckland',
        zip: '1011',
        baddress: '1 Queen Street, Auckland',
        comment: '',
        newsletter: 1,
        acquisition: 'Walk in',
        assembly_cost: '0',
        rubbish_cost: '0',
      },
      useSameAddress: 1,
      useAutoShippingCost: 1,
      shippingcost: '120.00',
    });
    expect(updateBasicBody({ ...form, useSameAddress: false }, data, null).cart.baddress).toBe('PO Box 1');
  });

  it('sends a zip only once it has four digits (or is cleared)', () => {
    const data = cartAnswer();
    const form = basicFormOf(data);
    expect(updateBasicBody({ ...form, zip: '10' }, data, null).cart).not.toHaveProperty('zip');
    expect(updateBasicBody({ ...form, zip: '' }, data, null).cart.zip).toBe('');
    expect(updateBasicBody({ ...form, zip: '8011' }, data, null).cart.zip).toBe('8011');
  });

  it('sends the branch and a quote’s expiry only when changed, and the coupon only when asked', () => {
    const data = cartAnswer({ cart: { expire_date: '2026-03-01', expiresIn: -4 } });
    const form = { ...basicFormOf(data), newsletter: false };
    const same = updateBasicBody(form, data, 'Q100');
    expect(same.cart).not.toHaveProperty('branch');
    // An expired quote keeps its date until someone picks another.
    expect(same.cart).not.toHaveProperty('expire_date');
    expect(same.cart).not.toHaveProperty('coupon');
    expect(same.cart.newsletter).toBe(0);
    const changed = updateBasicBody({ ...form, branch: 'WEB', expireDate: '2026-04-01' }, data, 'Q100', {
      coupon: 'SPRING10',
    });
    expect(changed.cart).toMatchObject({ branch: 'WEB', expire_date: '2026-04-01', coupon: 'SPRING10' });
    expect(changed.orderNo).toBe('Q100');
    // A new cart has no expiry to send.
    expect(updateBasicBody({ ...form, expireDate: '2026-04-01' }, data, null).cart).not.toHaveProperty('expire_date');
    expect(updateBasicBody(form, data, null, { coupon: '' }).cart.coupon).toBe('');
  });

  it('sends the manual delivery fee as typed when Auto is off', () => {
    const data = cartAnswer();
    const form = { ...basicFormOf(data), autoShipping: false };
    expect(updateBasicBody({ ...form, shippingcost: '35.5' }, data, null)).toMatchObject({
      useAutoShippingCost: 0,
      shippingcost: '35.5',
    });
    expect(updateBasicBody({ ...form, shippingcost: '' }, data, null).shippingcost).toBe('0');
  });
});

describe('what a money or zip box keeps of the typing', () => {
  it('keeps digits and one decimal point, two decimals at most', () => {
    expect(decimalTyped('12.50')).toBe('12.50');
    expect(decimalTyped('1a2.5.0')).toBe('12.50');
    expect(decimalTyped('$1,299.999')).toBe('1299.99');
    expect(decimalTyped('.5')).toBe('.5');
    expect(decimalTyped('-3')).toBe('3');
    expect(decimalTyped('12345678.1')).toBe('1234567.1');
    expect(decimalTyped('')).toBe('');
  });

  it('keeps four digits of a zip', () => {
    expect(zipTyped('10a11x9')).toBe('1011');
    expect(zipTyped(' 80')).toBe('80');
  });
});

describe('the checks before an action', () => {
  it('reads the cart’s sub-items and allocations with the form’s details', () => {
    const data = cartAnswer();
    const check = posCheckCartOf(data, basicFormOf(data));
    expect(check.itemCount).toBe(1);
    expect(check.subItems).toEqual([
      {
        name: 'Tasman Sofa',
        qty: 1,
        allocations: [{ method: 'DEL', from: 'AKL', qty: 1, dispatchDate: '2026-03-10' }],
      },
    ]);
  });

  it('completes only a full, valid cart: the first failure in the spec’s order', () => {
    const data = cartAnswer();
    const form = basicFormOf(data);
    expect(fullCheck(data, form)).toBeNull();
    expect(fullCheck(data, { ...form, firstname: ' ', mobile: 'abc' })).toBe(FIRST_NAME);
    expect(fullCheck(data, { ...form, mobile: '021 123' })).toBe(MOBILE_DIGITS);
    expect(fullCheck(data, { ...form, address: '' })).toBe(DELIVERY_ADDRESS);
    expect(fullCheck(cartAnswer({ cartItems: [], itemcount: 0 }), form)).toBe(CART_EMPTY);
    const short = cartAnswer();
    short.cartItems[0]!.subItems[0]!.qty = 2;
    expect(fullCheck(short, form)).toBe(allocationQtyMessage('Tasman Sofa'));
  });

  it('sends a cart or quote on the customer checks alone', () => {
    const data = cartAnswer();
    const form = basicFormOf(data);
    const unallocated = cartAnswer();
    unallocated.cartItems[0]!.subItems[0]!.allocation = [];
    // Allocations and the address do not stop a send.
    expect(customerCheck(unallocated, { ...form, address: '' })).toBeNull();
    expect(customerCheck(data, { ...form, acquisition: '' })).toBe(ACQUISITION);
    expect(customerCheck(cartAnswer({ cartItems: [], itemcount: 0 }), form)).toBe(CART_EMPTY);
  });
});

describe('words and figures on the page', () => {
  it('labels a quote’s expiry with the days left, or when it expired', () => {
    expect(expiryLabel(null, null)).toBe('');
    expect(expiryLabel(14, '2026-03-19')).toBe('Expires in 14 days');
    expect(expiryLabel(1, '2026-03-06')).toBe('Expires in 1 day');
    expect(expiryLabel(0, '2026-03-05')).toBe('Expires in 0 days');
    expect(expiryLabel(-3, '2026-03-02')).toBe('Expired At 2 Mar 2026');
  });

  it('shows the CART ITEMS list in whole dollars', () => {
    expect(wholeDollars('1299.50')).toBe('$1,300');
    expect(wholeDollars('45.00')).toBe('$45');
  });

  it('reports the cart to analytics in NZD with its items', () => {
    expect(ecommerceOf(cartAnswer({ cart: { coupon: 'SPRING10' } }), { transaction_id: 'P1001' })).toEqual({
      currency: 'NZD',
      value: 1419,
      coupon: 'SPRING10',
      transaction_id: 'P1001',
      items: [{ item_id: 'SOFA-3-GRY' }],
    });
  });

  it('offers the acquisition channels of the contract', () => {
    expect(ACQUISITION_CHANNELS).toEqual(CONTRACT_CHANNELS);
  });
});
