// Google Places Autocomplete (New) over its HTTP API, called from our server so the key never reaches the
// browser: POST /v1/places:autocomplete for the suggestions (New Zealand street addresses only), then
// GET /v1/places/{id} for the picked one's parts, its postal_code filling the checkout's zip. One session
// token runs from the first key to the pick, as Google bills it. Failures throw; the route answers
// no suggestions and the shopper keeps typing.
import type { AddressLookup, AddressPlace, AddressSuggestion } from './address-lookup.ts';

export const GOOGLE_PLACES_URL = 'https://places.googleapis.com';

/** The address types worth delivering to (Google's Table B): a street address, a building, a unit, a street. */
const ADDRESS_TYPES = ['street_address', 'premise', 'subpremise', 'route'];
const SUGGESTION_FIELDS = [
  'suggestions.placePrediction.placeId',
  'suggestions.placePrediction.text.text',
  'suggestions.placePrediction.structuredFormat',
].join(',');
const PLACE_FIELDS = 'formattedAddress,addressComponents';

export interface GooglePlacesOptions {
  key: string;
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  kind?: AddressLookup['kind'];
}

interface AutocompleteAnswer {
  suggestions?: {
    placePrediction?: {
      placeId?: string;
      text?: { text?: string };
      structuredFormat?: { mainText?: { text?: string }; secondaryText?: { text?: string } };
    };
  }[];
}

interface AddressComponent {
  longText?: string;
  shortText?: string;
  types?: string[];
}

interface PlaceAnswer {
  formattedAddress?: string;
  addressComponents?: AddressComponent[];
}

/** A place's parts as the checkout writes an address: '2/12 Ponsonby Road, Ponsonby, Auckland 1011'. */
export function addressOfPlace(place: PlaceAnswer): AddressPlace | null {
  const parts = place.addressComponents ?? [];
  const part = (...types: string[]) =>
    types.map((t) => parts.find((p) => p.types?.includes(t))?.longText?.trim()).find(Boolean) ?? '';
  const number = part('street_number');
  const unit = part('subpremise');
  const road = part('route');
  const street = [[unit, number].filter(Boolean).join('/'), road].filter(Boolean).join(' ');
  const city = part('locality', 'postal_town', 'administrative_area_level_2');
  const suburb = part('sublocality_level_1', 'sublocality', 'neighborhood') || city;
  const postcode = part('postal_code');
  if (!street && !place.formattedAddress) return null;
  const area = [suburb !== city ? suburb : '', city].filter(Boolean).join(', ');
  const label = street
    ? [street, `${area} ${postcode}`.trim()].filter(Boolean).join(', ')
    : (place.formattedAddress ?? '').replace(/,\s*New Zealand$/i, '');
  return { label, street, suburb, city, postcode: /^\d{4}$/.test(postcode) ? postcode : '' };
}

export function createGooglePlaces(opts: GooglePlacesOptions): AddressLookup {
  const base = (opts.baseUrl ?? GOOGLE_PLACES_URL).replace(/\/$/, '');
  const fetcher = opts.fetch ?? globalThis.fetch;
  const timeoutMs = opts.timeoutMs ?? 4000;

  async function call<T>(path: string, fields: string, init: RequestInit = {}): Promise<T | null> {
    const res = await fetcher(`${base}${path}`, {
      ...init,
      headers: {
        'Content-Type': 'application/json',
        'X-Goog-Api-Key': opts.key,
        'X-Goog-FieldMask': fields,
      },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (res.status === 404) return null;
    if (!res.ok) {
      const body = (await res.json().catch(() => null)) as { error?: { status?: string; message?: string } } | null;
      throw new Error(
        `Google Places answered ${res.status} ${body?.error?.status ?? ''}: ${body?.error?.message ?? ''}`,
      );
    }
    return (await res.json()) as T;
  }

  return {
    kind: opts.kind ?? 'google',

    async suggest(term: string, session?: string): Promise<AddressSuggestion[]> {
      const answer = await call<AutocompleteAnswer>('/v1/places:autocomplete', SUGGESTION_FIELDS, {
        method: 'POST',
        body: JSON.stringify({
          input: term,
          includedRegionCodes: ['nz'],
          includedPrimaryTypes: ADDRESS_TYPES,
          languageCode: 'en',
          regionCode: 'nz',
          ...(session ? { sessionToken: session } : {}),
        }),
      });
      return (answer?.suggestions ?? []).flatMap(({ placePrediction: p }) => {
        if (!p?.placeId || !p.text?.text) return [];
        const label = p.text.text;
        return [
          {
            id: p.placeId,
            label,
            main: p.structuredFormat?.mainText?.text ?? label,
            secondary: (p.structuredFormat?.secondaryText?.text ?? '').replace(/,\s*New Zealand$/i, ''),
          },
        ];
      });
    },

    async place(id: string, session?: string): Promise<AddressPlace | null> {
      const query = new URLSearchParams({ languageCode: 'en', regionCode: 'nz' });
      if (session) query.set('sessionToken', session);
      const answer = await call<PlaceAnswer>(`/v1/places/${encodeURIComponent(id)}?${query}`, PLACE_FIELDS);
      return answer ? addressOfPlace(answer) : null;
    },
  };
}
