// Chooses the street-address provider named by ADDRESS_PROVIDER (README "Configuration").
// `none` (the default) answers null: the address is free text. A provider is an AddressLookup
// added here with its credentials read from the environment, failing at start-up when they lack.
import { type AddressLookup, noAddressLookup } from './address-lookup.ts';

export type { AddressLookup, AddressSuggestion } from './address-lookup.ts';

export function createAddressLookup(env: NodeJS.ProcessEnv = process.env): AddressLookup {
  const provider = (env.ADDRESS_PROVIDER ?? 'none').trim() || 'none';
  switch (provider) {
    case 'none':
      return noAddressLookup;
    default:
      throw new Error(`Unknown ADDRESS_PROVIDER: ${provider} (known: none)`);
  }
}
