// Each refusal of the POS full validation that names a field leads to that field's tab and box.
import { describe, expect, it } from 'vitest';
import {
  ACQUISITION,
  BILL_ADDRESS,
  CART_EMPTY,
  DELIVERY_ADDRESS,
  EMAIL,
  FIRST_NAME,
  LAST_NAME,
  MOBILE,
  MOBILE_DIGITS,
  allocationLocationMessage,
  allocationQtyMessage,
  dispatchDateMessage,
} from '../../../domain/pos-validation.ts';
import { failurePlace } from './pos-failure-field.ts';

describe('failurePlace', () => {
  it("sends each customer detail's refusal to its box on the customer tab", () => {
    const cases: [string, string][] = [
      [FIRST_NAME, 'pos-firstname'],
      [LAST_NAME, 'pos-lastname'],
      [MOBILE, 'pos-mobile'],
      [MOBILE_DIGITS, 'pos-mobile'],
      [ACQUISITION, 'pos-acquisition'],
      [EMAIL, 'pos-email'],
      [DELIVERY_ADDRESS, 'pos-address'],
      [BILL_ADDRESS, 'pos-baddress'],
    ];
    for (const [message, field] of cases) expect(failurePlace(message), message).toEqual({ tab: 'customer', field });
  });

  it("sends an allocation's refusal to its sub-item on the item tab, by the name in the brackets", () => {
    for (const message of [allocationLocationMessage, dispatchDateMessage, allocationQtyMessage])
      expect(failurePlace(message('Hauraki [Oak] Chair'))).toEqual({ tab: 'item', subItemName: 'Hauraki [Oak] Chair' });
  });

  it('leaves the page where it is for a refusal that names no field', () => {
    for (const message of [CART_EMPTY, 'AKL only has 1 stock', '', 'Please enter a correct allocation location of []'])
      expect(failurePlace(message), message).toBeNull();
  });
});
