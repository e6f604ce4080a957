import { describe, expect, it } from 'vitest';
import {
  type CheckoutForm,
  CHECKOUT_RULES,
  collectWithoutPoint,
  firstCheckoutFailure,
  isValidEmail,
} from './checkout-rules.ts';

const complete: CheckoutForm = {
  itemCount: 2,
  firstname: 'Pita',
  lastname: 'Shopper',
  email: 'shopper@kauri.test',
  mobile: '0211234567',
  address: '12 Ponsonby Road, Ponsonby, Auckland',
  zip: '1011',
  useSameAddress: true,
  baddress: '',
  paymentMethod: 'windcave',
  agreeTerms: true,
  collectWithoutPoint: '',
};

describe('complete purchase rules', () => {
  it('passes a complete form', () => {
    expect(firstCheckoutFailure(complete)).toBeNull();
  });

  it('reports the first failure in the spec order, verbatim', () => {
    const broken: CheckoutForm = { ...complete, itemCount: 0, firstname: '', agreeTerms: false };
    expect(firstCheckoutFailure(broken)?.message).toBe("Looks like your cart is empty. Let's go shopping (yay!)");
    const order = [
      [{ firstname: ' ' }, 'Please enter your first name'],
      [{ lastname: '' }, 'Please enter your last name'],
      [{ email: 'pita@kauri' }, 'Woops! Looks like you entered an invalid Email address.'],
      [{ mobile: '' }, 'Please enter a valid mobile number'],
      [{ mobile: '021 123' }, 'Mobile number should be numbers only'],
      [{ address: '' }, 'Woops! Looks like you entered an invalid delivery address.'],
      [{ zip: '' }, 'Woops! Looks like you entered an invalid zipcode.'],
      [{ useSameAddress: false, baddress: '' }, 'Woops! Looks like you entered an invalid bill address.'],
      [{ paymentMethod: '' }, 'How do you want to pay?'],
      [{ agreeTerms: false }, "Sorry to be a bore - but can you please agree to the T&C's?"],
    ] as const;
    for (const [change, message] of order) {
      expect(firstCheckoutFailure({ ...complete, ...change })?.message).toBe(message);
    }
    expect(CHECKOUT_RULES).toHaveLength(12);
  });

  it('after the eleven, a line to collect with no collection point, named as the cart shows it', () => {
    const noPoint: CheckoutForm = { ...complete, collectWithoutPoint: 'Rimu Bed $1 & Co' };
    expect(firstCheckoutFailure(noPoint)).toEqual({
      field: 'collectWithoutPoint',
      message: 'Please choose a collection point for [Rimu Bed $1 & Co]',
    });
    expect(firstCheckoutFailure({ ...noPoint, agreeTerms: false })?.field).toBe('agreeTerms');
  });

  it('names the first line to collect that has no collection point', () => {
    const lines = [
      { shipmethod: 'DEL', pickLocation: null, name: 'Sofa' },
      { shipmethod: 'PCK', pickLocation: 'AKL', name: 'Lamp' },
      { shipmethod: 'PCK', pickLocation: '', name: 'Rug' },
      { shipmethod: 'PCK', pickLocation: null, name: 'Chair' },
    ] as const;
    expect(collectWithoutPoint(lines)).toBe('Rug');
    expect(collectWithoutPoint(lines.slice(0, 2))).toBe('');
  });

  it('asks for a billing address only when it differs', () => {
    expect(firstCheckoutFailure({ ...complete, useSameAddress: true, baddress: '' })).toBeNull();
    expect(firstCheckoutFailure({ ...complete, useSameAddress: false, baddress: '1 Queen St' })).toBeNull();
  });

  it('checks email as the spec says: an @ and a dot after the first character', () => {
    expect(isValidEmail('a@b.nz')).toBe(true);
    expect(isValidEmail('@b.nz')).toBe(false);
    expect(isValidEmail('ab.nz')).toBe(false);
    expect(isValidEmail('a b@c.nz')).toBe(false);
  });
});
