// Chooses the street-address provider named by ADDRESS_PROVIDER (README "Configuration"): `google`
// (Places Autocomplete (New), with GOOGLE_PLACES_KEY, failing at start-up without it), `simulator` (the
// same adapter over a stand-in speaking Google's protocol from a shipped street list: the default
// outside production) or `none` (the default in production: the address is free text).
import { type AddressLookup, noAddressLookup } from './address-lookup.ts';
import { createGooglePlaces } from './google-places.ts';
import { createPlacesSimulator } from './places-simulator.ts';

export type { AddressLookup, AddressPlace, AddressSuggestion } from './address-lookup.ts';

export function createAddressLookup(env: NodeJS.ProcessEnv = process.env): AddressLookup {
  const fallback = env.NODE_ENV === 'production' ? 'none' : 'simulator';
  const provider = (env.ADDRESS_PROVIDER ?? fallback).trim() || fallback;
  switch (provider) {
    case 'none':
      return noAddressLookup;
    case 'simulator':
      return createGooglePlaces({
        key: 'simulator',
        baseUrl: 'https://places.simulator.invalid',
        fetch: createPlacesSimulator(),
        kind: 'simulator',
      });
    case 'google': {
      const key = env.GOOGLE_PLACES_KEY?.trim();
      if (!key) throw new Error('ADDRESS_PROVIDER=google needs GOOGLE_PLACES_KEY (a Places API (New) key)');
      return createGooglePlaces({ key, baseUrl: env.GOOGLE_PLACES_URL?.trim() || undefined });
    }
    default:
      throw new Error(`Unknown ADDRESS_PROVIDER: ${provider} (known: google, simulator, none)`);
  }
}
