// The words of the cart's refusals (thrown as a Refusal, src/domain/refusal.ts).

export const PRODUCT_NOT_FOUND = 'Product not found';
export const ITEM_NOT_FOUND = 'This item is not in your cart';
/** An add of an item with nothing free and nothing coming (409: the stock is gone). */
export const SOLD_OUT_ITEM = 'Sorry, this item has sold out';
export const INVALID_ZIP = 'Woops! Looks like you entered an invalid zipcode.';
export const PAYMENT_METHOD_NOT_FOUND = 'Payment method not found';
export const INVALID_AMOUNT = 'Please enter a valid amount';
export const NOT_A_COLLECTION_POINT = 'Please choose a collection point from the list';
export const ONE_PAYMENT_METHOD = 'Please choose one payment method';
export const ADDRESS_NOT_FOUND = 'We could not find that address: please type it in';
export { tooMany } from '../../contract/cart-words.ts';
/**
 * The most lines (different items) one cart holds: far beyond any honest furniture order, and it
 * keeps a cart page, a checkout and a POS cart small enough to answer in milliseconds.
 */
export const MAX_LINES = 100;
export const tooManyLines = (max: number) => `Your cart can hold at most ${max} different items`;
