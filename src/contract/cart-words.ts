// The cart's caps and their words, without Zod: the product page and the cart page hold to the same
// numbers the server refuses past (contract/cart.ts, services/cart/refusal.ts).

/** The most of one item a cart line takes. */
export const MAX_QTY = 99;
export const tooMany = (max: number) => `You can have at most ${max} of an item in your cart`;
