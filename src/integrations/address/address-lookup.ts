// Street-level address lookup for the cart's delivery address, behind one small interface: Google Places
// Autocomplete (New) in production (google-places.ts), the same adapter over a simulator of Google's
// protocol elsewhere (places-simulator.ts), or none. Without one the address field is free text and the
// suburb picker (GET /v1/suburb, from the shipped postcode list) fills the zip.

import type { AddressPlace, AddressSuggestion } from '../../contract/cart.ts';

export type { AddressPlace, AddressSuggestion };

export interface AddressLookup {
  /** The provider's name ('none' for no provider). */
  readonly kind: 'none' | 'simulator' | 'google';
  /**
   * Addresses matching what the shopper typed, or null when no provider is configured. `session` groups
   * one shopper's typing and their pick into one billed session. Throws when the provider fails.
   */
  suggest(term: string, session?: string): Promise<AddressSuggestion[] | null>;
  /** The picked suggestion whole, with its postcode; null when the provider does not know it. */
  place(id: string, session?: string): Promise<AddressPlace | null>;
}

/** No provider: the cart page keeps the address as typed. */
export const noAddressLookup: AddressLookup = {
  kind: 'none',
  async suggest() {
    return null;
  },
  async place() {
    return null;
  },
};
