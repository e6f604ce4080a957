// Street-level address lookup for the cart's delivery address. New Zealand street addresses need a
// provider (LINZ NZ Addresses, or a commercial API); none is shipped. Without one the address field
// is free text and the suburb picker (GET /v1/suburb, from the shipped postcode list) fills the zip.

import type { AddressSuggestion } from '../../contract/cart.ts';

export type { AddressSuggestion };

export interface AddressLookup {
  /** The provider's name ('none' for no provider). */
  readonly kind: string;
  /** Addresses matching what the shopper typed, or null when no provider is configured. */
  suggest(term: string): Promise<AddressSuggestion[] | null>;
}

/** No provider: the cart page keeps the address as typed. */
export const noAddressLookup: AddressLookup = {
  kind: 'none',
  async suggest() {
    return null;
  },
};
